/** Text normalisation shared by the lexicons and retrieval. Pure. */

import { editDistance } from '../edit-distance.js';
import { RecentCache } from '../lru.js';

const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/g;
const WORD_SEGMENTER = new Intl.Segmenter('en', { granularity: 'word' });

/** NFKC, invisible and bidi controls removed, one kind of apostrophe, whitespace collapsed, trimmed. */
export function normalizeQuestion(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/[\u2018\u2019\u02BC\u0060\u00B4]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The form lexicons and retrieval match on: lower case, accents removed, every run of
 * characters that are not letters or digits turned into one space, trimmed; "wi fi", "e mail(s)" and "zip code(s)" as
 * one word; "e-bike(s)" as "electric bike(s)".
 */
export function foldText(raw: string): string {
  // A number written with thousands separators is one number ("£1,150" is not 1 and 150).
  const text = raw.includes(',') ? raw.replace(THOUSANDS, '') : raw;
  // Plain ASCII (most facts and questions) has no accents to remove: the same result, several times faster.
  const unfolded = ASCII.test(text) ? text.toLowerCase().replace(/[^a-z0-9]+/g, ' ') : foldUnicode(text);
  const joined = unfolded
    .trim()
    .replace(/\b(wi|e) (fi|mails?)\b|\b(zip) (codes?)\b/g, '$1$2$3$4')
    .replace(E_VEHICLE, 'electric $1');
  // A measure written onto its number ("6.6kW", "16x20") is read as the number and the unit, as "6.6 kW" is.
  return /\d[a-z]/.test(joined) ? joined.replace(MEASURE, '$1 $2').replace(DIMENSIONS, '$1 x $2') : joined;
}

/** What an "e-" before it makes electric ("e-bike", "e-scooter"). */
export const E_VEHICLES: ReadonlySet<string> = new Set(['bike', 'bikes', 'bicycle', 'bicycles', 'scooter', 'scooters']);
/** "e-bike(s)", "ebike(s)", "e-scooter(s)": written as "electric bike", as many write them. */
const E_VEHICLE = new RegExp(`\\be ?(${[...E_VEHICLES].join('|')})\\b`, 'g');

/** A comma between a number's thousands ("1,150", "12,000"). */
const THOUSANDS = /(?<=\d),(?=\d{3}(?!\d))/g;
/** Units written onto a number. */
const MEASURE = /\b(\d+)(kwh|kw|cm|mm|km|kg|ml|gb|tb|mb|mph|sqm|sqft|ft)\b/g;
/** Two measures of a size ("16x20"). */
const DIMENSIONS = /\b(\d+)x(\d+)\b/g;

const ASCII = /^[\x20-\x7e\t\n\r]*$/;

function foldUnicode(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
}

/** A folded text without the given phrases (each once, on whole words), or with `instead` where each stood. */
export function withoutPhrases(folded: string, phrases: readonly string[], instead = ''): string {
  let rest = ` ${folded} `;
  for (const phrase of phrases) rest = rest.replace(` ${phrase} `, instead ? ` ${instead} ` : ' ');
  return rest.trim();
}

/** Digits and symbols read as letters ("p4ssw0rd" → "password"), for the refusal lists only. */
export function unleet(folded: string): string {
  return folded.replace(
    /[013457@$]/g,
    (c) => ({ '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' })[c] ?? c,
  );
}

/** Scripts written without spaces between words; only these need the (slower) segmenter. */
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Words of a folded text (Intl.Segmenter where a script has no spaces, so those also split). */
export function words(folded: string): string[] {
  if (!UNSPACED_SCRIPT.test(folded)) return folded.split(' ').filter(Boolean);
  const out: string[] = [];
  for (const segment of WORD_SEGMENTER.segment(folded)) if (segment.isWordLike) out.push(segment.segment);
  return out;
}

/** Whether a text holds control characters other than tab and line breaks (binary input). */
export function hasControlCharacters(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  return /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text);
}

/** A vocabulary word within a few edits of a word. */
interface Nearby {
  word: string;
  distance: number;
}

/** A vocabulary indexed for {@link createSpeller}: its words, and those of three or more letters by length. */
export interface SpellingVocabulary {
  known: ReadonlySet<string>;
  byLength: ReadonlyMap<number, readonly string[]>;
  /** The words within `max` edits of a word, in alphabetical order. */
  nearby(word: string, max: number): readonly Nearby[];
}

