import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshAfterLoad } from '../../src/storage/bulk-load.js';
import { insertRows } from '../../src/storage/insert-rows.js';
import { DIALECTS, openTestStorage, type TestStorage } from '../helpers/storage.js';

describe.each(DIALECTS)('after a large load on %s', (dialect) => {
  let storage: TestStorage;
  beforeAll(async () => {
    storage = await openTestStorage(dialect);
  });
  afterAll(() => storage.destroy());

  it('refreshes the statistics (and on PostgreSQL vacuums the loaded tables)', async () => {
    const terms = Array.from({ length: 500 }, (_, i) => ({ term: `word${i}`, documents: 1 + (i % 7) }));
    await insertRows(storage.db, 'search_terms', terms, { perStatement: 100 });
    await refreshAfterLoad(storage.db, dialect);
    if (dialect === 'sqlite') {
      const { rows } = await sql<{ tbl: string }>`select tbl from sqlite_stat1`.execute(storage.db);
      expect(rows.map((r) => r.tbl)).toContain('search_terms');
    } else {
      const { rows } = await sql<{ vacuumed: boolean; analyzed: boolean }>`select last_vacuum is not null as vacuumed,
        last_analyze is not null as analyzed from pg_stat_user_tables
        where schemaname = current_schema() and relname = 'search_terms'`.execute(storage.db);
      expect(rows).toEqual([{ vacuumed: true, analyzed: true }]);
    }
  });
});
