import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdGenerator } from '../../src/deps.js';
import { requestReads } from '../../src/directory/search-reads.js';
import type { MatchQuery, SearchIndex } from '../../src/storage/search/search-index.js';
import { fixedClock } from '../helpers/app.js';
import { createListing } from '../helpers/factories.js';
import { DIALECTS, openTestStorage, type TestStorage } from '../helpers/storage.js';

describe.each(DIALECTS)('one request’s search reads on %s', (dialect) => {
  let storage: TestStorage;
  const ids: string[] = [];
  const bakeries = (words: string[][]): MatchQuery => ({
    groups: words,
    field: 'all',
    filters: { categories: ['bakery'], country: null, localityKey: null, verified: null },
  });

  /** Statements an index read makes: on PostgreSQL its own memory setting, then the read. */
  const INDEX_READ = dialect === 'postgres' ? 2 : 1;

  /** The real index and database, counting what reaches them. */
  function counted() {
    const counts = { candidates: 0, statements: 0 };
    const search: SearchIndex = {
      ...storage.search,
      candidates: (db, query, limit, ranking) => {
        counts.candidates++;
        return storage.search.candidates(db, query, limit, ranking);
      },
    };
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        counts.statements++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    return { counts, reads: requestReads({ db: storage.db.withPlugin(counting), search }) };
  }

  beforeAll(async () => {
    storage = await openTestStorage(dialect);
    const clock = fixedClock();
    const deps = { ...storage, clock, ids: createIdGenerator(clock) };
    for (const n of [1, 2, 3])
      ids.push(
        await createListing(deps, {
          slug: `rye-${n}`,
          name: `Rye House ${n}`,
          categories: ['bakery'],
          hours: [{ day: 'sa', opens: '08:00', closes: '15:00' }],
        }),
      );
  });
  afterAll(() => storage.destroy());

  it('asks the index once for the same matches, and answers a smaller limit from a larger read', async () => {
    const { counts, reads } = counted();
    const first = await reads.candidates(bakeries([['rye']]), 2);
    expect(first).toHaveLength(2);
    expect(await reads.candidates(bakeries([['rye']]), 2)).toEqual(first);
    expect(await reads.candidates(bakeries([['rye']]), 1)).toEqual(first.slice(0, 1));
    expect(counts.candidates).toBe(1);
    // A larger limit than a read that was cut asks again; one that found all there are does not.
    expect((await reads.candidates(bakeries([['rye']]), 10)).sort()).toEqual([...ids].sort());
    expect(await reads.candidates(bakeries([['rye']]), 50)).toHaveLength(3);
    expect(counts.candidates).toBe(2);
    // Other words are another query.
    expect(await reads.candidates(bakeries([['house']]), 10)).toHaveLength(3);
    expect(counts.candidates).toBe(3);
  });

  it('reads a listing row once per request, and rows with more columns serve a read of fewer', async () => {
    const { counts, reads } = counted();
    const checked = await reads.rows(ids.slice(0, 2), { ranking: true, sortKeys: true, checks: true });
    expect(checked.map((r) => r.id).sort()).toEqual(ids.slice(0, 2).sort());
    expect(checked[0]?.hours).toBeTypeOf('string');
    expect(counts.statements).toBe(1);
    const ranked = await reads.rows(ids.slice(0, 2), { ranking: true, sortKeys: true, checks: false });
    expect(ranked.map((r) => r.id).sort()).toEqual(ids.slice(0, 2).sort());
    expect(counts.statements).toBe(1);
    // Only the row not read yet is asked for; an id that is no published listing is remembered as such.
    const all = await reads.rows([...ids, 'no-such-listing'], { ranking: true, sortKeys: true, checks: false });
    expect(all.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(counts.statements).toBe(2);
    await reads.rows(['no-such-listing', ids[2] ?? ''], { ranking: false, sortKeys: true, checks: false });
    expect(counts.statements).toBe(2);
  });

  it('ranks and checks the index’s matches by the fields it handed back, reading rows for sort keys', async () => {
    const { counts, reads } = counted();
    const found = await reads.candidates(bakeries([['rye']]), 10, 'checks');
    expect(counts.statements).toBe(INDEX_READ);
    const ranked = await reads.rows(found, { ranking: true, sortKeys: false, checks: false });
    expect(ranked.map((r) => r.name).sort()).toEqual(['Rye House 1', 'Rye House 2', 'Rye House 3']);
    expect(counts.statements).toBe(INDEX_READ);
    // The index keeps the hours and the point too.
    const checked = await reads.rows(found, { ranking: true, sortKeys: false, checks: true });
    expect(checked.every((r) => JSON.parse(r.hours ?? '').length > 0 && r.lat === 52.09)).toBe(true);
    expect(counts.statements).toBe(INDEX_READ);
    // Sort keys are read from the listings.
    const sorted = await reads.rows(found, { ranking: true, sortKeys: true, checks: false });
    expect(sorted.every((r) => typeof r.sort_name === 'string')).toBe(true);
    expect(counts.statements).toBe(INDEX_READ + 1);
    // An id the index did not hand back is read.
    await reads.rows([...found, 'no-such-listing'], { ranking: true, sortKeys: false, checks: false });
    expect(counts.statements).toBe(INDEX_READ + 2);
  });

  it('asks the index again for matches whose checked fields were not asked for before, and not for fewer fields', async () => {
    const { counts, reads } = counted();
    const found = await reads.candidates(bakeries([['rye']]), 10, 'ranking');
    expect(await reads.candidates(bakeries([['rye']]), 10)).toEqual(found);
    expect(counts.statements).toBe(INDEX_READ);
    expect(await reads.candidates(bakeries([['rye']]), 10, 'checks')).toEqual(found);
    expect(counts.statements).toBe(2 * INDEX_READ);
    const checked = await reads.rows(found, { ranking: true, sortKeys: false, checks: true });
    expect(checked.every((r) => JSON.parse(r.hours ?? '').length > 0 && r.lat === 52.09)).toBe(true);
    expect(await reads.candidates(bakeries([['rye']]), 5, 'ranking')).toEqual(found);
    expect(counts.statements).toBe(2 * INDEX_READ);
    // Another read handing back the same listings without their hours leaves them checkable.
    await reads.candidates(bakeries([['house']]), 10, 'ranking');
    await reads.rows(found, { ranking: true, sortKeys: false, checks: true });
    expect(counts.statements).toBe(3 * INDEX_READ);
  });

  it('reads the rows for ranking when the index was not asked for their fields', async () => {
    const { counts, reads } = counted();
    const found = await reads.candidates(bakeries([['house']]), 10);
    const ranked = await reads.rows(found, { ranking: true, sortKeys: false, checks: false });
    expect(ranked.map((r) => r.name).sort()).toEqual(['Rye House 1', 'Rye House 2', 'Rye House 3']);
    expect(counts.statements).toBe(INDEX_READ + 1);
  });

  it('keeps nothing from one request to the next', async () => {
    const first = counted();
    await first.reads.candidates(bakeries([['rye']]), 10);
    const second = counted();
    await second.reads.candidates(bakeries([['rye']]), 10);
    expect(second.counts.candidates).toBe(1);
  });
});
