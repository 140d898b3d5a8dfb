/**
 * Question analysis: the forms of a question the other stages read (normalised, folded, with
 * typos corrected), its language, and the parts of a message that asks several things. Pure.
 */
import { RecentCache } from '../lru.js';
import { detectLanguage, isEnglishWord, type Lexicon, lexiconFor } from './lexicon.js';
import type { Prepared } from './prepared.js';
import { foldText, normalizeQuestion, unleet, words } from './text.js';

/** Longest question the engine reads (the routes refuse longer ones). */
export const MAX_QUESTION_LENGTH = 500;

/** A question as the stages read it. */
export interface Reading {
  /** Normalised text, at most {@link MAX_QUESTION_LENGTH} characters. */
  text: string;
  folded: string;
  /** Forms the refusal and crisis lists read: folded, digits read as letters, spaced letters joined. */
  safetyForms: readonly string[];
  language: string;
  lexicon: Lexicon | undefined;
}

/** Questions read lately, by text, then by language asked for or languages preferred: one question is read by several stages. */
const readings = new RecentCache<string, Map<string, Reading>>(10_000);

/**
 * Reads a question before anything is decided; `language` when it is known (a gloss is read as English),
 * else detected, a tie going to the first of the business's own languages (`prefer`). The reading is shared: frozen.
 */
export function readQuestion(question: string, known?: string, prefer?: readonly string[]): Reading {
  const key = known !== undefined ? `=${known}` : (prefer?.join(' ') ?? '');
  const read = readings.remember(question, () => new Map());
  const kept = read.get(key);
  if (kept) return kept;
  const text = normalizeQuestion(question).slice(0, MAX_QUESTION_LENGTH);
  const folded = foldText(text);
  const language = known ?? detectLanguage(folded, { text, prefer });
  const reading: Reading = Object.freeze({
    text,
    folded,
    safetyForms: Object.freeze([folded, unleet(folded), joinSpacedLetters(folded)]),
    language,
    lexicon: lexiconFor(language),
  });
  read.set(key, reading);
  return reading;
}

/** The folded question and, when typos were corrected towards the business's words, the corrected form. */
export function correctedForms(reading: Reading, ready: Prepared): { corrected: string; forms: string[] } {
  const typed = words(reading.folded);
  const fixed = ready.correct(typed);
  const corrected = (
    reading.language === 'en' && reading.lexicon ? joinedAsFactsWrite(fixed, ready, reading.lexicon) : fixed
  ).join(' ');
  // The routes read typos corrected, not a word of the language made another form of itself for the facts' sake
  // ("can we hire" is no "can we hired", a booking told).
  const typos = fixed.map((w, i) => (reading.language === 'en' && isEnglishWord(typed[i] ?? '') ? (typed[i] ?? w) : w)).join(' ');
  return { corrected, forms: typos === reading.folded ? [reading.folded] : [reading.folded, typos] };
}

/**
 * Two words the facts write as one ("life jackets" where a fact says "lifejackets"), joined when the facts do not hold
 * both apart ("wine making" stays, beside "wine kits" and "cider-making"): each of three letters or more and no stop word,
 * or a verb and its particle ("set up" where a fact offers "setups"). English.
 */
function joinedAsFactsWrite(typed: readonly string[], ready: Prepared, lexicon: Lexicon): string[] {
  const joinable = (w: string | undefined): w is string => w !== undefined && /^\p{L}{3,}$/u.test(w) && !lexicon.stopwords.has(w);
  const out: string[] = [];
  for (let i = 0; i < typed.length; i++) {
    const [a, b] = [typed[i], typed[i + 1]];
    const second = joinable(b) || (b !== undefined && PARTICLES.has(b));
    if (a !== undefined && (b === 'man' || b === 'men') && isCount(a, lexicon) && !ready.mentions(b)) {
      // "a 4 man tent", "a two-man job": people counted, as the facts say it ("a four-person tent").
      out.push(a, 'person');
      i++;
    } else if (joinable(a) && second && !(ready.mentions(a) && ready.mentions(b)) && ready.writesAsOneWord(`${a}${b}`)) {
      out.push(`${a}${b}`);
      i++;
    } else if (a !== undefined) out.push(...(ready.writesApart(a) ?? [ready.writesWithin(a) ?? a]));
  }
  return out;
}

/** A number in digits or in words ("4", "four"). */
function isCount(word: string, lexicon: Lexicon): boolean {
  return /^\d{1,3}$/.test(word) || lexicon.numberWords.has(word);
}

/** Particles of phrasal verbs whose noun the facts may write as one word ("set up" → setups, "pick up" → pickups). */
const PARTICLES = new Set(['up', 'in', 'out', 'off', 'down', 'over', 'away', 'back']);

