/**
 * What the engine derives once per snapshot (cached by object identity, which changes nothing
 * observable): the retrieval index, a speller over the facts' words, the facts' folded text.
 */
import { type Lexicon, lexiconFor } from './lexicon.js';
import { buildFactIndex, type FactIndex } from './retrieval.js';
import { createSpeller, foldText, spellingVocabulary, words } from './text.js';
import type { FactSnapshot } from './types.js';

export const ENGLISH = lexiconFor('en') as Lexicon;

export interface Prepared {
  index: FactIndex;
  /** Corrects typos towards the facts' and lexicons' words. */
  correct: (tokens: readonly string[]) => string[];
  /** Folded text of every fact, for "does a fact say this itself?" checks. */
  readonly factText: string;
  /** Languages the business's own facts are written in. */
  languages: string[];
  nameWords: string[];
}

const prepared = new WeakMap<FactSnapshot, Prepared>();

/** The intent phrases' words, indexed once for every business's speller (stop words left out). */
const LEXICON_SPELLING = spellingVocabulary(
  [
    ...new Set(
      Object.values(ENGLISH.intentPhrases).flatMap((phrases) =>
        phrases.flatMap((p) => foldText(p.replace(/\*|\.\./g, ' ')).split(' ')),
      ),
    ),
  ].filter((w) => w.length >= 3 && !ENGLISH.stopwords.has(w)),
);

/** The snapshot's derived material, made on first use. */
export function prepare(snapshot: FactSnapshot): Prepared {
  const cached = prepared.get(snapshot);
  if (cached) return cached;
  // The business's own material only: the gateway's rules mention guarantees without giving any.
  const own = snapshot.facts.filter((f) => f.kind !== 'gateway' && f.kind !== 'platform');
  // The folded text and the speller's words are made when a question first needs them.
  let factText: string | undefined;
  const foldedFacts = () => {
    factText ??= ` ${own.map((f) => foldText(`${f.question ?? ''} ${f.text}`)).join(' ')} `;
    return factText;
  };
  // Stop words are left out: correcting a word into one would only drop it.
  const vocabulary = () => [...new Set(words(foldedFacts()))].filter((w) => w.length >= 3 && !ENGLISH.stopwords.has(w)).sort();
  const result: Prepared = {
    index: buildFactIndex(snapshot.facts, ENGLISH, snapshot.businessName),
    correct: createSpeller(vocabulary, ENGLISH.stopwords, [LEXICON_SPELLING]),
    get factText() {
      return foldedFacts();
    },
    languages: [...new Set(own.map((f) => f.lang.split('-')[0] ?? f.lang))],
    nameWords: words(foldText(snapshot.businessName)),
  };
  prepared.set(snapshot, result);
  return result;
}
