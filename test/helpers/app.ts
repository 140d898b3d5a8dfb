/** An in-process app over a real test database, with a fixed clock and silent logs. */
import { pino } from 'pino';
import { type AppOptions, buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import { type Clock, createIdGenerator, type Deps } from '../../src/deps.js';
import { InstanceState } from '../../src/instance-state.js';
import { createOutboxWorker } from '../../src/mail/outbox-worker.js';
import { createSmtpTransport } from '../../src/mail/transport.js';
import { createNetwork } from '../../src/net/network.js';
import { openStorage } from '../../src/storage/connect.js';
import type { Dialect } from '../../src/storage/database.js';
import { openTestStorage, type TestStorage } from './storage.js';

/** The instant every test clock starts at. */
export const TEST_NOW = '2026-11-21T12:00:00.000Z';

/** A clock that stays where it is put. */
export function fixedClock(iso = TEST_NOW): Clock & { set(iso: string): void; advance(ms: number): void } {
  let now = new Date(iso);
  return {
    now: () => new Date(now.getTime()),
    set: (value) => {
      now = new Date(value);
    },
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ PUBLIC_URL: 'http://signboard.test', DEMO_DATA: 'false', LOG_LEVEL: 'silent', ...env });
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>['app'];
  hits: Awaited<ReturnType<typeof buildApp>>['hits'];
  background: Awaited<ReturnType<typeof buildApp>>['background'];
  deps: Deps;
  storage: TestStorage;
  clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Loopback addresses the safe fetcher treats as public (to stand up a "public" site). */
  trustedAddresses?: string[];
  /** Another app whose database this one opens too, with its own connections (a second instance). */
  sameDatabaseAs?: TestApp;
  /** Time-outs and the per-address connection cap of the HTTP server. */
  connections?: AppOptions['connections'];
}

export async function createTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const shared = options.sameDatabaseAs?.storage;
  const storage: TestStorage = shared
    ? { ...openStorage(shared.target, { poolSize: 4 }), target: shared.target, destroy: async () => {} }
    : await openTestStorage(dialect);
  if (shared) storage.destroy = () => storage.close();
  const clock = fixedClock();
  const config = testConfig(env);
  const network = createNetwork(config, {
    connectTimeoutMs: 2000,
    headersTimeoutMs: 3000,
    bodyTimeoutMs: 3000,
    trustedAddresses: options.trustedAddresses,
  });
  const deps: Deps = {
    ...network,
    db: storage.db,
    dialect: storage.dialect,
    search: storage.search,
    config,
    clock,
    ids: createIdGenerator(clock),
    log: pino({ level: 'silent' }),
    state: new InstanceState(),
  };
  const { app, hits, background } = await buildApp(deps, { hitFlushIntervalMs: 60_000, connections: options.connections });
  return {
    app,
    hits,
    background,
    deps,
    storage,
    clock,
    async close() {
      await app.close();
      await network.fetcher.close();
      await storage.destroy();
    },
  };
}

/** A JSON POST, with the claim-session token as a Bearer credential when given. */
export function postJson(app: TestApp['app'], url: string, payload: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Sends every due outbox e-mail of the app to a real SMTP server, then stops the worker. */
export async function deliverOutbox(t: TestApp, smtpUrl: string): Promise<void> {
  await t.background.settled();
  const worker = createOutboxWorker({
    db: t.deps.db,
    clock: t.clock,
    log: pino({ level: 'silent' }),
    transport: createSmtpTransport(smtpUrl),
    from: 'Signboard <no-reply@signboard.test>',
    messageIdDomain: 'signboard.test',
  });
  await worker.drain();
  await worker.stop();
}
