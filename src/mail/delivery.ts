/**
 * Starts mail delivery for the process: the SMTP outbox worker when SMTP_URL is set; otherwise
 * mails stay in the outbox and each new one is written to the log (so a developer can follow an
 * activation link without a mail server).
 */
import type { Deps } from '../deps.js';
import { createOutboxWorker } from './outbox-worker.js';
import { createSmtpTransport } from './transport.js';

export interface MailDelivery {
  stop(): Promise<void>;
}

export function startMailDelivery(deps: Pick<Deps, 'db' | 'clock' | 'log' | 'config'>, intervalMs = 2000): MailDelivery {
  const { config } = deps;
  if (config.smtpUrl) {
    const worker = createOutboxWorker({
      ...deps,
      transport: createSmtpTransport(config.smtpUrl),
      from: config.mailFrom,
      messageIdDomain: new URL(config.publicUrl).hostname,
    });
    worker.start(intervalMs);
    return worker;
  }
  let since = deps.clock.now().toISOString();
  const timer = setInterval(async () => {
    try {
      const fresh = await deps.db
        .selectFrom('outbox')
        .select(['id', 'to_address', 'subject', 'text_body', 'created_at'])
        .where('status', '=', 'pending')
        .where('created_at', '>', since)
        .orderBy('created_at')
        .limit(50)
        .execute();
      for (const mail of fresh) {
        deps.log.info(
          { mailId: mail.id, to: mail.to_address, subject: mail.subject, text: mail.text_body },
          'e-mail kept in the outbox (SMTP_URL is not set)',
        );
        since = mail.created_at;
      }
    } catch (error) {
      deps.log.warn({ err: error }, 'could not read the outbox');
    }
  }, intervalMs);
  timer.unref();
  return { stop: async () => clearInterval(timer) };
}
