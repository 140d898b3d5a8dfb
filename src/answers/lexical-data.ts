/**
 * The lexical data the engine reads on first use (WordNet's database, each language's wordnet gloss), read
 * ahead instead: about 1.5 s of work that would otherwise fall on the first questions after a start (an English
 * question with a word other languages share reads several glosses; the first asks took 230–270 ms).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { wordnetGloss } from './glossary.js';
import { STEMMERS } from './stemmers.js';
import { loadWordnet } from './wordnet.js';

/**
 * Reads the data one piece per turn of the event loop (none blocks it for more than about 300 ms), so that a
 * server can start it once it listens: it is ready as soon as before, and requests are served between pieces.
 */
export async function loadLexicalData(): Promise<void> {
  const pieces = [loadWordnet, ...Object.keys(STEMMERS).map((language) => () => void wordnetGloss(language))];
  for (const piece of pieces) {
    await nextTurn();
    piece();
  }
}
