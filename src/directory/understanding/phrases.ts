/**
 * The phrase book query understanding reads: every phrase (category words per language, places,
 * language names, opening, "verified", fillers) folded into tokens, with what it means. A phrase's
 * words match a query's words exactly, by the stem of the phrase's own language (so "dentists",
 * "bakeries" and "Zahnärzte" find "dentist", "bakery" and "Zahnarzt"), or, for category and place
 * words, within a typo allowance scaled by word length.
 */
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import SearchableMap from 'minisearch/SearchableMap';
import { editDistance } from '../../edit-distance.js';
import { DAYS } from '../../listings/listing-input.js';
import { CATEGORY_WORDS } from '../../reference/category-suggestion.js';
import { CATEGORIES, COUNTRIES, readData } from '../../reference/reference-data.js';
import { tokenize } from '../../storage/search/search-text.js';

/** What a phrase means. */
export type Meaning =
  | { kind: 'category'; slugs: string[] }
  | { kind: 'city'; key: string; name: string; country: string | null }
  | { kind: 'country'; code: string }
  /** A nationality word ("Mexican"): a country only when the query names no other place. */
  | { kind: 'demonym'; code: string }
  | { kind: 'language'; code: string }
  /** "who speaks" (before a language) or "speaking" (after one). */
  | { kind: 'speaks'; side: 'before' | 'after' }
  | { kind: 'verified' }
  | { kind: 'open' }
  | { kind: 'now' }
  | { kind: 'today' }
  | { kind: 'day'; days: string[] }
  | { kind: 'time'; time: string }
  | { kind: 'filler' };

export interface Phrase {
  tokens: string[];
  /** The language whose stemmer compares its words; `*` compares them as written. */
  lang: string;
  meaning: Meaning;
  /** Whether a misspelt word may still match it (category and place words). */
  forgiving: boolean;
}

/** A city the directory holds, as the place vocabulary lists it. */
export interface KnownCity {
  key: string;
  name: string;
  country: string | null;
}

interface QueryWords {
  countries: Record<string, string[]>;
  nationalities: Record<string, string[]>;
  languages: string[];
  languageAliases: Record<string, string[]>;
  speaksBefore: string[];
  speaksAfter: string[];
  fillers: string[];
  placeCues: string[];
  verified: string[];
  open: string[];
  now: string[];
  today: string[];
  partsOfDay: Record<string, string>;
}

const QUERY_WORDS = readData<QueryWords>('search/query-words.json');

/** Words after which an unknown word names a place ("in", "near", "em", "bei"), folded. */
export const PLACE_CUES: ReadonlySet<string> = new Set(QUERY_WORDS.placeCues.map((w) => tokenize(w).join(' ')));

/** The languages whose words the phrase book holds, with their stemmers. */
export const STEMMERS: Record<string, (word: string) => string> = {
  en: english,
  nl: dutch,
  de: german,
  fr: french,
  es: spanish,
  pt: portuguese,
  it: italian,
};
const PHRASE_LANGUAGES = Object.keys(STEMMERS);

function dayPhrases(): Phrase[] {
  const phrases: Phrase[] = [];
  // 2024-01-01 was a Monday.
  for (const [i, code] of DAYS.entries()) {
    const date = new Date(Date.UTC(2024, 0, 1 + i, 12));
    for (const lang of PHRASE_LANGUAGES) {
      const name = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(date);
      phrases.push({ tokens: tokenize(name), lang, meaning: { kind: 'day', days: [code] }, forgiving: false });
    }
  }
  for (const weekend of ['weekend', 'weekends', 'weekeinde', 'wochenende', 'fin de semana', 'fim de semana', 'fine settimana'])
    phrases.push({ tokens: tokenize(weekend), lang: '*', meaning: { kind: 'day', days: ['sa', 'su'] }, forgiving: false });
  return phrases;
}