/**
 * @param kept how many words' nearby words are kept (for a vocabulary shared by many spellers, such as the
 * lexicons' words, where the same words are looked up for every business).
 */
export function spellingVocabulary(vocabulary: readonly string[], kept = 0): SpellingVocabulary {
  const known = new Set(vocabulary);
  const byLength = new Map<number, string[]>();
  for (const word of [...known].filter((w) => w.length >= 3).sort()) {
    const group = byLength.get(word.length);
    if (group) group.push(word);
    else byLength.set(word.length, [word]);
  }
  const scan = (word: string, max: number): Nearby[] => {
    const found: Nearby[] = [];
    for (let length = word.length - max; length <= word.length + max; length++) {
      for (const candidate of byLength.get(length) ?? []) {
        const distance = editDistance(word, candidate, max);
        if (distance <= max) found.push({ word: candidate, distance });
      }
    }
    return found.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  };
  if (kept === 0) return { known, byLength, nearby: scan };
  const keptNearby = new RecentCache<string, readonly Nearby[]>(kept);
  return {
    known,
    byLength,
    nearby(word, max) {
      const key = `${max} ${word}`;
      let found = keptNearby.get(key);
      if (!found) {
        found = scan(word, max);
        keptNearby.set(key, found);
      }
      return found;
    },
  };
}

/**
 * A spelling corrector over a fixed vocabulary: it replaces each word of four or more letters that
 * is not known by the nearest vocabulary word (one edit; two from ten letters), ties by alphabet;
 * other words stay as they are.
 * @param shared vocabularies indexed once and used by many spellers (the lexicons' words), searched
 * as if they were part of `vocabulary`.
 */
export function createSpeller(
  /** The words, or a function that gives them when a word is first not found among the shared ones. */
  vocabulary: readonly string[] | (() => readonly string[]),
  /** Words that are right as they are but never a correction (stop words). */
  alsoKnown: ReadonlySet<string> = new Set(),
  shared: readonly SpellingVocabulary[] = [],
  /**
   * Words of the language, corrected only into another form of themselves ("locate" → located): "near" is no typo
   * of "year", nor "packing" of "parking".
   */
  isWord: (token: string) => boolean = () => false,
  /** Whether two words are forms of one word. */
  sameWord: (a: string, b: string) => boolean = () => false,
): (tokens: readonly string[]) => string[] {
  let vocabularies: readonly SpellingVocabulary[] | undefined;
  const all = () => {
    vocabularies ??= [spellingVocabulary(typeof vocabulary === 'function' ? vocabulary() : vocabulary), ...shared];
    return vocabularies;
  };
  // Words corrected lately: a business is asked the same words in many questions.
  const corrected = new RecentCache<string, string>(KEPT_CORRECTIONS);
  const correct = (token: string): string => {
    if (token.length < 4 || alsoKnown.has(token) || /\d/.test(token) || shared.some((v) => v.known.has(token))) return token;
    // The plural of a known word is known: "kinds" is no typo of "kids".
    if (token.endsWith('s') && alsoKnown.has(token.slice(0, -1))) return token;
    if (all().some((v) => v.known.has(token))) return token;
    // Another number of a known word is that word: "card" stays "card" when only "cards" is known (not "car").
    // ("addres" + s is not a plural: a word ending in s takes "es".)
    const inflected = token.endsWith('s') ? [`${token}es`, token.slice(0, -1)] : [`${token}s`, `${token}es`];
    if (all().some((v) => inflected.some((form) => v.known.has(form)))) return token;
    return corrected.remember(token, () => nearest(token));
  };
  const nearest = (token: string): string => {
    const real = isWord(token);
    const max = token.length >= 10 ? 2 : 1;
    let best: Nearby | null = null;
    for (const vocabulary of all()) {
      for (const { word, distance } of vocabulary.nearby(token, max)) {
        const better = !best || distance < best.distance || (distance === best.distance && word < best.word);
        if (better && !(real && !sameWord(token, word))) best = { word, distance };
      }
    }
    return best ? best.word : token;
  };
  return (tokens) => tokens.map(correct);
}

/** Corrections each speller keeps. */
const KEPT_CORRECTIONS = 2000;
