/**
 * Delivers outbox mails through an SMTP transport: claims one due mail at a time with a lease,
 * sends it, marks it sent or schedules a retry with back-off. A crash mid-send leaves the mail
 * `sending` until its lease runs out, then it is sent again; every mail carries a Message-ID
 * derived from its outbox id so receiving servers can recognise a repeat.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../deps.js';
import type { Db } from '../storage/database.js';
import { claimMail, findDueMailIds, markMailFailed, markMailSent, type OutboxRow } from './outbox.repository.js';

/** What the worker needs from a mail transport (nodemailer's `sendMail` fits). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    messageId: string;
  }): Promise<unknown>;
  close?(): void;
}

/** Minutes to wait after the n-th failed attempt; past the end the mail is given up. */
export const RETRY_MINUTES = [1, 5, 30, 120, 360, 720];
/** How long a claimed mail stays leased to one worker (ms). */
export const LEASE_MS = 120_000;

export interface OutboxWorker {
  /** Sends every mail due now; resolves with how many were sent. */
  drain(): Promise<number>;
  start(intervalMs?: number): void;
  /** Stops polling and waits for the send in flight. */
  stop(): Promise<void>;
}

export function createOutboxWorker(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  transport: MailTransport;
  from: string;
  messageIdDomain: string;
}): OutboxWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function deliver(mail: OutboxRow): Promise<boolean> {
    try {
      await deps.transport.sendMail({
        from: deps.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        ...(mail.html_body ? { html: mail.html_body } : {}),
        messageId: `<${mail.id}@${deps.messageIdDomain}>`,
      });
      await markMailSent(deps.db, mail.id, deps.clock.now().toISOString());
      return true;
    } catch (error) {
      const wait = RETRY_MINUTES[mail.attempts - 1];
      const retryAt = wait === undefined ? null : new Date(deps.clock.now().getTime() + wait * 60_000).toISOString();
      const message = (error as Error).message ?? String(error);
      await markMailFailed(deps.db, mail.id, message, retryAt);
      deps.log.warn(
        { mailId: mail.id, attempts: mail.attempts, retryAt, err: message },
        retryAt ? 'mail not sent; will retry' : 'mail given up',
      );
      return false;
    }
  }

  async function drainOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      if (stopped) return sent;
      const now = deps.clock.now();
      const ids = await findDueMailIds(deps.db, now.toISOString(), 20);
      if (ids.length === 0) return sent;
      let claimedAny = false;
      for (const id of ids) {
        if (stopped) return sent;
        const at = deps.clock.now();
        const mail = await claimMail(deps.db, id, at.toISOString(), new Date(at.getTime() + LEASE_MS).toISOString());
        if (!mail) continue;
        claimedAny = true;
        if (await deliver(mail)) sent++;
      }
      if (!claimedAny) return sent;
    }
  }

  const drain = () => {
    running ??= drainOnce().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    drain,
    start(intervalMs = 2000) {
      stopped = false;
      timer = setInterval(() => {
        drain().catch((error) => deps.log.error({ err: error }, 'outbox worker failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => 0);
      deps.transport.close?.();
    },
  };
}
