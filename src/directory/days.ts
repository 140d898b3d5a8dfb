/** UTC day arithmetic on `YYYY-MM-DD` strings. */

const DAY_MS = 86_400_000;

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The `count` consecutive days ending with the day of `now`, oldest first. */
export function lastDays(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) => new Date(today - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** The ISO time `ms` milliseconds before `now`. */
export function isoBefore(now: Date, ms: number): string {
  return new Date(now.getTime() - ms).toISOString();
}

export const HOUR_MS = 3_600_000;
export { DAY_MS };
