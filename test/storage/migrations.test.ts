import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftColumns, insertListings } from '../../src/listings/listing.repository.js';
import { parseListingInput } from '../../src/listings/listing-input.js';
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
  'search_terms',
  'gateway_tasks',
  'action_requests',
  'credit_balances',
  'allowance_counters',
  'rate_limits',
  'website_audits',
  'outbox',
  'review_log',
  'app_secrets',
  'deferred_indexes',
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
      expect([...first, ...second]).toEqual([
        '0001-initial',
        '0002-client-hits',
        '0003-bounded-search',
        '0004-lean-facts',
        '0005-covering-place-index',
        '0006-deferred-indexes',
      ]);
      expect(await migrateToLatest(a.db, a.dialect)).toEqual([]);
      const tables = (await a.db.introspection.getTables()).map((t) => t.name);
      for (const table of TABLES) expect(tables, table).toContain(table);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('upgrades a database made before 0003 and indexes its listings again', async () => {
    const old = await createTestDatabase(dialect);
    const storage = openStorage(old.target);
    try {
      await migrateToLatest(storage.db, storage.dialect, '0002-client-hits');
      const parsed = parseListingInput({
        slug: 'old-mill',
        name: 'Old Mill Bakery',
        description: 'Rye bread since 1890.',
        categories: ['bakery'],
      });
      if (!parsed.ok) throw new Error(parsed.reasons.join('; '));
      const at = '2026-01-01T00:00:00.000Z';
      await insertListings(storage.db, [
        {
          id: 'L1',
          slug: 'old-mill',
          ...draftColumns(parsed.value),
          listing_status: 'published',
          verification_status: 'unverified',
          verification_method: null,
          verified_at: null,
          source: 'imported',
          created_at: at,
          updated_at: at,
          published_at: at,
          removed_at: null,
        },
      ]);
      expect(await migrateToLatest(storage.db, storage.dialect)).toEqual([
        '0003-bounded-search',
        '0004-lean-facts',
        '0005-covering-place-index',
        '0006-deferred-indexes',
      ]);
      const filters = { categories: ['bakery'], country: null, localityKey: null, verified: null };
      expect(await storage.search.candidates(storage.db, { groups: [['rye']], field: 'all', filters }, 10)).toEqual(['L1']);
      expect(await storage.search.completions(storage.db, 'mil', 5)).toEqual(['mill']);
    } finally {
      await storage.close();
      await old.drop();
    }
  });
});
