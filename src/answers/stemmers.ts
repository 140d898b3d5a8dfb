/**
 * Snowball stemmers by language: an inflected word ("custa") finds the gloss of another form ("custar"). A module
 * of their own, so that the lexicons, compiled with their glosses' stems as they load, need not import the
 * glossary (which imports them): either can be loaded first.
 */
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as spanish } from '@orama/stemmers/spanish';

/**
 * Endings whose accent the Snowball algorithms read ("-ación", "-ção", "-áis"), as they come out of folding and as
 * written: the engine folds words before it stems them, so "informacion" would keep its ending where "información"
 * loses it.
 */
const ACCENTED_ENDINGS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  es: [
    ['cion', 'ción'],
    ['sion', 'sión'],
    ['ais', 'áis'],
    ['eis', 'éis'],
  ],
  pt: [
    ['cao', 'ção'],
    ['coes', 'ções'],
    ['sao', 'são'],
    ['soes', 'sões'],
    ['avel', 'ável'],
    ['ivel', 'ível'],
    ['encia', 'ência'],
    ['ancia', 'ância'],
  ],
  it: [['ita', 'ità']],
};

/** Letters without their accents, as the engine's folding leaves them. */
const unaccented = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * A Snowball stemmer that gives a word the same stem written with or without its accents: the stem of the word, or of
 * the word with an accented ending restored, whichever is shorter, without accents.
 */
function foldedStemmer(stem: (word: string) => string, endings: readonly (readonly [string, string])[] = []) {
  return (word: string) => {
    let best = stem(word);
    for (const [plain, accented] of endings) {
      if (!word.endsWith(plain) || word.length <= plain.length + 2) continue;
      const restored = stem(word.slice(0, -plain.length) + accented);
      if (restored.length < best.length) best = restored;
    }
    return /[^a-z]/.test(best) ? unaccented(best) : best;
  };
}

export const STEMMERS: Readonly<Record<string, (word: string) => string>> = {
  de: foldedStemmer(german),
  es: foldedStemmer(spanish, ACCENTED_ENDINGS.es),
  fr: foldedStemmer(french),
  it: foldedStemmer(italian, ACCENTED_ENDINGS.it),
  nl: foldedStemmer(dutch),
  pt: foldedStemmer(portuguese, ACCENTED_ENDINGS.pt),
};

/** One-word glosses by stem, for the glossary's second look at a word (the first listed form wins). */
export function glossStemsOf(gloss: ReadonlyMap<string, string>, language: string): Map<string, string> {
  const stem = STEMMERS[language];
  const stems = new Map<string, string>();
  if (!stem) return stems;
  for (const [phrase, english] of gloss) {
    // A form of one person and tense ("reservé": I booked) says nothing of the verb's other forms ("reservo": I book).
    if (phrase.includes(' ') || phrase.length <= 3 || !english || /^(?:i|we) /.test(english)) continue;
    const key = stem(phrase);
    if (!stems.has(key)) stems.set(key, english);
  }
  return stems;
}
