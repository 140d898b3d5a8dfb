/**
 * A cheap fingerprint of the public directory: the newest `updated_at` of published and of removed
 * listings (two index lookups). Any change a visitor could see bumps one of them, whichever
 * instance made it, so caches keyed by it are at most {@link VERSION_TTL_MS} stale.
 */
import type { Deps } from '../deps.js';

/** How long a read of the version is trusted before the database is asked again. */
export const VERSION_TTL_MS = 1000;

export interface ListingsVersion {
  /** Opaque; equal values mean no visible change. */
  value: string;
  /** When the newest visible change happened. */
  at: Date;
}

export interface ListingsVersionSource {
  current(): Promise<ListingsVersion>;
}

export function createListingsVersion(deps: Pick<Deps, 'db'>): ListingsVersionSource {
  let cached: { version: ListingsVersion; readAt: number } | null = null;
  let reading: Promise<ListingsVersion> | null = null;

  const newest = async (status: 'published' | 'removed') =>
    (
      await deps.db
        .selectFrom('listings')
        .select((eb) => eb.fn.max('updated_at').as('at'))
        .where('listing_status', '=', status)
        .executeTakeFirst()
    )?.at ?? '';

  const read = async (): Promise<ListingsVersion> => {
    const [published, removed] = await Promise.all([newest('published'), newest('removed')]);
    const latest = [published, removed].sort().at(-1) || '1970-01-01T00:00:00.000Z';
    return { value: `${published}|${removed}`, at: new Date(latest) };
  };

  return {
    async current() {
      if (cached && Date.now() - cached.readAt < VERSION_TTL_MS) return cached.version;
      // Concurrent requests share one read.
      reading ??= read().finally(() => {
        reading = null;
      });
      const version = await reading;
      cached = { version, readAt: Date.now() };
      return version;
    },
  };
}
