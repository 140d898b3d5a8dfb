/** A bounded map that drops its least recently used entry past `maxEntries` (a Map keeps insertion order). */
export class Lru<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly maxEntries: number) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The value for `key`, now the most recently used, or undefined. */
  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as K);
  }

  clear(): void {
    this.#entries.clear();
  }
}

/**
 * A bounded map for hot lookup tables: entries used within the last two generations of `maxEntries / 2` writes are
 * kept. Unlike {@link Lru}, a read moves nothing unless the entry is from the older generation, so reads of large
 * tables cost one map lookup; what is dropped is close to least recently used, not exactly.
 */
export class RecentCache<K, V> {
  #young = new Map<K, V>();
  #old = new Map<K, V>();
  readonly #generation: number;

  constructor(maxEntries: number) {
    this.#generation = Math.max(1, Math.floor(maxEntries / 2));
  }

  /** The value for `key`, or undefined. */
  get(key: K): V | undefined {
    const young = this.#young.get(key);
    if (young !== undefined) return young;
    const old = this.#old.get(key);
    if (old !== undefined) this.set(key, old);
    return old;
  }

  /** The value for `key`, made by `make` and kept when there is none. */
  remember(key: K, make: () => V): V {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const made = make();
    this.set(key, made);
    return made;
  }

  set(key: K, value: V): void {
    this.#young.set(key, value);
    if (this.#young.size >= this.#generation) {
      this.#old = this.#young;
      this.#young = new Map();
    }
  }
}
