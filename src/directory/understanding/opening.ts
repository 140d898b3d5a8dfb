/**
 * Whether a listing is open on a day, at a time or right now, in its own time zone: the zone of
 * its coordinates (`@photostructure/tz-lookup`), else of its country's centre, else UTC.
 */
import tzLookup from '@photostructure/tz-lookup';
import { DAYS } from '../../listings/listing-input.js';
import { findCountry } from '../../reference/reference-data.js';
import type { OpenWish } from './interpret.js';

export interface OpeningFields {
  hours: string;
  lat: number | null;
  lon: number | null;
  country: string | null;
}

type Hours = { day: string; opens: string; closes: string }[];

/** The IANA time zone a listing keeps its hours in. */
export function timeZoneOf(listing: Pick<OpeningFields, 'lat' | 'lon' | 'country'>): string {
  try {
    if (listing.lat !== null && listing.lon !== null) return tzLookup(listing.lat, listing.lon);
    const country = listing.country ? findCountry(listing.country) : undefined;
    if (country) return tzLookup(country.lat, country.lon);
  } catch {
    // Outside every zone's shape: fall through to UTC.
  }
  return 'UTC';
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The last minute's local day and time per zone: a search checks hundreds of listings in a few zones at one `now`. */
const localTimes = new Map<string, { day: string; time: string }>();
let localTimesMinute = Number.NaN;

/** Day code and `HH:MM` at `now` in a time zone. */
export function localDayAndTime(timeZone: string, now: Date): { day: string; time: string } {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== localTimesMinute) {
    localTimes.clear();
    localTimesMinute = minute;
  }
  let local = localTimes.get(timeZone);
  if (!local) {
    local = formatLocal(timeZone, now);
    localTimes.set(timeZone, local);
  }
  return local;
}

function formatLocal(timeZone: string, now: Date): { day: string; time: string } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  const day = DAYS[['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? '')] ?? 'mo';
  return { day, time: `${parts.hour}:${parts.minute}` };
}

/** Whether the hours hold `time` on `day`; a closing time at or before the opening runs past midnight. */
function openAt(hours: Hours, day: string, time: string | null): boolean {
  const previous = DAYS[(DAYS.indexOf(day as (typeof DAYS)[number]) + 6) % 7];
  return hours.some((h) => {
    const overnight = h.closes <= h.opens;
    if (h.day === day) return time === null || (time >= h.opens && (overnight || time < h.closes));
    return time !== null && h.day === previous && overnight && time < h.closes;
  });
}

/** Whether a listing meets an opening wish at `now` (used for "now" and for days left to the listing's today). */
export function meetsOpenWish(listing: OpeningFields, wish: OpenWish, now: Date): boolean {
  const hours: Hours = JSON.parse(listing.hours);
  if (wish.now || !wish.days) {
    const local = localDayAndTime(timeZoneOf(listing), now);
    return openAt(hours, local.day, wish.now ? local.time : wish.time);
  }
  return wish.days.some((day) => openAt(hours, day, wish.time));
}

/** The days an index filter may narrow to before the exact check: the asked days, or every day a "today" could be. */
export function candidateDays(wish: OpenWish, now: Date): string[] {
  if (wish.days) return wish.days;
  const utc = (now.getUTCDay() + 6) % 7;
  return [...new Set([-1, 0, 1].map((d) => DAYS[(utc + d + 7) % 7] as string))];
}

/** Whether a listing is open at `now` in its own time zone, and until when, or when it opens next. */
export interface OpeningStatus {
  open: boolean;
  /** While open: the closing time of the current opening (`HH:MM`, local). */
  closes?: string;
  /** While closed: the next opening, at most a week ahead (day code and `HH:MM`, local). */
  next?: { day: string; opens: string };
}

/** The opening status of hours kept in `timeZone`, at `now`; null when the listing has no hours. */
export function openingStatus(hours: Hours, timeZone: string, now: Date): OpeningStatus | null {
  if (hours.length === 0) return null;
  const { day, time } = localDayAndTime(timeZone, now);
  const today = DAYS.indexOf(day as (typeof DAYS)[number]);
  const previous = DAYS[(today + 6) % 7];
  const current =
    hours.find((h) => h.day === day && time >= h.opens && (h.closes <= h.opens || time < h.closes)) ??
    hours.find((h) => h.day === previous && h.closes <= h.opens && time < h.closes);
  if (current) return { open: true, closes: current.closes };
  // Up to the same day next week: a business open one day a week, already closed today, opens then.
  for (let ahead = 0; ahead <= 7; ahead++) {
    const next = DAYS[(today + ahead) % 7];
    const opening = hours
      .filter((h) => h.day === next && (ahead > 0 || h.opens > time))
      .sort((a, b) => a.opens.localeCompare(b.opens))[0];
    if (opening) return { open: false, next: { day: opening.day, opens: opening.opens } };
  }
  return { open: false };
}
