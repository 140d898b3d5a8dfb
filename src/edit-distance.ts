/**
 * Optimal string alignment distance (Levenshtein with adjacent transpositions as one edit), for typo tolerance in
 * directory search and in the answer engine's speller.
 */

/** The rows {@link editDistance} works in (grown for longer words; reused, as JavaScript runs one call at a time). */
const ROWS: [Uint16Array, Uint16Array, Uint16Array] = [new Uint16Array(32), new Uint16Array(32), new Uint16Array(32)];

/** Edit distance with adjacent transpositions, or `max + 1` once it is certain to exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  // Three rows (two back, for transpositions), reused across the loop and across calls.
  if (ROWS[0].length < width) for (const r of [0, 1, 2] as const) ROWS[r] = new Uint16Array(width * 2);
  let [before, previous, current] = ROWS;
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < width; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] as number) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] as number;
}
