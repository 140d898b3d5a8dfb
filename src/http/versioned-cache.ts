import { Lru } from '../lru.js';

/** A bounded in-process cache whose entries hold only while the version they were made at is current. */
export interface VersionedCache<T> {
  /**
   * The cached value for `key` at `version`, or `make()`'s result, kept for next time. Callers
   * asking for the same key and version while it is being made share that one making (a popular
   * search whose entry has just expired is made once, not once per waiting request).
   */
  get(key: string, version: string, make: () => Promise<T>): Promise<T>;
}

/** Least recently used entries are dropped past `maxEntries`. */
export function createVersionedCache<T>(maxEntries: number): VersionedCache<T> {
  const entries = new Lru<string, { version: string; value: T }>(maxEntries);
  // One entry per key and version being made, dropped when it is done; a failed making is not kept, so the next caller
  // tries again.
  const making = new Map<string, Promise<T>>();
  return {
    async get(key, version, make) {
      const hit = entries.get(key);
      if (hit && hit.version === version) return hit.value;
      const id = `${version}\u0000${key}`;
      let made = making.get(id);
      if (!made) {
        made = make().then(
          (value) => {
            making.delete(id);
            entries.set(key, { version, value });
            return value;
          },
          (error: unknown) => {
            making.delete(id);
            throw error;
          },
        );
        making.set(id, made);
      }
      return made;
    },
  };
}