function languagePhrases(): Phrase[] {
  const phrases: Phrase[] = [];
  const namers = PHRASE_LANGUAGES.map((lang) => new Intl.DisplayNames(lang, { type: 'language' }));
  for (const code of QUERY_WORDS.languages) {
    // Its name in each language the phrase book reads, and in its own.
    const names = new Set([...namers.map((n) => n.of(code)), new Intl.DisplayNames(code, { type: 'language' }).of(code)]);
    for (const alias of QUERY_WORDS.languageAliases[code] ?? []) names.add(alias);
    for (const name of names) {
      if (name && name !== code)
        phrases.push({ tokens: tokenize(name), lang: '*', meaning: { kind: 'language', code }, forgiving: false });
    }
  }
  return phrases;
}

function fixed(words: string[], meaning: Meaning): Phrase[] {
  return words.map((w) => ({ tokens: tokenize(w), lang: '*', meaning, forgiving: false }));
}

/** Phrases that do not depend on the directory's contents, built once. */
const STATIC_PHRASES: Phrase[] = [
  ...Object.entries(CATEGORY_WORDS).flatMap(([slug, byLanguage]) =>
    Object.entries(byLanguage).flatMap(([lang, words]) =>
      words.map((w) => ({ tokens: tokenize(w), lang, meaning: { kind: 'category', slugs: [slug] } as Meaning, forgiving: true })),
    ),
  ),
  // The taxonomy's own names ("Accounting and tax") and slugs.
  ...CATEGORIES.flatMap((c) =>
    [c.name, c.slug.replace(/-/g, ' ')].map((w) => ({
      tokens: tokenize(w),
      lang: 'en',
      meaning: { kind: 'category', slugs: [c.slug] } as Meaning,
      forgiving: true,
    })),
  ),
  ...COUNTRIES.map((c) => ({
    tokens: tokenize(c.name),
    lang: '*',
    meaning: { kind: 'country', code: c.code } as Meaning,
    forgiving: true,
  })),
  ...Object.entries(QUERY_WORDS.countries).flatMap(([code, words]) =>
    words.map((w) => ({ tokens: tokenize(w), lang: '*', meaning: { kind: 'country', code } as Meaning, forgiving: true })),
  ),
  ...Object.entries(QUERY_WORDS.nationalities).flatMap(([code, words]) => fixed(words, { kind: 'demonym', code })),
  ...languagePhrases(),
  ...fixed(QUERY_WORDS.speaksBefore, { kind: 'speaks', side: 'before' }),
  ...fixed(QUERY_WORDS.speaksAfter, { kind: 'speaks', side: 'after' }),
  ...fixed(QUERY_WORDS.verified, { kind: 'verified' }),
  ...fixed(QUERY_WORDS.open, { kind: 'open' }),
  ...fixed(QUERY_WORDS.now, { kind: 'now' }),
  ...fixed(QUERY_WORDS.today, { kind: 'today' }),
  ...Object.entries(QUERY_WORDS.partsOfDay).map(([w, time]) => ({
    tokens: tokenize(w),
    lang: '*',
    meaning: { kind: 'time', time } as Meaning,
    forgiving: false,
  })),
  ...dayPhrases(),
  ...fixed(QUERY_WORDS.fillers, { kind: 'filler' }),
].filter((p) => p.tokens.length > 0);

/** Typos a word of this length may hold (as Meilisearch and Typesense allow): none under 5 letters, 1 up to 8, then 2. */
export function typoAllowance(word: string): number {
  return word.length < 5 ? 0 : word.length < 9 ? 1 : 2;
}

/** Letters that misspellings swap most ("bycicle", "restaraunt"): vowels, and y, with their accented forms. */
const VOWELS = /[aeiouyàáâãäåèéêëìíîïòóôõöùúûüýÿæœ]/g;

/**
 * Whether `word` is a misspelling of `target` within the target's typo allowance, or one that
 * only puts vowels wrong ("bycicle" for "bicycle"): the same first letter and consonants in the
 * same order, at most one letter longer or shorter and one edit more than the allowance.
 */
