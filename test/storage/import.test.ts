import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdGenerator } from '../../src/deps.js';
import { checkRecords } from '../../src/import/check-records.js';
import { importRecords } from '../../src/import/import.service.js';
import { formatOf, readRecords } from '../../src/import/read-records.js';
import { tombstoneHash } from '../../src/listings/listing.repository.js';
import { fixedClock } from '../helpers/app.js';
import { listingRecord } from '../helpers/factories.js';
import { DIALECTS, openTestStorage, type TestStorage } from '../helpers/storage.js';

function writeTemp(name: string, text: string): string {
  const path = join(tmpdir(), `signboard-${process.pid}-${Date.now()}-${name}`);
  writeFileSync(path, text);
  return path;
}

describe.each(DIALECTS)('import on %s', (dialect) => {
  let storage: TestStorage;
  let deps: TestStorage & { clock: ReturnType<typeof fixedClock>; ids: ReturnType<typeof createIdGenerator> };

  const run = (path: string) => importRecords(deps, checkRecords(readRecords(path, formatOf(path) ?? 'json')));
  const count = async (table: 'listings' | 'facts' | 'listing_categories') =>
    Number(
      (
        await storage.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );

  beforeAll(async () => {
    storage = await openTestStorage(dialect);
    const clock = fixedClock();
    deps = { ...storage, clock, ids: createIdGenerator(clock) };
  });
  afterAll(() => storage.destroy());

  it('imports JSON Lines, reports bad rows with reasons and writes nothing of them', async () => {
    const lines = [
      JSON.stringify(listingRecord({ slug: 'alpha-bakery', name: 'Alpha Bakery' })),
      JSON.stringify(listingRecord({ slug: 'beta-bakery', name: 'Beta Bakery', categories: ['bakery', 'cafe'] })),
      '{ this is not json',
      JSON.stringify(
        listingRecord({
          slug: 'half-bad',
          name: 'Half Bad',
          facts: [
            { kind: 'summary', text: 'ok' },
            { kind: 'faq', text: 'no question' },
          ],
        }),
      ),
      '',
      JSON.stringify(listingRecord({ slug: 'gamma-cafe', name: 'Gamma Café', categories: ['unicorns'] })),
      JSON.stringify(
        listingRecord({ name: 'Delta Deli', address: { locality: 'Gent', country: 'BE' }, categories: ['grocery'] }),
      ),
    ];
    const summary = await run(writeTemp('a.jsonl', `${lines.join('\n')}\n`));
    expect(summary).toMatchObject({ rows: 6, created: 3, updated: 0 });
    expect(summary.rejected).toEqual([
      { line: 3, slug: null, reasons: ['line is not valid JSON'] },
      { line: 4, slug: 'half-bad', reasons: ['facts[1] of kind faq needs a question'] },
      { line: 6, slug: 'gamma-cafe', reasons: ['unknown category "unicorns"'] },
    ]);
    expect(await count('listings')).toBe(3);
    expect(await count('facts')).toBe(6);
    expect(await count('listing_categories')).toBe(4);
    const derived = await storage.db.selectFrom('listings').select('slug').where('name', '=', 'Delta Deli').executeTakeFirst();
    expect(derived?.slug).toBe('delta-deli-gent-be');
    const half = await storage.db.selectFrom('listings').select('id').where('slug', '=', 'half-bad').executeTakeFirst();
    expect(half).toBeUndefined();
  });

  it('updates on re-import by slug without duplicating listings, categories or facts', async () => {
    const record = listingRecord({
      slug: 'alpha-bakery',
      name: 'Alpha Bakery & Bistro',
      categories: ['bakery', 'restaurant'],
      facts: [{ id: 'menu', kind: 'service', text: 'Lunch menu.' }],
    });
    const summary = await run(writeTemp('b.json', JSON.stringify([record, record])));
    expect(summary).toMatchObject({ rows: 2, created: 0, updated: 2, rejected: [] });
    expect(await count('listings')).toBe(3);
    const row = await storage.db.selectFrom('listings').selectAll().where('slug', '=', 'alpha-bakery').executeTakeFirstOrThrow();
    expect(row.name).toBe('Alpha Bakery & Bistro');
    const facts = await storage.db.selectFrom('facts').select(['id', 'text']).where('listing_id', '=', row.id).execute();
    expect(facts).toEqual([{ id: 'menu', text: 'Lunch menu.' }]);
    const terms = await storage.db
      .selectFrom('listing_categories')
      .select('category_slug')
      .where('listing_id', '=', row.id)
      .orderBy('category_slug')
      .execute();
    expect(terms.map((t) => t.category_slug)).toEqual(['bakery', 'restaurant']);
  });

  it('keeps the translations a fact is given in, and reports a bad one by its place', async () => {
    const record = listingRecord({
      slug: 'padaria-norte',
      name: 'Padaria Norte',
      languages: ['pt', 'en'],
      facts: [
        {
          id: 'hours-note',
          kind: 'faq',
          lang: 'pt',
          question: 'Abrem nos feriados?',
          text: 'Sim, das 8h às 13h.',
          translations: [
            { lang: 'en', question: 'Are you open on public holidays?', text: 'Yes, from 8:00 to 13:00.' },
            { lang: 'es', question: '¿Abren los festivos?', text: 'Sí, de 8 a 13 h.' },
          ],
        },
      ],
    });
    const bad = listingRecord({
      slug: 'padaria-sul',
      facts: [{ kind: 'summary', lang: 'pt', text: 'Padaria.', translations: [{ lang: 'pt', text: 'Outra.' }] }],
    });
    const summary = await run(writeTemp('t.json', JSON.stringify([record, bad])));
    expect(summary.rejected).toEqual([
      expect.objectContaining({ reasons: ['facts[0].translations[0].lang "pt" is the fact\'s own language or given twice'] }),
    ]);
    const row = await storage.db
      .selectFrom('facts as f')
      .innerJoin('listings as l', 'l.id', 'f.listing_id')
      .select(['f.lang', 'f.translations'])
      .where('l.slug', '=', 'padaria-norte')
      .executeTakeFirstOrThrow();
    expect(row.lang).toBe('pt');
    expect(JSON.parse(row.translations ?? '[]')).toEqual([
      { lang: 'en', question: 'Are you open on public holidays?', text: 'Yes, from 8:00 to 13:00.' },
      { lang: 'es', question: '¿Abren los festivos?', text: 'Sí, de 8 a 13 h.' },
    ]);
  });

  it('writes a slug that comes twice in one file once, the later row winning', async () => {
    const first = listingRecord({ slug: 'twice-shop', name: 'Twice Shop (old)' });
    const second = listingRecord({ slug: 'twice-shop', name: 'Twice Shop', categories: ['florist'] });
    const summary = await run(writeTemp('twice.jsonl', `${JSON.stringify(first)}\n${JSON.stringify(second)}\n`));
    expect(summary).toMatchObject({ rows: 2, created: 1, updated: 1, rejected: [] });
    const rows = await storage.db.selectFrom('listings').select(['id', 'name']).where('slug', '=', 'twice-shop').execute();
    expect(rows.map((r) => r.name)).toEqual(['Twice Shop']);
    const categories = await storage.db
      .selectFrom('listing_categories')
      .select('category_slug')
      .where('listing_id', '=', rows[0]?.id ?? '')
      .execute();
    expect(categories.map((c) => c.category_slug)).toEqual(['florist']);
  });

  it('imports CSV with ;-separated categories and reports bad rows', async () => {
    const csv = [
      'slug,name,description,website,email,phone,street,locality,region,postalCode,country,lat,lon,categories',
      'csv-one,CSV One,"Quoted, with comma",https://csv-one.example,,+31 20 555 0000,Main 1,Leiden,,2311,NL,52.16,4.49,florist;bakery',
      'csv-two,CSV Two,,,,,,,,,,,,',
      'csv-three,CSV Three,,,,,,Delft,,,NL,95,4.3,bakery',
    ].join('\n');
    const summary = await run(writeTemp('c.csv', csv));
    expect(summary.created).toBe(1);
    expect(summary.rejected.map((r) => [r.line, r.slug])).toEqual([
      [3, 'csv-two'],
      [4, 'csv-three'],
    ]);
    expect(summary.rejected[1]?.reasons).toEqual(['geo.lat must be a number from -90 to 90']);
    const row = await storage.db.selectFrom('listings').selectAll().where('slug', '=', 'csv-one').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ description: 'Quoted, with comma', locality: 'Leiden', country: 'NL', lat: 52.16, lon: 4.49 });
  });

  it('refuses to bring back a removed listing', async () => {
    await storage.db
      .insertInto('tombstones')
      .values({ value_hash: tombstoneHash('slug', 'removed-place'), kind: 'slug', created_at: deps.clock.now().toISOString() })
      .execute();
    const summary = await run(
      writeTemp('d.jsonl', JSON.stringify(listingRecord({ slug: 'removed-place', name: 'Removed Place' }))),
    );
    expect(summary.rejected[0]?.reasons[0]).toContain('removed');
    expect(
      await storage.db.selectFrom('listings').select('id').where('slug', '=', 'removed-place').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('makes imported listings searchable', async () => {
    const filters = { categories: [], country: null, localityKey: null, verified: null };
    const found = await storage.search.candidates(storage.db, { groups: [['bistro']], field: 'all', filters }, 10);
    expect(found).toHaveLength(1);
  });

  it('rejects a JSON file that is not an array', async () => {
    await expect(run(writeTemp('e.json', '{"name": "x"}'))).rejects.toThrow('array');
    await expect(run(writeTemp('f.json', '[{"name": '))).rejects.toThrow('not valid JSON');
  });
});
