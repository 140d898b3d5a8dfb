import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createIdGenerator } from '../../src/deps.js';
import { countOutbox, queueMail } from '../../src/mail/outbox.repository.js';
import { createOutboxWorker, type OutboxWorker } from '../../src/mail/outbox-worker.js';
import { createSmtpTransport } from '../../src/mail/transport.js';
import { fixedClock } from '../helpers/app.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.js';
import { DIALECTS, openTestStorage, type TestStorage } from '../helpers/storage.js';

describe.each(DIALECTS)('outbox on %s (real SMTP server on loopback)', (dialect) => {
  let storage: TestStorage;
  let smtp: TestSmtpServer;
  const clock = fixedClock();
  const ids = createIdGenerator(clock);
  const workers: OutboxWorker[] = [];
  const log = pino({ level: 'silent' });

  const worker = () => {
    const w = createOutboxWorker({
      db: storage.db,
      clock,
      log,
      transport: createSmtpTransport(smtp.url),
      from: 'Signboard <no-reply@signboard.test>',
      messageIdDomain: 'signboard.test',
    });
    workers.push(w);
    return w;
  };
  const queue = (to: string, subject: string, dedupeKey?: string) =>
    queueMail(storage.db, ids.next(), clock.now().toISOString(), {
      to,
      subject,
      text: `Body of ${subject}`,
      html: `<p>${subject}</p>`,
      dedupeKey: dedupeKey ?? null,
    });

  beforeAll(async () => {
    storage = await openTestStorage(dialect);
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    smtp.inbox.length = 0;
    smtp.failWith = null;
    smtp.delayMs = 0;
    await storage.db.deleteFrom('outbox').execute();
  });
  afterAll(async () => {
    await smtp.close();
    await storage.destroy();
  });

  it('delivers queued mail once, with text and HTML, and marks it sent', async () => {
    await queue('owner@example.org', 'Claim received', 'claim-received:1');
    await queue('owner@example.org', 'Claim received', 'claim-received:1');
    await queue('other@example.org', 'Second');
    expect(await worker().drain()).toBe(2);
    expect(smtp.inbox.map((m) => [m.to, m.subject]).sort()).toEqual([
      [['other@example.org'], 'Second'],
      [['owner@example.org'], 'Claim received'],
    ]);
    const claim = smtp.inbox.find((m) => m.subject === 'Claim received');
    expect(claim?.raw).toContain('Body of Claim received');
    expect(claim?.raw).toContain('<p>Claim received</p>');
    expect(claim?.messageId).toMatch(/@signboard\.test>$/);
    expect(await countOutbox(storage.db)).toEqual({ sent: 2 });
    expect(await worker().drain()).toBe(0);
  });

  it('retries with back-off after a temporary failure, then gives up', async () => {
    await queue('later@example.org', 'Retry me');
    smtp.failWith = 'try again later';
    const w = worker();
    expect(await w.drain()).toBe(0);
    const row = await storage.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      next_attempt_at: new Date(clock.now().getTime() + 60_000).toISOString(),
    });
    expect(row.last_error).toContain('try again later');
    expect(await w.drain()).toBe(0); // not due yet
    smtp.failWith = null;
    clock.advance(61_000);
    expect(await w.drain()).toBe(1);
    expect(smtp.inbox).toHaveLength(1);

    await queue('never@example.org', 'Never');
    smtp.failWith = 'mailbox busy';
    for (let i = 0; i < 10; i++) {
      await w.drain();
      clock.advance(13 * 3_600_000);
    }
    const never = await storage.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'never@example.org')
      .executeTakeFirstOrThrow();
    expect(never).toMatchObject({ status: 'failed', attempts: 7 });
  });

  it('sends a mail left mid-send by a crashed worker once its lease runs out', async () => {
    await queue('crash@example.org', 'After crash');
    // What a worker killed during the SMTP exchange leaves behind.
    await storage.db
      .updateTable('outbox')
      .set({ status: 'sending', attempts: 1, locked_until: new Date(clock.now().getTime() + 60_000).toISOString() })
      .execute();
    const w = worker();
    expect(await w.drain()).toBe(0);
    clock.advance(61_000);
    expect(await w.drain()).toBe(1);
    expect(await w.drain()).toBe(0);
    expect(smtp.inbox.map((m) => m.subject)).toEqual(['After crash']);
  });

  it('lets two workers share the outbox without sending anything twice', async () => {
    for (let i = 0; i < 12; i++) await queue(`n${i}@example.org`, `Mail ${i}`);
    smtp.delayMs = 5;
    const [a, b] = await Promise.all([worker().drain(), worker().drain()]);
    expect(a + b).toBe(12);
    expect(smtp.inbox).toHaveLength(12);
    expect(new Set(smtp.inbox.map((m) => m.subject)).size).toBe(12);
  });

  it('waits for the mail in flight when stopped', async () => {
    await queue('slow@example.org', 'Slow');
    smtp.delayMs = 300;
    const w = worker();
    const draining = w.drain();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await w.stop();
    expect(await draining).toBe(1);
    expect(await countOutbox(storage.db)).toEqual({ sent: 1 });
  });
});

