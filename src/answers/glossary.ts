/**
 * Reading another language through English: a question (or a fact) in Portuguese, Spanish, French,
 * German, Dutch or Italian is glossed word by word into the English words its language's lexicon
 * gives for them, so that the English analysis, safety lists and retrieval read it. Only the engine
 * reads a gloss; nothing glossed is ever shown (answers quote approved facts and fixed templates).
 * Pure.
 */
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import type { Lexicon } from './lexicon.js';
import { foldText, words } from './text.js';

/** Snowball stemmers by language: an inflected word ("custa") finds the gloss of another form ("custar"). */
export const STEMMERS: Readonly<Record<string, (word: string) => string>> = {
  de: german,
  es: spanish,
  fr: french,
  it: italian,
  nl: dutch,
  pt: portuguese,
};

/** Longest gloss phrase, in words. */
const MAX_PHRASE = 4;

/**
 * The English reading of a text in a lexicon's language: sentence punctuation kept (so a message's
 * parts stay apart), each run of words replaced by its gloss, longest phrase first, then by the
 * gloss of another form of the same stem; a word with no gloss (a name, "pilates", "MB Way") is kept.
 */
export function glossText(text: string, lexicon: Lexicon): string {
  return text
    .split(/([?!.;,]+(?:\s+|$))/)
    .map((piece, i) => (i % 2 === 1 ? piece : glossWords(words(foldText(piece)), lexicon).join(' ')))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function glossWords(tokens: readonly string[], lexicon: Lexicon): string[] {
  const { gloss, glossStems } = lexicon;
  const stem = STEMMERS[lexicon.language];
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const length = [MAX_PHRASE, 3, 2].find((n) => i + n <= tokens.length && gloss.has(tokens.slice(i, i + n).join(' ')));
    if (length) {
      out.push(gloss.get(tokens.slice(i, i + length).join(' ')) ?? '');
      i += length;
      continue;
    }
    const token = tokens[i] as string;
    out.push(gloss.get(token) ?? (stem && token.length > 3 ? glossStems.get(stem(token)) : undefined) ?? token);
    i += 1;
  }
  return out.filter(Boolean);
}

/** One-word glosses by stem, for {@link glossText}'s second look (the first listed form wins). */
export function glossStemsOf(gloss: ReadonlyMap<string, string>, language: string): Map<string, string> {
  const stem = STEMMERS[language];
  const stems = new Map<string, string>();
  if (!stem) return stems;
  for (const [phrase, english] of gloss) {
    if (phrase.includes(' ') || phrase.length <= 3 || !english) continue;
    const key = stem(phrase);
    if (!stems.has(key)) stems.set(key, english);
  }
  return stems;
}
