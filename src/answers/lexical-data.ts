/**
 * The lexical data the engine reads on first use (WordNet's database, each language's wordnet gloss), read
 * ahead instead: about 1.5 s of work that would otherwise fall on the first questions after a start (an English
 * question with a word other languages share reads several glosses; the first asks took 230–270 ms).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { hunspellForms, readWordnetGloss } from './glossary.js';
import { STEMMERS } from './stemmers.js';
import { WORDNET_PIECES } from './wordnet.js';

/** Gloss lines read per turn of the event loop (about 10–20 ms of work). */
const GLOSS_LINES_PER_TURN = 2000;

/**
 * Reads the data a small piece per turn of the event loop, so that a server can start it once it listens and
 * go on serving requests meanwhile; a question that needs a piece not yet read reads it itself, as before.
 */
export async function loadLexicalData(): Promise<void> {
  for (const piece of WORDNET_PIECES) {
    await nextTurn();
    piece();
  }
  for (const language of Object.keys(STEMMERS)) {
    do await nextTurn();
    while (!readWordnetGloss(language, GLOSS_LINES_PER_TURN));
    await nextTurn();
    hunspellForms(language);
  }
}
