/**
 * Reading another language through English: a question (or a fact) in Portuguese, Spanish, French,
 * German, Dutch or Italian is glossed word by word into the English words its language's lexicon
 * gives for them, so that the English analysis, safety lists and retrieval read it. Only the engine
 * reads a gloss; nothing glossed is ever shown (answers quote approved facts and fixed templates).
 * Pure.
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { COUNTRIES } from '../reference/reference-data.js';
import { isEnglishWord, LEXICONS, type Lexicon } from './lexicon.js';
import { STEMMERS } from './stemmers.js';
import { foldText, words } from './text.js';
import {
  baseForms,
  isMostlyVerb,
  namesAnimal,
  namesBodyPart,
  namesDrug,
  namesMoney,
  namesPerson,
  namesPlace,
  namesTime,
  usualParts,
} from './wordnet.js';

/** Longest country name read as one, in words. */
const MAX_PHRASE = 4;
/** The lengths a gloss phrase may have, in words, longest first ("enterrement de vie de jeune fille"). */
const GLOSS_PHRASE_LENGTHS = [6, 5, 4, 3, 2];

/**
 * English words for a language's words from its wordnet and dictionary: by the folded word, and by its stem. Each
 * value holds the English words apart by spaces, likeliest first (a string each, not an array: about 200,000 of them).
 */
interface WordnetGloss {
  words: ReadonlyMap<string, string>;
  stems: ReadonlyMap<string, string>;
}

/** The Open Multilingual Wordnet's glosses, then the FreeDict dictionaries' (`scripts/build-*-gloss.ts`). */
const GLOSS_DIRECTORIES = [
  new URL('../../data/lexicons/omw/', import.meta.url),
  new URL('../../data/lexicons/dict/', import.meta.url),
];
/** Inflected forms beside the glossed word Hunspell reads each as (`scripts/build-hunspell-forms.ts`). */
const FORMS_DIRECTORY = new URL('../../data/lexicons/forms/', import.meta.url);
const wordnetGlosses = new Map<string, WordnetGloss | null>();

/**
 * Adds English words (apart by spaces) to a key's, after those it has (likeliest first); the first of them, when the
 * key has it already, goes first: two sources agreeing on a word ("boire": the wordnet's boozing, crapulence,
 * deglutition, drink; the dictionary's drink) make it the likeliest.
 */
function addCandidates(map: Map<string, string>, key: string, candidates: string): void {
  const known = map.get(key);
  if (known === undefined) map.set(key, candidates);
  else {
    const held = known.split(' ');
    const given = candidates.split(' ');
    const agreed = given[0] !== undefined && held.includes(given[0]) ? given[0] : undefined;
    const added = given.filter((candidate) => !held.includes(candidate));
    const ordered = agreed ? [agreed, ...held.filter((w) => w !== agreed)] : held;
    if (added.length > 0 || agreed) map.set(key, [...ordered, ...added].join(' '));
  }
}

/** A language's wordnet gloss being read: its lines, how far, and the maps so far. */
interface GlossReading {
  lines: string[];
  next: number;
  words: Map<string, string>;
  stems: Map<string, string>;
}
const glossReadings = new Map<string, GlossReading>();

/**
 * Reads up to `count` more lines of a language's wordnet gloss (`data/lexicons/omw/<lang>.tsv`; all that
 * are left by default), so that it can be read a piece at a time; true once it is read through (or the
 * language has no file).
 */
export function readWordnetGloss(language: string, count = Number.POSITIVE_INFINITY): boolean {
  if (wordnetGlosses.has(language)) return true;
  let reading = glossReadings.get(language);
  if (!reading) {
    // The wordnet's words first, then the dictionary's (added after those a word has).
    const lines = GLOSS_DIRECTORIES.flatMap((directory) => linesOf(directory, language));
    if (lines.length === 0) {
      wordnetGlosses.set(language, null);
      return true;
    }
    reading = { lines, next: 0, words: new Map(), stems: new Map() };
    glossReadings.set(language, reading);
  }
  const stem = STEMMERS[language];
  const end = Math.min(reading.lines.length, reading.next + count);
  while (reading.next < end) {
    const [word, english] = (reading.lines[reading.next++] ?? '').split('\t');
    if (!word || !english) continue;
    const folded = foldText(word);
    // Every word of a folded form or a stem adds its English words ("marche" is walk and, as "marché", market;
    // "ensinamento" is instruction, "ensinar" teach: "ensinam" is either).
    addCandidates(reading.words, folded, english);
    addCandidates(reading.stems, stem ? stem(folded) : folded, english);
  }
  if (reading.next < reading.lines.length) return false;
  glossReadings.delete(language);
  wordnetGlosses.set(language, { words: reading.words, stems: reading.stems });
  return true;
}

/** A language's file of a gloss directory, as lines; none when it has no file there. */
function linesOf(directory: URL, language: string): string[] {
  try {
    return readFileSync(new URL(`${language}.tsv`, directory), 'utf8').split('\n');
  } catch {
    return [];
  }
}

const hunspellFormsRead = new Map<string, ReadonlyMap<string, string>>();

/**
 * A language's inflected forms that the glosses do not hold, by the glossed word Hunspell reads each as ("pido" →
 * pedir; `data/lexicons/forms/`): read on first use, apart from the wordnet gloss (a few thousand lines); empty
 * without a file.
 */
export function hunspellForms(language: string): ReadonlyMap<string, string> {
  let forms = hunspellFormsRead.get(language);
  if (!forms) {
    forms = new Map(
      linesOf(FORMS_DIRECTORY, language).flatMap((line) => {
        const [form, word] = line.split('\t');
        return form && word ? [[form, word] as const] : [];
      }),
    );
    hunspellFormsRead.set(language, forms);
  }
  return forms;
}

/**
 * The Open Multilingual Wordnet's English words for a language's words, likeliest first: read through on first
 * use (from where a reading ahead got to); null for a language without a file.
 */