describe('outbox worker process killed mid-send (SQLite file)', () => {
  it('sends each mail once after a restart', async () => {
    const { spawn } = await import('node:child_process');
    const storage = await openTestStorage('sqlite');
    const smtp = await startSmtpServer();
    try {
      const ids = createIdGenerator();
      const now = new Date().toISOString();
      for (const subject of ['one', 'two']) {
        await queueMail(storage.db, ids.next(), now, { to: `${subject}@example.org`, subject, text: subject });
      }
      smtp.delayMs = 10_000; // the first mail's DATA is never answered before the kill
      const target = storage.target.kind === 'sqlite' ? storage.target.file : '';
      const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/outbox-worker-process.ts'], {
        env: { ...process.env, DATABASE_URL: target, SMTP_URL: smtp.url, LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      // Wait until the mail is leased (mid-send), then kill the process outright.
      for (let i = 0; i < 100; i++) {
        const row = await storage.db.selectFrom('outbox').select('status').where('status', '=', 'sending').executeTakeFirst();
        if (row) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      expect(smtp.inbox).toHaveLength(0);
      expect(await countOutbox(storage.db)).toEqual({ pending: 1, sending: 1 });

      smtp.delayMs = 0;
      const clock = fixedClock(new Date(Date.now() + 3 * 60_000).toISOString()); // past the lease
      const worker = createOutboxWorker({
        db: storage.db,
        clock,
        log: pino({ level: 'silent' }),
        transport: createSmtpTransport(smtp.url),
        from: 'Signboard <no-reply@signboard.test>',
        messageIdDomain: 'signboard.test',
      });
      expect(await worker.drain()).toBe(2);
      await worker.stop();
      expect(smtp.inbox.map((m) => m.subject).sort()).toEqual(['one', 'two']);
      expect(await countOutbox(storage.db)).toEqual({ sent: 2 });
    } finally {
      await smtp.close();
      await storage.destroy();
    }
  });
});

describe('mail delivery on start', () => {
  it('sends through SMTP_URL when set, and only logs mails (keeping them) when not', async () => {
    const { startMailDelivery } = await import('../../src/mail/delivery.js');
    const { testConfig } = await import('../helpers/app.js');
    const { Writable } = await import('node:stream');
    const storage = await openTestStorage('sqlite');
    const smtp = await startSmtpServer();
    const lines: string[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _e, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const clock = fixedClock(new Date().toISOString());
    const ids = createIdGenerator();
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    try {
      const quiet = startMailDelivery({ db: storage.db, clock, log, config: testConfig() }, 50);
      clock.advance(1);
      await queueMail(storage.db, ids.next(), clock.now().toISOString(), {
        to: 'dev@example.org',
        subject: 'Activate',
        text: 'Open /owner/activate?token=x',
      });
      await wait(200);
      await quiet.stop();
      expect(lines.join('')).toContain('/owner/activate?token=x');
      expect(lines.filter((l) => l.includes('Activate'))).toHaveLength(1);
      expect(await countOutbox(storage.db)).toEqual({ pending: 1 });

      const live = startMailDelivery({ db: storage.db, clock, log, config: testConfig({ SMTP_URL: smtp.url }) }, 50);
      for (let i = 0; i < 40 && smtp.inbox.length === 0; i++) await wait(50);
      await live.stop();
      expect(smtp.inbox.map((m) => m.subject)).toEqual(['Activate']);
    } finally {
      await smtp.close();
      await storage.destroy();
    }
  });
});
