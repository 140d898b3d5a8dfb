/** Opens what a CLI command needs from the environment, and closes it afterwards. */
import { pino } from 'pino';
import { loadConfig } from '../config.js';
import { createIdGenerator, type Deps, systemClock } from '../deps.js';
import { createNetwork } from '../net/network.js';
import { openStorage } from '../storage/connect.js';
import { migrateToLatest } from '../storage/migrator.js';

/** Runs `fn` with storage (migrated unless told otherwise) and closes it, whatever happens. */
export async function withDeps<T>(fn: (deps: Deps) => Promise<T>, options: { migrate?: boolean } = {}): Promise<T> {
  const config = loadConfig();
  const storage = openStorage(config.database);
  try {
    if (options.migrate !== false) await migrateToLatest(storage.db, storage.dialect);
    const network = createNetwork(config);
    const deps: Deps = {
      ...storage,
      ...network,
      config,
      clock: systemClock,
      ids: createIdGenerator(),
      log: pino({ level: 'silent' }),
    };
    try {
      return await fn(deps);
    } finally {
      await network.fetcher.close();
    }
  } finally {
    await storage.close();
  }
}
