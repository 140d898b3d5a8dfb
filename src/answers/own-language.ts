/**
 * A question read in its own language against the facts written in that language, word by word (stems of the
 * language, function words left out): what the English reading of both misses when their glosses part ("se tarda" and
 * "tarda" read alike, "despegado" kept in one and not the other). Pure.
 */
import { functionWords } from './glossary.js';
import type { Lexicon } from './lexicon.js';
import { STEMMERS } from './stemmers.js';
import { foldText, words } from './text.js';
import type { FactSnapshot, SnapshotFact } from './types.js';

/** Kinds that are no fact an owner wrote. */
const NOT_WRITTEN = new Set(['profile', 'gateway', 'platform']);
/** Fewest words of the question a fact must hold. */
const MIN_SHARED = 2;

/** The content words of a text in a language, as its stems. */
function contentStems(text: string, lexicon: Lexicon): Set<string> {
  const stem = STEMMERS[lexicon.language] ?? ((word: string) => word);
  const skipped = functionWords(lexicon.language);
  return new Set(
    words(foldText(text))
      .filter((w) => w.length > 2 && !/\d/.test(w) && !lexicon.stopwords.has(w) && !skipped.has(w))
      .map(stem),
  );
}

/** Each snapshot's facts written in a language, with their content stems: read once, whatever is asked of them. */
const WRITTEN = new WeakMap<FactSnapshot, Map<string, { fact: SnapshotFact; held: Set<string> }[]>>();

function writtenFacts(snapshot: FactSnapshot, lexicon: Lexicon): { fact: SnapshotFact; held: Set<string> }[] {
  let byLanguage = WRITTEN.get(snapshot);
  if (!byLanguage) {
    byLanguage = new Map();
    WRITTEN.set(snapshot, byLanguage);
  }
  let found = byLanguage.get(lexicon.language);
  if (!found) {
    found = snapshot.facts
      .filter((fact) => !NOT_WRITTEN.has(fact.kind) && fact.lang?.split('-')[0] === lexicon.language)
      .map((fact) => ({ fact, held: contentStems(`${fact.question ?? ''} ${fact.text}`, lexicon) }));
    byLanguage.set(lexicon.language, found);
  }
  return found;
}

/**
 * The one fact written in the question's language that holds every content word of the question but at most one, and
 * at least two of them, with no other fact holding as many; `complete` when it holds them all. Null otherwise.
 */
export function ownLanguageMatch(
  question: string,
  snapshot: FactSnapshot,
  lexicon: Lexicon,
): { fact: SnapshotFact; complete: boolean } | null {
  const asked = contentStems(question, lexicon);
  if (asked.size < MIN_SHARED) return null;
  let best: SnapshotFact | null = null;
  let bestShared = 0;
  let tied = false;
  for (const { fact, held } of writtenFacts(snapshot, lexicon)) {
    const shared = [...asked].filter((w) => held.has(w)).length;
    if (shared > bestShared) [best, bestShared, tied] = [fact, shared, false];
    else if (shared === bestShared) tied = true;
  }
  if (!best || tied || bestShared < MIN_SHARED || bestShared < asked.size - 1) return null;
  return { fact: best, complete: bestShared === asked.size };
}
