/** Aggregate queries behind categories, locations, stats, globe and analytics. Published listings only. */
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database, Db, ListingTable } from '../storage/database.js';

export async function countListingsByCategory(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('listing_categories as lc')
    .innerJoin('listings as l', 'l.id', 'lc.listing_id')
    .where('l.listing_status', '=', 'published')
    .groupBy('lc.category_slug')
    .select(['lc.category_slug as slug', (eb) => eb.fn.countAll<number>().as('count')])
    .execute();
  return new Map(rows.map((r) => [r.slug, Number(r.count)]));
}

export interface CityCount {
  country: string;
  city: string;
  count: number;
}

/**
 * Published listings per country and city (cities merged case- and accent-insensitively). The
 * groups come from the place index alone; each city's name is read from one of its listings
 * (taking the least name of each group read every listing row: seconds at a million).
 */
export async function countListingsByCity(db: Db): Promise<CityCount[]> {
  const groups = db
    .selectFrom('listings')
    .where('listing_status', '=', 'published')
    .where('country', 'is not', null)
    .groupBy(['country', 'locality_key'])
    .select(['country', 'locality_key', (eb) => eb.fn.countAll<number>().as('count')]);
  const rows = await db
    .selectFrom(groups.as('g'))
    .select(['g.country', 'g.count', (eb) => cityName(eb).as('city')])
    .execute();
  return rows.map((r) => ({ country: r.country ?? '', city: r.city ?? '', count: Number(r.count) }));
}

/** Each city of published listings (with a country): its key and one listing's name for it, from the place index. */
export async function listPublishedCities(db: Db): Promise<{ country: string; key: string; name: string }[]> {
  const keys = db
    .selectFrom('listings')
    .where('listing_status', '=', 'published')
    .where('country', 'is not', null)
    .where('locality_key', 'is not', null)
    .select(['country', 'locality_key'])
    .distinct();
  const rows = await db
    .selectFrom(keys.as('g'))
    .select(['g.country', 'g.locality_key', (eb) => cityName(eb).as('name')])
    .execute();
  return rows.flatMap((r) =>
    r.country && r.locality_key && r.name ? [{ country: r.country, key: r.locality_key, name: r.name }] : [],
  );
}

type PlaceGroup = ExpressionBuilder<Database & { g: Pick<ListingTable, 'country' | 'locality_key'> }, 'g'>;

/** The locality of one published listing of group `g`'s country and city (an index seek). */
function cityName(eb: PlaceGroup) {
  return eb
    .selectFrom('listings as one')
    .select('one.locality')
    .whereRef('one.country', '=', 'g.country')
    .whereRef('one.locality_key', '=', 'g.locality_key')
    .where('one.listing_status', '=', 'published')
    .limit(1);
}

export interface ListingTotals {
  published: number;
  verified: number;
  withGeo: number;
  unlocated: number;
  countries: number;
  cities: number;
  facts: number;
}

export async function listingTotals(db: Db): Promise<ListingTotals> {
  const row = await db
    .selectFrom('listings')
    .where('listing_status', '=', 'published')
    .select([
      (eb) => eb.fn.countAll<number>().as('published'),
      sql<number>`sum(case when verification_status = 'verified' then 1 else 0 end)`.as('verified'),
      sql<number>`sum(case when lat is not null then 1 else 0 end)`.as('with_geo'),
      sql<number>`sum(case when country is null then 1 else 0 end)`.as('unlocated'),
      sql<number>`count(distinct country)`.as('countries'),
      sql<number>`count(distinct country || '|' || locality_key)`.as('cities'),
    ])
    .executeTakeFirst();
  const facts = await db
    .selectFrom('facts as f')
    .innerJoin('listings as l', 'l.id', 'f.listing_id')
    .where('l.listing_status', '=', 'published')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return {
    published: Number(row?.published ?? 0),
    verified: Number(row?.verified ?? 0),
    withGeo: Number(row?.with_geo ?? 0),
    unlocated: Number(row?.unlocated ?? 0),
    countries: Number(row?.countries ?? 0),
    cities: Number(row?.cities ?? 0),
    facts: Number(facts?.count ?? 0),
  };
}

/** Published listings per country code (listings without a country are left out). */
export async function countListingsByCountry(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('listings')
    .where('listing_status', '=', 'published')
    .where('country', 'is not', null)
    .groupBy('country')
    .select(['country', (eb) => eb.fn.countAll<number>().as('count')])
    .execute();
  return new Map(rows.map((r) => [r.country ?? '', Number(r.count)]));
}

/** Listings first published per UTC day since `fromDay` (inclusive), plus how many were published before it. */
export async function publishedPerDay(db: Db, fromDay: string): Promise<{ before: number; perDay: Map<string, number> }> {
  const day = sql<string>`substr(published_at, 1, 10)`;
  const rows = await db
    .selectFrom('listings')
    .where('listing_status', '=', 'published')
    .where('published_at', '>=', fromDay)
    .groupBy(day)
    .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('count')])
    .execute();
  const before = await db
    .selectFrom('listings')
    .where('listing_status', '=', 'published')
    .where('published_at', '<', fromDay)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return { before: Number(before?.count ?? 0), perDay: new Map(rows.map((r) => [r.day, Number(r.count)])) };
}

/** Activity records per UTC day and type since `fromDay`. */
export async function activityPerDay(db: Db, fromDay: string): Promise<{ day: string; type: string; count: number }[]> {
  const day = sql<string>`substr(created_at, 1, 10)`;
  const rows = await db
    .selectFrom('activity')
    .where('created_at', '>=', fromDay)
    .groupBy([day, 'type'])
    .select([day.as('day'), 'type', (eb) => eb.fn.countAll<number>().as('count')])
    .execute();
  return rows.map((r) => ({ day: r.day, type: r.type, count: Number(r.count) }));
}

/** Activity records of a type, all time. */
export async function countActivity(db: Db, types: string[]): Promise<Map<string, number>> {
  if (types.length === 0) return new Map();
  const rows = await db
    .selectFrom('activity')
    .where('type', 'in', types)
    .groupBy('type')
    .select(['type', (eb) => eb.fn.countAll<number>().as('count')])
    .execute();
  return new Map(rows.map((r) => [r.type, Number(r.count)]));
}

/** Hit counter rows since `fromDay`. */
export async function hitsSince(db: Db, fromDay: string) {
  const rows = await db.selectFrom('hit_counters').selectAll().where('day', '>=', fromDay).execute();
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}
