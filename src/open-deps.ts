/** Opens everything a process needs (storage, network, clock, ids) from a configuration. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { createIdGenerator, type Deps, systemClock } from './deps.js';
import { createNetwork } from './net/network.js';
import { openStorage } from './storage/connect.js';
import { migrateToLatest } from './storage/migrator.js';

export interface OpenDeps {
  deps: Deps;
  /** Migrations this call applied (empty when migration was skipped or nothing was pending). */
  applied: string[];
  /** Closes the outbound connections and the database. */
  close(): Promise<void>;
}

/** Opens storage (migrated unless `migrate` is false) and the outbound network. */
export async function openDeps(config: Config, log: FastifyBaseLogger, options: { migrate?: boolean } = {}): Promise<OpenDeps> {
  const storage = openStorage(config.database);
  let applied: string[] = [];
  try {
    if (options.migrate !== false) applied = await migrateToLatest(storage.db, storage.dialect);
  } catch (error) {
    await storage.close();
    throw error;
  }
  const network = createNetwork(config);
  const deps: Deps = { ...storage, ...network, config, clock: systemClock, ids: createIdGenerator(), log };
  return {
    deps,
    applied,
    async close() {
      await network.fetcher.close();
      await storage.close();
    },
  };
}
