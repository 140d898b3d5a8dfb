import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InsertModifier, insertRows } from '../../src/storage/insert-rows.js';
import { DIALECTS, openTestStorage, type TestStorage } from '../helpers/storage.js';

describe.each(DIALECTS)('insertRows on %s', (dialect) => {
  let storage: TestStorage;
  beforeAll(async () => {
    storage = await openTestStorage(dialect);
  });
  afterAll(() => storage.destroy());

  const terms = (prefix: string, n: number, documents = 1) =>
    Array.from({ length: n }, (_, i) => ({ term: `${prefix}${String(i).padStart(4, '0')}`, documents }));
  const stored = async (prefix: string) =>
    storage.db.selectFrom('search_terms').selectAll().where('term', 'like', `${prefix}%`).orderBy('term').execute();

  it('writes every row, reusing the compiled statement for parts of the same size', async () => {
    await insertRows(storage.db, 'search_terms', terms('a', 250), { perStatement: 100 });
    await insertRows(storage.db, 'search_terms', terms('b', 250, 2), { perStatement: 100 });
    expect(await stored('a')).toEqual(terms('a', 250));
    expect(await stored('b')).toEqual(terms('b', 250, 2));
  });

  it('applies the clause of `modify` on every part', async () => {
    const addToCount: InsertModifier<'search_terms'> = {
      name: 'test add',
      apply: (query) =>
        query.onConflict((oc) => oc.column('term').doUpdateSet({ documents: sql`search_terms.documents + excluded.documents` })),
    };
    for (let round = 0; round < 3; round++) {
      await insertRows(storage.db, 'search_terms', terms('c', 30), { perStatement: 10, modify: addToCount });
    }
    expect(await stored('c')).toEqual(terms('c', 30, 3));
  });

  it('refuses rows of different shapes rather than binding values to the wrong columns', async () => {
    const rows = [{ term: 'd1', documents: 1 }, { term: 'd2' } as { term: string; documents: number }];
    await expect(insertRows(storage.db, 'search_terms', rows, { perStatement: 10 })).rejects.toThrow('rows differ in shape');
  });
});
