/** Categories, locations, stats, globe and analytics: every figure computed from the database. */

import { findActivityPage } from '../activity/activity.repository.js';
import type { Deps } from '../deps.js';
import { AGENT_FAMILIES, BROWSER, CATEGORIES, findCountry } from '../reference/reference-data.js';
import type { Urls } from '../urls.js';
import { presentActivity } from './activity.service.js';
import { lastDays, utcDay } from './days.js';
import {
  activityPerDay,
  countActivity,
  countListingsByCategory,
  countListingsByCity,
  countListingsByCountry,
  hitsSince,
  listingTotals,
  publishedPerDay,
} from './figures.repository.js';
import { listingFigure } from './listing-figures.js';

type Read = Pick<Deps, 'db' | 'clock' | 'state'>;
type Db = Pick<Deps, 'db' | 'state'>;

// The listing aggregates are shared per listings version (see listing-figures.ts); activity and hits are read each time.
const totalsOf = (deps: Db) => listingFigure(deps, 'totals', () => listingTotals(deps.db));
const categoryCountsOf = (deps: Db) => listingFigure(deps, 'byCategory', () => countListingsByCategory(deps.db));
const countryCountsOf = (deps: Db) => listingFigure(deps, 'byCountry', () => countListingsByCountry(deps.db));
const cityCountsOf = (deps: Db) => listingFigure(deps, 'byCity', () => countListingsByCity(deps.db));
const publishedSince = (deps: Db, from: string) =>
  listingFigure(deps, `publishedPerDay:${from}`, () => publishedPerDay(deps.db, from));

/** The whole taxonomy with the number of published listings in each category. */
export async function listCategories(deps: Db, urls: Urls) {
  const counts = await categoryCountsOf(deps);
  return CATEGORIES.map((c) => ({
    slug: c.slug,
    name: c.name,
    description: c.description,
    schemaType: c.schemaType,
    count: counts.get(c.slug) ?? 0,
    url: urls.categoryPage(c.slug),
  }));
}

