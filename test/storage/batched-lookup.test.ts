import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstanceState } from '../../src/instance-state.js';
import { batchedLookup } from '../../src/storage/batched-lookup.js';
import type { Executor } from '../../src/storage/database.js';
import { DIALECTS, openTestStorage, type TestStorage } from '../helpers/storage.js';

describe.each(DIALECTS)('batchedLookup on %s', (dialect) => {
  let storage: TestStorage;
  let instance: { db: Executor; state: InstanceState };
  const queries: string[][] = [];
  const documentsOf = batchedLookup('test documents', async (db: Executor, terms: readonly string[]) => {
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
    instance = { db: storage.db, state: new InstanceState() };
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
    expect(await Promise.all(terms.map((t) => documentsOf(instance, t)))).toEqual([3, 5, undefined, 3]);
    expect(queries).toEqual([terms]);
  });

  it('reads the current row in every later turn: nothing is kept', async () => {
    queries.length = 0;
    expect(await documentsOf(instance, 'pear')).toBe(5);
    await storage.db.updateTable('search_terms').set({ documents: 6 }).where('term', '=', 'pear').execute();
    expect(await documentsOf(instance, 'pear')).toBe(6);
    expect(queries).toHaveLength(2);
  });

  it('rejects every lookup of a turn whose query fails', async () => {
    const failing = batchedLookup('test failing', async () => {
      throw new Error('database gone');
    });
    const results = await Promise.allSettled([failing(instance, 'a'), failing(instance, 'b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
