import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftColumns, insertListings } from '../../src/listings/listing.repository.js';
import { parseListingInput } from '../../src/listings/listing-input.js';
import { syncSearch } from '../../src/listings/listing-writer.js';
import { rebuildSearchIfBehind } from '../../src/listings/search-rebuild.js';
import { openStorage, type Storage } from '../../src/storage/connect.js';
import type { Dialect } from '../../src/storage/database.js';
import { MIGRATION_NAMES, migrateToLatest } from '../../src/storage/migrator.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/storage.js';

const TABLES = [
  'listings',
  'api_keys',
  'handoffs',
  'directory_tasks',
  'claim_links',
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

/** A published listing row as an old schema stored it, written without the current code's writer. */
function oldListingRow(id: string, slug: string, input: Record<string, unknown>) {
  const parsed = parseListingInput({ slug, address: { country: 'NL' }, ...input });
  if (!parsed.ok) throw new Error(parsed.reasons.join('; '));
  const at = '2026-01-01T00:00:00.000Z';
  return {
    id,
    slug,
    ...draftColumns(parsed.value),
    listing_status: 'published' as const,
    verification_status: 'unverified' as const,
    verification_method: null,
    verified_at: null,
    source: 'imported' as const,
    created_at: at,
    updated_at: at,
    published_at: at,
    removed_at: null,
  };
}

/** Runs `fn` on a new database migrated up to `upTo`, then closes and drops it. */
async function withDatabaseAt(dialect: Dialect, upTo: string, fn: (storage: Storage) => Promise<void>): Promise<void> {
  const old = await createTestDatabase(dialect);
  const storage = openStorage(old.target);
  try {
    await migrateToLatest(storage.db, storage.dialect, upTo);
    await fn(storage);
  } finally {
    await storage.close();
    await old.drop();
  }
}

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
        '0007-clustered-facts',
        '0008-api-keys',
        '0009-handoffs',
        '0010-search-facets',
        '0011-directory-tasks',
        '0012-claim-links',
        '0013-verification-codes',
        '0014-fact-translations',
        '0015-facets-within-country',
        '0016-categories-in-order-indexes',
        '0017-candidate-fields-in-search-index',
        '0018-categories-within-place',
        '0019-checks-in-search-index',
      ]);
      expect(await migrateToLatest(a.db, a.dialect)).toEqual([]);
      const tables = (await a.db.introspection.getTables()).map((t) => t.name);
      for (const table of TABLES) expect(tables, table).toContain(table);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it.each(MIGRATION_NAMES.slice(0, -1))(
    'upgrades a database made at %s with the frozen migrations, and search finds its listings once the start indexes them',
    (upTo) =>
      withDatabaseAt(dialect, upTo, async (storage) => {
        await insertListings(storage.db, [
          oldListingRow('L1', 'old-mill', {
            name: 'Old Mill Bakery',
            description: 'Rye bread since 1890.',
            categories: ['bakery'],
          }),
          oldListingRow('L2', 'corner-florist', { name: 'Corner Florist', description: 'Tulips.', categories: ['florist'] }),
        ]);
        const applied = await migrateToLatest(storage.db, storage.dialect);
        expect(applied).toEqual(MIGRATION_NAMES.slice(MIGRATION_NAMES.indexOf(upTo) + 1));
        expect(await rebuildSearchIfBehind(storage.db, storage.search)).toBe(2);
        expect(await rebuildSearchIfBehind(storage.db, storage.search)).toBe(0);
        const bakeries = { categories: ['bakery'], country: null, localityKey: null, verified: null };
        const rye = await storage.search.candidates(
          storage.db,
          { groups: [['rye']], field: 'all', filters: bakeries },
          10,
          'checks',
        );
        expect(rye.map((c) => c.id)).toEqual(['L1']);
        expect(rye[0]?.name).toBe('Old Mill Bakery');
        const everywhere = { categories: [], country: null, localityKey: null, verified: null };
        const tulips = await storage.search.candidates(
          storage.db,
          { groups: [['tulips']], field: 'all', filters: everywhere },
          10,
        );
        expect(tulips.map((c) => c.id)).toEqual(['L2']);
        expect((await storage.search.completions(storage.db, 'mil', 5)).map((c) => c.term)).toEqual(['mill']);
      }),
  );

  it.skipIf(dialect !== 'sqlite')(
    'fills the candidate fields of listings SQLite indexed before 0017, indexing nothing again',
    () =>
      withDatabaseAt(dialect, '0016-categories-in-order-indexes', async (storage) => {
        const row = oldListingRow('L1', 'old-mill', {
          name: 'Old Mill Bakery',
          description: 'Rye bread.',
          categories: ['bakery'],
        });
        await insertListings(storage.db, [row]);
        // As the index of 0015–0016 held it.
        await sql`insert into listing_fts_map (rowid, listing_id) values (1, 'L1')`.execute(storage.db);
        await sql`insert into listing_fts (rowid, body, tags) values (1, 'old mill bakery rye bread', 'kbakery')`.execute(
          storage.db,
        );
        await migrateToLatest(storage.db, storage.dialect);
        expect(await rebuildSearchIfBehind(storage.db, storage.search)).toBe(0);
        const everywhere = { categories: [], country: null, localityKey: null, verified: null };
        expect(
          await storage.search.candidates(storage.db, { groups: [['rye']], field: 'all', filters: everywhere }, 10, 'checks'),
        ).toEqual([
          {
            id: 'L1',
            name: 'Old Mill Bakery',
            categories: row.categories,
            locality: row.locality,
            region: row.region,
            country: 'NL',
            hours: row.hours,
            lat: row.lat,
            lon: row.lon,
          },
        ]);
      }),
  );

  it('resumes indexing where a start that died stopped, and indexes nothing twice', () =>
    withDatabaseAt(dialect, '0002-client-hits', async (storage) => {
      await insertListings(
        storage.db,
        ['L1', 'L2', 'L3'].map((id) =>
          oldListingRow(id, `shop-${id.toLowerCase()}`, { name: `Shop ${id}`, categories: ['bakery'] }),
        ),
      );
      await migrateToLatest(storage.db, storage.dialect);
      const first = await storage.db.selectFrom('listings').selectAll().where('id', '=', 'L1').execute();
      await storage.db.transaction().execute((trx) => syncSearch(trx, storage.search, first));
      expect(await rebuildSearchIfBehind(storage.db, storage.search)).toBe(2);
      expect(await storage.search.lastIndexedId(storage.db)).toBe('L3');
    }));

  it('keeps every fact when 0007 clusters them by listing (SQLite) and still deletes them with their listing', () =>
    withDatabaseAt(dialect, '0006-deferred-indexes', async (storage) => {
      const listing = (id: string) =>
        oldListingRow(id, `old-mill-${id.toLowerCase()}`, { name: 'Old Mill Bakery', categories: ['bakery'] });
      await insertListings(storage.db, [listing('L1'), listing('L2')]);
      const at = '2026-01-01T00:00:00.000Z';
      const facts = ['L2', 'L1'].flatMap((listingId) =>
        [3, 1, 2].map((n) => ({
          id: `F${n}`,
          listing_id: listingId,
          kind: 'faq',
          text: `Answer ${n} for ${listingId}`,
          question: `Question ${n}?`,
          url: null,
          lang: 'en',
          position: n,
          approved_at: at,
          approved_by: 'import',
        })),
      );
      await storage.db.insertInto('facts').values(facts).execute();
      const all = () => storage.db.selectFrom('facts').selectAll().orderBy('listing_id').orderBy('id').execute();
      const before = await all();
      expect(await migrateToLatest(storage.db, storage.dialect)).toEqual([
        '0007-clustered-facts',
        '0008-api-keys',
        '0009-handoffs',
        '0010-search-facets',
        '0011-directory-tasks',
        '0012-claim-links',
        '0013-verification-codes',
        '0014-fact-translations',
        '0015-facets-within-country',
        '0016-categories-in-order-indexes',
        '0017-candidate-fields-in-search-index',
        '0018-categories-within-place',
        '0019-checks-in-search-index',
      ]);
      // Later migrations add columns (a fact's translations), empty for every fact that was there.
      expect(await all()).toEqual(before.map((fact) => ({ ...fact, translations: null })));
      if (dialect === 'sqlite') {
        const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where name = 'facts'`.execute(storage.db);
        expect(rows[0]?.sql).toMatch(/without rowid$/i);
      }
      await storage.db.deleteFrom('listings').where('id', '=', 'L1').execute();
      expect((await all()).map((f) => `${f.listing_id}/${f.id}`)).toEqual(['L2/F1', 'L2/F2', 'L2/F3']);
    }));
});
