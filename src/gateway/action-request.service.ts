/**
 * Action requests (`free_record_only`): an agent asks for a person (handoff, support route or
 * callback). Recorded, the owners told through the outbox, never a credit spent. Limited per
 * address (an IPv6 /64), per client and per day whatever the user agent says; past a client's
 * daily mail budget requests are still recorded for the dashboard but no longer mailed.
 */
import type { Deps } from '../deps.js';
import { invalidParameter } from '../errors.js';
import { addressBucket, consumeRateLimit, withinRateLimit } from '../http/rate-limit.js';
import { queueMail } from '../mail/outbox.repository.js';
import { actionRequestMail } from '../mail/templates.js';
import type { Urls } from '../urls.js';
import { businessRecipients, findClient } from './client.service.js';
import { checkContact, checkText } from './handoff.service.js';

export const ACTION_KINDS = ['handoff', 'support_route', 'callback'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

export const ACTION_REQUEST_LIMITS = {
  /** Requests one address may record for one client per hour. */
  perAddressAndClient: { limit: 10, windowMs: 3_600_000 },
  /** Requests one address may record per UTC day, all clients together. */
  perAddressDaily: { limit: 50, windowMs: 86_400_000 },
  /** E-mails one client's owners get about action requests per UTC day; later requests are only recorded. */
  mailsPerClientDaily: { limit: 20, windowMs: 86_400_000 },
};
export const MAX_ACTION_MESSAGE = 2000;

export interface ActionRequestInput {
  kind?: unknown;
  message?: unknown;
  contact?: unknown;
}

/** Records one action request. @throws AppError 400 / 404 client_not_found / 429 rate_limited. */
export async function recordActionRequest(
  deps: Pick<Deps, 'db' | 'clock' | 'ids' | 'state'>,
  urls: Urls,
  slug: string,
  input: ActionRequestInput,
  visitor: { ip: string },
) {
  if (typeof input.kind !== 'string' || !(ACTION_KINDS as readonly string[]).includes(input.kind)) {
    throw invalidParameter('kind', `kind must be one of ${ACTION_KINDS.join(', ')}.`);
  }
  const kind = input.kind as ActionKind;
  const message = checkText(input.message, 'message', MAX_ACTION_MESSAGE, true) as string;
  const contact = checkContact(input.contact, 'contact');
  const client = await findClient(deps, slug);
  const address = addressBucket(visitor.ip);
  const at = deps.clock.now();
  await consumeRateLimit(deps.db, `action:${client.id}:${address}`, ACTION_REQUEST_LIMITS.perAddressAndClient, at);
  await consumeRateLimit(deps.db, `action-day:${address}`, ACTION_REQUEST_LIMITS.perAddressDaily, at);
  const mailed = await withinRateLimit(deps.db, `action-mail:${client.id}`, ACTION_REQUEST_LIMITS.mailsPerClientDaily, at);

  const now = at.toISOString();
  const id = deps.ids.next();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('action_requests')
      .values({ id, listing_id: client.id, kind, message, contact, status: 'recorded', created_at: now })
      .execute();
    if (!mailed) return;
    const recipients = await businessRecipients(trx, client.id);
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
