/**
 * Lookups by key made in one event-loop turn, answered by one query for all their keys
 * (DataLoader, scheduled with `setImmediate` so that every request parsed in that turn joins).
 * Under load that is one round trip for many requests, and each still reads the current row:
 * nothing is cached between turns.
 */
import DataLoader from 'dataloader';
import type { Executor } from './database.js';

/** Keys in one query at most. */
const KEYS_PER_QUERY = 500;

/** Wraps `fetch` (rows by key for a list of keys) as a lookup of one key. */
export function batchedLookup<K, V>(
  fetch: (db: Executor, keys: readonly K[]) => Promise<Map<K, V>>,
): (db: Executor, key: K) => Promise<V | undefined> {
  const loaders = new WeakMap<Executor, DataLoader<K, V | undefined>>();
  return (db, key) => {
    let loader = loaders.get(db);
    if (!loader) {
      loader = new DataLoader(
        async (keys) => {
          const found = await fetch(db, keys);
          return keys.map((k) => found.get(k));
        },
        { cache: false, maxBatchSize: KEYS_PER_QUERY, batchScheduleFn: (run) => setImmediate(run) },
      );
      loaders.set(db, loader);
    }
    return loader.load(key);
  };
}
