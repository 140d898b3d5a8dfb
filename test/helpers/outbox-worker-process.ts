/** Runs one outbox drain in its own process (for the kill test): DATABASE_URL and SMTP_URL from the environment. */
import { pino } from 'pino';
import { loadConfig } from '../../src/config.js';
import { systemClock } from '../../src/deps.js';
import { createOutboxWorker } from '../../src/mail/outbox-worker.js';
import { createSmtpTransport } from '../../src/mail/transport.js';
import { openStorage } from '../../src/storage/connect.js';

const config = loadConfig();
const storage = openStorage(config.database);
const worker = createOutboxWorker({
  db: storage.db,
  clock: systemClock,
  log: pino({ level: 'silent' }),
  transport: createSmtpTransport(config.smtpUrl ?? ''),
  from: config.mailFrom,
  messageIdDomain: 'signboard.test',
});
process.stdout.write('draining\n');
await worker.drain();
await storage.close();
