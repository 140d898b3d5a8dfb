/**
 * What one running instance keeps in memory: caches, batching queues, today's salt. It is made
 * with the instance's {@link Deps} and reached through them, so nothing lives at module level and
 * two instances in one process (tests, a second app on one database) never share it. A module
 * declares its slot once with {@link stateSlot}; the value is made the first time it is asked for.
 */

/** One piece of per-instance state and how to make it. */
export interface StateSlot<T> {
  readonly name: string;
  create(): T;
}

export function stateSlot<T>(name: string, create: () => T): StateSlot<T> {
  return { name, create };
}

export class InstanceState {
  readonly #values = new Map<StateSlot<unknown>, unknown>();

  /** The instance's value for `slot`, made now if it does not exist yet. */
  get<T>(slot: StateSlot<T>): T {
    if (!this.#values.has(slot)) this.#values.set(slot, slot.create());
    return this.#values.get(slot) as T;
  }
}
