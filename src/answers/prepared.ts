/**
 * What the engine derives once per snapshot (cached by object identity, which changes nothing
 * observable): the retrieval index, a speller over the facts' words, the facts' folded text.
 */
import { stemmer as englishStem } from '@orama/stemmers/english';
import { glossFact } from './glossary.js';
import { baseLanguage, isEnglishWord, type Lexicon, lexiconFor } from './lexicon.js';
import { buildFactIndex, type FactIndex } from './retrieval.js';
import { STEMMERS } from './stemmers.js';
import { createSpeller, foldText, spellingVocabulary, words } from './text.js';
import type { FactSnapshot, SnapshotFact } from './types.js';
import { baseForms, definedWith, isMostly, relatedWords } from './wordnet.js';

export const ENGLISH = lexiconFor('en') as Lexicon;

export interface Prepared {
  index: FactIndex;
  /** The snapshot's facts as approved, by id. */
  byId: ReadonlyMap<string, SnapshotFact>;
  /** Corrects typos towards the facts' and lexicons' words. */
  correct: (tokens: readonly string[]) => string[];
  /** Folded text of every fact, for "does a fact say this itself?" checks. */
  readonly factText: string;
  /** Languages the business's own facts are written in. */
  languages: string[];
  /** Languages the engine reads those facts in: English for every language it glosses. */
  readAs: string[];
  nameWords: string[];
  /** Whether the facts (as read in English) hold an English word, in any of its forms. */
  mentions: (english: string) => boolean;
  /**
   * Whether the facts (in any language) write a (folded) word, in any of its forms ("insurers" for "insurance"), in lower case
   * somewhere besides the summary and the profile: a word of the trade there, not only a name.
   */
  writesLowercase: (word: string) => boolean;
  /**
   * Whether the English facts write a (folded) word as it is or with a plural ending, outside web and e-mail addresses:
   * what two words of a question may be written as one ("life jackets" where a fact says "lifejackets").
   */
  writesAsOneWord: (word: string) => boolean;
  /**
   * The two words the facts write where a question writes one ("keepnets" where a fact says "keep nets"): each of three
   * letters or more and no stop word, the second as a fact writes it; undefined when the facts hold the word itself.
   */
  writesApart: (word: string) => [string, string] | undefined;
  /**
   * The word the facts write holding a question's word as its first part, WordNet defining it with that part ("tea" where a fact
   * says "tearoom", "a restaurant where tea … are available"; "river" where one says "riverside"), a word all but only a
   * noun (not "back" in "get it back" ← "background"); undefined when the facts hold the word itself, or no such word.
   */
  writesWithin: (word: string) => string | undefined;
  /** Whether the English facts hold a word, in any of its forms, only as a word of the business's name ("Foto Ribeira"). */
  namesOnly: (word: string) => boolean;
  /** Whether the facts written in `language` hold a word in any of its forms (its stemmer's). */
  writes: (word: string, language: string) => boolean;
  /** Whether the facts written in `language` hold a (folded) word in this very form. */
  writesAsIs: (word: string, language: string) => boolean;
}

const prepared = new WeakMap<FactSnapshot, Prepared>();

/** The intent phrases' words, indexed once for every business's speller (stop words left out); what is near a word is kept. */
const LEXICON_SPELLING = spellingVocabulary(
  [
    ...new Set(
      Object.values(ENGLISH.intentPhrases).flatMap((phrases) =>
        phrases.flatMap((p) => foldText(p.replace(/\*|\.\./g, ' ')).split(' ')),
      ),
    ),
  ].filter((w) => w.length >= 3 && !ENGLISH.stopwords.has(w)),
  20_000,
);

/** Whether two English words are forms of one word ("locate", "located") or derived one from the other ("advise", "advice"). */
const sameLemma = (a: string, b: string) => {
  const lemmas = new Set(baseForms(a).map((f) => f.lemma));
  return baseForms(b).some((f) => lemmas.has(f.lemma)) || relatedWords(a).has(b);
};

