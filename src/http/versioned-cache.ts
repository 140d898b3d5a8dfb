import { Lru } from '../lru.js';

/** A bounded in-process cache whose entries hold only while the version they were made at is current. */
export interface VersionedCache<T> {
  /** The cached value for `key` at `version`, or `make()`'s result, kept for next time. */
  get(key: string, version: string, make: () => Promise<T>): Promise<T>;
}

/** Least recently used entries are dropped past `maxEntries`. */
export function createVersionedCache<T>(maxEntries: number): VersionedCache<T> {
  const entries = new Lru<string, { version: string; value: T }>(maxEntries);
  return {
    async get(key, version, make) {
      const hit = entries.get(key);
      if (hit && hit.version === version) return hit.value;
      const value = await make();
      entries.set(key, { version, value });
      return value;
    },
  };
}
