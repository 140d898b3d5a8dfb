/**
 * Handoffs: when the engine says a question needs a person (sensitive, urgent, regulated,
 * case-specific or a commitment), a live question (POST ask, any message route) is recorded, the
 * business is told by e-mail, and the asker gets a status URL that shows the business's progress
 * and nothing about the asker. One visitor cannot turn this into a mail flood: past a few mails per
 * visitor, business and day (and a daily budget per business) handoffs are recorded, not mailed.
 */

import { hasControlCharacters, normalizeQuestion } from '../answers/text.js';
import type { Answer } from '../answers/types.js';
import type { Deps } from '../deps.js';
import { AppError, invalidParameter } from '../errors.js';
import { addressBucket, withinRateLimit } from '../http/rate-limit.js';
import { queueMail } from '../mail/outbox.repository.js';
import { handoffMail } from '../mail/templates.js';
import type { Urls } from '../urls.js';
import { businessRecipients } from './client.service.js';
import { findHandoff, type HandoffRow, type HandoffState, insertHandoff, setHandoffState } from './handoff.repository.js';

export const HANDOFF_MAIL_LIMITS = {
  /** Mails one visitor's handoffs may cause to one business per UTC day. */
  perVisitorAndClient: { limit: 3, windowMs: 86_400_000 },
  /** Handoff mails one business gets per UTC day, whoever asks. */
  perClient: { limit: 30, windowMs: 86_400_000 },
};
export const MAX_CONTACT = 200;

/** What the asker is told about a recorded handoff. */
export interface RecordedHandoff {
  id: string;
  reason: NonNullable<Answer['handoff']>['reason'];
  route: string;
  statusUrl: string;
}

/** A visitor's text field, normalised; null when absent and optional. @throws AppError validation_failed */
export function checkText(value: unknown, parameter: string, max: number, required: boolean): string | null {
  if (value === undefined || value === null || value === '') {
    if (required) throw invalidParameter(parameter, `${parameter} is required.`);
    return null;
  }
  const cleaned = typeof value === 'string' ? normalizeQuestion(value) : '';
  if (!cleaned || hasControlCharacters(cleaned)) throw invalidParameter(parameter, `${parameter} must be text.`);
  if (cleaned.length > max) throw invalidParameter(parameter, `${parameter} is longer than ${max} characters.`);
  return cleaned;
}

/** An optional way to reach the asker (an e-mail or phone number), checked. @throws AppError validation_failed */
export function checkContact(raw: unknown, parameter: string): string | null {
  return checkText(raw, parameter, MAX_CONTACT, false);
}

/** Card numbers, e-mail addresses and phone numbers are not kept with a question. */
export function redact(question: string): string {
  return question
    .replace(/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu, '[e-mail]')
    .replace(/(?:\+|\b)\d[\d ()-]{7,}\d/g, '[number]');
}

const handoffStatusUrl = (urls: Urls, slug: string, id: string) => urls.gateway(`/ai/${encodeURIComponent(slug)}/handoffs/${id}`);

/**
 * Records the handoff an answer asks for (only when it asks for one: not for `unclear`) and queues
 * the business's e-mail within the limits. Returns what the asker is told, or null.
 */
export async function recordHandoff(
  deps: Pick<Deps, 'db' | 'clock' | 'ids'>,
  urls: Urls,
  client: { id: string; slug: string; name: string },
  input: { result: Answer; question: string; contact: string | null; channel: 'ask' | 'message' | 'a2a'; ip: string },
): Promise<RecordedHandoff | null> {
  const handoff = input.result.handoff;
  if (input.result.outcome !== 'handoff' || !handoff || handoff.reason === 'unclear') return null;
  const at = deps.clock.now();
  const now = at.toISOString();
  const id = deps.ids.next();
  const mailed =
    (await withinRateLimit(
      deps.db,
      `handoff-mail:${client.id}:${addressBucket(input.ip)}`,
      HANDOFF_MAIL_LIMITS.perVisitorAndClient,
      at,
    )) && (await withinRateLimit(deps.db, `handoff-mail:${client.id}`, HANDOFF_MAIL_LIMITS.perClient, at));
  const statusUrl = handoffStatusUrl(urls, client.slug, id);
  await deps.db.transaction().execute(async (trx) => {
    const row: HandoffRow = {
      id,
      listing_id: client.id,
      reason: handoff.reason,
      question: redact(input.question),
      contact: input.contact,
      channel: input.channel,
      state: 'open',
      mailed: mailed ? 1 : 0,
      created_at: now,
      updated_at: now,
    };
    await insertHandoff(trx, row);
    if (!mailed) return;
    for (const to of await businessRecipients(trx, client.id)) {
      await queueMail(
        trx,
        deps.ids.next(),
        now,
        handoffMail({
          to,
          handoffId: id,
          reason: handoff.reason,
          listingName: client.name,
          question: row.question,
          contact: input.contact,
          dashboardUrl: urls.api('/owner/dashboard'),
        }),
      );
    }
  });
  return { id, reason: handoff.reason, route: handoff.route, statusUrl };
}

/** What a status URL shows: the handoff's progress, nothing about the asker. @throws AppError not_found */
export async function handoffStatus(deps: Pick<Deps, 'db'>, client: { id: string }, id: string) {
  const row = id.length <= 64 ? await findHandoff(deps.db, client.id, id) : undefined;
  if (!row) throw new AppError('not_found', 'No handoff of this business has this id.');
  return {
    ok: true as const,
    handoff: { id: row.id, reason: row.reason, state: row.state, createdAt: row.created_at, updatedAt: row.updated_at },
  };
}

/** The owner marks a handoff seen or closed. @throws AppError not_found, validation_failed */
export async function updateHandoffState(deps: Pick<Deps, 'db' | 'clock'>, listingId: string, id: string, state: string) {
  if (state !== 'seen' && state !== 'closed' && state !== 'open') {
    throw invalidParameter('state', 'state must be open, seen or closed.');
  }
  const changed = await setHandoffState(deps.db, listingId, id, state as HandoffState, deps.clock.now().toISOString());
  if (!changed) throw new AppError('not_found', 'No handoff of this business has this id.');
}
