import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage } from '../../src/storage/connect.js';
import { migrateToLatest } from '../../src/storage/migrator.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/storage.js';

const TABLES = [
  'listings',
  'listing_categories',
  'facts',
  'claims',
  'change_requests',
  'tombstones',
  'accounts',
  'listing_owners',
  'sessions',
  'one_time_tokens',
  'activity',
  'hit_counters',
  'client_hits',
  'gateway_tasks',
  'action_requests',
  'credit_balances',
  'allowance_counters',
  'rate_limits',
  'website_audits',
  'outbox',
  'review_log',
  'app_secrets',
];

describe.each(DIALECTS)('migrations on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  it('create every table of the data model, once, even when two processes race', async () => {
    const a = openStorage(database.target);
    const b = openStorage(database.target);
    try {
      const [first, second] = await Promise.all([migrateToLatest(a.db, a.dialect), migrateToLatest(b.db, b.dialect)]);
      expect([...first, ...second]).toEqual(['0001-initial', '0002-client-hits']);
      expect(await migrateToLatest(a.db, a.dialect)).toEqual([]);
      const tables = (await a.db.introspection.getTables()).map((t) => t.name);
      for (const table of TABLES) expect(tables, table).toContain(table);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