/** Countries with published listings, each with its cities, largest first; and the unlocated count. */
export async function listLocations(deps: Db) {
  const byCountry = new Map<string, { name: string; count: number }[]>();
  for (const row of await cityCountsOf(deps)) {
    const cities = byCountry.get(row.country) ?? [];
    if (row.city) cities.push({ name: row.city, count: row.count });
    byCountry.set(row.country, cities);
  }
  const countryCounts = await countryCountsOf(deps);
  const { unlocated } = await totalsOf(deps);
  const countries = [...countryCounts]
    .map(([code, count]) => ({
      code,
      name: findCountry(code)?.name ?? code,
      count,
      cities: (byCountry.get(code) ?? []).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  return { unlocated, countries };
}

const GATEWAY_EVENTS = ['question_answered', 'handoff_recorded', 'audit_completed'];

/** Headline statistics. */
export async function computeStats(deps: Read) {
  const totals = await totalsOf(deps);
  const events = await countActivity(deps.db, GATEWAY_EVENTS);
  const categoryCounts = await categoryCountsOf(deps);
  const days = lastDays(deps.clock.now(), 30);
  const hits = await hitsSince(deps.db, days[0] ?? '');
  return {
    listings: totals.published,
    verifiedListings: totals.verified,
    countries: totals.countries,
    cities: totals.cities,
    categoriesInUse: [...categoryCounts.values()].filter((n) => n > 0).length,
    approvedFacts: totals.facts,
    questionsAnswered: events.get('question_answered') ?? 0,
    handoffs: events.get('handoff_recorded') ?? 0,
    auditsCompleted: events.get('audit_completed') ?? 0,
    agentHitsLast30Days: hits.filter((h) => h.agent_family !== BROWSER).reduce((sum, h) => sum + h.count, 0),
  };
}

/** Country points for the globe, the unlocated count and recent activity placed on countries. */
export async function computeGlobe(deps: Read, urls: Urls) {
  const totals = await totalsOf(deps);
  const counts = await countryCountsOf(deps);
  const points = [...counts]
    .flatMap(([code, count]) => {
      const country = findCountry(code);
      return country ? [{ country: code, name: country.name, lat: country.lat, lon: country.lon, count }] : [];
    })
    .sort((a, b) => b.count - a.count || a.country.localeCompare(b.country));
  const recent = await findActivityPage(deps.db, { limit: 60, types: [], before: null });
  const activity = recent
    .filter((row) => row.country && findCountry(row.country))
    .slice(0, 30)
    .map((row) => {
      const country = findCountry(row.country ?? '');
      return { ...presentActivity(row, urls), lat: country?.lat ?? 0, lon: country?.lon ?? 0 };
    });
  return {
    points,
    listings: totals.published,
    locatedByGeo: totals.withGeo,
    locatedByCountry: totals.published - totals.withGeo - totals.unlocated,
    unlocated: totals.unlocated,
    activity,
  };
}

const ANALYTICS_EVENTS: Record<string, string> = {
  question_answered: 'questionsAnswered',
  handoff_recorded: 'handoffs',
  audit_completed: 'audits',
  listing_verified: 'verifications',
  action_requested: 'actionRequests',
};

/** Daily series and breakdowns over the last `days` UTC days (today included). */
export async function computeAnalytics(deps: Read, days: number) {
  const series = lastDays(deps.clock.now(), days);
  const from = series[0] ?? utcDay(deps.clock.now());
  const rows = new Map(
    series.map((date) => [
      date,
      {
        date,
        published: 0,
        questionsAnswered: 0,
        handoffs: 0,
        audits: 0,
        verifications: 0,
        actionRequests: 0,
        agentHits: 0,
        browserHits: 0,
      },
    ]),
  );
  const { perDay } = await publishedSince(deps, from);
  for (const [day, count] of perDay) {
    const row = rows.get(day);
    if (row) row.published = count;
  }
  for (const { day, type, count } of await activityPerDay(deps.db, from)) {
    const row = rows.get(day);
    const field = ANALYTICS_EVENTS[type] as keyof typeof ANALYTICS_EVENTS | undefined;
    if (row && field) (row as unknown as Record<string, number>)[field] = count;
  }
  const families = new Map<string, number>();
  const routeKinds = new Map<string, number>();
  for (const hit of await hitsSince(deps.db, from)) {
    const row = rows.get(hit.day);
    if (!row) continue;
    if (hit.agent_family === BROWSER) row.browserHits += hit.count;
    else row.agentHits += hit.count;
    families.set(hit.agent_family, (families.get(hit.agent_family) ?? 0) + hit.count);
    routeKinds.set(hit.route_kind, (routeKinds.get(hit.route_kind) ?? 0) + hit.count);
  }
  const daily = [...rows.values()];
  const sum = (key: keyof (typeof daily)[number]) => daily.reduce((total, row) => total + (row[key] as number), 0);
  return {
    days,
    from,
    to: series[series.length - 1] ?? from,
    totals: {
      published: sum('published'),
      questionsAnswered: sum('questionsAnswered'),
      handoffs: sum('handoffs'),
      audits: sum('audits'),
      verifications: sum('verifications'),
      actionRequests: sum('actionRequests'),
      agentHits: sum('agentHits'),
      browserHits: sum('browserHits'),
    },
    series: daily,
    agentFamilies: [...families]
      .map(([family, hits]) => {
        const known = AGENT_FAMILIES.find((f) => f.family === family);
        return {
          family,
          vendor: known?.vendor ?? null,
          purpose: known?.purpose ?? (family === BROWSER ? 'browser' : 'other'),
          hits,
        };
      })
      .sort((a, b) => b.hits - a.hits || a.family.localeCompare(b.family)),
    routeKinds: [...routeKinds]
      .map(([kind, hits]) => ({ kind, hits }))
      .sort((a, b) => b.hits - a.hits || a.kind.localeCompare(b.kind)),
  };
}
