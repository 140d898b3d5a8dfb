/** The SMTP transport named by SMTP_URL (nodemailer), with time limits. */
import type { Transporter } from 'nodemailer';
import type { MailTransport } from './outbox-worker.js';

/** Loads nodemailer on the first mail, not at start-up (it is about 80 ms of module loading). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  let transporter: Promise<Transporter> | undefined;
  const open = async () => {
    const nodemailer = (await import('nodemailer')).default;
    return nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
      secure: url.protocol === 'smtps:',
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  };
  return {
    async sendMail(message) {
      // A failed load is tried again with the next mail rather than remembered.
      transporter ??= open().catch((error: unknown) => {
        transporter = undefined;
        throw error;
      });
      return (await transporter).sendMail(message);
    },
  };
}
