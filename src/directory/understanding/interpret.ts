/**
 * Reads a directory query the way people type it ("a plumber in amsterdam who speaks dutch",
 * "florist in Porto open on Sunday", "bakry utrecht") into filters and the words left for
 * full-text search. A pure function over a {@link PhraseBook}: no LLM, no I/O.
 */
import { DAY_NAMES, type Day } from '../../listings/listing-input.js';
import { findCategory, findCountry } from '../../reference/reference-data.js';
import { tokenize } from '../../storage/search/search-text.js';
import { type KnownCity, type Meaning, type Phrase, type PhraseBook, PLACE_CUES, type WordMatch } from './phrases.js';

/** When a listing must be open: on any of `days` (null: the listing's own today), at `time`, or right now. */
export interface OpenWish {
  days: string[] | null;
  time: string | null;
  now: boolean;
}

/** One thing the query was read to mean, with the words it was read from. */
export interface Understood {
  kind: 'category' | 'city' | 'country' | 'language' | 'open' | 'verified';
  /** Slug, city name, country code, language code, `now` or `sa 20:00`, `true`. */
  value: string;
  /** How a person reads it: "Dentists", "Lisbon", "speaks English", "open Sunday". */
  label: string;
  /** The query's words it came from. */
  words: string;
}

export interface Interpretation {
  categories: string[];
  city: KnownCity | null;
  country: string | null;
  language: string | null;
  open: OpenWish | null;
  verified: true | null;
  /** The words left for full-text search (space-separated, folded). */
  text: string;
  /**
   * Words of `text` that name a place the directory does not hold ("reykjavik" in "dentist in
   * reykjavik"): unknown words after a place word. A search keeps them rather than set them aside.
   */
  unknownPlace: string[];
  /** Words that only join the others ("in", "the", "who"), left out of the text and of ranking. */
  fillers: string[];
  understood: Understood[];
}

/** Longest phrase tried, in words. */
const MAX_PHRASE_WORDS = 4;
/** Words read from a query; the rest are ignored, as full-text search does. */
const MAX_WORDS = 24;
/** Words after which a bare number is a time ("at 8", "om 20"). */
const TIME_LEADS = new Set([
  'at',
  'from',
  'until',
  'till',
  'after',
  'before',
  'om',
  'um',
  'ab',
  'as',
  'a',
  'alle',
  'vanaf',
  'des',
  'por',
  'desde',
]);

/** Kinds of words that say nothing on their own once left over ("in", "open", "who speaks"). */
const DROPPED = new Set<Meaning['kind']>(['filler', 'open', 'speaks', 'now', 'today']);

interface Item {
  words: string[];
  meanings: Meaning[];
  used: boolean;
}

const QUALITY: Record<Exclude<WordMatch, null>, number> = { exact: 3, stem: 2, typo: 1 };

/** The best phrases starting at `start`: the most words, then the closest match, then English ones. */
function matchAt(book: PhraseBook, words: string[], start: number, typos: (w: string) => boolean) {
  let best: { length: number; score: number; phrases: Phrase[] } | null = null;
  for (const phrase of book.candidates(words[start] ?? '', typos(words[start] ?? ''))) {
    const length = phrase.tokens.length;
    if (length > MAX_PHRASE_WORDS || start + length > words.length) continue;
    let score = 0;
    for (let j = 0; j < length && score >= 0; j++) {
      const word = words[start + j] ?? '';
      const match = book.compare(word, phrase, j, typos(word));
      score = match ? score + QUALITY[match] : -1;
    }
    if (score < 0) continue;
    // English and language-neutral phrases win a tie over other languages' ("cafe" is a café, not a Dutch bar).
    const ranked = score * 2 + (phrase.lang === 'en' || phrase.lang === '*' ? 1 : 0);
    if (!best || length > best.length || (length === best.length && ranked > best.score))
      best = { length, score: ranked, phrases: [phrase] };
    else if (length === best.length && ranked === best.score) best.phrases.push(phrase);
  }
  return best;
}

