import { sql } from 'kysely';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createIdGenerator } from '../../src/deps.js';
import { openDeps } from '../../src/open-deps.js';
import { beginBulkLoad, endBulkLoad } from '../../src/storage/bulk-load.js';
import type { Db, Dialect } from '../../src/storage/database.js';
import { fixedClock, TEST_NOW, testConfig } from '../helpers/app.js';
import { createListing } from '../helpers/factories.js';
import { createTestDatabase, DIALECTS, openTestStorage, type TestDatabase } from '../helpers/storage.js';

/** Every index of the listing tables with its definition (the unique ones included). */
async function listingIndexes(db: Db, dialect: Dialect): Promise<Record<string, string>> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string; definition: string | null }>`select name, sql as definition from sqlite_master
          where type = 'index' and tbl_name in ('listings', 'listing_categories', 'facts')`.execute(db)
      : await sql<{ name: string; definition: string }>`select indexname as name, indexdef as definition from pg_indexes
          where schemaname = current_schema() and tablename in ('listings', 'listing_categories', 'facts', 'listing_search')`.execute(
          db,
        );
  return Object.fromEntries(rows.map((r) => [r.name, r.definition ?? '']));
}

const noted = async (db: Db) => (await db.selectFrom('deferred_indexes').select('name').execute()).map((r) => r.name);

describe.each(DIALECTS)('indexes deferred by a bulk load on %s', (dialect) => {
  const opened: { destroy(): Promise<void> }[] = [];
  const open = async () => {
    const storage = await openTestStorage(dialect);
    opened.push(storage);
    return storage;
  };
  afterEach(async () => {
    for (const storage of opened.splice(0)) await storage.destroy();
  });

  it('drops the secondary indexes of a small directory, notes them, and builds them again at the end', async () => {
    const storage = await open();
    const before = await listingIndexes(storage.db, dialect);
    const deferred = await beginBulkLoad(storage.db, dialect, TEST_NOW);
    expect(deferred).toContain('listings_status_name');
    expect(deferred).toContain('listing_categories_by_category');
    if (dialect === 'postgres') expect(deferred).toContain('listing_search_document');
    expect(deferred).not.toContain('listings_pkey');
    expect((await noted(storage.db)).sort()).toEqual([...deferred].sort());
    const during = await listingIndexes(storage.db, dialect);
    for (const name of deferred) expect(during[name]).toBeUndefined();
    // Unique indexes stay, so a slug is still checked as rows arrive.
    expect(Object.keys(during).length).toBe(Object.keys(before).length - deferred.length);

    const built: string[] = [];
    await endBulkLoad(storage.db, dialect, (name, position, count) => {
      built.push(name);
      expect(count).toBe(deferred.length);
      expect(position).toBe(built.length);
    });
    expect(built.sort()).toEqual([...deferred].sort());
    expect(await listingIndexes(storage.db, dialect)).toEqual(before);
    expect(await noted(storage.db)).toEqual([]);
  });

  it('keeps the indexes of a directory that already holds the given number of listings', async () => {
    const storage = await open();
    const clock = fixedClock();
    await createListing({ ...storage, clock, ids: createIdGenerator(clock) });
    expect(await beginBulkLoad(storage.db, dialect, TEST_NOW, 1)).toEqual([]);
    expect(await noted(storage.db)).toEqual([]);
    await endBulkLoad(storage.db, dialect);
  });
});

describe.each(DIALECTS)('an import that died with its indexes deferred, on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(() => database.drop());

  it('leaves them to the next process that opens the database', async () => {
    database = await createTestDatabase(dialect);
    const url = database.target.kind === 'sqlite' ? database.target.file : database.target.url;
    const log = pino({ level: 'silent' });
    const config = testConfig({ DATABASE_URL: url });
    const dying = await openDeps(config, log);
    const before = await listingIndexes(dying.deps.db, dialect);
    const deferred = await beginBulkLoad(dying.deps.db, dialect, TEST_NOW);
    expect(deferred.length).toBeGreaterThan(5);
    await dying.close();

    const next = await openDeps(config, log);
    try {
      expect(await listingIndexes(next.deps.db, dialect)).toEqual(before);
      expect(await noted(next.deps.db)).toEqual([]);
    } finally {
      await next.close();
    }
  });
});
