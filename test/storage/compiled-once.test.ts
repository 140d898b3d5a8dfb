import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from '../../src/storage/compiled-once.js';
import { DIALECTS, openTestStorage, type TestStorage } from '../helpers/storage.js';

describe.each(DIALECTS)('compiledOnce on %s', (dialect) => {
  let storage: TestStorage;
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

  it('runs the query with each call’s values after compiling it once', async () => {
    const documentsOf = compiledOnce('documentsOf', (db, term: string) =>
      db.selectFrom('search_terms').select('documents').where('term', '=', term),
    );
    expect(await documentsOf(storage.db, 'apple')).toEqual([{ documents: 3 }]);
    expect(await documentsOf(storage.db, 'pear')).toEqual([{ documents: 5 }]);
    expect(await documentsOf(storage.db, 'plum')).toEqual([]);
  });

  it('refuses a query whose parameters are not the given values in order', async () => {
    const withOwnValue = compiledOnce('withOwnValue', (db, term: string) =>
      db.selectFrom('search_terms').select('documents').where('documents', '>', 1).where('term', '=', term),
    );
    await expect(withOwnValue(storage.db, 'apple')).rejects.toThrow('not the given ones in order');
  });
});