/** A time written as `8pm`, `8 pm`, `20h`, `8h30`, `20:00` (read as `20 00`) or, after "at", `8`. */
function timeAt(words: string[], start: number): { time: string; length: number } | null {
  const word = words[start] ?? '';
  const next = words[start + 1] ?? '';
  const format = (hour: number, minute: number, half?: string) => {
    let h = hour;
    if (half === 'pm' && h < 12) h += 12;
    if (half === 'am' && h === 12) h = 0;
    if (h > 24 || minute > 59) return null;
    return `${String(h % 24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  };
  let m = /^(\d{1,2})(am|pm|h)(\d{2})?$/.exec(word);
  if (m) {
    const time = format(Number(m[1]), Number(m[3] ?? 0), m[2]);
    return time ? { time, length: 1 } : null;
  }
  m = /^(\d{1,2})$/.exec(word);
  if (!m) return null;
  const half = /^(am|pm)$/.exec(next);
  if (half) {
    const time = format(Number(m[1]), 0, half[1]);
    return time ? { time, length: 2 } : null;
  }
  const minutes = /^(\d{2})(am|pm)?$/.exec(next);
  const led = TIME_LEADS.has(words[start - 1] ?? '');
  if (minutes && (led || minutes[2])) {
    const time = format(Number(m[1]), Number(minutes[1]), minutes[2]);
    return time ? { time, length: 2 } : null;
  }
  if (led) {
    const time = format(Number(m[1]), 0);
    return time ? { time, length: 1 } : null;
  }
  return null;
}

function segment(book: PhraseBook, words: string[], typos: (w: string) => boolean): Item[] {
  const items: Item[] = [];
  for (let i = 0; i < words.length; ) {
    const time = timeAt(words, i);
    if (time) {
      items.push({ words: words.slice(i, i + time.length), meanings: [{ kind: 'time', time: time.time }], used: false });
      i += time.length;
      continue;
    }
    const best = matchAt(book, words, i, typos);
    if (best) {
      const meanings = best.phrases.map((p) => p.meaning);
      items.push({ words: words.slice(i, i + best.length), meanings, used: false });
      i += best.length;
    } else {
      items.push({ words: [words[i] ?? ''], meanings: [], used: false });
      i++;
    }
  }
  return items;
}

const has = (item: Item | undefined, kind: Meaning['kind']) => item?.meanings.some((m) => m.kind === kind) ?? false;
function meaningOf<K extends Meaning['kind']>(item: Item, kind: K): Extract<Meaning, { kind: K }>[] {
  return item.meanings.filter((m): m is Extract<Meaning, { kind: K }> => m.kind === kind);
}

const languageNames = new Intl.DisplayNames('en', { type: 'language' });

function openLabel(open: OpenWish): string {
  if (open.now) return 'open now';
  const days = open.days ? open.days.map((d) => DAY_NAMES[d as Day] ?? d).join(' or ') : 'today';
  return `open ${days}${open.time ? ` at ${open.time}` : ''}`;
}

/**
 * Interprets a query.
 * @param isKnownWord whether a word is in the search index as written (such a word is never read
 *   as a misspelling of another).
 */
export function interpretQuery(text: string, book: PhraseBook, isKnownWord: (word: string) => boolean): Interpretation {
  const words = tokenize(text.slice(0, 1000)).slice(0, MAX_WORDS);
  const typos = (w: string) => !book.words.has(w) && !isKnownWord(w);
  const items = segment(book, words, typos);
  const result: Interpretation = {
    categories: [],
    city: null,
    country: null,
    language: null,
    open: null,
    verified: null,
    text: '',
    unknownPlace: [],
    fillers: [],
    understood: [],
  };
  const understand = (kind: Understood['kind'], value: string, label: string, from: Item[]) => {
    for (const item of from) item.used = true;
    result.understood.push({ kind, value, label, words: from.flatMap((i) => i.words).join(' ') });
  };

  // Languages need a cue: "who speaks Dutch", "English-speaking".
  items.forEach((item, i) => {
    const language = meaningOf(item, 'language')[0];
    if (!language || result.language) return;
    const before = items[i - 1];
    const after = items[i + 1];
    const cue = before && meaningOf(before, 'speaks').some((m) => m.side === 'before') ? before : undefined;
    const trailing = after && meaningOf(after, 'speaks').some((m) => m.side === 'after') ? after : undefined;
    if (!cue && !trailing) return;
    result.language = language.code;
    understand('language', language.code, `speaks ${languageNames.of(language.code) ?? language.code}`, [
      item,
      ...(cue ? [cue] : []),
      ...(trailing ? [trailing] : []),
    ]);
  });

  // Opening: days, times, "now", "today", with or without "open".
  const opening = items.filter((i) => !i.used && (has(i, 'day') || has(i, 'now') || has(i, 'today')));
  const openWords = items.filter((i) => !i.used && has(i, 'open'));
  const times = items.filter((i) => !i.used && has(i, 'time'));
  if (opening.length > 0 || (openWords.length > 0 && times.length > 0)) {
    const days = [...new Set(opening.flatMap((i) => meaningOf(i, 'day').flatMap((m) => m.days)))];
    const now = opening.some((i) => has(i, 'now')) && times.length === 0;
    const time = times[0] ? (meaningOf(times[0], 'time')[0]?.time ?? null) : null;
    result.open = { days: days.length > 0 ? days : null, time, now };
    understand('open', now ? 'now' : `${days.join(',') || 'today'}${time ? ` ${time}` : ''}`, openLabel(result.open), [
      ...openWords,
      ...opening,
      ...times,
    ]);
  }

  const verified = items.find((i) => !i.used && has(i, 'verified'));
  if (verified) {
    result.verified = true;
    understand('verified', 'true', 'verified', [verified]);
  }

  // Places: a city, else a country; a nationality ("Mexican") only when nothing else names a place.
  const countryItem = items.find((i) => !i.used && has(i, 'country'));
  const country = countryItem ? meaningOf(countryItem, 'country')[0]?.code : undefined;
  const cityItem = items.find((i) => !i.used && has(i, 'city'));
  if (cityItem) {
    const cities = meaningOf(cityItem, 'city');
    const city = cities.find((c) => c.country === country) ?? cities[0];
    if (city) {
      const same = cities.every((c) => c.country === city.country);
      result.city = { key: city.key, name: city.name, country: same || city.country === country ? city.country : null };
      understand('city', city.name, city.name, [cityItem]);
    }
  }
  const demonymItem = country || result.city ? undefined : items.find((i) => !i.used && has(i, 'demonym'));
  const placeItem = countryItem ?? demonymItem;
  const placeCountry = country ?? (demonymItem ? meaningOf(demonymItem, 'demonym')[0]?.code : undefined);
  if (placeItem && placeCountry && (!result.city?.country || result.city.country === placeCountry)) {
    result.country = placeCountry;
    understand('country', placeCountry, findCountry(placeCountry)?.name ?? placeCountry, [placeItem]);
  } else if (result.city?.country) {
    result.country = result.city.country;
  }

  // Categories: the longest category phrase is the kind of business ("pet grooming salon"), the last
  // of equals ("wedding photographer"); the others stay words.
  const categoryItem = items
    .filter((i) => !i.used && has(i, 'category'))
    .reduce<Item | undefined>((best, item) => (!best || item.words.length >= best.words.length ? item : best), undefined);
  if (categoryItem) {
    const slugs = [...new Set(meaningOf(categoryItem, 'category').flatMap((m) => m.slugs))];
    result.categories = slugs;
    const label = slugs.map((s) => findCategory(s)?.name ?? s).join(' or ');
    // Other words for the same kind of business go with it ("clothing boutique").
    const same = items.filter(
      (i) => i !== categoryItem && !i.used && meaningOf(i, 'category').some((m) => m.slugs.every((s) => slugs.includes(s))),
    );
    understand('category', slugs.join(','), label, [...same, categoryItem]);
  }

  // What is left is text; fillers go once anything else was read or other words remain.
  const left = items.filter((i) => !i.used);
  const content = left.filter((i) => i.meanings.length === 0 || i.meanings.some((m) => !DROPPED.has(m.kind)));
  const keepFillers = result.understood.length === 0 && content.length === 0;
  result.text = (keepFillers ? left : content).flatMap((i) => i.words).join(' ');
  result.unknownPlace = unknownPlaceWords(items, typos);
  result.fillers = left
    .filter((i) => i.meanings.length > 0 && i.meanings.every((m) => m.kind === 'filler'))
    .flatMap((i) => i.words);
  return result;
}

/** Unknown words left after a place word, fillers between them skipped ("in santa cruz de tenerife"). */
function unknownPlaceWords(items: Item[], unknown: (word: string) => boolean): string[] {
  const words: string[] = [];
  items.forEach((item, i) => {
    if (!PLACE_CUES.has(item.words.join(' '))) return;
    for (const next of items.slice(i + 1)) {
      if (next.used) break;
      if (next.meanings.length === 0 && next.words.every(unknown)) words.push(...next.words);
      else if (!next.meanings.every((m) => m.kind === 'filler')) break;
    }
  });
  return words;
}
