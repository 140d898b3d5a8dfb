import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { InstanceState } from './instance-state.js';
import type { Resolver } from './net/resolver.js';
import type { SafeFetcher } from './net/safe-fetch.js';
import type { Db, Dialect } from './storage/database.js';
import type { SearchIndex } from './storage/search/search-index.js';

/** The time source; tests pass a fixed one so documents and answers are reproducible. */
export interface Clock {
  now(): Date;
}

/** The id source; tests pass a deterministic one. */
export interface IdGenerator {
  /** A new unique, roughly time-ordered id (26 characters, Crockford base32). */
  next(): string;
}

/** Everything a service may use, passed in explicitly (no module singletons). */
export interface Deps {
  db: Db;
  dialect: Dialect;
  search: SearchIndex;
  config: Config;
  clock: Clock;
  ids: IdGenerator;
  log: FastifyBaseLogger;
  /** Every outbound DNS look-up (honours DNS_SERVERS). */
  resolver: Resolver;
  /** Every outbound fetch of a user-supplied URL. */
  fetcher: SafeFetcher;
  /** What this instance keeps in memory (caches, batching queues); made with the deps, never shared. */
  state: InstanceState;
}

export const systemClock: Clock = { now: () => new Date() };

const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * ULID-style ids: 48-bit millisecond time then 80 random bits, monotonic within one generator
 * (ids made in the same millisecond increment the random part), so sorting by id follows creation.
 */
export function createIdGenerator(clock: Clock = systemClock): IdGenerator {
  let lastTime = -1;
  let lastRandom: number[] = [];
  return {
    next() {
      const now = clock.now().getTime();
      if (now === lastTime) {
        // Increment the 16-digit base-32 random part, carrying leftwards.
        let i = lastRandom.length - 1;
        while (i >= 0 && lastRandom[i] === 31) lastRandom[i--] = 0;
        if (i >= 0) lastRandom[i] = (lastRandom[i] ?? 0) + 1;
      } else {
        lastTime = now;
        lastRandom = [...randomBytes(16)].map((b) => b % 32);
        lastRandom[0] = (lastRandom[0] ?? 0) % 16; // headroom so increments never overflow in practice
      }
      let time = now;
      let out = '';
      for (let i = 0; i < 10; i++) {
        out = BASE32[time % 32] + out;
        time = Math.floor(time / 32);
      }
      return out + lastRandom.map((d) => BASE32[d]).join('');
    },
  };
}
