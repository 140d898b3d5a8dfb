/** Builds the OpenAPI document offline (in-memory database), for docs/openapi.json and its drift test. */
import { pino } from 'pino';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createIdGenerator, systemClock } from '../deps.js';
import { createNetwork } from '../net/network.js';
import { openStorage } from '../storage/connect.js';
import { migrateToLatest } from '../storage/migrator.js';

export async function generateOpenApiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig({ DATABASE_URL: ':memory:', DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
  const storage = openStorage(config.database);
  await migrateToLatest(storage.db, storage.dialect);
  const network = createNetwork(config);
  const { app } = await buildApp({
    ...storage,
    ...network,
    config,
    clock: systemClock,
    ids: createIdGenerator(),
    log: pino({ level: 'silent' }),
  });
  try {
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await network.fetcher.close();
    await storage.close();
  }
}

/** The committed form: two-space JSON with a final newline. */
export function serializeOpenApi(document: Record<string, unknown>): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
