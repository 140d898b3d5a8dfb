/** Directory parameters a schema cannot check alone: `openAt` and `near`. */
import { AppError } from '../errors.js';
import { DAY_NAMES, DAYS } from '../listings/listing-input.js';
import type { OpenWish } from './understanding/interpret.js';

export interface Near {
  lat: number;
  lon: number;
  radiusKm: number;
}

const LOWER_DAY_NAMES = DAYS.map((d) => DAY_NAMES[d].toLowerCase());

/**
 * Reads `openAt`: a day (`sa`, `saturday`, `today`) or a date (`2026-11-28`), optionally with a
 * local time (`saT20:00`, `2026-11-28T20:00`), in each listing's own time zone.
 * @throws AppError invalid_parameter
 */
export function parseOpenAt(value: string): OpenWish {
  const invalid = () =>
    new AppError(
      'validation_failed',
      'openAt must be a day (mo…su, monday…sunday, today) or a date (YYYY-MM-DD), optionally followed by T and a local time (HH:MM).',
      { parameter: 'openAt' },
    );
  const m = /^([a-z]+|\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2}))?$/i.exec(value.trim());
  if (!m) throw invalid();
  const [, dayPart = '', hour, minute] = m;
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59)) throw invalid();
  const time = hour !== undefined ? `${hour}:${minute}` : null;
  const word = dayPart.toLowerCase();
  if (word === 'today') return { days: null, time, now: false };
  const byCode = DAYS.indexOf(word as (typeof DAYS)[number]);
  const index = byCode >= 0 ? byCode : LOWER_DAY_NAMES.indexOf(word);
  if (index >= 0) return { days: [DAYS[index] as string], time, now: false };
  if (/^\d{4}-\d{2}-\d{2}$/.test(dayPart)) {
    const date = new Date(`${dayPart}T12:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== dayPart) throw invalid();
    return { days: [DAYS[(date.getUTCDay() + 6) % 7] as string], time, now: false };
  }
  throw invalid();
}

/** Writes an opening wish back as `openAt` (or null for "now", which is `openNow=true`). */
export function formatOpenAt(open: OpenWish): string | null {
  if (open.now) return null;
  const day = open.days?.[0] ?? 'today';
  return open.time ? `${day}T${open.time}` : day;
}

/**
 * Reads `near=lat,lon` and the radius.
 * @throws AppError invalid_parameter
 */
export function parseNear(value: string, radiusKm: number): Near {
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value);
  const lat = Number(m?.[1]);
  const lon = Number(m?.[2]);
  if (!m || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    throw new AppError('validation_failed', 'near must be "lat,lon" in decimal degrees (latitude -90…90, longitude -180…180).', {
      parameter: 'near',
    });
  }
  return { lat, lon, radiusKm };
}
