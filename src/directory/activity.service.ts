/** `/api/activity`: public records newest first (cursor-paged), the pulse and listing growth. */

import { type ActivityRow, countActivitySince, findActivityPage } from '../activity/activity.repository.js';
import type { Deps } from '../deps.js';
import { findCountry } from '../reference/reference-data.js';
import type { Urls } from '../urls.js';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor.js';
import { DAY_MS, HOUR_MS, isoBefore, lastDays } from './days.js';
import { publishedPerDay } from './figures.repository.js';

export function presentActivity(row: ActivityRow, urls: Urls) {
  return {
    id: row.id,
    type: row.type,
    at: row.created_at,
    listing: row.listing_slug
      ? { slug: row.listing_slug, name: row.listing_name ?? row.listing_slug, url: urls.businessPage(row.listing_slug) }
      : null,
    country: row.country,
    countryName: row.country ? (findCountry(row.country)?.name ?? null) : null,
    detail: row.detail,
  };
}

export type PublicActivity = ReturnType<typeof presentActivity>;

/** Newest records, optionally of some types only. */
export async function listActivity(
  deps: Pick<Deps, 'db'>,
  urls: Urls,
  params: { limit?: number | undefined; cursor?: string | undefined; types: string[] },
) {
  const limit = params.limit ?? 20;
  const fingerprint = queryFingerprint(['activity', params.types]);
  const cursor = params.cursor ? decodeCursor(params.cursor, fingerprint) : null;
  const rows = await findActivityPage(deps.db, {
    limit,
    types: params.types,
    before: cursor ? { at: String(cursor.k), id: cursor.id } : null,
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    records: page.map((row) => presentActivity(row, urls)),
    nextCursor: rows.length > limit && last ? encodeCursor({ f: fingerprint, k: last.created_at, id: last.id }) : null,
  };
}

export async function activityPulse(deps: Pick<Deps, 'db' | 'clock'>) {
  const now = deps.clock.now();
  const [lastHour = 0, last24Hours = 0, last7Days = 0] = await countActivitySince(deps.db, [
    isoBefore(now, HOUR_MS),
    isoBefore(now, DAY_MS),
    isoBefore(now, 7 * DAY_MS),
  ]);
  return { lastHour, last24Hours, last7Days };
}

/** Published listings per day over the last `days` days, with the running total. */
export async function listingGrowth(deps: Pick<Deps, 'db' | 'clock'>, days = 30) {
  const series = lastDays(deps.clock.now(), days);
  const { before, perDay } = await publishedPerDay(deps.db, series[0] ?? '');
  let total = before;
  return series.map((date) => {
    const published = perDay.get(date) ?? 0;
    total += published;
    return { date, published, total };
  });
}