export function wordnetGloss(language: string): WordnetGloss | null {
  readWordnetGloss(language);
  return wordnetGlosses.get(language) ?? null;
}

/**
 * The English reading of a text in a lexicon's language: sentence punctuation kept (so a message's
 * parts stay apart), each run of words replaced by its gloss, longest phrase first, then by the
 * gloss of another form of the same stem, then, with `prefer`, by the first of the language's wordnet
 * words for it that `prefer` accepts (the words the facts use: a dictionary's other senses would only
 * mislead); a word with no gloss (a name, "pilates", "MB Way") is kept.
 */
export function glossText(text: string, lexicon: Lexicon, prefer?: (english: string) => boolean): string {
  return glossClauses(text, lexicon, prefer, (tokens, marked) => glossWords(tokens, lexicon, prefer, marked));
}

/**
 * A fact's English reading for retrieval: as {@link glossText}, with each word kept as written followed by its stem in
 * the fact's language, which a question in that language is read in (see {@link glossForFacts}): retrieval compares
 * English stems, which do not join the forms of another language's words ("lavam", "lava", "lavar").
 */
export function glossFact(text: string, lexicon: Lexicon): string {
  const stem = STEMMERS[lexicon.language];
  const kept = (word: string) => {
    const stemmed = stem?.(word);
    return stemmed && stemmed !== word && stemmed.length >= MIN_STEM ? [word, stemmed] : [word];
  };
  const clocked = withClockTimes(text);
  const glossed = glossClauses(clocked, lexicon, undefined, (tokens, marked) =>
    glossWords(tokens, lexicon, undefined, marked, kept, true),
  );
  // Times of day keep their colon ("dalle 11:30 alle 18:00"), which folding drops: the reading states a time, as the
  // fact does.
  return (clocked.match(TIME_OF_DAY) ?? []).reduce((reading, time) => {
    const [hours, minutes] = time.split(/[:.]/);
    return reading.replace(new RegExp(`\\b${hours} ${minutes}\\b`), `${hours}:${minutes}`);
  }, glossed);
}

/** A time of day written with a colon or a point ("11:30", "18.00"). */
const TIME_OF_DAY = /\b\d{1,2}[:.]\d{2}\b/g;

/**
 * A text with its hours written as French and Portuguese write them on the clock ("8h30", "14 h 30", "à 10 h") in
 * colon form: an hour with its minutes, or a whole hour after a word that places a time ("à", "às", "vers", "dès",
 * "até"). A whole hour otherwise stays as written: "2 h" is as often how long something lasts.
 */
