/**
 * Lookups by key made in one event-loop turn, answered by one query for all their keys
 * (DataLoader, scheduled with `setImmediate` so that every request parsed in that turn joins).
 * Under load that is one round trip for many requests, and each still reads the current row:
 * nothing is cached between turns.
 */
import DataLoader from 'dataloader';
import { type InstanceState, stateSlot } from '../instance-state.js';
import type { Executor } from './database.js';

/** Keys in one query at most. */
const KEYS_PER_QUERY = 500;

/**
 * Wraps `fetch` (rows by key for a list of keys) as a lookup of one key on the instance's database.
 * `name` names the lookup's slot in the instance state (one loader per instance).
 */
export function batchedLookup<K, V>(
  name: string,
  fetch: (db: Executor, keys: readonly K[]) => Promise<Map<K, V>>,
): (deps: { db: Executor; state: InstanceState }, key: K) => Promise<V | undefined> {
  const slot = stateSlot(name, () => new WeakMap<Executor, DataLoader<K, V | undefined>>());
  return (deps, key) => {
    const loaders = deps.state.get(slot);
    let loader = loaders.get(deps.db);
    if (!loader) {
      const db = deps.db;
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
