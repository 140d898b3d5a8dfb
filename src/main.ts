/** Process entry: read config, open storage, migrate, seed demo data if asked, listen, shut down cleanly. */
import { pino } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { seedDemoIfWanted } from './demo/seed.js';
import { createIdGenerator, type Deps, systemClock } from './deps.js';
import { startMailDelivery } from './mail/delivery.js';
import { createNetwork } from './net/network.js';
import { openStorage } from './storage/connect.js';
import { migrateToLatest } from './storage/migrator.js';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const log = pino({ level: config.logLevel });
  const storage = openStorage(config.database);
  const applied = await migrateToLatest(storage.db, storage.dialect);
  if (applied.length > 0) log.info({ applied }, 'database migrated');

  const deps: Deps = { ...storage, ...createNetwork(config), config, clock: systemClock, ids: createIdGenerator(), log };
  const seeded = await seedDemoIfWanted(deps);
  if (seeded) log.info({ listings: seeded.listings }, 'demo data loaded');

  const { app } = await buildApp(deps);
  const mail = startMailDelivery(deps);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await mail.stop();
      await deps.fetcher.close();
      await storage.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  log.info(`Signboard is serving ${config.publicUrl} (${storage.dialect})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
