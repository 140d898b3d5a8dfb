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
