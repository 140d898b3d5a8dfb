/**
 * The durable outbox: mails are rows, queued inside the transaction that decides to send them,
 * claimed by one worker at a time with a lease, and marked sent or rescheduled. Safe with several
 * service instances on one database.
 */
import { sql } from 'kysely';
import type { Executor, OutboxTable } from '../storage/database.js';

export type OutboxRow = OutboxTable;

export interface MailDraft {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Queuing the same key twice keeps one mail (e.g. `claim-received:<claimId>`). */
  dedupeKey?: string | null;
}

/** Adds a mail to the outbox; a mail with the same dedupe key already queued wins. */
export async function queueMail(db: Executor, id: string, now: string, mail: MailDraft): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      id,
      dedupe_key: mail.dedupeKey ?? null,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      last_error: null,
      created_at: now,
      sent_at: null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/** Ids of mails due now: pending and due, or left `sending` by a worker whose lease ran out. */
export async function findDueMailIds(db: Executor, now: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Takes the lease on one due mail; only one caller can win it.
 * @returns the mail, or undefined when another worker took it first.
 */
export async function claimMail(db: Executor, id: string, now: string, leaseUntil: string): Promise<OutboxRow | undefined> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'sending', locked_until: leaseUntil, attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)]),
      ]),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markMailSent(db: Executor, id: string, now: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now, locked_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** Puts a mail back for a later attempt, or gives up on it. */
export async function markMailFailed(db: Executor, id: string, error: string, retryAt: string | null): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: retryAt ? 'pending' : 'failed',
      next_attempt_at: retryAt ?? sql`next_attempt_at`,
      locked_until: null,
      last_error: error.slice(0, 500),
    })
    .where('id', '=', id)
    .execute();
}

/** Counts by status, for logs and operators. */
export async function countOutbox(db: Executor): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