/** "s u i c i d e" → "suicide": runs of three or more single letters joined. */
function joinSpacedLetters(folded: string): string {
  return folded.replace(/\b(?:\p{L} ){2,}\p{L}\b/gu, (run) => run.replace(/ /g, ''));
}

/** A part of a message, and what the asker told before it, which it may point back to ("…, can you fix it?"). */
export interface Part {
  text: string;
  told?: string;
}

/**
 * The parts of a message that asks several things: its sentences, each split again where a joiner
 * ("and", "also") is followed by a word that opens a question ("do", "what"). Words are the lexicon's.
 */
export function splitParts(text: string, lexicon: Lexicon | undefined): string[] {
  return partsOf(text, lexicon).map((part) => part.text);
}

/** {@link splitParts}, each part with what was told before a comma ahead of it, when that was left out. */
export function partsOf(text: string, lexicon: Lexicon | undefined): Part[] {
  const sentences = text
    .split(/(?<=[?!.])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const boundary = lexicon?.partBoundary;
  const opened = sentences.map((sentence): Part => {
    const comma = sentence.indexOf(',');
    if (comma <= 0) return { text: sentence };
    const [head, tail] = [sentence.slice(0, comma).trim(), sentence.slice(comma + 1).trim()];
    // "That is fine, what is their number?": an acknowledgement before a comma is left out.
    if (isAside(head, lexicon)) return { text: tail };
    // "My jacket is too big, can you take it in?": what the asker tells before a question is not asked; the question
    // is answered on its own, pointing back to it.
    const opensQuestion = lexicon ? asks(tail, lexicon) : false;
    const clause = words(foldText(head)).length >= 3;
    // "I'm tracing my grandfather, can you help?": a bare plea asks what was told, so the sentence is one question.
    if (lexicon && pleads(tail, lexicon)) return { text: sentence };
    return opensQuestion && clause && isRemark(head, lexicon) ? { text: tail, told: head } : { text: sentence };
  });
  const parts = boundary
    ? opened.flatMap(({ text: sentence, told }) =>
        sentence
          .split(boundary)
          .map((s) => s.trim())
          .filter(Boolean)
          .map((piece) => ({ text: piece, told })),
      )
    : opened;
  // A plea of its own after what was told ("My boiler is leaking. Can you help?") asks nothing the rest does not.
  const kept = parts.filter((part) => !isAside(part.text, lexicon));
  return kept.length > 1 && lexicon ? kept.filter((part) => !pleads(part.text, lexicon)) : kept;
}

/**
 * The message without the acknowledgements and greetings it opens with ("Oh, great! What is his address?" →
 * "What is his address?"): whole sentences, or a clause before a comma, that are only asides. Unchanged when
 * nothing else is left.
 */
export function withoutOpeningAsides(text: string, lexicon: Lexicon | undefined): string {
  let rest = text.trim();
  for (;;) {
    const end = rest.search(/[?!.,](?:\s+|$)/);
    if (end <= 0 || !isAside(rest.slice(0, end), lexicon)) return rest;
    const next = rest.slice(end + 1).trim();
    if (!next) return rest;
    rest = next;
  }
}

/**
 * Whether a part only remarks ("That does not seem close by."): no question mark, and its first word
 * neither opens a question nor makes a request. Such a part left unanswered leaves nothing unanswered.
 */
export function isRemark(part: string, lexicon: Lexicon | undefined): boolean {
  if (!lexicon || part.includes('?')) return false;
  return !asks(part, lexicon);
}

/** Whether a part opens with a word or phrase that asks or requests ("do", "what", "please", "I need"). */
function asks(part: string, lexicon: Lexicon): boolean {
  const tokens = words(foldText(part));
  return [1, 2, 3].some((n) => tokens.length >= n && lexicon.askingWords.has(tokens.slice(0, n).join(' ')));
}

/** Whether a part is a bare plea for help ("can you help?", "could someone advise me?"): nothing but stop words and pleas. */
function pleads(part: string, lexicon: Lexicon): boolean {
  const content = words(foldText(part)).filter((w) => !lexicon.stopwords.has(w));
  return content.length > 0 && content.every((w) => lexicon.pleas.has(w));
}

/** Whether a part only acknowledges or greets ("Okay, sounds good.", "Thanks!"): every run of its words is an aside. */
function isAside(part: string, lexicon: Lexicon | undefined): boolean {
  const asides = lexicon?.asides;
  if (!asides || asides.size === 0) return false;
  // Greedy from the left, longest aside first (at most three words).
  const tokens = words(foldText(part));
  for (let i = 0; i < tokens.length; ) {
    const length = [3, 2, 1].find((n) => i + n <= tokens.length && asides.has(tokens.slice(i, i + n).join(' ')));
    if (!length) return false;
    i += length;
  }
  return tokens.length > 0;
}
