import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchedLookup } from '../../src/storage/batched-lookup.js';
import type { Executor } from '../../src/storage/database.js';
import { DIALECTS, openTestStorage, type TestStorage } from '../helpers/storage.js';

describe.each(DIALECTS)('batchedLookup on %s', (dialect) => {
  let storage: TestStorage;
  const queries: string[][] = [];
  const documentsOf = batchedLookup(async (db: Executor, terms: readonly string[]) => {
    queries.push([...terms]);
    const rows = await db
      .selectFrom('search_terms')
      .selectAll()
      .where('term', 'in', [...terms])
      .execute();
    return new Map(rows.map((r) => [r.term, Number(r.documents)]));
  });

  beforeAll(async () => {
    storage = await openTestStorage(dialect);
    await storage.db
      .insertInto('search_terms')
      .values([
        { term: 'apple', documents: 3 },
        { term: 'pear', documents: 5 },
      ])
      .execute();
  });
  afterAll(() => storage.destroy());

  it('answers the lookups of one turn with one query, each with its own row', async () => {
    queries.length = 0;
    const terms = ['apple', 'pear', 'plum', 'apple'];
    expect(await Promise.all(terms.map((t) => documentsOf(storage.db, t)))).toEqual([3, 5, undefined, 3]);
    expect(queries).toEqual([terms]);
  });

  it('reads the current row in every later turn: nothing is kept', async () => {
    queries.length = 0;
    expect(await documentsOf(storage.db, 'pear')).toBe(5);
    await storage.db.updateTable('search_terms').set({ documents: 6 }).where('term', '=', 'pear').execute();
    expect(await documentsOf(storage.db, 'pear')).toBe(6);
    expect(queries).toHaveLength(2);
  });

  it('rejects every lookup of a turn whose query fails', async () => {
    const failing = batchedLookup(async () => {
      throw new Error('database gone');
    });
    const results = await Promise.allSettled([failing(storage.db, 'a'), failing(storage.db, 'b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
