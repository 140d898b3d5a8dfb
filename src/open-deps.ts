/** Opens everything a process needs (storage, network, clock, ids) from a configuration. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { createIdGenerator, type Deps, systemClock } from './deps.js';
import { InstanceState } from './instance-state.js';
import { rebuildSearchIfBehind } from './listings/search-rebuild.js';
import { createNetwork } from './net/network.js';
import { openStorage } from './storage/connect.js';
import { buildDeferredIndexes } from './storage/deferred-indexes.js';
import { migrateToLatest } from './storage/migrator.js';

export interface OpenDeps {
  deps: Deps;
  /** Migrations this call applied (empty when migration was skipped or nothing was pending). */
  applied: string[];
  /** Closes the outbound connections and the database. */
  close(): Promise<void>;
}

/**
 * Builds the indexes an import deferred and did not live to build. An import still running
 * elsewhere holds them back (SQLite: busy); it builds them itself when it ends.
 */
async function buildLeftIndexes(db: Deps['db'], log: FastifyBaseLogger): Promise<void> {
  try {
    const built = await buildDeferredIndexes(db, (name) => log.warn({ index: name }, 'building an index an import left unbuilt'));
    if (built.length > 0) log.info({ indexes: built }, 'built the indexes an import left unbuilt');
  } catch (error) {
    log.warn({ err: error }, 'could not build the indexes an import left unbuilt; the next start tries again');
  }
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
  if (options.migrate !== false) {
    await buildLeftIndexes(storage.db, log);
    const indexed = await rebuildSearchIfBehind(storage.db, storage.search);
    if (indexed > 0) log.info({ listings: indexed }, 'indexed listings the search index did not hold');
  }
  const network = createNetwork(config);
  const deps: Deps = {
    ...storage,
    ...network,
    config,
    clock: systemClock,
    ids: createIdGenerator(),
    log,
    state: new InstanceState(),
  };
  return {
    deps,
    applied,
    async close() {
      await network.fetcher.close();
      await storage.close();
    },
  };
}
