/**
 * Action requests (SPEC §6.5 `free_record_only`): an agent asks for a person (handoff, support
 * route or callback). Recorded, the owners told through the outbox, never a credit spent; limited
 * per visitor and client.
 */
import type { Deps } from '../deps.js';
import { invalidParameter } from '../errors.js';
import { bucketKey, consumeRateLimit } from '../http/rate-limit.js';
import { queueMail } from '../mail/outbox.repository.js';
import { actionRequestMail } from '../mail/templates.js';
import type { Urls } from '../urls.js';
import { hasControlCharacters, normalizeQuestion } from './answer/text.js';
import { findClient } from './client.service.js';

export const ACTION_KINDS = ['handoff', 'support_route', 'callback'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** Requests one visitor may record for one client per hour. */
export const ACTION_REQUEST_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };
export const MAX_ACTION_MESSAGE = 2000;
export const MAX_ACTION_CONTACT = 200;

export interface ActionRequestInput {
  kind?: unknown;
  message?: unknown;
  contact?: unknown;
}

function text(value: unknown, parameter: string, max: number, required: boolean): string | null {
  if (value === undefined || value === null || value === '') {
    if (required) throw invalidParameter(parameter, `${parameter} is required.`);
    return null;
  }
  const cleaned = typeof value === 'string' ? normalizeQuestion(value) : '';
  if (!cleaned || hasControlCharacters(cleaned)) throw invalidParameter(parameter, `${parameter} must be text.`);
  if (cleaned.length > max) throw invalidParameter(parameter, `${parameter} is longer than ${max} characters.`);
  return cleaned;
}

/** Records one action request. @throws AppError 400 / 404 client_not_found / 429 rate_limited. */
export async function recordActionRequest(
  deps: Pick<Deps, 'db' | 'clock' | 'ids'>,
  urls: Urls,
  slug: string,
  input: ActionRequestInput,
  visitor: { ip: string; userAgent: string },
) {
  if (typeof input.kind !== 'string' || !(ACTION_KINDS as readonly string[]).includes(input.kind)) {
    throw invalidParameter('kind', `kind must be one of ${ACTION_KINDS.join(', ')}.`);
  }
  const kind = input.kind as ActionKind;
  const message = text(input.message, 'message', MAX_ACTION_MESSAGE, true) as string;
  const contact = text(input.contact, 'contact', MAX_ACTION_CONTACT, false);
  const client = await findClient(deps, slug);
  const visitorKey = bucketKey(`${visitor.ip}|${visitor.userAgent}`);
  await consumeRateLimit(deps.db, `action:${client.id}:${visitorKey}`, ACTION_REQUEST_LIMIT, deps.clock.now());

  const now = deps.clock.now().toISOString();
  const id = deps.ids.next();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('action_requests')
      .values({ id, listing_id: client.id, kind, message, contact, status: 'recorded', created_at: now })
      .execute();
    const owners = await trx
      .selectFrom('listing_owners')
      .innerJoin('accounts', 'accounts.id', 'listing_owners.account_id')
      .select('accounts.email')
      .where('listing_owners.listing_id', '=', client.id)
      .where('accounts.status', '!=', 'disabled')
      .execute();
    const recipients = owners.length ? owners.map((o) => o.email) : client.public_email ? [client.public_email] : [];
    for (const to of recipients) {
      await queueMail(
        trx,
        deps.ids.next(),
        now,
        actionRequestMail({ to, requestId: id, kind, listingName: client.name, message, contact }),
      );
    }
  });
  return {
    ok: true as const,
    actionRequest: { id, kind, status: 'recorded' as const },
    /** The human route: who follows up, and where the business can be reached meanwhile. */
    route: {
      text: `A person at ${client.name} will follow up; the request is recorded with reference ${id}.`,
      website: client.website_url,
      businessPage: urls.businessPage(client.slug),
    },
  };
}
