/** Process entry: read config, open storage, migrate, seed demo data if asked, listen, read the answer engine's lexical data ahead, shut down cleanly. */
import { pino } from 'pino';
import { loadLexicalData } from './answers/lexical-data.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { seedDemoIfWanted } from './demo/seed.js';
import { startMailDelivery } from './mail/delivery.js';
import { openDeps } from './open-deps.js';

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
  const opened = await openDeps(config, log);
  if (opened.applied.length > 0) log.info({ applied: opened.applied }, 'database migrated');
  const { deps } = opened;
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
      await opened.close();
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
  log.info(`Signboard is serving ${config.publicUrl} (${deps.dialect})`);
  // Not awaited: a fault here leaves the data to be read (and the fault met) by the questions that need it.
  const loading = performance.now();
  loadLexicalData().then(
    () => log.info({ ms: Math.round(performance.now() - loading) }, 'answer engine data loaded'),
    (error) => log.warn({ err: error }, 'could not read the answer engine data ahead'),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
