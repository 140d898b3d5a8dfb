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

export const STEMMERS: Readonly<Record<string, (word: string) => string>> = {
  de: german,
  es: spanish,
  fr: french,
  it: italian,
  nl: dutch,
  pt: portuguese,
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