/** The snapshot's derived material, made on first use. */
export function prepare(snapshot: FactSnapshot): Prepared {
  const cached = prepared.get(snapshot);
  if (cached) return cached;
  // The business's own material only: the gateway's rules mention guarantees without giving any.
  const mine = snapshot.facts.filter((f) => f.kind !== 'gateway' && f.kind !== 'platform');
  // Facts in a glossed language are read (matched and spell-checked) in English.
  const readable = snapshot.facts.map(readInEnglish);
  const own = readable.filter((f) => f.kind !== 'gateway' && f.kind !== 'platform');
  // The folded text and the speller's words are made when a question first needs them.
  let factText: string | undefined;
  let factStems: Set<string> | undefined;
  let nameStems: Set<string> | undefined;
  let lowercaseWords: Set<string> | undefined;
  let lowercaseStems: Set<string> | undefined;
  let plainWords: Set<string> | undefined;
  const written = new Map<string, { words: Set<string>; stems: Set<string> }>();
  /** The (folded) words of the facts written in a language, and their stems in that language. */
  const writtenIn = (language: string) => {
    let found = written.get(language);
    if (!found) {
      const stem = STEMMERS[language] ?? ((w: string) => w);
      const text = mine
        .filter((f) => baseLanguage(f.lang) === language)
        .map((f) => foldText(`${f.question ?? ''} ${f.text}`))
        .join(' ');
      const all = new Set(words(text));
      found = { words: all, stems: new Set([...all].map(stem)) };
      written.set(language, found);
    }
    return found;
  };
  const foldedFacts = () => {
    factText ??= ` ${own.map((f) => foldText(`${f.question ?? ''} ${f.text}`)).join(' ')} `;
    return factText;
  };
  // Stop words are left out: correcting a word into one would only drop it.
  let factVocabulary: string[] | undefined;
  const vocabulary = () => {
    factVocabulary ??= [...new Set(words(foldedFacts()))].filter((w) => w.length >= 3 && !ENGLISH.stopwords.has(w)).sort();
    return factVocabulary;
  };
  const result: Prepared = {
    index: buildFactIndex(readable, ENGLISH, snapshot.businessName),
    byId: new Map(snapshot.facts.map((f) => [f.id, f])),
    correct: createSpeller(vocabulary, ENGLISH.stopwords, [LEXICON_SPELLING], isEnglishWord, sameLemma),
    get factText() {
      return foldedFacts();
    },
    languages: [...new Set(mine.map((f) => baseLanguage(f.lang)))],
    readAs: [...new Set(own.map((f) => baseLanguage(f.lang)))],
    nameWords: words(foldText(snapshot.businessName)),
    writesLowercase: (word) => {
      // Not in what says what the business is (its summary, its profile), where its kind is written so ("una
      // libreria indipendente"), nor in web and e-mail addresses. In a fact of any language: "La licence FFE est
      // obligatoire" writes the licence as a thing of the trade, as an English fact would.
      lowercaseWords ??= new Set(
        mine
          .filter((f) => f.kind !== 'summary' && f.kind !== 'profile')
          .flatMap((f) => `${f.question ?? ''} ${f.text}`.replace(/\S+[@.]\S+/g, ' ').match(/\p{Ll}[\p{Ll}\p{N}]*/gu) ?? []),
      );
      lowercaseStems ??= new Set([...lowercaseWords].map(englishStem));
      return lowercaseWords.has(word) || lowercaseStems.has(englishStem(word));
    },
    writesAsOneWord: (word) => {
      plainWords ??= new Set(
        mine
          .filter((f) => baseLanguage(f.lang) === 'en')
          .flatMap((f) => words(foldText(`${f.question ?? ''} ${f.text}`.replace(/\S+[@.]\S+/g, ' ')))),
      );
      return plainWords.has(word) || plainWords.has(`${word}s`) || plainWords.has(`${word}es`);
    },
    writesApart: (word) => {
      if (word.length < 6 || !/^\p{L}+$/u.test(word) || result.mentions(word)) return undefined;
      const apart = (w: string) => w.length >= 3 && !ENGLISH.stopwords.has(w);
      for (let at = 3; at <= word.length - 3; at++) {
        const [first, second] = [word.slice(0, at), word.slice(at)];
        if (!apart(first) || !apart(second)) continue;
        const singular = second.endsWith('s') ? second.slice(0, -1) : second;
        for (const written of new Set([second, singular, `${singular}s`, `${singular}es`]))
          if (foldedFacts().includes(` ${first} ${written} `)) return [first, written];
      }
      return undefined;
    },
    writesWithin: (word) => {
      if (
        word.length < 3 ||
        !/^\p{L}+$/u.test(word) ||
        ENGLISH.stopwords.has(word) ||
        result.mentions(word) ||
        !isMostly(word, 'n')
      )
        return undefined;
      return vocabulary().find((w) => w.length >= word.length + 3 && w.startsWith(word) && definedWith(w, word));
    },
    mentions: (english) => {
      // Not the directory's categories, which answer nothing ("Travel and tours" names no tour the business runs).
      factStems ??= new Set(
        own
          .filter((f) => f.id !== 'profile:categories')
          .flatMap((f) => words(foldText(`${f.question ?? ''} ${f.text}`)))
          .map(englishStem),
      );
      return factStems.has(englishStem(english));
    },
    namesOnly: (word) => {
      nameStems ??= new Set(result.nameWords.map(englishStem));
      return nameStems.has(englishStem(word)) && !result.writesLowercase(word);
    },
    writes: (word, language) => {
      const stem = STEMMERS[language] ?? ((w: string) => w);
      return writtenIn(language).stems.has(stem(word));
    },
    writesAsIs: (word, language) => writtenIn(language).words.has(word),
  };
  prepared.set(snapshot, result);
  return result;
}

/**
 * A fact as the engine reads it: its owner's English translation when it has one, else in a language it
 * glosses, its text and question glossed into English (the same id, so an answer cites and quotes the
 * fact as approved); any other fact as it is.
 */
export function readInEnglish(fact: SnapshotFact): SnapshotFact {
  // Its owner's own English wording, when the fact has one, rather than a gloss.
  const english = baseLanguage(fact.lang) === 'en' ? undefined : fact.translations?.en;
  if (english && fact.kind !== 'profile')
    return { ...fact, lang: 'en', text: english, question: fact.translatedQuestions?.en ?? fact.question };
  const lexicon = lexiconFor(baseLanguage(fact.lang));
  if (!lexicon || lexicon.language === 'en' || lexicon.gloss.size === 0) return fact;
  return {
    ...fact,
    lang: 'en',
    text: glossFact(fact.text, lexicon),
    question: fact.question ? glossFact(fact.question, lexicon) : fact.question,
  };
}
