/** Listing aggregates computed once per listings version: shared by concurrent requests, the previous figure served while a new one is computed. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listingFigure } from '../../src/directory/listing-figures.js';
import { VERSION_TTL_MS } from '../../src/directory/listings-version.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createListing } from '../helpers/factories.js';
import { DIALECTS } from '../helpers/storage.js';

const pastVersionCheck = () => new Promise((resolve) => setTimeout(resolve, VERSION_TTL_MS + 100));

describe.each(DIALECTS)('listing figures on %s', (dialect) => {
  let t: TestApp;
  let computed = 0;
  const countPublished = async () => {
    computed++;
    const row = await t.deps.db
      .selectFrom('listings')
      .where('listing_status', '=', 'published')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const published = () => listingFigure(t.deps, 'test:published', countPublished);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createListing(t.deps, { slug: 'first-shop', name: 'First Shop' });
  });
  afterAll(() => t.close());

  it('computes a figure once for a burst of requests', async () => {
    expect(await Promise.all(Array.from({ length: 20 }, published))).toEqual(Array(20).fill(1));
    expect(await published()).toBe(1);
    expect(computed).toBe(1);
  });

  it('serves the previous figure while the new version’s is computed, then the new one', async () => {
    t.clock.advance(60_000);
    await createListing(t.deps, { slug: 'second-shop', name: 'Second Shop' });
    await pastVersionCheck();
    expect(await published()).toBe(1);
    await vi.waitFor(async () => expect(await published()).toBe(2));
    expect(computed).toBe(2);
  });

  it('keeps the previous figure when a refresh fails, and fails when there is none', async () => {
    t.clock.advance(60_000);
    await createListing(t.deps, { slug: 'third-shop', name: 'Third Shop' });
    await pastVersionCheck();
    const failing = () => Promise.reject(new Error('database gone'));
    expect(await listingFigure(t.deps, 'test:published', failing)).toBe(2);
    await expect(listingFigure(t.deps, 'test:never-computed', failing)).rejects.toThrow('database gone');
    expect(await published()).toBe(2); // the failed refresh is over; this request starts the next one
    await vi.waitFor(async () => expect(await published()).toBe(3));
  });
});
