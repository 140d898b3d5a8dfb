/**
 * Opening hours written short for a search index row: `tu10001800sa10001700` for
 * `[{"day":"tu","opens":"10:00","closes":"18:00"},{"day":"sa","opens":"10:00","closes":"17:00"}]`,
 * a fifth of the JSON's length. Hours of another shape are kept as their JSON text, which
 * {@link expandHours} hands back unchanged.
 */

const ENTRY = /^(mo|tu|we|th|fr|sa|su)\d\d:\d\d$/;
const TIME = /^\d\d:\d\d$/;
/** The short form: entries of a day code and eight digits (opening and closing, HHMM). */
const COMPACT = /^(?:(?:mo|tu|we|th|fr|sa|su)\d{8})+$/;

/** The short form of hours stored as JSON text (see the module comment). */
export function compactHours(json: string): string {
  let hours: unknown;
  try {
    hours = JSON.parse(json);
  } catch {
    return json;
  }
  if (!Array.isArray(hours)) return json;
  let compact = '';
  for (const entry of hours) {
    const { day, opens, closes, ...rest } = (entry ?? {}) as Record<string, unknown>;
    const plain =
      Object.keys(rest).length === 0 &&
      typeof opens === 'string' &&
      typeof closes === 'string' &&
      ENTRY.test(`${day}${opens}`) &&
      TIME.test(closes);
    if (!plain) return json;
    compact += `${day}${opens.slice(0, 2)}${opens.slice(3)}${closes.slice(0, 2)}${closes.slice(3)}`;
  }
  // An empty list stays `[]`: the empty string would read as no hours written at all.
  return compact === '' ? json : compact;
}

/** Hours as the JSON text the listings hold, from {@link compactHours}'s form. */
export function expandHours(stored: string): string {
  if (!COMPACT.test(stored)) return stored;
  const entries: string[] = [];
  for (let at = 0; at < stored.length; at += 10) {
    const day = stored.slice(at, at + 2);
    const opens = `${stored.slice(at + 2, at + 4)}:${stored.slice(at + 4, at + 6)}`;
    const closes = `${stored.slice(at + 6, at + 8)}:${stored.slice(at + 8, at + 10)}`;
    entries.push(`{"day":"${day}","opens":"${opens}","closes":"${closes}"}`);
  }
  return `[${entries.join(',')}]`;
}