function withClockTimes(text: string): string {
  return text
    .replace(/\b(\d{1,2})\s?h\s?(\d{2})\b/g, (_, hours: string, minutes: string) => `${hours}:${minutes}`)
    .replace(
      /(^|[\s(])(à|às|as|vers|dès|até)\s(\d{1,2})\s?h\b(?!\s?\d)/giu,
      (_, lead: string, word: string, hours: string) => `${lead}${word} ${hours}:00`,
    );
}

/** A word ending as the infinitives of the Romance languages do ("noleggiare", "alquilar", "louer"). */
const INFINITIVE = /(?:[aeio]r|re)$/;

/** English prepositions of quantity and time that are no stop words: a phrase glossed as one governs what follows it. */
const PREPOSITIONS = new Set(['under', 'over', 'above', 'below', 'until', 'till', 'before', 'after', 'per']);

/** The shortest stem a kept word is also read by (shorter ones join unrelated words). */
const MIN_STEM = 3;

/**
 * A question's English reading for finding facts: as {@link glossText}, but a word that opens a clause and that no
 * gloss, wordnet or fact knows is left out when words follow it. It is the verb of a question that opens with its
 * verb ("¿Ponen implantes?", "Behandeln Sie Katzen?"), and what is asked about follows.
 */
export function glossForFacts(
  text: string,
  lexicon: Lexicon,
  prefer: (english: string) => boolean,
  /** Whether the facts written in the language hold a word in some form: it is then read by its stem, as they are. */
  writtenInFacts: (word: string) => boolean = () => false,
  /** Whether the facts use a word WordNet ties an English word to: of a word's English words, one `prefer` lacks. */
  relatedInFacts?: (english: string) => boolean,
): string {
  const stem = STEMMERS[lexicon.language];
  const kept = (word: string) => {
    const stemmed = stem?.(word);
    return stemmed && stemmed.length >= MIN_STEM && writtenInFacts(word) ? [stemmed] : [word];
  };
  return glossClauses(text, lexicon, prefer, (tokens, marked) => {
    const first = tokens[0] ?? '';
    const glossed = glossWords(tokens, lexicon, prefer, marked, kept, false, relatedInFacts);
    // Kept as written, so neither a gloss (alone or as the start of a phrase), the wordnet nor the facts know it.
    const unknown = glossed.length > 1 && glossed[0] === first && first.length > 2 && !prefer(first) && !isEnglishWord(first);
    return unknown ? glossed.slice(1) : glossed;
  });
}

/** Currency signs as the English words for them, which folding would drop: a sum read through English stays one. */
const CURRENCY_NAMES: Record<string, string> = { '€': 'euros', $: 'dollars', '£': 'pounds', '¥': 'yen', R$: 'reais' };

/**
 * A text with its currency signs written as words after the amount, as English writes them ("4.200 €" → "4.200 euros",
 * "€ 35" → "35 euros"): a price read through English is then one by its words.
 */
function withCurrencyNames(text: string): string {
  return text
    .replace(/(R\$|[€$£¥])\s?(\d[\d.,]*)/g, (_, sign: string, amount: string) => ` ${amount} ${CURRENCY_NAMES[sign] ?? ''} `)
    .replace(/R\$|[€$£¥]/g, (sign) => ` ${CURRENCY_NAMES[sign] ?? ''} `);
}

/** A text glossed clause by clause (sentence punctuation kept, so a message's parts stay apart). */
function glossClauses(
  text: string,
  lexicon: Lexicon,
  prefer: ((english: string) => boolean) | undefined,
  gloss: (tokens: string[], marked: string[]) => string[],
): string {
  // A reference code ("CL-4410") is kept as written, which folding would split and lower: it tells one's own case.
  const codes: string[] = [];
  // German "ihre" written in lower case inside a sentence is their (or her); "Ihre" with a capital, your.
  const cased = lexicon.language === 'de' ? text.replace(THEIR_IN_GERMAN, 'deren') : text;
  const coded = cased.replace(CODE_AS_WRITTEN, (code) =>
    codes.length < 26 ? `${CODE_MARK}${String.fromCharCode(97 + codes.push(code) - 1)}` : code,
  );
  // A name written inside a sentence ("do canalizador Rui", "della sommelier Giulia") is kept as written, capital and
  // all, when reading a question: the wordnet would read "Rui" as fall. Not where the facts or a gloss know the word
  // ("Sevilla": Seville), nor in German, which writes every noun so.
  const names: string[] = [];
  let inCountries: ReadonlySet<string> | undefined;
  const countryWords = () => {
    if (inCountries) return inCountries;
    const folded = ` ${words(foldText(coded)).join(' ')} `;
    inCountries = new Set(
      [...countryNames(lexicon.language).keys()].filter((c) => folded.includes(` ${c} `)).flatMap((c) => c.split(' ')),
    );
    return inCountries;
  };
  const named = coded.replace(NAME_AS_WRITTEN, (name) =>
    prefer && lexicon.language !== 'de' && names.length < 26 && keptAsName(name, lexicon, prefer, countryWords())
      ? `${NAME_MARK}${String.fromCharCode(97 + names.push(name) - 1)}`
      : name,
  );
  const pieces = named.split(/([?!.;,]+(?:\s+|$))/);
  return pieces
    .map((piece, i) => {
      if (i % 2 === 1) return piece;
      const [tokens, marked] = withSeparableVerb(words(foldText(withCurrencyNames(piece))), written(piece), lexicon, prefer);
      // The English reading as single words (a gloss may be several), which the orderings below move.
      const english = gloss(tokens, marked).join(' ').split(' ').filter(Boolean);
      const read = withManyCounted(
        withAgeAsEnglishSays(
          withOwnBody(
            withObjectAfterHave(
              withInfinitiveAfterModal(withParticipleAfterHave(withArticleAgreement(english), lexicon), lexicon),
              lexicon,
            ),
          ),
        ),
      );
      return (pieces[i + 1]?.includes('?') ? askedInEnglishOrder(read) : read).join(' ');
    })
    .join('')
    .replace(CODE_MARKS, (mark) => codes[mark.charCodeAt(CODE_MARK.length) - 97] ?? '')
    .replace(NAME_MARKS, (mark) => names[mark.charCodeAt(NAME_MARK.length) - 97] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** German "ihre", "ihren", "ihrer", "ihrem" in lower case after a word of its sentence: a possessive of them, not "Ihre". */
const THEIR_IN_GERMAN = /(?<=[\p{L}\p{N},]\s+)ihr(?:e|en|er|em|es)\b/gu;

/** A reference code as written: capitals, a hyphen and three digits or more ("CL-4410", "BP-6620"); 26 are kept. */
const CODE_AS_WRITTEN = /\b[A-Z]{1,4}-\d{3,}\b/g;
/** The word a reference code stands as while a text is glossed, with a letter for which code it is. */
const CODE_MARK = 'zzcodezz';
const CODE_MARKS = new RegExp(`${CODE_MARK}[a-z]`, 'g');

/** A word written with a capital after a word of its sentence (not its first): a name, in most languages. */
const NAME_AS_WRITTEN = /(?<=[\p{Ll}\p{N}]\s+)\p{Lu}\p{Ll}{2,}(?![\p{L}\p{N}])/gu;
/** The word a name stands as while a text is glossed, with a letter for which name it is. */
const NAME_MARK = 'zznamezz';
const NAME_MARKS = new RegExp(`${NAME_MARK}[a-z]`, 'g');

/** Whether a word written as a name is kept so: no gloss, country or fact knows it, nor any of its wordnet English. */
function keptAsName(
  name: string,
  lexicon: Lexicon,
  prefer: (english: string) => boolean,
  /** The words of the country names the text holds ("stati uniti"). */
  inCountries: ReadonlySet<string>,
): boolean {
  const word = foldText(name);
  if (prefer(word) || listedGloss(word, lexicon) || inCountries.has(word)) return false;
  const candidates = wordnetWords(word, lexicon);
  return !candidates || preferred(candidates, prefer) === undefined;
}

/** Subjects and the verbs English puts before them to ask ("it is" → "is it", "we can" → "can we"). */
const SUBJECTS = new Set(['i', 'we', 'you', 'it', 'they', 'he', 'she', 'there']);
const INVERTED_VERBS = new Set(['is', 'are', 'am', 'can', 'do', 'does', 'have', 'has', 'will', 'must', 'may', 'should']);

/** Pronouns that, after a verb, repeat a subject named before it (French "la salle est-elle…"). */
const REPEATED_SUBJECTS = new Set(['he', 'she', 'it', 'they']);

/** Words before a noun that is the subject of a question asked as a statement ("my partner can use my card?"). */
const DETERMINERS = new Set(['my', 'our', 'your', 'the']);

/** Question words before which English asks with "do" when the verb is no auxiliary ("what do you offer?"). */
const QUESTION_WORDS = new Set(['what', 'where', 'when', 'which', 'why', 'who', 'how']);
/** Words after "how" that ask a measure ("how much", "how long"), not a way to do something. */
const HOW_MEASURES = new Set(['much', 'many', 'long', 'far', 'often', 'old', 'big', 'soon', 'late', 'early', 'about']);
/** The forms of "be" after "how" and a word that make it a measure asked ("how warm *is*…"). */
const FORMS_OF_BE = new Set(['is', 'are', 'was', 'were', 'be']);
/** Subjects after which "do" is put for a question: a person. */
const PERSONS = new Set(['i', 'we', 'you', 'they']);

/** Whether a word may be a verb that English asks about with "do" (no auxiliary, no function word). */
const doVerb = (word: string | undefined) =>
  word !== undefined && !INVERTED_VERBS.has(word) && !SUBJECTS.has(word) && usualParts(word).has('v');

/**
 * A clause asked in another order than English asks it, in the order English does: a statement's order ("it is
 * accessible?" → "is it accessible?", "my partner can use my card?" → "can my partner use my card?", "what you offer?"
 * → "what do you offer?") or a verb before its subject ("what offer you?" → "what do you offer?", "sell you shampoo?" →
 * "do you sell shampoo?"); "that" opening it is "what" ("que", "che").
 */
function askedInEnglishOrder(read: readonly string[]): string[] {
  const all = [...read];
  // "Que", "che" open a question as "what", not "that" ("Que serviços têm?", "Che tipo di dolci fate?").
  if (all[0] === 'that') all[0] = 'what';
  const [first, second, third, ...rest] = all;
  if (!first || !second) return all;
  if (SUBJECTS.has(first) && INVERTED_VERBS.has(second)) return [second, first, ...all.slice(2)];
  // A pronoun after the verb repeats the subject named before it, as French asks ("la lavande est-elle…": "the lavender
  // is she…"): left out.
  const unrepeated = (after: readonly string[]) => (REPEATED_SUBJECTS.has(after[0] ?? '') ? after.slice(1) : after);
  if (DETERMINERS.has(first) && third && INVERTED_VERBS.has(third)) return [third, first, second, ...unrepeated(rest)];
  // "when the lavender is in flower?" → "when is the lavender in flower?".
  const [verb = '', ...after] = rest;
  if (QUESTION_WORDS.has(first) && DETERMINERS.has(second) && third && INVERTED_VERBS.has(verb))
    return [first, verb, second, third, ...unrepeated(after)];
  if (QUESTION_WORDS.has(first) && PERSONS.has(second) && doVerb(third)) return [first, 'do', second, third as string, ...rest];
  if (QUESTION_WORDS.has(first) && doVerb(second) && third && PERSONS.has(third)) return [first, 'do', third, second, ...rest];
  if (doVerb(first) && PERSONS.has(second)) return ['do', second, first, ...all.slice(2)];
  // "how book a course?" (come prenoto, como reservo: the person is in the verb's ending) → "how do i book a course?".
  // "how warm is the water?" asks a measure: a word before "is" is no verb.
  const measured = first === 'how' && FORMS_OF_BE.has(third ?? '');
  if (
    (first === 'how' || first === 'where') &&
    !HOW_MEASURES.has(second) &&
    !measured &&
    doVerb(second) &&
    !PERSONS.has(third ?? '')
  )
    return [first, 'do', 'i', ...all.slice(1)];
  // "you deliver on sunday?" → "do you deliver on sunday?"; a person told before a verb that asks with "do".
  if (PERSONS.has(first) && doVerb(second)) return ['do', first, ...all.slice(1)];
  // A verb opening the question with no subject, as languages that leave it out ask ("Arranjam o meu relógio?"): "do
  // you fix my watch?".
  if (doVerb(first) && isMostlyVerb(first) && !SUBJECTS.has(second)) return ['do', 'you', ...all];
  return all;
}

/**
 * A clause the asker tells in the first person with a part of the body after "the", as other languages name one's own
 * body ("vejo uma sombra no olho direito"), read with "my" as English says it: "i see a shadow in my eye".
 */
function withOwnBody(read: string[]): string[] {
  if (!read.includes('i')) return read;
  return read.map((word, i) => (word === 'the' && namesBodyPart(read[i + 1] ?? '') ? 'my' : word));
}

/** The auxiliary "have" after the asker, as a clause opens with it ("i have", "we had"). */
const HAVE = /^(?:i|we|you|they) (?:have|had)$/;

/**
 * A clause in a language that puts its past participle last ("ik heb vorige week een kast gekocht", "ich habe für
 * Freitag einen Termin gebucht") read with the participle after "have", as English says it ("i have bought last week a
 * kast"): the English phrases of one's own case ("i have bought", "i have booked") then hold. Only in a language with
 * participle patterns (German, Dutch).
 */
function withParticipleAfterHave(read: string[], lexicon: Lexicon): string[] {
  if (lexicon.participles.length === 0 || read.length < 4 || !HAVE.test(read.slice(0, 2).join(' '))) return read;
  const at = read.findIndex((word, i) => i > 2 && isPastParticiple(word));
  return at < 0 ? read : [...read.slice(0, 2), read[at] as string, ...read.slice(2, at), ...read.slice(at + 1)];
}

/**
 * "How much" before things counted, as a language with one word for both asks it ("hoeveel kinderen", "combien de
 * personnes"), read as English says it: "how many children". Not before money ("how much euros").
 */
function withManyCounted(read: string[]): string[] {
  return read.flatMap((word, i) => {
    if (word === 'of' && read[i - 1] === 'much' && read[i - 2] === 'how' && countedThing(read[i + 1])) return [];
    if (word !== 'much' || read[i - 1] !== 'how') return [word];
    return countedThing(read[i + 1] === 'of' ? read[i + 2] : read[i + 1]) ? ['many'] : [word];
  });
}

/** Whether a word is a plural noun, not mostly a verb, nor money ("children", "people"; not "euros", "water", "does"). */
function countedThing(word: string | undefined): boolean {
  if (word === undefined || isMostlyVerb(word)) return false;
  if (word === 'people') return true;
  const nouns = baseForms(word).filter((f) => f.part === 'n');
  return nouns.some((f) => f.lemma !== word) && !nouns.some((f) => namesMoney(f.lemma) || CURRENCIES.has(f.lemma));
}

/** Currencies by their English names, which WordNet files under money only in part. */
const CURRENCIES = new Set(['euro', 'pound', 'dollar', 'real', 'franc', 'krona', 'krone', 'yen', 'cent', 'penny', 'pence']);

/**
 * An age told as the Romance languages tell it, by having years ("O meu filho tem 7 anos", "mi hijo tiene 7 años", "mon
 * fils a 7 ans", "mio figlio ha 7 anni"), read as English says it: "my son is 7 years old" (a gloss's "do you have"
 * for the verb left out), in years, months or weeks. Only of a person or an animal.
 */
function withAgeAsEnglishSays(read: string[]): string[] {
  const at = read.findIndex(
    (word, i) =>
      i > 0 &&
      /^\d+$/.test(word) &&
      /^(?:years?|months?|weeks?)$/.test(read[i + 1] ?? '') &&
      read[i + 2] !== 'old' &&
      HAS.has(read[i - 1] ?? ''),
  );
  if (at < 0) return read;
  let start = at - 1;
  while (start > 0 && GLOSSED_ASKING.has(read[start - 1] ?? '')) start -= 1;
  // Of a person ("my son", "she") or an animal ("o meu cachorro tem 3 meses": my puppy is 3 months old), not of a thing
  // ("our guitars have 2 years of warranty").
  const whose = read[start - 1] ?? '';
  if (!PERSONS_TOLD.has(whose) && !namesPerson(whose) && !namesAnimal(whose)) return read;
  return [...read.slice(0, start), 'is', read[at] as string, read[at + 1] as string, 'old', ...read.slice(at + 2)];
}

/** Forms of "have" an age is told by, and the asking words a gloss of the verb may bring before them ("do you have"). */
const HAS = new Set(['have', 'has']);
const GLOSSED_ASKING = new Set(['do', 'does', 'you']);
const PERSONS_TOLD = new Set(['i', 'he', 'she', 'we', 'they']);

/** The most words a verb put last is moved over to stand after its modal. */
const MAX_MOVED_OVER = 5;

/** The openings of a question with a modal verb and its subject, as English reads them ("can i", "do i need to"). */
const MODAL_OPENINGS = [
  'can i',
  'can we',
  'can you',
  'may i',
  'may we',
  'must i',
  'must we',
  'should i',
  'should we',
  'do i need to',
  'do we need to',
  'do i have to',
  'do we have to',
].map((opening) => opening.split(' '));

/**
 * A question opening with a modal verb in a language that puts the verb it governs last ("muss ich vorher reservieren",
 * "mogen we zelf boterhammen meenemen") read with that verb after the modal, as English says it ("do i need to book in
 * advance"): the English phrases of a question ("need to book") then hold. Only in a language with participle patterns
 * (German, Dutch), whose word order this is.
 */
function withInfinitiveAfterModal(read: string[], lexicon: Lexicon): string[] {
  if (lexicon.participles.length === 0) return read;
  const opening = MODAL_OPENINGS.find((words) => words.every((word, i) => read[i] === word));
  if (!opening) return read;
  const last = read.at(-1) ?? '';
  // A short question only: in a longer one the last verb is as often a clause's of its own ("om belasting te besparen").
  const between = read.length - opening.length - 1;
  if (between < 1 || between > MAX_MOVED_OVER || !usualParts(last).has('v')) return read;
  return [...opening, last, ...read.slice(opening.length, -1)];
}

/** Words of a time told between "have" and its object ("ik heb donderdag om 14 uur een afspraak"). */
const TIME_TOLD = new Set(['at', 'on', 'in', 'o', 'clock', 'next', 'last', 'this', 'coming', 'the', 'hour', 'hours']);

/**
 * A clause in a language that puts the time before the object ("ik heb donderdag om 14 uur een afspraak", "ich habe
 * morgen um 10 einen Termin") read with the object after "have", as English says it ("i have an appointment thursday
 * 14 hour"): the English phrases of one's own case ("i have an appointment") then hold. Only in a language with
 * participle patterns (German, Dutch), and only past words of time: days, figures, "next week", "at", "hour".
 */
function withObjectAfterHave(read: string[], lexicon: Lexicon): string[] {
  if (lexicon.participles.length === 0 || read.length < 5 || !HAVE.test(read.slice(0, 2).join(' '))) return read;
  let at = 2;
  while (at < read.length && (TIME_TOLD.has(read[at] ?? '') || /^\d+$/.test(read[at] ?? '') || namesTime(read[at] ?? '')))
    at += 1;
  if (at === 2 || !['a', 'an', 'my', 'our'].includes(read[at] ?? '') || at + 1 >= read.length) return read;
  return [...read.slice(0, 2), ...read.slice(at, at + 2), ...read.slice(2, at), ...read.slice(at + 2)];
}

/**
 * "a" before a word that opens with a vowel as "an", as English writes it ("een afspraak" → "an appointment"); "the"
 * before a possessive left out, as English has none there ("il vostro tagliando", "o meu carro": "the your" → "your").
 */
function withArticleAgreement(read: string[]): string[] {
  return read
    .filter((word, i) => !(word === 'the' && POSSESSIVES.has(read[i + 1] ?? '')))
    .map((word, i, kept) => (word === 'a' && /^[aeio]/.test(kept[i + 1] ?? '') ? 'an' : word));
}

/** English possessive determiners. */
const POSSESSIVES = new Set(['my', 'your', 'our', 'his', 'her', 'their', 'its']);

/** Whether an English word is a verb's past form other than the verb itself ("bought", "booked"; not "need"). */
const isPastParticiple = (word: string) =>
  word.length > 3 &&
  baseForms(word).some((form) => form.part === 'v' && form.lemma !== word) &&
  /(?:ed|ght|id|ne|en|nt)$/.test(word);

/** How far into a clause its verb may stand ("Welche Niveaus bieten Sie an?": the third word). */
const SEPARABLE_VERB_REACH = 4;

/**
 * A clause whose verb left its particle at the end ("halen jullie de bank op", "wie melde ich mich an") with the
 * particle put back before the verb ("ophalen", "anmelde"), when the language's gloss knows the joined verb, or its
 * wordnet does in a word that `prefer` accepts; as it was otherwise ("nehmen … auf" stays "nehmen", accept, where the
 * wordnet's words for "aufnehmen" are none the facts use). The words as written follow the same change.
 */
function withSeparableVerb(
  tokens: string[],
  marked: string[],
  lexicon: Lexicon,
  prefer?: (english: string) => boolean,
): [string[], string[]] {
  // Each clause a joiner opens is read on its own ("We halen uw fiets op *en* brengen hem terug").
  // The words as written may be fewer ("€" is read as a word): they are parted at their own joiner.
  const joinerAt = tokens.findIndex((t, i) => i > 0 && CLAUSE_JOINERS.has(t));
  const markedAt = marked.findIndex((t, i) => i > 0 && CLAUSE_JOINERS.has(t));
  if (lexicon.separableParticles.size > 0 && joinerAt > 0 && markedAt > 0) {
    const [headTokens, headMarked] = withSeparableVerb(tokens.slice(0, joinerAt), marked.slice(0, markedAt), lexicon, prefer);
    const [restTokens, restMarked] = withSeparableVerb(tokens.slice(joinerAt), marked.slice(markedAt), lexicon, prefer);
    return [
      [...headTokens, ...restTokens],
      [...headMarked, ...restMarked],
    ];
  }
  return withSeparableParticle(tokens, marked, lexicon, prefer);
}

/** Joiners that open a clause of their own in the languages whose verbs leave a particle at a clause's end. */
const CLAUSE_JOINERS = new Set(['en', 'maar', 'und', 'aber', 'oder']);

function withSeparableParticle(
  tokens: string[],
  marked: string[],
  lexicon: Lexicon,
  prefer?: (english: string) => boolean,
): [string[], string[]] {
  const particle = tokens.at(-1) ?? '';
  if (tokens.length < 3 || !lexicon.separableParticles.has(particle)) return [tokens, marked];
  const reach = Math.min(SEPARABLE_VERB_REACH, tokens.length - 1);
  for (let at = 0; at < reach; at++) {
    const joined = `${particle}${tokens[at]}`;
    if (!listedGloss(joined, lexicon) && !(prefer && wordnetWords(joined, lexicon)?.some(prefer))) continue;
    const join = (list: string[]) => [...list.slice(0, at), `${list.at(-1)}${list[at]}`, ...list.slice(at + 1, -1)];
    return [join(tokens), marked.length === tokens.length ? join(marked) : marked];
  }
  return [tokens, marked];
}

/** Function words per language, folded (the stopwords-iso lists), loaded on first use. */
const FUNCTION_WORDS = new Map<string, ReadonlySet<string>>();

/**
 * A language's function words ("estáis", "sommes", "hanno"), folded; empty for English and unknown languages. Digits are
 * no function words, though the Spanish list holds "0" to "9": "Mi hija tiene 7 años" keeps its age.
 */
export function functionWords(language: string): ReadonlySet<string> {
  let known = FUNCTION_WORDS.get(language);
  if (!known) {
    const lists = createRequire(import.meta.url)('stopwords-iso') as Record<string, string[] | undefined>;
    known = new Set(language === 'en' ? [] : (lists[language] ?? []).map(foldText).filter((w) => !/\d/.test(w)));
    FUNCTION_WORDS.set(language, known);
  }
  return known;
}

/**
 * A word's English reading from the lexicon's gloss, or the gloss of another form of the same stem, or, for a past
 * participle, that of its verb ("gebucht" is read as "buchen": book).
 */
function listedGloss(word: string, lexicon: Lexicon): string | undefined {
  const stem = STEMMERS[lexicon.language];
  const listed = lexicon.gloss.get(word) ?? (stem && word.length > 3 ? lexicon.glossStems.get(stem(word)) : undefined);
  if (listed || !stem) return listed;
  // An inflected form read as the word Hunspell gives ("faço" as "fazer"), when the gloss lists that word.
  const base = hunspellForms(lexicon.language).get(word);
  if (base && lexicon.gloss.get(base)) return lexicon.gloss.get(base);
  for (const { pattern, base } of lexicon.participles) {
    const verb = pattern.test(word) ? word.replace(pattern, base) : '';
    if (verb.length <= 2) continue;
    // The verb as the gloss lists it ("leveren" for "geleverd"), else a word of its stem read as a verb in English:
    // "gezond" (healthy) looks like a participle, but "zon" glosses as a noun.
    const glossed = lexicon.gloss.get(verb) ?? lexicon.glossStems.get(stem(verb));
    if (glossed && (lexicon.gloss.has(verb) || baseForms(glossed.split(' ').at(-1) ?? '').some((f) => f.part === 'v')))
      return glossed;
  }
  return undefined;
}

/** Whether the language's wordnet gives a word English words (see {@link wordnetWords}). */
export function wordnetKnows(word: string, lexicon: Lexicon): boolean {
  return (wordnetWords(word, lexicon)?.length ?? 0) > 0;
}

/** The English words the language's wordnet gives a word, likeliest first: never for stop words or very short words. */
function wordnetWords(word: string, lexicon: Lexicon): readonly string[] | undefined {
  if (word.length < 3 || lexicon.stopwords.has(word)) return undefined;
  const wordnet = wordnetGloss(lexicon.language);
  const stem = STEMMERS[lexicon.language];
  // An inflected form by the word Hunspell reads it as, before any word of its stem ("faccio" is "fare", not
  // "faccia", face).
  const base = hunspellForms(lexicon.language).get(word);
  return (
    wordnet?.words.get(word) ??
    (base ? wordnet?.words.get(base) : undefined) ??
    (stem ? wordnet?.stems.get(stem(word)) : undefined) ??
    participleWords(word, lexicon)
  )?.split(' ');
}

/** A past participle's English words: its verb's, by the language's participle patterns ("gewandeld" as "wandelen": walk). */
function participleWords(word: string, lexicon: Lexicon): string | undefined {
  const wordnet = wordnetGloss(lexicon.language);
  for (const { pattern, base } of lexicon.participles) {
    const verb = pattern.test(word) ? word.replace(pattern, base) : '';
    const english = verb.length > 2 ? wordnet?.words.get(verb) : undefined;
    if (english) return english;
  }
  return undefined;
}

/**
 * The first of a word's English words that `prefer` accepts; one written with a hyphen ("blow-dry", "second-hand"),
 * as the facts' words are read apart, is accepted when each of its parts is, and given as those parts.
 */
function preferred(candidates: readonly string[], prefer: (english: string) => boolean): string | undefined {
  for (const candidate of candidates) {
    const parts = candidate.split('-');
    if (parts.every(prefer)) return parts.join(' ');
  }
  return undefined;
}

/**
 * A part of a compound in English: from the lexicon's gloss, or, reading a question (`prefer`), from its
 * wordnet, the word the facts use or else the likeliest.
 */
function partGloss(word: string, lexicon: Lexicon, prefer?: (english: string) => boolean): string | undefined {
  if (word.length < 3 || lexicon.stopwords.has(word)) return undefined;
  const listed = listedGloss(word, lexicon);
  const glossed = listed === undefined ? undefined : choose(listed, prefer);
  if (glossed || !prefer) return glossed;
  const candidates = wordnetWords(word, lexicon);
  // Else a part the facts hold as it is, in the language's words ("Gesang" of "Gesangsunterricht"), is kept so, as a
  // whole word the facts hold is; not a short one, whose stem other words share ("aans" of "aanslag": "aan").
  const found = candidates && preferred(candidates, prefer);
  return found ?? (word.length >= MIN_KEPT_PART && prefer(word) ? word : candidates?.[0]);
}

/**
 * A compound of a language that writes them as one word, read by its parts: "handynummern" → phone numbers.
 * The shortest known first part wins (a linking "s", "es", "n" or "en" after it dropped); the rest must be known.
 */
function glossCompound(token: string, lexicon: Lexicon, prefer?: (english: string) => boolean): string | undefined {
  if (!lexicon.compounds || token.length < 7 || lexicon.verbEndings.some((ending) => token.endsWith(ending))) return undefined;
  // A place English knows by the same name is no compound ("Hamburg", not ham castle).
  if (namesPlace(token)) return undefined;
  // A split whose every part the facts hold comes first ("surf|les" before "sur|fles").
  if (prefer)
    for (let at = 3; at <= token.length - 3; at++) {
      const head = partGloss(token.slice(at), lexicon, prefer);
      const left = partGloss(token.slice(0, at), lexicon, prefer);
      if (head && left && `${left} ${head}`.split(' ').every((w) => lexicon.stopwords.has(w) || prefer(w)))
        return `${left} ${head}`;
    }
  for (let at = 3; at <= token.length - 3; at++) {
    const head = partGloss(token.slice(at), lexicon, prefer);
    if (!head) continue;
    const modifier = token.slice(0, at);
    for (const form of [modifier, modifier.replace(/(?:es|en|s|n)$/, '')]) {
      const left = partGloss(form, lexicon, prefer);
      if (left) return `${left} ${head}`;
    }
  }
  // Reading a question, a first part nothing glosses is kept as written before the longest known last part
  // ("intensivkurs" → intensiv course, "abholservice" → abhol service): what the whole is a kind of.
  if (!prefer) return undefined;
  for (let at = MIN_COMPOUND_PART; at <= token.length - MIN_COMPOUND_PART; at++) {
    const head = partGloss(token.slice(at), lexicon, prefer);
    if (head) return `${token.slice(0, at)} ${head}`;
  }
  return undefined;
}

/** The shortest part of a compound read by its last part alone (shorter ones are prefixes: "ver", "ont"). */
const MIN_COMPOUND_PART = 4;
/** The shortest part of a compound kept in the language's own words because the facts hold it. */
const MIN_KEPT_PART = 5;

/**
 * Of a gloss that gives a word's English readings as alternatives ("lessons | classes"), the first one a word of which
 * `prefer` accepts (the word the facts use), else the first; a gloss of one reading as it is.
 */
function choose(glossed: string, prefer?: (english: string) => boolean): string {
  if (!glossed.includes('|')) return glossed;
  const readings = glossed.split('|').map((reading) => reading.trim());
  if (!prefer) return readings[0] ?? '';
  // The one the facts use every word of ("tour" where they say "walking tour", not "guided tour"), else any word of.
  return readings.find((r) => r.split(' ').every(prefer)) ?? readings.find((r) => r.split(' ').some(prefer)) ?? readings[0] ?? '';
}

/** A text's words as written (lower case, accents kept), to tell "é" from "e". */
function written(piece: string): string[] {
  return piece
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const PHRASE_STARTS = new WeakMap<ReadonlyMap<string, string>, ReadonlySet<string>>();

/** The first words of a map's keys of several words, read once per map. */
function phraseStarts(map: ReadonlyMap<string, string>): ReadonlySet<string> {
  let starts = PHRASE_STARTS.get(map);
  if (!starts) {
    starts = new Set([...map.keys()].filter((key) => key.includes(' ')).map((key) => key.split(' ')[0] ?? ''));
    PHRASE_STARTS.set(map, starts);
  }
  return starts;
}

/** Country names as a language writes them, folded, each with its English name: from the runtime's CLDR data. */
const COUNTRY_NAMES = new Map<string, ReadonlyMap<string, string>>();

/**
 * The countries' names in a language, folded, each with its English name (folded): "allemagne" → germany, "paises bajos"
 * → netherlands, so a country is read by its English name, not by a word of like stem ("france", "français").
 */
export function countryNames(language: string): ReadonlyMap<string, string> {
  let names = COUNTRY_NAMES.get(language);
  if (!names) {
    const local = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const pairs = COUNTRIES.flatMap(({ code }) => {
      const [name, en] = [local.of(code), english.of(code)];
      return name && en ? [[foldText(name), foldText(en)] as const] : [];
    });
    names = new Map(pairs.filter(([name]) => name.split(' ').length <= MAX_PHRASE));
    COUNTRY_NAMES.set(language, names);
  }
  return names;
}

function glossWords(
  tokens: readonly string[],
  lexicon: Lexicon,
  prefer?: (english: string) => boolean,
  /** The same words as written, when they line up with `tokens`. */
  marked: readonly string[] = [],
  /** The words a word kept as written is read as (itself, unless told otherwise). */
  kept: (word: string) => readonly string[] = (word) => [word],
  /** Reading a fact: a compound no gloss knows is kept as written and read by its parts' likeliest English too. */
  fact = false,
  /** Of a word's wordnet English words that `prefer` lacks, one to read it as all the same (a word related to the facts'). */
  related?: (english: string) => boolean,
): string[] {
  const asWritten = marked.length === tokens.length ? marked : [];
  const { gloss } = lexicon;
  const countries = countryNames(lexicon.language);
  const out: string[] = [];
  const glossStarts = phraseStarts(gloss);
  const countryStarts = phraseStarts(countries);
  for (let i = 0; i < tokens.length; ) {
    // Phrases are looked up only from a word some phrase starts with.
    const first = tokens[i] ?? '';
    const countryLengths = countryStarts.has(first) ? [MAX_PHRASE, 3, 2, 1] : [1];
    const country = countryLengths.find((n) => i + n <= tokens.length && countries.has(tokens.slice(i, i + n).join(' ')));
    if (country) {
      out.push(countries.get(tokens.slice(i, i + country).join(' ')) ?? '');
      i += country;
      continue;
    }
    const length = glossStarts.has(first)
      ? GLOSS_PHRASE_LENGTHS.find((n) => i + n <= tokens.length && gloss.has(tokens.slice(i, i + n).join(' ')))
      : undefined;
    if (length) {
      const english = choose(gloss.get(tokens.slice(i, i + length).join(' ')) ?? '', prefer);
      // A fact keeps a phrase's own words as well, which a question in its language may use alone ("fauteuil"): after
      // its English, or before it when that is a function word, which stays beside the words it governs ("à partir de
      // 8 ans": … from 8 years).
      const own = fact
        ? tokens
            .slice(i, i + length)
            .filter((w) => !functionWords(lexicon.language).has(w))
            .flatMap(kept)
        : [];
      const governs = english.split(' ').every((w) => (LEXICONS[0] as Lexicon).stopwords.has(w) || PREPOSITIONS.has(w));
      out.push(...(governs ? [...own, english] : [english, ...own]));
      i += length;
      continue;
    }
    const token = tokens[i] as string;
    const accented = asWritten[i] ? lexicon.glossMarked.get(asWritten[i] as string) : undefined;
    const listedAs = accented ?? listedGloss(token, lexicon);
    const listed = listedAs === undefined ? undefined : choose(listedAs, prefer);
    // A word the facts hold as it is (a fact in the same language, a name) is kept as it is.
    const held = prefer?.(token) ?? false;
    // The wordnet's English word that the facts use; else its likeliest, when that names no subject in English
    // ("tienda" is shop: the business itself, as in "where is the shop?"), where the word as written would.
    const candidates = prefer && !held ? wordnetWords(token, lexicon) : undefined;
    const likeliest = candidates?.[0];
    // A month or a day, written out rather than cut short ("septembre": september, not sept).
    const longest = candidates?.filter(namesCalendarTime).sort((x, y) => y.length - x.length)[0];
    const calendar = longest && candidates?.every((c) => longest.startsWith(c)) ? longest : undefined;
    const wordnet =
      calendar ??
      (prefer && candidates && preferred(candidates, prefer)) ??
      (related && candidates && preferred(candidates, related)) ??
      // A drug named ("anticoagulante") is read as such, whatever the facts say: it makes the question one for a qualified
      // person.
      (likeliest && namesDrug(likeliest) ? likeliest : undefined) ??
      (likeliest && namesNoSubject(likeliest) ? likeliest : undefined) ??
      // A month or a day the wordnet names among its words ("octobre": oct, october) is read as that time.
      candidates?.find(namesCalendarTime);
    const compound = listed === undefined && wordnet === undefined && !held ? glossCompound(token, lexicon, prefer) : undefined;
    const glossed = listed ?? wordnet ?? compound;
    // Reading a fact: a compound read by its parts keeps its own word as well, which a question in its language may
    // hold as written ("Wo ist der Hofladen?").
    if (fact && compound !== undefined) {
      out.push(...kept(token), compound);
      i += 1;
      continue;
    }
    const parts = fact && glossed === undefined ? glossCompound(token, lexicon, () => false) : undefined;
    if (parts) {
      out.push(...kept(token), parts);
      i += 1;
      continue;
    }
    // A function word the gloss does not list ("estáis", "êtes") says nothing in English: left out, not kept as written.
    if (glossed !== undefined) {
      // A price asked of doing something ("quanto costa noleggiare una barca?"): the infinitive after "cost" reads "to
      // rent", as English writes it, where "cost rent a boat" would make the rent what is priced.
      if (/\bcosts?$/.test(out.at(-1) ?? '') && INFINITIVE.test(token) && usualParts(glossed).has('v')) out.push('to');
      out.push(glossed);
    } else if (!functionWords(lexicon.language).has(token) || (held && wordnetKnows(token, lexicon))) out.push(...kept(token));
    i += 1;
  }
  return out.filter(Boolean);
}

/** Whether an English word names a month or a day of the week ("october", "monday"), by the English answer shapes. */
function namesCalendarTime(english: string): boolean {
  const { month, day } = (LEXICONS[0] as Lexicon).answerShapes;
  return month.find(english) === english || day.find(english) === english;
}

/**
 * Whether an English word is one the English reading leaves out of a question's subject or weighs little: a function
 * word, the premises, or a vague word ("options").
 */
function namesNoSubject(english: string): boolean {
  const en = LEXICONS[0] as Lexicon;
  const word = foldText(english);
  return en.stopwords.has(word) || en.premises.has(word) || en.vagueWords.has(word);
}