export function isTypoOf(word: string, target: string): boolean {
  const allowed = typoAllowance(target);
  if (allowed === 0 || !/^\p{L}+$/u.test(word)) return false;
  const distance = editDistance(word, target, allowed + 1);
  if (distance <= allowed) return true;
  if (distance > allowed + 1 || word[0] !== target[0] || Math.abs(word.length - target.length) > 1) return false;
  const consonants = word.replace(VOWELS, '');
  return consonants.length >= 3 && consonants === target.replace(VOWELS, '');
}

/** How a query word matched a phrase word. */
export type WordMatch = 'exact' | 'stem' | 'typo' | null;

/** Stems already made, by language and word, kept across rebuilt books and vocabularies. */
const STEMS = new Map<string, string>();
const MAX_STEMS = 200_000;

/** The stem of a word in a language (the word itself for a language with no stemmer), memoised. */
export function stemIn(lang: string, word: string): string {
  const key = `${lang}:${word}`;
  let stem = STEMS.get(key);
  if (stem === undefined) {
    const stemmer = STEMMERS[lang];
    stem = stemmer ? stemmer(word) : word;
    if (STEMS.size >= MAX_STEMS) STEMS.clear();
    STEMS.set(key, stem);
  }
  return stem;
}

/**
 * The phrase book with lookups by first word: as written, by stem per language, and (for forgiving
 * phrases) by length bucket for typo matching.
 */
export class PhraseBook {
  private readonly byToken = new Map<string, Phrase[]>();
  private readonly byStem = new Map<string, Phrase[]>();
  /** First words of forgiving phrases, for typo lookups. */
  private readonly forgivingFirst = new SearchableMap<Phrase[]>();
  /** Every word of every phrase, as written. */
  readonly words = new Set<string>();

  constructor(phrases: Phrase[]) {
    for (const phrase of phrases) {
      const first = phrase.tokens[0] ?? '';
      push(this.byToken, first, phrase);
      if (phrase.lang !== '*') push(this.byStem, `${phrase.lang}:${this.stem(phrase.lang, first)}`, phrase);
      if (phrase.forgiving && typoAllowance(first) > 0) {
        const list = this.forgivingFirst.get(first);
        if (list) list.push(phrase);
        else this.forgivingFirst.set(first, [phrase]);
      }
      for (const token of phrase.tokens) this.words.add(token);
    }
  }

  /** The stem of a word in a language. */
  stem(lang: string, word: string): string {
    return stemIn(lang, word);
  }

  /** How a query word matches a phrase's word; typos only when `typos` allows. */
  compare(word: string, phrase: Phrase, index: number, typos: boolean): WordMatch {
    const target = phrase.tokens[index];
    if (target === undefined) return null;
    if (word === target) return 'exact';
    if (phrase.lang !== '*' && this.stem(phrase.lang, word) === this.stem(phrase.lang, target)) return 'stem';
    if (typos && phrase.forgiving && isTypoOf(word, target)) return 'typo';
    return null;
  }

  /** Phrases whose first word may match this query word. */
  candidates(word: string, typos: boolean): Phrase[] {
    const found = new Set<Phrase>(this.byToken.get(word) ?? []);
    for (const lang of Object.keys(STEMMERS))
      for (const p of this.byStem.get(`${lang}:${this.stem(lang, word)}`) ?? []) found.add(p);
    if (typos && typoAllowance(word) > 0) {
      // Levenshtein (the radix tree's distance) within one more edit than the allowance covers a
      // transposition and a vowel slip, which isTypoOf then checks.
      for (const [token, [phrases]] of this.forgivingFirst.fuzzyGet(word, typoAllowance(word) + 1)) {
        if (isTypoOf(word, token)) for (const p of phrases) found.add(p);
      }
    }
    return [...found];
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The phrase book over the static phrases and the directory's own cities. */
export function buildPhraseBook(cities: KnownCity[]): PhraseBook {
  const cityPhrases: Phrase[] = cities.flatMap((city) => {
    const tokens = tokenize(city.name);
    return tokens.length > 0 ? [{ tokens, lang: '*', meaning: { kind: 'city', ...city } as Meaning, forgiving: true }] : [];
  });
  return new PhraseBook([...cityPhrases, ...STATIC_PHRASES]);
}
