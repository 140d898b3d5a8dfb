/** A bounded in-process cache whose entries hold only while the version they were made at is current. */
export interface VersionedCache<T> {
  /** The cached value for `key` at `version`, or `make()`'s result, kept for next time. */
  get(key: string, version: string, make: () => Promise<T>): Promise<T>;
}

/** Least recently used entries are dropped past `maxEntries`. */
export function createVersionedCache<T>(maxEntries: number): VersionedCache<T> {
  const entries = new Map<string, { version: string; value: T }>();
  return {
    async get(key, version, make) {
      const hit = entries.get(key);
      if (hit && hit.version === version) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = await make();
      entries.delete(key);
      entries.set(key, { version, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}
