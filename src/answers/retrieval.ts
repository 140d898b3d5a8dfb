/**
 * Retrieval over one client's facts: the question's intent (which fact kinds it asks about) picks
 * the candidates, MiniSearch ranks them with BM25+ over stemmed words (a FAQ's question field
 * weighs most), and a gate on coverage — how much of the question's informative words (by IDF) a
 * fact contains — decides whether anything answers at all. Pure; an index is built per snapshot.
 */
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import MiniSearch, { type SearchResult } from 'minisearch';
import { RecentCache } from '../lru.js';
import { countryNames } from './glossary.js';
import { isEnglishWord, type Lexicon, type VerbSlots } from './lexicon.js';
import type { NearMatchFeatures } from './near-match.js';
import { termSearcher } from './term-search.js';
import { foldText, withoutPhrases, words } from './text.js';
import type { SnapshotFact } from './types.js';
import {
  baseForms,
  definedWith,
  isCompound,
  isMostly,
  isMostlyVerb,
  mayNamePerson,
  namesActivity,
  namesAnimal,
  namesClothing,
  namesDrink,
  namesFood,
  namesGender,
  namesMoney,
  namesOrganisation,
  namesPerson,
  namesPlace,
  namesStructure,
  namesTime,
  namesWorkplace,
  opposites,
  phrasalVerbs,
  placesOnScale,
  relatedWords,
  usualParts,
  verbSensesInUse,
} from './wordnet.js';

/** Least share of the question's informative words (IDF-weighted) a fact must hold to be cited. */
export const COVERAGE_THRESHOLD = 0.7;
/** How much of a question a FAQ whose own question the question holds whole must cover to answer it below the gate. */
const ASKED_FAQ_COVERAGE = 0.5;
/** Weight of a word naming one of the business's own products, in coverage. */
const OFFERED_WEIGHT = 0.5;
/** Coverage a fact needs when it is matched on all of the question's words, its intent set aside. */
const WHOLE_QUESTION_COVERAGE = 0.85;
/** Facts cited at most in one answer. */
export const MAX_CITED = 3;
/** A word matched only approximately (a typo or another inflection) counts this much. */
const FUZZY_CREDIT = 0.5;
/** A word matched through a lexical relation (a synonym, a broader word, a derivation) counts this much. */
const RELATED_CREDIT = 0.75;
/**
 * Weight of an asked verb that a fact does not hold, against a noun's: the thing asked about carries the question
 * ("Can we bring our dog?" against "Dogs are welcome"), the doing is often said in other words.
 */
const UNMATCHED_VERB_WEIGHT = 0.15;
/**
 * Weight of a word describing a noun ("*packing* boxes") that a fact does not hold, where the fact speaks of that noun
 * bare or only as the question describes it ("sells boxes"): the fact covers every kind of the thing.
 */
const DESCRIBING_WORD_WEIGHT = 0.5;
/** Weight of a word of the asker's own circumstances ("to my new flat") that a fact does not hold. */
const CIRCUMSTANCE_WEIGHT = 0.3;
/**
 * Senses in use (in WordNet's tagged corpus) from which a verb names a general doing ("bring", "keep", "help", "join";
 * not "film", "teach").
 */
const GENERAL_VERB_SENSES = 5;
/** A question asking what is done: "what", an auxiliary, the doer, the doing ("what should I wear"). */
const WHAT_DONE = /^what (?:should|shall|do|does|did|can|could|must|will|would) (?:i|we|you|they|he|she|my \w+|our \w+) (\w+)/;
/** Doings that say little of what is asked ("what can I do", "what do I need"). */
const LIGHT_DOINGS = new Set([
  'do',
  'have',
  'get',
  'make',
  'need',
  'take',
  'go',
  'be',
  'expect',
  'know',
  'say',
  'see',
  'use',
  'find',
  'want',
  'like',
]);

/** Intents that only a fact of that kind (or a FAQ) can answer: a price question is not answered by a service. */
const SPECIFIC_INTENTS = new Set(['hours', 'pricing', 'location', 'contact_route', 'language', 'area_served']);

/**
 * "Come to" a person or a place that is not named ("come to my house", "come out to her", "come to your office"): a
 * visit one way or the other, not a question of the areas served ("Do you come to Lakewood?").
 */
const VISIT_TO_ASKER = /\bcome (?:out |over |round )?to (?:my|our|your|the|a|an|me|us|him|her|them|his|their)\b/;

/**
 * A thing that "comes in" sizes, colours or kinds ("What sizes do the boots come in?", "Does it come in blue?"): what
 * it is made in, not a time to come in. English; a question opening with a time ("When do the kids come in?") is not one.
 */
const THING_COMES_IN =
  /^(?!when\b|what (?:time|day|days|date|hour|hours)\b|how (?:early|late)\b).*\b(?:do|does)\s+(?:it|they|these|those|(?:the|your)\s+[a-z]+(?:\s+[a-z]+)?)\s+come\s+in\b/;

/** A question of what a condition leads to ("what happens to my deposit if …", "what if …"): the condition is asked. English. */
export const CONDITION_ASKED = /\bwhat (?:happens|happen|if)\b|\bwhat s the (?:policy|rule)\b/;

/** Words after which "if" says whether ("find out if", "check if", "tell me if", "… and if"). English. */
const WHETHER_AFTER = new Set([
  'and',
  'or',
  'out',
  'know',
  'check',
  'ask',
  'asking',
  'wonder',
  'wondering',
  'see',
  'tell',
  'me',
  'us',
  'sure',
  'confirm',
]);

/** The asker's own place told ("I'm in Stirling", "we are based in Launceston", "I live in Ayr"): the place's word. English. */
const TOLD_PLACE = /\b(?:i m|im|i am|we re|we are|i live|we live|i m based|we re based|i am based|we are based) in ([a-z]+)\b/;
/** The business asked to do something ("can you", "will you", "do you"), not the asker ("can I post my photos?"). English. */
const BUSINESS_ASKED = /\b(?:can|could|will|would|do) (?:you|u)\b/;

/** That something is needed or not in a fact's text ("must be booked", "needs no booking", "walk-ins welcome"). English. */
const STATES_NEED =
  /\b(?:must|required|requires|compulsory|mandatory|essential)\b|\bneeds? no\b|\bno need\b|\bnot (?:needed|required|necessary)\b|\bneeds? to be\b|\bby appointment\b|\bwalk-?ins?\b/i;

/** Words that ask rather than name ("when", "where", "how"). */
const QUESTION_WORDS = new Set(['when', 'where', 'what', 'which', 'who', 'whom', 'whose', 'why', 'how']);

/** Asking whether something is needed ("do I need to", "do we have to", "is it required"). */
const NECESSITY = /\b(?:need|needed|have to|has to|must|required|necessary|compulsory|mandatory)\b/;

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The days of the week (0 Monday – 6 Sunday) an English day phrase names ("saturdays", "weekdays"). */
function weekdaysOf(phrase: string): number[] {
  if (phrase.startsWith('weekday')) return [0, 1, 2, 3, 4];
  if (phrase.startsWith('weekend')) return [5, 6];
  const day = WEEK.findIndex((name) => phrase.startsWith(name));
  return day < 0 ? [] : [day];
}

/** A run of days, or two days named together, in English ("tuesday to saturday", "monday until friday", "saturday and sunday"). */
const DAY_RUN = new RegExp(`\\b(?:${WEEK.join('|')})s? (?:to|until|till|through|thru|and) (?:the )?(?:${WEEK.join('|')})s?\\b`);

/** Verbs of opening and closing: said of the business, they ask its hours. */
const OPENING_VERBS = ['open', 'opens', 'close', 'closes', 'shut', 'shuts'];
/** Verbs of starting, the business's opening when it is their subject (`BUSINESS_STARTS`) in a question for the hours. */
const STARTING_VERBS = ['start', 'starts', 'begin', 'begins'];
/** The subjects naming the business that start ("you start"; not "it", which is as often a class). */
const BUSINESS_STARTS = ['you', 'u', 'they', 'ya'];
/** The times a booking is moved to or from, and the words choosing one ("to *another day*", "the *date* of my booking"). */
const MOVED_TO = new Set([
  'day',
  'days',
  'date',
  'dates',
  'time',
  'times',
  'week',
  'another',
  'other',
  'different',
  'new',
  'later',
]);
/** Kinds that say something of the business as a whole, whatever else a question asks about. */
const OF_THE_BUSINESS = new Set(['location', 'hours', 'contact_route', 'language', 'area_served']);

/** Intents that a fact of another kind never answers, even one holding all the other words of the question. */
const ONLY_OWN_KIND = ['pricing', 'language'];
/** Intents a FAQ answers only when it speaks of that subject itself (a price, a language, the places served). */
const FAQ_OWN_KIND = [...ONLY_OWN_KIND, 'area_served'];
/** "What language…", "which languages…" (English). */
const WHICH_LANGUAGE = /\b(?:what|which) languages?\b/;

let pricePattern: RegExp | undefined;

/** Currencies by name after a figure ("90 euros"): how another language's fact reads its currency signs in English. */
const CURRENCY_WORDS = 'euros?|dollars?|pounds?|reais|yen';

/**
 * Whether a fact's text states an amount of money: a currency sign or an ISO 4217 code beside a number ("DKK 100"; the
 * runtime's codes that are no English word, so not "TOP" or "ALL"), rand ("R120"), or a figure and a currency's name
 * ("90 euros"). Built on first use: reading the codes' words loads WordNet.
 */
export function statesPrice(text: string): boolean {
  return amountPattern().test(text);
}

/** The pattern of {@link statesPrice}, built on first use. */
function amountPattern(): RegExp {
  if (!pricePattern) {
    const codes = Intl.supportedValuesOf('currency')
      .filter((code) => !isEnglishWord(code.toLowerCase()))
      .join('|');
    // Pence and cents written after the figure ("10p a page", "50c each") are amounts too.
    pricePattern = new RegExp(
      `\\p{Sc}\\s?\\d|\\d\\s?\\p{Sc}|\\b(?:${codes})\\s?\\d|\\d\\s?(?:${codes})\\b|\\bR\\s?\\d|\\b\\d{1,3}(?:p|c)\\b|\\d\\s(?:${CURRENCY_WORDS})\\b`,
      'u',
    );
  }
  return pricePattern;
}

/**
 * A price given in words, with no amount: what a thing costs against another ("costs half the translation price"), that
 * it is quoted ("quoted after seeing the car"), or what it depends on ("prices depend on the tablet"). English.
 */
const PRICED_IN_WORDS =
  /\b(?:costs? (?:half|double|twice|the same)|half (?:the )?price|(?:is|are) quoted|quoted (?:after|on|before|for)|priced (?:on|by|per)|(?:prices?|costs?|fees?) (?:depends?|vary|varies) (?:on|with|by))\b/i;

/** What follows an amount that it is not the price of: what the price includes ("£90 including the call-out"). English. */
const INCLUDED = /\b(?:including|includes|include|included|inclusive of|plus)\b/gi;
/** Words of being included: a question of what a price includes ("is the bike included in the price?"), or a fact saying
 * something is ("Fresh lunch … are included in the price"). English. */
const INCLUSION = /\b(?:includ\w*|inclusive)\b/i;
/** Whether something is included in a price asked ("included in the price", "include in the fee"). English. */
const INCLUDED_IN_PRICE = /\binclud\w* in (?:the |your )?(?:price|cost|fee|rate)s?\b/;
/** A price said to be given on asking ("new walls are quoted after a site visit"). English. */
const QUOTED = /\b(?:quoted|priced)\b/;
/** A fact saying a language is spoken or taught in. English. */
const SPOKEN_IN = /\b(?:speak|speaks|speaking|spoken|teach|teaches|teaching|taught)\b/i;
/** A language use that is speaking it ("speak Welsh", "Welsh-speaking", "Welsh speakers"). English. */
const SPEAKING = /\b(?:speak|speaks|speaking|speaker|speakers|spoken)\b/;
/** A pronoun that points back to what the clause before names, or entry to it ("tournaments run monthly; entry is £10"). English. */
const POINTING_BACK = /\b(?:it|they|this|these|that|those|each|entry|admission)\b/i;
/**
 * A stretch of time alone before an amount ("…; a half-day costs £250", "an hour is $40"): the price of what the clause
 * before names, for that long. English.
 */
const TIME_PRICED =
  /^\s*(?:a|an|one|each|per|every)?\s*(?:full|half|whole)?[\s-]*(?:hour|day|night|week|month|session|morning|afternoon|evening)s?\s+(?:costs?|is|are)\s*$/i;
/** A verb of pricing with no subject before it ("…, and costs £145"): the clause before says what is priced. */
const SUBJECT_LEFT_OUT = /^\s*(?:also |only |just |then )?(?:costs?|comes? to|totals?)\s*$/i;
/** "And" and the word after it, in a fact's text. */
const AND_THEN = /\band ([a-z]+)\b/g;
/** Where a fact's text turns to another clause: a semicolon, a full stop, or "and"/"but" after a comma. */
const CLAUSE_BREAK = /;|\.\s|,\s(?:and|but|while|so)\s/;

/**
 * The part of a fact whose amounts are its prices: the clauses that state an amount, without what the price is said
 * to include after it. "A haircut costs NZ$45 and a beard trim NZ$30", not "a test in the car you learned in, for £95
 * including a warm-up *lesson*" nor "… costs A$420, and you take home a *panel* you made". English; empty without an
 * amount.
 */
function pricedText(text: string): string {
  const found: string[] = [];
  const clauses = text.split(CLAUSE_BREAK);
  for (const [i, clause] of clauses.entries()) {
    // An amount, a share off ("20% off for 5 days or more"), a share of a price ("a 25% deposit"), a price given on
    // asking ("new walls are quoted") or none at all ("children under 6 travel free").
    const at = [amountPattern(), STATES_DISCOUNT, STATES_PRICE_SHARE, QUOTED, STATES_NO_CHARGE]
      .map((pattern) => clause.search(pattern))
      .filter((at) => at >= 0);
    if (at.length === 0) continue;
    const amountAt = Math.min(...at);
    // Not one with an amount of its own after it: "£45 a game *plus* a £30 registration fee" prices the fee too.
    const included = [...clause.matchAll(INCLUDED)].find(
      (m) => (m.index ?? 0) > amountAt && !amountPattern().test(clause.slice(m.index ?? 0)),
    );
    // "Kits cost $30 *and give* two flushes of oyster mushrooms": a verb after "and" says something else of the thing
    // priced, with no amount of its own ("… *and folding* chairs at £1.50" prices more).
    const then = [...clause.matchAll(AND_THEN)].find(
      (m) => (m.index ?? 0) > amountAt && isMostlyVerb(m[1] ?? '') && !amountPattern().test(clause.slice(m.index ?? 0)),
    );
    // "We run a wreath workshop; *it* costs €65": a pronoun before the amount prices what the clause before names.
    const before = clause.slice(0, amountAt);
    // "Our MIG course runs over one Saturday, and *costs* £145": a verb with no subject of its own prices what the clause
    // before names.
    if (POINTING_BACK.test(before) || TIME_PRICED.test(before) || SUBJECT_LEFT_OUT.test(before)) found.push(clauses[i - 1] ?? '');
    found.push(clause.slice(0, Math.min(included?.index ?? clause.length, then?.index ?? clause.length)));
  }
  return found.join(' ; ');
}

/** A question how to get a price ("for a price", "get a quote", "give me an estimate", "get trade prices"). English. */
const ASKS_FOR_QUOTE =
  /\b(?:for|get|give me|send me) (?:a |an )?(?:rough |free |quick |trade |wholesale )?(?:price|prices|quote|quotes|estimate)\b/;
/** A question when a price comes ("How soon will I get a quote?"), which asks a time, not the way. English. */
const ASKS_WHEN_QUOTED = /\bhow (?:soon|long|quickly|fast)\b|\bwhen\b/;
/** A fact on how prices are given ("for a rough price", "quotes are free", "we quote after a visit"). English. */
const GIVES_QUOTES = /\b(?:price|quote|quotes|quoted|estimate|estimates)\b/i;

/** A word of a charge in a fact's text ("beyond 40 miles there is a travel charge"), said with or without its amount. */
const CHARGE_WORD = /\b(?:charge|charges|surcharge|fee)\b/i;

/** That something costs nothing, in a fact's text ("free of charge", "at no extra cost", "no set-up fee"; not "gluten-free"). English. */
const STATES_NO_CHARGE =
  /\bfree of charge\b|\b(?:at )?no (?:[a-z]+(?:-[a-z]+)? ){0,2}?(?:charge|cost|fee)s?\b|\bfor free\b|(?<![-\w])free(?![-\w])(?! (?:from|of|to|parking|wifi|wi-fi)\b)/i;

/** A question whether something is charged for ("is there a charge", "do you charge", "do I pay for", "does it cost extra"). English. */
const ASKS_CHARGE = /\b(?:charge|charges|charged|pay|paying|fee|fees|free)\b|\bcosts?(?: \w+){0,3} extra\b|\bextra cost\b/;
/** A question for a time or the opening hours ("what time", "when", "hours"), which a fact stating none does not answer. English. */
const ASKS_TIME = /\btime\b|\bwhen\b|\bhours\b|\bdays\b|\blate\b|\bearly\b|\buntil\b|\btill\b/;
/** A question for an amount ("how much", "what price"), which a fact saying "free" answers only by its own words. */
const ASKS_AMOUNT = /\bhow much\b|\bprice\b|\bcost of\b|\bwhat does .* cost\b/;

/** Where the business works, asked ("which areas do you cover?", "how far do you travel?"). English. */
const AREA_ASKED =
  /\b(?:what|which) (?:areas?|places|towns|suburbs|regions|parts of)\b|\bhow far (?:do|will|can|would) you (?:come|travel|go|deliver)\b|\bdo you cover\b/;
/**
 * The business's phone number asked ("what's the phone number for the pro shop?", "what number do I call if the car
 * breaks down?", "the number to call if I'm locked out"); not someone's ("the phone number of the instructor called
 * Jess"). English.
 */
const PHONE_ASKED =
  /\b(?:phone|telephone|contact|mobile|whatsapp) number(?! of)\b|\bnumber (?:to|do i|do we|should i|should we|can i|can we) (?:call|ring|text|phone|dial)\b/;
/**
 * Words that open another question or join one, after a sentence's first word ("… and their rating?", "Can I have her
 * phone number, I would also like…"), or someone asked about ("who rented the van before me? … their phone number").
 * English.
 */
const ANOTHER_QUESTION = new Set([
  'do',
  'does',
  'did',
  'can',
  'could',
  'will',
  'would',
  'what',
  'how',
  'where',
  'when',
  'which',
  'who',
  'also',
  'and',
]);
/** A phone number stated: seven digits or more in one run of digits, spaces, dots, dashes and brackets. */
const STATES_PHONE = /(?:\+|\b)\d(?:[\s.()-]?\d){6,}\b/;
/** Forms of "be" before a participle: a passive ("can *be* bought", "*are* sold"). English. */
const PASSIVE_BE = new Set(['be', 'is', 'are', 'was', 'were', 'been', 'being']);
/** A second question joined to the first by "and" ("… and do you cover Milford?"). English. */
const JOINED_QUESTION = /\band (?:do|does|did|can|could|will|would|is|are|what|how|where|when|which|who)\b/;
/** Whether the business comes, goes or delivers somewhere asked ("do you come out to *Gilbert*?": with a place named). */
const COMES_TO = /\b(?:do|will|can|could|would) you (?:come|deliver|travel|go|ship|post|serve|work)\b/;
/** A text saying where a business works ("across Glasgow", "anywhere in South Africa", "within 30 km of Dublin"). */
const AREA_STATED =
  /\b(?:across|anywhere in|throughout|all over|we (?:serve|cover|travel)|within \d+\s?(?:km|kilometres?|kilometers?|miles?))\b/i;
/**
 * A time of day in a fact's text ("09:00", "9.30", "8am", "noon"), not an amount ("£12.50"): such a fact answers
 * "what time…?" whatever its kind.
 */
const STATES_TIME = /(?<!\p{Sc}\s?)\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?(?:am|pm|a\.m\.|p\.m\.)(?!\w)|\bnoon\b|\bmidnight\b/iu;
/** Every time of day in a text, as {@link STATES_TIME} reads one ("9:00", "15.30", "6pm"; not "£12.50"). */
const CLOCK_TIMES = new RegExp(STATES_TIME.source, 'giu');
/** A time something runs until ("serves lunch … until 16:00", "till 5pm"). */
const UNTIL_TIME = /\b(?:until|till|to)\s(?:\d{1,2}[:.]\d{2}|\d{1,2}\s?(?:am|pm))\b/i;

/** The parts of the week and their days, as stems. English. */
const WEEK_PARTS = new Map(
  [
    ['weekend', ['saturday', 'sunday']],
    ['weekday', ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']],
  ].map(([part, days]) => [englishStemmer(part as string), (days as string[]).map(englishStemmer)] as const),
);

/** A day's stem with the part of the week it falls in, or a part of the week's with its days ("weekend": saturday, sunday). */
function sameDays(day: string): readonly string[] {
  const days = WEEK_PARTS.get(day);
  if (days) return [day, ...days];
  const part = [...WEEK_PARTS].find(([, each]) => each.includes(day))?.[0];
  return part ? [day, part] : [day];
}
/**
 * Where a fact's text says the business is: "is at", "are on", "located in" and the like ("… is at 1914 contra costa
 * boulevard", "we are at the east end of the beach"), or a street address ("50 University Avenue", "at Hakaniemenranta
 * 12"). A fact on parking or transport alone ("a 5-minute walk from the tram") says none. English.
 */
const SAYS_WHERE =
  /\b(?:is|are|sits|located|based|situated|find us|we re) (?:at|on|in)\b|\b\d+[a-z]?,? (?:[\p{L}\d'-]+ ){1,3}(?:street|st|road|rd|avenue|ave|lane|drive|way|place|square|boulevard|blvd|highway|hwy|quay|parade|terrace|row|wharf|court|crescent|close)\b|\bat [A-Z][\p{L}'-]+ \d+\b/iu;
/** A question for a time of day ("what time…?"). English. */
const ASKS_CLOCK = /\bwhat time\b/;

/**
 * How long the business has been going ("How long have you been going?", "Since when…?", a gloss's "from how many
 * years are you open?"), which a fact saying since when answers ("… since 1962", "founded in 1904", "trading for 30
 * years").
 */
const ASKS_SINCE =
  /\bhow long have (?:you|they|u) been\b|\bsince when\b|\b(?:for|from) how many years\b|\bhow many years have (?:you|they)\b|\bwhen (?:did|were) (?:you|they) (?:start|open|begin|found|set up|establish)|\bwhat year (?:did|were) (?:you|they)\b|\bhow old is (?:the|your|this) (?:business|company|firm|shop|studio|club|restaurant|brewery|school|practice|salon|garage|workshop|place)\b/;
/** A fact saying since when the business has been going: a year after "since", "from" or a founding word, or years of trading. */
const STATES_SINCE =
  /\b(?:since|from(?: the)?|founded in|established in|opened in|started in|est\.?) (?:1[6-9]\d\d|20[0-2]\d)\b|\b(?:been|trading|working|running|operating|in business)\b[^.;]{0,30}\bfor (?:over |more than |nearly |almost )?\d{1,3} years\b/i;
/**
 * Verbs of something starting or ending ("What time do the classes *start*?", "When does the tour *finish*?"): asked
 * with when or what time, a fact giving the thing's time answers them in its own words ("Classes run at 10am"). English.
 */
const START_OR_END = new Set(['start', 'begin', 'finish', 'end', 'run', 'leave', 'depart', 'kick']);
/** Which of a thing's times is asked ("What time is the *last* tour?"): a fact giving its times answers. English. */
const WHICH_TIME = new Set(['first', 'last', 'next', 'earliest', 'latest', 'final']);
/** The stems of the words the lexicon reads "just turn up" and "by appointment" as, and of its word for step-free access. */
const WALK_IN = englishStemmer('walkin');
/** Providing a thing oneself ("bring my own", "need to buy": `synonyms.provide`), and a thing included (`synonyms.free`). */
const PROVIDE = englishStemmer('provide');
const FREE = englishStemmer('free');
/** A question for which things ("what do I need to bring?"), a list rather than one thing. English. */
const ASKS_WHAT = /\bwhat\b/;
const BOOK = englishStemmer('book');
const STEP_FREE = englishStemmer('stepfree');
/** A question asking on which days ("what days", "which day of the week"). */
const WHICH_DAYS = /\b(?:what|which) days?\b/;
/**
 * A time of day in a fact's text other than by the clock: a part of the day or a natural time ("in the morning", "at
 * dusk", "follow the tides"), a time before or after something ("arrive 10 minutes early", "an hour before the start"),
 * or an hour as German and French write it, or as their English reading does ("bis 15 Uhr", "à 9h30", "15 o clock").
 */
const TIME_OF_DAY =
  /\b(?:morning|afternoon|evening|night|dawn|dusk|sunrise|sunset|tide)s?\b|\b(?:minutes?|hours?|an hour)\s+(?:before|early|earlier|ahead|after|beforehand)\b|\b\d{1,2}\s?(?:uhr|h\d{0,2}|o\s?clock)\b/i;

/** After a number someone is said to be, what makes it a measure, not an age ("I'm 19 stone", "she's 12 weeks"). */
const NOT_A_MEASURE =
  '(?!\\s?(?:stones?|kg|kilos?|lbs?|pounds?|foot|feet|ft|cm|metres?|meters?|inches|in tall|weeks?|months?|days?|hours?|minutes?))';
/** Hours from one to another ("from 6 to 9 pm", "from 10:00 until 16:00"), which state no age. English. */
const CLOCK_RANGE =
  /\bfrom \d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)? ?(?:to|until|till|-|–) ?\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\b|\bfrom \d{1,2}[:.]\d{2} ?(?:to|until|till|-|–) ?\d{1,2}[:.]\d{2}\b/gi;

/** Someone's age in a question ("my 10 year old", "a 12-year-old", "aged 7", "I'm 17"), or an age rule ("a minimum age?", "how old…?"). English. */
const AGE_ASKED = new RegExp(
  `\\b\\d{1,2}\\s?(?:years?|yrs?|yo)\\b|\\baged?\\s\\d{1,2}\\b|\\b(?:i m|im|i am|he s|she s|he is|she is|they re)\\s\\d{1,2}\\b${NOT_A_MEASURE}|\\b(?:minimum|youngest|lowest|what|which) ages?\\b|\\bage (?:limit|restriction|requirement|range|group|bracket)s?\\b|\\bhow old\\b`,
);
/** Words for people by their age in their teens, and the age they are read as. */
const TEENAGERS = new Set(['teen', 'teens', 'teenager', 'teenagers', 'teenaged', 'adolescent', 'adolescents']);
const TEENAGE = 15;
/**
 * An age rule in a fact's text ("from 12 years old", "under 16", "ages 8 and up", "under-16s", "18+"); not the size of a
 * group ("for groups over 20").
 */
const STATES_AGE =
  /(?<!\b(?:groups?|parties|teams|bookings|orders)\s)\b(?:under|over|from|aged?|ages)\s\d{1,2}\b(?!\s?(?:weeks?|months?|days?|nights?|hours?|hrs?|minutes?|mins?|am|pm|people|persons?|guests?|players?|mph|knots?|km|kph|kg|lbs?|stones?|metres?|meters?|miles?|cm|mm|[:%°]|[.,]\d))|(?<!\b(?:for|within|every|after|in|lasts?|than)\s)\b\d{1,2}\s?(?:-\s?)?(?:years?|yrs?)\b|\b\d{1,2}\s(?:and|or)\s(?:up|over|older|above|under|younger)\b|\b\d{1,2}\s?\+|\b(?:under|over)-\d{1,2}s?\b|\bmust be (?:at least |over )?\d{1,2}\b(?!\s?(?:weeks?|months?|days?|nights?|hours?|hrs?|minutes?|mins?|am|pm|people|persons?|guests?|players?|mph|knots?|km|kph|kg|lbs?|stones?|metres?|meters?|miles?|cm|mm)\b|[:%°]|[.,]\d)|\b(?:minimum|maximum|youngest|lowest) age (?:is |of )?(?:\w+ )?\d{1,2}\b|\bage (?:limit|minimum|restriction) (?:is |of )?\d{1,2}\b|\b(?:minors|underage|under-age)\b/i;
/**
 * An age written before what has it ("a 20-year-old tawny port", "10 years old and up", "my 14 year old son"): the one
 * or two words after.
 */
const AGE_BEFORE = /\b\d{1,3}\s?-?\s?years?\s?-?\s?old\s+([a-z]+)(?:\s+([a-z]+))?/gi;
/** Someone of one's own named by nothing but an age ("my 15 year old wants…", "our 9-year-old"). English, folded. */
const OWN_AGED_CHILD = /\b(?:my|our)\s\d{1,2}\s?-?\s?(?:years?|yrs?|months?)\s?-?\s?olds?\b(?:\s+([a-z]+))?/g;
/** A baby's age in months ("my 18 month old", "a 9-month-old baby"): the number of months, and the word after. */
const MONTHS_OLD = /\b(?:my|our|a|an)\s(\d{1,2})\s?-?\s?months?\s?-?\s?olds?\b(?:\s+([a-z]+))?/;
/** Verbs of wanting, which before "to" ask whether one may do what follows. */
const WANTING = new Set(['want', 'wants', 'wanted', 'wanting']);
/** Verbs of needing, which ask of the thing needed. */
const NEEDING = new Set(['need', 'needs', 'needed']);
/** A word, "is" and a number of one or two digits, not a measure or an hour ("my son is 15", not "the room is 12 m"). */
const PERSON_IS_NUMBER =
  /\b([a-z]+) (?:is|s) (?:only |just |nearly |almost )?(\d{1,2})\b(?! ?(?:m|cm|kg|kgs|kilos?|kilograms?|stones?|st|lbs?|pounds?|km|minutes?|mins?|hours?|days?|weeks?|months?|am|pm|metres?|meters?|feet|ft|inches|people|of))/g;
/** One's own age told ("I'm *22*"), not a measure ("I'm 19 stone"). */
const OWN_AGE = new RegExp(`\\b(?:i m|im|i am)\\s(\\d{1,2})\\b${NOT_A_MEASURE}`);
/** The number of an age asked about ("my *10* year old", "aged *7*"). */
const AGE_NUMBER = /\b(\d{1,2})\s?(?:-\s?)?(?:years?|yrs?|yo)\b|\baged?\s(\d{1,2})\b/;
/** Age rules in a fact's text, as a lower and an upper bound (inclusive): "12 or older", "under 16", "aged 8 to 11". */
const AGE_RULES: { pattern: RegExp; range: (a: number, b: number) => [number, number] }[] = [
  { pattern: /\b(\d{1,2})\s?(?:years?\s)?(?:or|and)\s(?:older|over|up|above)\b|\b(\d{1,2})\s?\+/gi, range: (a) => [a, 200] },
  {
    pattern: /(?<!\b(?:groups?|parties|teams|bookings|orders)\s)\b(?:from|over|at least|minimum(?: age)?(?: of)?)\s(\d{1,2})\b/gi,
    range: (a) => [a, 200],
  },
  { pattern: /\bunder(?:-|\s)(\d{1,2})\b/gi, range: (a) => [0, a - 1] },
  { pattern: /\b(?:aged?|ages)\s(\d{1,2})\s?(?:to|-|–)\s?(\d{1,2})\b/gi, range: (a, b) => [a, b] },
  // "Drivers must be 23 to 75", "you must be 21": a lower bound, and an upper one when it is given.
  {
    pattern:
      /\bmust be (?:at least |over )?(\d{1,2})(?:\s?(?:to|-|–)\s?(\d{1,2}))?\b(?!\s?(?:weeks?|months?|days?|hours?|minutes?|people|persons?|guests?|cm|kg)\b|[:%°]|[.,]\d)/gi,
    range: (a, b) => [a, b > a ? b : 200],
  },
];

/** Whether a text states an age rule that includes an age ("players must be 12 or older" includes 14). */
function agesInclude(text: string, age: number): boolean {
  if (Number.isNaN(age)) return false;
  return AGE_RULES.some(({ pattern, range }) =>
    [...text.matchAll(pattern)].some((m) => {
      const [low, high] = range(Number(m[1] ?? m[2]), Number(m[2] ?? m[1]));
      return age >= low && age <= high;
    }),
  );
}

/** The words of an age in a question, which say only that an age is asked about. */
const AGE_WORDS = new Set(['year', 'years', 'yr', 'yrs', 'yo', 'old', 'aged', 'age', 'minimum', 'youngest', 'lowest']);

/** An amount of time in a fact's text ("within 2 hours", "3 working days", "a 60-minute game", "the same day"). */
const DURATION =
  /\b(?:\d+(?:[.,]\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|half an?|a few|several)[\s-]+(?:[a-z]+\s+)?(?:minute|min|hour|hr|day|week|month|year|night)s?\b|\b(?:same|next) (?:working |business )?day\b|\bthe (?:day|night|evening|morning|week) before\b|\bthe previous (?:day|night|evening|week)\b|\bovernight\b|\bwhile you wait\b/i;
/** "How many weeks…?": a number of units of time asked, as "how long" asks it ("How many weeks does the course last?"). */
/** Words for getting in, which a price question asks the price of ("How much are tickets?"). */
const ADMISSION = new Set(['ticket', 'tickets', 'entry', 'admission', 'entrance']);

/**
 * How far ahead to book, asked by "how early" ("How early should I book?") or by the latest one may ("How late can I
 * book?", a gloss's "until when can I book?"): read as "how far ahead" before any intent is, so not as a question of the
 * opening hours.
 */
const BOOK_AHEAD =
  /\b(?:how early|how late|until when|till when|up to when)\b(?= (?:\w+ ){0,4}?(?:book|booking|reserve|order|register|sign up)\b)/;

/** Words that grade the adjective after them ("*more* expensive", "*less* busy"). */
const COMPARING = new Set(['more', 'less', 'most', 'least']);

/** Forms of "get" that make a passive ("gets broken", "got lost"). */
const GET_FORMS = new Set(['get', 'gets', 'got', 'gotten', 'getting']);
/** Endings of a past participle. */
const PARTICIPLE = /(?:ed|en|wn|lt|st)$/;

/** A verb, a short object opened by a determiner, and a particle ("pick *the order* up", "send *the cups* back"). */
const SPLIT_PARTICLE =
  / (\p{L}+) ((?:the|a|an|my|our|your|his|her|their|this|that|these|those)(?: \p{L}+){0,2}) (up|back|off|out)(?= )/gu;

/** Whether a business runs at all, asked, once the month or season is taken out ("do you work in", "are you operating during"). */
const RUNS_IN =
  /^(?:do|does|will|are|is) (?:you|they|it) (?:still )?(?:open|work|working|operate|operating|run|running|trade|trading|go out|going out)(?: in| during| over| through)?(?: the)?$/;

/** Whether a question asks nothing but whether the business runs in a month or season named ("Do you work in April?"). English. */
function asksRunsInMonth(folded: string, lexicon: Lexicon): boolean {
  const months = lexicon.answerShapes.month.findAll(folded);
  return months.length > 0 && RUNS_IN.test(withoutPhrases(folded, months).trim());
}

const HOW_MANY_UNITS_OF_TIME = /\bhow many (?:minutes|hours|days|nights|weeks|months|years)\b/;
/** Every amount of time in a text, to leave out. */
const DURATIONS = new RegExp(DURATION.source, 'gi');
/** An amount of time that is an age ("puppies under 6 months", "6 months old"), not how long something takes. */
const AGE_AROUND = { before: /\b(?:under|over|from|aged?|ages)\s$/i, after: /^\s(?:old|of age)\b/i };
/**
 * Amounts of time that say something else than how long a thing takes or lasts: how long before it the customer must
 * book, cancel or change something ("tours must be booked one day ahead", "moved up to 24 hours before"), what a price
 * is paid for ("£40 a month"), how often ("twice a year"), how long a guarantee holds ("guaranteed for 12 months", "a
 * 90-day warranty") or a pass or voucher is valid ("valid for 4 months"), and a time limit counted from an event ("within
 * 60 days of the repair").
 */
const OTHER_TIMES = {
  lead: {
    after: /^\s+(?:before|ahead|in advance|beforehand|prior|earlier|notice)\b/i,
    // The customer's own step that must come that long before: booking, cancelling, changing, telling, a refund.
    step: /\b(?:book(?:s|ed|ing|ings)?|cancel\w*|chang\w*|mov(?:e|ed)|reserv\w*|order\w*|notif\w*|refund\w*|tell|let us know)\b/i,
  },
  // Straight after a price, or a price's figure with the time after it ("£40 a month" is read from its figure on).
  rate: { before: /\p{Sc}\s?$|(?:\p{Sc}\s?\d[\d.,]*|\d[\d.,]*\s?(?:\p{Sc}|euros?|dollars?|pounds?))\s+$/iu },
  often: { before: /\b(?:once|twice|times)\s+$/i },
  guarantee: /\b(?:warrant(?:y|ies|ied)|guarantee[sd]?|valid|validity|expir\w*)\b/i,
  // A time limit counted from an event ("not collected within 60 days of the repair"), not how long the event takes.
  deadline: { before: /\bwithin\s+$/i, after: /^\s+of\b/i },
};
/** The question words that ask for such an amount of time itself ("how far in advance", "how long is the warranty"). */
const ASKS_LEAD = /\b(?:before|ahead|advance|beforehand|prior|earlier|early|notice|warning)\b/;
const ASKS_GUARANTEE =
  /\b(?:warrant(?:y|ies|ied)|guarantee[sd]?|valid|validity|expir\w*|voucher\w*|gift cards?|good for|pass|passes)\b/;

/**
 * Whether a text states how long something takes or lasts (an amount of time that is not an age); for a question
 * asking how long (folded), a lead time or a guarantee's term counts only where the question asks for one, and a time
 * limit counted from an event only where it does not ask how long something takes or lasts (`timing`: "how long do I
 * have to collect?" is answered by one).
 */
function statesDuration(question: string, timing: boolean) {
  const lead = ASKS_LEAD.test(question);
  const guarantee = ASKS_GUARANTEE.test(question);
  return {
    test: (text: string) =>
      [...text.matchAll(DURATIONS)].some((m) => {
        const before = text.slice(0, m.index);
        const after = text.slice(m.index + m[0].length);
        if (AGE_AROUND.before.test(before) || AGE_AROUND.after.test(after)) return false;
        if (OTHER_TIMES.rate.before.test(before) || OTHER_TIMES.often.before.test(before)) return false;
        if (timing && OTHER_TIMES.deadline.before.test(before) && OTHER_TIMES.deadline.after.test(after)) return false;
        // Its own clause: up to the next stop or semicolon either side.
        const opening = before.split(/[.;]/).at(-1) ?? '';
        if (!lead && OTHER_TIMES.lead.after.test(after) && OTHER_TIMES.lead.step.test(opening)) return false;
        return guarantee || !OTHER_TIMES.guarantee.test(`${opening}${m[0]}${after.split(/[.;]/)[0] ?? ''}`);
      }) ||
      // "An evening course from 6 to 10 pm": a span of the clock is how long, asked of nothing before or after it.
      (!lead && !guarantee && CLOCK_SPAN.test(text)),
  };
}

/** A span of the clock ("from 6 to 10 pm", "from 9:30 to 12:30", a gloss's "of 18 until 22 o clock"). English. */
const CLOCK_SPAN =
  /\b(?:from|of) (?:the )?\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|o clock)? ?(?:to|until|till|-|–) (?:the )?\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|o clock)\b|\b(?:from|of) (?:the )?\d{1,2}[:.]\d{2} ?(?:to|until|till|-|–) (?:the )?\d{1,2}[:.]\d{2}\b/i;
/** A number in a fact's text, in figures or words. */
const COUNT = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|single|double|both)\b/i;
/**
 * A size stated: a number of a measure or of people or seats ("a 36-foot yacht", "a 9 kg machine", "a 40-seat
 * catamaran", "at most 4 children"), a limit ("up to 60") or a size word ("an NHL-size rink"). A price or an age is none.
 */
const SIZE =
  /\b(?:\d+(?:[.,]\d+)?|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|forty|fifty|hundred)\s?-?\s?(?:foot|feet|ft|inch|inches|yards?|yds?|metres?|meters?|m|cm|mm|km|kg|kilos?|tonnes?|tons?|litres?|liters?|l|gallons?|sq|square|cubic|acres?|hectares?|seats?|seater|berths?|beds?|bedrooms?|rooms?|people|persons?|guests?|adults?|children|kids|students|pupils|players|places|spaces)\b|\b(?:at most|up to|maximum of|a maximum of|no more than|max)\s\d+(?![\d]|[.,:]\d|\s?(?:%|(?:per ?cent|percent|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?|am|pm)\b))|\b(?:size|sizes|sized)\b/i;
/**
 * A distance stated ("within 40 miles", "a 2.5 km route", "500 metres from the beach"), a way there timed ("10 minutes'
 * walk", "5 minutes from the station", "a short drive") or a named place reached ("cruise to Oxford and back"): what
 * "how far…?" asks. English.
 */
const DISTANCE_STATED =
  /\b\d+(?:[.,]\d+)?\s?-?\s?(?:km|kilomet(?:re|er)s?|miles?|mi|metres?|meters?|m|yards?|yds?)\b|\b(?:minutes?|mins?|hours?)(?:'|’)?\s(?:walk|drive|ride|cycle|by car|on foot)\b|\b\d+\s?(?:minutes?|mins?)\s(?:from|away)\b|\b(?:short|long) (?:walk|drive|ride)\b|\bnext to\b|\bopposite\b/i;
/** A place named after a word of going there ("to Oxford", "reaches Banbury"), not a month or a day ("to October"). */
const PLACE_REACHED =
  /\b(?:to|reach(?:es|ing)?|as far as)\s(?!(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\b)\p{Lu}\p{Ll}/u;
/** What "how far…?" asks: a distance or a way there stated, or a place reached. */
const DISTANCE = { test: (text: string) => DISTANCE_STATED.test(text) || PLACE_REACHED.test(text) };
/** A temperature stated ("heated to 38°C", "80 degrees"): what "how warm…?" asks. */
const TEMPERATURE = /\d\s?°|\b\d+\s?(?:degrees?|deg)\b|\b(?:celsius|fahrenheit)\b/i;
/**
 * How often, stated ("once a year", "twice a week", "every 3 months", "weekly", "each term"): what "how often…?" asks;
 * not "every" or "each" before anything but a stretch of time ("£2 each", "every child"). English.
 */
const FREQUENCY =
  /\b(?:once|twice|\w+ times)\b|\b(?:every|each) (?:[\w-]+ ){0,3}?(?:hour|minute|day|night|week|fortnight|month|year|term|season|morning|afternoon|evening|weekend|spring|summer|autumn|winter|(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\b|\b(?:hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|yearly|annually)\b|\b(?:a|per) (?:day|night|week|fortnight|month|year|term|season)\b/i;
/** The words that ask a size as such ("what *size*…?"): a fact stating one holds what they ask. English. */
const SIZE_WORDS = new Set([
  'size',
  'sizes',
  'sized',
  'big',
  'large',
  'bigger',
  'larger',
  'biggest',
  'largest',
  'smaller',
  'smallest',
]);
/** The words that ask a temperature as such ("how *warm*…?"): a fact stating one holds what they ask. English. */
const TEMPERATURE_WORDS = new Set(['temperature', 'warm', 'warmer', 'hot', 'hotter', 'cold', 'colder', 'cool', 'heated']);

/** Whether a question's word asks a size or a temperature that a text states ("bigger" ← "up to 20 metres"). */
function statesMeasureAsked(word: string, text: string): boolean {
  return (SIZE_WORDS.has(word) && SIZE.test(text)) || (TEMPERATURE_WORDS.has(word) && TEMPERATURE.test(text));
}

/** Words asking for food as such, which a fact naming any food answers in part. English. */
const FOOD_ASKED = new Set(['food', 'foods', 'meal', 'meals', 'eat', 'eating']);
/** Words asking for a drink as such, which a fact naming any drink answers in part. English. */
const DRINK_ASKED = new Set(['drink', 'drinks', 'beverage', 'beverages', 'refreshments']);
/** Ways to pay ("cash", "cheques", "card", "PayPal"). English. */
const PAYMENT_WAYS = new Set([
  'cash',
  'cheque',
  'cheques',
  'card',
  'cards',
  'credit',
  'debit',
  'paypal',
  'transfer',
  'etransfer',
  'bitcoin',
  'crypto',
  'contactless',
  'amex',
  'visa',
  'mastercard',
  'phonepay',
  'eftpos',
]);
/** Words saying how one pays, in a fact ("payment is by…", "we accept…"). English. */
const PAYING_WORDS = new Set(['pay', 'paid', 'payment', 'payments', 'payable', 'accept', 'accepts', 'accepted', 'take', 'takes']);
/** Words asking what to wear ("What should I wear?", "Is there a dress code?"), which a fact naming a thing worn answers. */
const WEAR_ASKED = new Set(['wear', 'wearing', 'dress', 'clothes', 'clothing', 'outfit']);
/** The prices asked for as such ("your prices", "rates", "a price list"). English. */
const EVERY_PRICE = /\b(?:prices|rates|fees|charges|tariffs?|price list|pricing)\b/;
/**
 * A question for the kinds of something offered: "what kinds / types / styles of…", "which brands do you…", "what rooms
 * are there?". English.
 */
const ASKS_KINDS =
  /\b(?:what|which) (?:kinds?|types?|sorts?|styles?|brands?|makes?) of\b|^(?:what|which) [a-z]+s (?:do|does|can|will) (?:you|they|u)\b|^(?:what|which) (?:[a-z]+ )?[a-z]+s (?:are|is) (?:there|available|on offer)\b/;
/** A list of three or more in a fact's text ("Swedish, deep-tissue and hot-stone"; not a clause after ", and"). */
const ENUMERATES =
  /[^,;.\s][^,;.]*,\s(?!and\b|or\b|but\b)(?:[^,;.\s]+\s){0,2}?[^,;.\s]+\s(?:and|or)\s|[^,;.]+,\s?(?!and\b|or\b|but\b)(?:[^,;.\s]+\s){0,2}[^,;.\s]+,[^,;.]+/;
/** A FAQ's answer opening with "Yes," or "No,": that word is no item of a list. */
const YES_OR_NO = /^(?:yes|no)\b[,.!]?\s*/i;
/** A negation in folded text ("don't", "not", "no", "never", "without"). */
const NEGATION = /\b(?:not|no|never|without|cannot|(?:don|doesn|didn|won|can|isn|aren|wasn|weren|haven|hasn|shouldn|wouldn) t)\b/;
/** A number that may count something: not an amount of money ("£95") nor part of a time or a decimal ("23:30"). */
const COUNTING_NUMBER =
  /(?<![\p{Sc}:.,]\s?|\d)\b(?:\d{1,3}(?:,\d{3})+|\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred)\b(?![:.,]\d|\s?%|\s?per ?cent)/giu;

/** Things the location words name that a business may give, not where it is ("a map", "directions"). English. */
const LOCATION_THINGS = new Set(['map', 'maps', 'directions']);
/** Words for people counted ("how many *people*…"). English. */
const COUNTED_PEOPLE = new Set(['people', 'persons', 'participants', 'guests', 'students', 'pupils']);
/** A limit on how many ("up to 8", "no more than six", "a maximum of 12"). English. */
const STATES_LIMIT =
  /\b(?:up to|at most|no more than|a maximum of|maximum of|max) (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\b/i;
/** A thing, then a limit on how many ("groups *of up to 8*", "classes of at most 10"). */
const LIMITED_COUNT =
  /\b(\p{L}{3,}) of (?:up to|at most|no more than|a maximum of|max|maximum) (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\b/gu;

/**
 * What a text counts: the two words after each counting number, within its phrase, and a third after a describing word
 * ("seats 120 guests", "8 double rooms", "12 painted beach huts", "8,000 costumes"; not "20% off").
 */
function countedWords(text: string): string[] {
  // "in *groups* of up to 8": the thing a limit after it counts.
  const limited = [...foldText(text).matchAll(LIMITED_COUNT)].map(([, thing = '']) => thing);
  return [
    ...limited,
    ...[...text.matchAll(COUNTING_NUMBER)].flatMap((m) => {
      const after = text.slice((m.index ?? 0) + m[0].length);
      const [first = '', ...rest] = words(foldText(after.split(/[,;:.()]/)[0] ?? ''));
      // "12 *painted* beach huts": past a describing word, the noun of two that follows it.
      return [first, ...rest.slice(0, first.endsWith('ed') && !isMostly(first, 'n') ? 2 : 1)].filter(Boolean);
    }),
  ];
}

/** The buildings a description names before a place, each the last word of its phrase ("brewery and *taproom* in York"), by stem. English. */
function buildingsNamed(description: string): string[] {
  const phrases = (description.split(/ (?:in|near|across|around|for|with|from) /)[0] ?? '').split(/,| and | & /);
  return phrases
    .map((p) => words(foldText(p)).at(-1) ?? '')
    .filter((w) => w.length > 2 && namesStructure(w))
    .map(stem);
}

/**
 * What a summary says a business is: the noun after "is a" and up to four describing words, before a preposition, a
 * relative or the end of the clause ("… is an independent two-screen *cinema* in Galway"). English.
 */
const SAYS_WHAT_IT_IS =
  /\b(?:is|are) an? (?:[\p{L}-]+ ){0,4}?(\p{L}+)(?= (?:in|on|near|at|that|which|who|with|for|offering|serving|based|run|open)\b|[,.;]|$)/gu;

/** The rest of a summary from where it says what the business has ("… with a farm shop and a café"). English. */
const HAS_BESIDE = /\b(?:with|has|have)\b.*$/s;

/** A prefix denying the word it begins ("unfit", "inexperienced", "non-smoking" as written as one). */
const NEGATING_PREFIX = /^(?:un|in|im|il|ir|non|dis)/;
/** Parts of the day, which a price may be per ("for an evening") or for ("in the evening"). English. */
const PARTS_OF_DAY = new Set(['morning', 'mornings', 'afternoon', 'afternoons', 'evening', 'evenings', 'daytime', 'daytimes']);
/** Words of the asker's own going somewhere, before "to" and a place ("driving back to London"). English. */
const JOURNEY = new Set([
  'back',
  'home',
  'drive',
  'driving',
  'heading',
  'going',
  'travelling',
  'traveling',
  'flying',
  'moving',
  'returning',
]);
/** Prepositions before a place a question names ("in Swindon", "to Clifton", "for Littleton"). English. */
const PLACE_PREPOSITIONS = new Set(['in', 'to', 'near', 'around', 'into', 'for']);
/** Verbs joining a noun to what is said of it ("the weather *is* bad"). */
const COPULAS = new Set(['is', 'are', 'was', 'were', 's']);
/** Adjectives of degree, which say how much of something someone is ("a complete beginner"). English. */
const DEGREE_WORDS = new Set(['complete', 'total', 'absolute', 'utter', 'proper', 'real']);
/** Words of going to a place or coming from one ("to", "from"). */
const DIRECTIONS = new Set(['to', 'from', 'via', 'towards']);

/** Prepositions of being at a place ("at the rink", "in your studio"). */
const AT_PLACE = new Set(['at', 'in', 'inside', 'to', 'from', 'into']);

/** The nouns of specific doings read lately (a word's relations do not change). */
const DOING_NOUNS = new RecentCache<string, readonly string[]>(20_000);

/** The nouns WordNet ties a specific doing to ("teach" → teaching, teacher); none for a noun or a general verb. English. */
function nounsOfDoing(word: string, lexicon: Lexicon): readonly string[] {
  return DOING_NOUNS.remember(word, () =>
    isMostlyVerb(word) && verbSensesInUse(word) < GENERAL_VERB_SENSES
      ? relatedLemmas(word, lexicon, false).filter((l) => l !== word && usualParts(l).has('n'))
      : [],
  );
}

/** Words of dealings done ("did", "paid", "charged"): a question holding one asks of what happened, not of a price to come. English. */
const PAST_DEALINGS = new Set(['did', 'paid', 'charged', 'was', 'were', 'had', 'spent', 'bought', 'booked']);

/** A question about bringing something along ("can we bring…", "are we allowed to bring…"). English. */
const BRINGING = /\b(?:i|we)(?: \w+){0,3} (?:bring|brought)\b/;

/** Words after which a modal is a noun ("a *will*", "my *will*"). English. */
const NOUN_AFTER = new Set(['a', 'an', 'my', 'our', 'your']);
/** Modal verbs that are nouns too (a testament, a tin). English. */
const MODAL_NOUNS = new Set(['will', 'wills', 'can', 'cans']);
/** Stop words that are nouns too after an article ("a *show*", "the *shows*": a performance). English. */
const STOP_NOUNS = new Set(['show', 'shows']);
/** Words after which such a stop word is a noun. English. */
const STOP_NOUN_AFTER = new Set([...NOUN_AFTER, 'the', 'each', 'every']);

/** Words before a premises word that make it point at the business ("the bar", "your office"). */
const POINTING = new Set(['the', 'your', 'ur', 'this', 'that', 'you', 'their', 'its', 'his', 'her']);
/** Words that make what follows the business's own ("*your* guys"), not anyone's ("the kids who…", "are *you*…"). */
const BUSINESS_OWN = new Set(['your', 'ur']);
/** Words for the business as the one doing something ("when do *you* close", "does *it* open"). English. */
const BUSINESS_SUBJECTS = ['you', 'u', 'they', 'it', 'ya'];
/** Ways of getting in touch, by the words asking for them and the values that give them. English words. */
const CHANNELS = [
  { words: new Set(['email', 'mail']), value: /[^\s@]+@[^\s@]+\.\w+/ },
  { words: new Set(['phone', 'number', 'call', 'telephone', 'mobile', 'landline', 'digits']), value: /\+?\d[\d\s().-]{6,}\d/ },
  {
    words: new Set(['website', 'site', 'web', 'url', 'link', 'online']),
    value: /https?:\/\/|\b[\w-]+\.(?:example|com|org|net|[a-z]{2})\b/,
  },
];

/** Intents whose words also name the subject, so an answer must contain them. */
const CONTENT_INTENTS = new Set(['policy']);

/** Kinds in the order a question's main intent is chosen when it names several. */
const INTENT_ORDER = [
  'hours',
  'pricing',
  'area_served',
  'location',
  'contact_route',
  'language',
  'audience',
  'policy',
  'service',
  'summary',
];

/**
 * "How much *chocolate* do we take home?", "how much heat does the film block?": an opener of `answerShapes.amountOf`
 * before a noun that names no money and an auxiliary asks a quantity of that thing, not a price ("how much deposit do you
 * take?", "how much extra is it?" still ask one). Each such opener with its noun. English.
 */
function amountsOfThings(folded: string, lexicon: Lexicon): string[] {
  const tokens = words(folded);
  const pricing = [lexicon.intents.get('pricing'), lexicon.intents.get('policy')];
  return lexicon.answerShapes.amountOf.findAll(folded).flatMap((opener) => {
    const length = opener.split(' ').length;
    const found: string[] = [];
    for (let i = 0; i + length + 1 < tokens.length; i++) {
      if (tokens.slice(i, i + length).join(' ') !== opener) continue;
      const noun = tokens[i + length] ?? '';
      if (!lexicon.verbSlots.auxiliaries.has(tokens[i + length + 1] ?? '') || !usualParts(noun).has('n')) continue;
      if (namesMoney(noun) || pricing.some((intent) => intent?.find(noun))) continue;
      found.push(`${opener} ${noun}`);
    }
    return found;
  });
}

export interface Retrieval {
  /** Facts to cite, best first; empty when nothing answers. */
  facts: SnapshotFact[];
  /** Why (a stable code). */
  rule: string;
  /** Kinds the question asked for as well that no fact answers ("the address and phone number", no number). */
  unanswered?: string[];
  /** How much of the question each fact the search ranked covers (0–1), cited or not. */
  coverage?: ReadonlyMap<string, number>;
  /** When nothing covers enough: the fact covering most, and what the near-match model reads of it (the engine decides). */
  near?: {
    fact: SnapshotFact;
    features: NearMatchFeatures;
    /** Cited whatever the model says (a fact on access, for a question on access). */
    certain?: true;
  };
}

/** How a fact covers a question: the IDF-weighted share covered, and the shares matched each way. */
interface Covering {
  coverage: number;
  exactShare: number;
  relatedShare: number;
  fuzzyShare: number;
  unmatchedShare: number;
  /** How the question's rarest word was matched. */
  rarest: 'exact' | 'related' | 'fuzzy' | 'unmatched';
  /** Whether the fact does the opposite of what the business is asked to do ("sells" for "do you buy"). */
  opposed: boolean;
}

interface Doc {
  id: string;
  question: string;
  keywords: string;
  text: string;
}

/**
 * The words of a question that name a doing, each with whether the asker is its subject ("can I buy" against "do
 * you buy"): a word in a verb's place ("can we *bring* our dog", "do you *sell*", "how much to *stay*", "if I can
 * *bring*"), or one that is all but only a verb ("can pets *enter*?") unless a determiner or an auxiliary comes just
 * before it ("your stay", "when does work begin"). English.
 */
export function askedDoings(questionWords: readonly string[], slots: VerbSlots): Map<string, { asker: boolean }> {
  const doings = new Map<string, { asker: boolean }>();
  // Straight after a determiner or an auxiliary, a verb-like word is a thing ("your stay", "does work begin").
  const nounPlace = (i: number) =>
    slots.determiners.has(questionWords[i - 1] ?? '') || slots.auxiliaries.has(questionWords[i - 1] ?? '');
  questionWords.forEach((word, i) => {
    if (slots.between.has(word) || slots.auxiliaries.has(word) || slots.subjects.has(word)) return;
    const before = (n: number) => questionWords[i - n] ?? '';
    const askerBefore = () => questionWords.slice(0, i).some((w) => slots.asker.has(w));
    const gap = slots.between.has(before(1)) ? 1 : 0;
    if (slots.infinitive.has(before(1))) doings.set(word, { asker: askerBefore() });
    else if (slots.subjects.has(before(1 + gap)) && slots.auxiliaries.has(before(2 + gap)))
      doings.set(word, { asker: slots.asker.has(before(1 + gap)) });
    // The order of a question asked inside another ("can you tell me if *I can bring* my dog?").
    else if (slots.auxiliaries.has(before(1 + gap)) && slots.subjects.has(before(2 + gap)))
      doings.set(word, { asker: slots.asker.has(before(2 + gap)) });
    else if (!nounPlace(i) && isMostlyVerb(word)) doings.set(word, { asker: askerBefore() });
  });
  return doings;
}

/** Stems already computed: the same few thousand words recur in every business's facts. */
const STEMS = new Map<string, string>();
const MAX_REMEMBERED_STEMS = 50_000;

function stem(word: string): string {
  let stemmed = STEMS.get(word);
  if (stemmed === undefined) {
    stemmed = englishStemmer(word);
    if (STEMS.size >= MAX_REMEMBERED_STEMS) STEMS.clear();
    STEMS.set(word, stemmed);
  }
  return stemmed;
}

/** Searches of the fact index kept per business (see `searchedFor`). */
const KEPT_SEARCHES = 16;
/** Terms whose matches in a business's facts are kept (see `termSearcher`): about 1,000 words recur in most questions. */
const KEPT_TERM_SEARCHES = 2000;

/** The index terms of a WordNet lemma ("swimming pool" → swim, pool), kept: the same lemmas are read for every business. */
const LEMMA_TERMS = new RecentCache<string, readonly string[]>(20_000);
function lemmaTerms(lemma: string): readonly string[] {
  return LEMMA_TERMS.remember(lemma, () => words(foldText(lemma)).map(stem));
}

/** A word of a question as WordNet relates it (see `searchWith`): the same for every business it is asked of. */
interface WordRelations {
  lemmas: readonly string[];
  /** Each lemma and its negations by a prefix ("furnished", "unfurnished", "nonfurnished"). */
  lemmaForms: readonly string[];
  /** Lemmas WordNet ties it to, broader ones included, as a list and as a set. */
  related: readonly string[];
  relatedSet: ReadonlySet<string>;
  /** The index terms of those lemmas, each once, in their order. */
  relatedTerms: readonly string[];
  /** The related lemmas that are only broader words. */
  broaderOnly: ReadonlySet<string>;
}

/** A word's relations with the senses of the phrasal verb it belongs to and the pet it is, where there are. */
function wordRelationsWith(
  word: string,
  lexicon: Lexicon,
  phrasal: { alike: readonly string[]; related: readonly string[] } | undefined,
  pet: readonly string[],
): WordRelations {
  const again = doneAgain(word);
  const related = /\d/.test(word) ? [] : [...relatedLemmas(word, lexicon, true), ...(phrasal?.related ?? []), ...pet, ...again];
  const alike = new Set(
    /\d/.test(word) ? [] : [...relatedLemmas(word, lexicon, false), ...(phrasal?.alike ?? []), ...pet, ...again],
  );
  const lemmas = [...lemmasOf(word), ...pet];
  return {
    lemmas,
    lemmaForms: lemmas.flatMap((l) => [l, `un${l}`, `non${l}`]),
    related,
    relatedSet: new Set(related),
    relatedTerms: [...new Set(related.flatMap(lemmaTerms))],
    broaderOnly: new Set(related.filter((l) => !alike.has(l))),
  };
}

/**
 * The verb a word WordNet does not hold does again ("restring", "restringing" → string; "reupholster" → upholster): an
 * English verb of four letters or more after "re". Empty for any other word.
 */
function doneAgain(word: string): string[] {
  if (!word.startsWith('re') || word.length < 6 || baseForms(word).length > 0) return [];
  return baseForms(word.slice(2))
    .filter((f) => f.part === 'v' && f.lemma.length >= 4)
    .map((f) => f.lemma);
}

/** Words' relations read lately, by language and word. */
const WORD_RELATIONS = new RecentCache<string, WordRelations>(20_000);

/** A word's relations alone, kept. */
function wordRelations(word: string, lexicon: Lexicon): WordRelations {
  return WORD_RELATIONS.remember(`${lexicon.language} ${word}`, () => wordRelationsWith(word, lexicon, undefined, []));
}

/**
 * What WordNet ties a word to, as lemmas, leaving out stop words and very short words; with `broader`,
 * hypernyms too. Only the question's side looks at broader words: "Do they serve liquor?" is answered by
 * "X serves alcohol", but "Do they serve food?" is not answered by "X serves drinks". Lemmas, not stems,
 * are compared: stemming would make "cloth" (what canvas is) into "clothing".
 */
function relatedLemmas(word: string, lexicon: Lexicon, broader: boolean): string[] {
  return [...relatedWords(word, { broader })].filter((w) => w.length >= 3 && !lexicon.stopwords.has(w));
}

/**
 * The last word of a noun written as two ("paintballs" → ball, "firewood" → wood), each part of four letters or more and
 * an English word, the last a noun: what the whole is a kind of. Empty for any other word.
 */
function compoundHead(word: string): string[] {
  // Split as a noun's base form: "properties" is property, not proper ties.
  const noun = baseForms(word).find((f) => f.part === 'n')?.lemma ?? '';
  if (noun.length < 8 || /\d/.test(noun)) return [];
  for (let at = 4; at <= noun.length - 4; at++) {
    const head = baseForms(noun.slice(at)).find((f) => f.part === 'n' && f.lemma === noun.slice(at));
    if (head && isEnglishWord(noun.slice(0, at))) return [head.lemma];
  }
  return [];
}

const COMPOUND_MODIFIERS = new RecentCache<string, string[]>(20_000);

/**
 * The first part of a noun written as one word, when its definition uses it ("beehive" → bee, "bookshop" → book; not
 * "carpet" → car): what the whole is for or of, which a question may name alone ("Can I keep bees?"). English.
 */
function compoundModifier(word: string): string[] {
  return COMPOUND_MODIFIERS.remember(word, () => {
    const noun = baseForms(word).find((f) => f.part === 'n')?.lemma ?? '';
    if (noun.length < 7 || /\d/.test(noun)) return [];
    const isNoun = (w: string) => baseForms(w).some((f) => f.part === 'n' && f.lemma === w);
    for (let at = 3; at <= noun.length - 3; at++) {
      const first = noun.slice(0, at);
      if (isNoun(first) && isEnglishWord(noun.slice(at)) && definedWith(noun, first)) return [first];
    }
    return [];
  });
}

/** A cheaper price asked about ("is it cheaper if…", "any discount for…", "can I save…"). English, folded. */
const CHEAPER_ASKED = /\b(?:cheaper|less expensive|discounts?|discounted|reductions?|save|saving|savings)\b/;
/** A saving stated ("saves 10%", "10% off", "a 15% discount", "£5 less"). English. */
const STATES_SAVING =
  /\bsav(?:e|es|ing)\s(?:you\s)?(?:\p{Sc}\s?)?\d+|\b\d+\s?(?:%|per ?cent|percent)\s(?:off|less|discount|cheaper)\b|\bdiscount of \d+|\b\d+\s?(?:%|per ?cent|percent) discount\b/iu;

/** A share or a sum taken off a price in a fact's text ("10% off", "50 cents off"): a discount, though the word is not said. */
/** A share of a price given as a percentage ("a 25% deposit", "a deposit of 50%", "a 10% service charge"). */
const STATES_PRICE_SHARE =
  /\b\d+\s?(?:%|per ?cent|percent)(?: \w+)? (?:deposit|fee|charge|surcharge|payment|commission)s?\b|\b(?:deposit|fee|charge|surcharge|commission)s? (?:of|is) \d+\s?(?:%|per ?cent|percent)/iu;
export const STATES_DISCOUNT =
  /\b\d+\s?(?:%|per ?cent|percent) (?:off|less|discount)\b|(?:\p{Sc}\s?\d+(?:[.,]\d{1,2})?|\b\d+(?:[.,]\d{1,2})?\s?(?:cents?|pence|euros?|dollars?|pounds?)) off\b/iu;

/**
 * A price for several at once in a fact's text ("a pack of 10 costs £400", "a block of five", "10 classes for £90", "a
 * ten-visit card"): what a discount for buying more is asked of. English.
 */
export const STATES_PACK_PRICE =
  /\b(?:pack|block|bundle|book|package|set|card|course|pass)\s+of\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\b|\b\d+\s+(?:lessons|classes|sessions|visits|passes)\s+(?:for|cost)\b|\b(?:\d{1,3}|two|three|four|five|six|eight|ten|twelve|twenty)[- ](?:visit|class|session|lesson|swim|game|ride|jump|entry|punch|wash)e?s?\s(?:card|pass|pack|bundle|book)\b/i;

/** Someone's body weight told ("I'm about 130 kilos", "he weighs 18 stone"). English, folded. */
const WEIGHT_TOLD =
  /\b(?:i m|im|i am|[a-z]+ (?:is|s)|we re|they re|weighs?|weighing)\s(?:about |around |roughly |nearly |almost |over |under |just over |just under )?\d{2,3}(?:[.,]\d+)?\s?(?:kg|kgs|kilos?|kilograms?|stones?|st|lbs?|pounds?)\b/;

/** A unit of body weight, as a word. */
const WEIGHT_UNITS = /^(?:kg|kgs|kilos?|kilograms?|stones?|st|lbs?|pounds?)$/;

/** A question whether something is so, by its opening word. English, folded. */
const YES_NO_OPENING = /^(?:is|are|was|were|will|would|does|do|did|can|could|should|must|has|have)\b/;
/** The forms of "be" before what is said of a thing. */
const BE_FORMS = new Set(['is', 'are', 'be', 'was', 'were', 'being', 'been', 's', 're']);

/** "How far do we walk?", "how far walks one?": the distance an outing covers, asked by its going. English, folded. */
const DISTANCE_COVERED =
  /\bhow far (?:\w+ ){0,2}(?:walk|walks|walking|hike|hikes|hiking|cycle|cycles|cycling|bike|ride|rides|riding|paddle|paddles|paddling|swim|swims|swimming|row|rows|rowing|run|runs|running|kayak|climb|climbs|climbing)\b/;

/** Sending things somewhere ("do you ship to…", "delivery to…"). English, folded. */
const SENDING = /\b(?:ship|ships|shipping|deliver|delivers|delivery|deliveries|post|posting|send|sending)\b/;
/** Words of the facts for any country but the business's own. */
const ABROAD = ['abroad', 'overseas', 'internationally', 'international', 'worldwide'];

/** Getting in, said in a fact's text ("up a steep staircase with no lift", "a ramp at the door", "wheelchair users"). */
const ACCESS_SAID =
  /\b(?:stairs?|staircases?|steps?|lifts?|elevators?|ramps?|ground floor|wheelchairs?|accessible|accessibility|access|disabled|disabilities|mobility)\b/i;

/**
 * A time to be somewhere before a start ("be at the pontoon 20 minutes before departure", "arrive an hour early"), not a
 * deadline for something else ("cancel 72 hours before"). English.
 */
const STATES_LEAD_TIME =
  /\b(?:be (?:at|there|here|on|in|ready)|arrive|get there|get here|turn up|report|check in)\b[^.;]{0,60}?\b(?:\d+|an?|one|two|three|ten|fifteen|twenty|thirty)\s?(?:minutes?|mins?|hours?)\s(?:before|early|earlier|ahead)\b/i;

/** A time past that the asker tells ("last year", "two weeks ago"). English, folded. */
const PAST_TOLD =
  /\blast (?:week|month|year|summer|winter|spring|autumn|time|weekend)\b|\b(?:\d+|a|an|one|two|three|four|five|six|a few|several) (?:days?|weeks?|months?|years?) ago\b/g;

/** "In what months…?", "which month…": the months asked, which a fact naming months answers. English, folded. */
const WHICH_MONTHS = /\b(?:what|which) months?\b/;

/** "Where can I buy…", "where do we get…": where a thing is had, asked with "where". English, folded. */
const WHERE_TO_GET =
  /\bwhere ((?:can|could|do|would|should|might) (?:i|we|one|you) (?:buy|get(?! (?:on|in|off|to|there|here|into|onto|out|back|home)\b)|purchase|pick up|order))\b/;

/** "Where is the club held?", "when are the classes held?": "held" as taking place, after what is asked. English, folded. */
const HELD_AT = /\b((?:where|when) (?:is|are|s|was|were) (?:\w+ ){1,4})(?:held|hold)\b/;

/**
 * "When it rains, do you still walk?": "when" opening a clause of its own before the question's verb sets a condition,
 * as "if" does; it asks no time ("When do you open?"). English, folded.
 */
const WHEN_CLAUSE =
  /^when ((?:(?!do|does|did|can|could|will|would|should|is|are|was|were|may|must)\w+ ){2,6}(?:do|does|can|could|will|would|should|is|are|may|must) (?:you|we|i|they|it|he|she|the|my|our)\b)/;

/** "How much space / room", a measure asked with "how much" that is no price ("how much weight can the lift take?"). English. */
const MEASURE_ASKED = /\bhow much (?:space|room|area|weight|floor space|floor area)\b/;

/**
 * An area given by its sides ("a flat space of 3 by 3 metres", "6 x 3 m") or by one side ("at least 3 metres wide", "5
 * metres behind it"); not a price per square metre.
 */
const STATES_AREA =
  /\b\d+(?:[.,]\d+)?\s?(?:m|metres?|meters?|ft|feet|foot)?\s?(?:by|x|×)\s?\d+(?:[.,]\d+)?\s?(?:m|metres?|meters?|ft|feet|foot)\b|\b\d+(?:[.,]\d+)?\s?(?:m|metres?|meters?|ft|feet|foot) (?:wide|long|deep|across|behind|in front)\b/i;
/** A weight given ("takes up to 500 kg"). */
const STATES_WEIGHT = /\b\d+(?:[.,]\d+)?\s?(?:kg|kilos?|kilograms?|lbs?|pounds weight|tonnes?|tons?|t)\b(?!\s?CO2)/i;

/**
 * "space" and "room" for a fact that gives an area, "weight" for one that gives a weight, in whatever words ("a flat
 * spot of 6 by 3 metres", "a tail lift that takes up to 500 kg"): what "how much space" and "how much weight" ask.
 */
function spaceWords(text: string): string[] {
  return [...(STATES_AREA.test(text) ? ['space', 'room'] : []), ...(STATES_WEIGHT.test(text) ? ['weight'] : [])];
}

/**
 * "discount" for a fact that states one in other words ("trade accounts get 10% off", "a pack of 10 costs £400"), as its
 * words are read; and "multi" for one pricing several at once, which a "multi-visit pass" asks for.
 */
function discountWord(text: string): string[] {
  if (STATES_PACK_PRICE.test(text) && statesPrice(text)) return ['discount', 'multi'];
  return STATES_DISCOUNT.test(text) ? ['discount'] : [];
}

/** Words for everyone priced, whose price is the full one ("€20 per person"). */
const EVERYONE_PRICED = new Set(['adult', 'person', 'people', 'guest', 'everyone', 'participant', 'visitor', 'customer']);

/**
 * The kinds of people a text names in the plural besides everyone ("students", "children"; not "student violins" nor
 * "per adult"): whom a price of their own may be for. English.
 */
export function pricedPeople(text: string): string[] {
  return words(foldText(text)).filter((w) => {
    if (w.length <= 3) return false;
    const noun = baseForms(w).find((f) => f.part === 'n' && f.lemma !== w);
    return noun !== undefined && !EVERYONE_PRICED.has(noun.lemma) && mayNamePerson(noun.lemma);
  });
}

/** Base forms' synonyms read lately, by word (the same for every business). */
const BASE_FORM_SYNONYMS = new RecentCache<string, string | null>(20_000);

/** The lexicon's word for the base form of an inflected word, if it lists one ("shipped" → ship → deliver). */
function synonymOfBaseForm(word: string, lexicon: Lexicon): string | undefined {
  const found = BASE_FORM_SYNONYMS.remember(word, () => {
    // Only an inflected form: a word that is an entry of its own ("welcoming", "hiring") may mean something else.
    const forms = baseForms(word);
    if (forms.some((f) => f.lemma === word)) return null;
    for (const { lemma } of forms) {
      const listed = lexicon.synonyms.get(lemma);
      if (listed) return listed;
    }
    return null;
  });
  return found ?? undefined;
}

/**
 * Whether a word of a folded question's words is the thing a doing before it acts on ("*repair* phones", "*fix* my
 * phone"): the last word of the phrase (not "phone holder", "phone number"), after a word WordNet uses as a verb that is
 * no auxiliary and does not ask for a way to get in touch (`contactThings.askingVerbs`), with at most two determiners or
 * adjectives between ("fix *my cracked* phone").
 */
function workedOn(word: string, asked: readonly string[], lexicon: Lexicon): boolean {
  const { auxiliaries, determiners } = lexicon.verbSlots;
  const lead = (w: string) => determiners.has(w) || isMostly(w, 'a');
  return asked.some((w, i) => {
    // Not the first word of a compound ("phone holder", "phone number"); a stop word after it joins no noun ("my phone
    // *while* playing").
    const next = asked[i + 1] ?? '';
    if (w !== word || (usualParts(next).has('n') && !lexicon.stopwords.has(next))) return false;
    // "show the ticket *on my phone*", "pay *with my phone*", "can I *use my phone*": the asker's own device, not a way to
    // reach anyone. Not when reaching someone is asked ("can I text you from my phone?").
    if (OWN.has(asked[i - 1] ?? '') && !asked.some((x) => REACHING.has(x))) return true;
    let at = i - 1;
    while (at >= 0 && i - at <= 2 && lead(asked[at] ?? '')) at -= 1;
    const verb = asked[at] ?? '';
    // "your work phone": after the business's own word, the word before describes the phone.
    if (BUSINESS_OWN.has(asked[at - 1] ?? '')) return false;
    return verb.length > 2 && !lexicon.contactThings.askingVerbs.has(verb) && !auxiliaries.has(verb) && usualParts(verb).has('v');
  });
}

/** An amount of money (a currency sign beside a number). */
const STATES_AMOUNT = /\p{Sc}\s?\d|\d\s?\p{Sc}/u;

/** Words that deny what follows ("not", "isn't": "isn t"). English. */
const DENIAL = new Set(['not', 't', 'never']);
/** An article or a word of degree between a denial and its adjective ("not *a* strong…", "not *very* fit"). English. */
const DEGREE_OR_ARTICLE = new Set(['a', 'an', 'very', 'too', 'so', 'that', 'really', 'particularly']);

/** Units of a stay's length among the hours' words ("one night", "a weekend"). English. */
const STAY_UNITS = new Set(['night', 'nights', 'weekend', 'weekends']);
/** Words counting one before a unit of time ("*a* night", "*one* weekend", "*per* night"). English. */
const STAY_COUNTS = new Set(['a', 'an', 'one', 'per', 'each', 'every', 'extra', 'few', 'several', 'couple']);

/** Verbs of meeting somewhere ("where do we meet?"). English. */
const MEETING = new Set(['meet', 'meeting', 'gather', 'assemble']);
/** Where one meets ("the meeting *point*"). English. */
const MEETING_PLACES = new Set(['point', 'place', 'spot']);

/** Words saying which time of a recurring thing is asked ("the *next* tournament"). English. */
const WHICH_OCCURRENCE = new Set(['next', 'upcoming', 'following']);
/** Sums held or paid ahead, which WordNet does not file under money ("deposit", "balance"). English. */
const MONEY_HELD = new Set(['deposit', 'deposits', 'balance', 'retainer']);
/** The asker's own ("my phone"). English. */
const OWN = new Set(['my', 'our']);
/** Verbs of reaching someone. English. */
const REACHING = new Set(['call', 'ring', 'text', 'reach', 'contact', 'message', 'email', 'whatsapp']);

/** A word and its base forms ("pets" → pets, pet). */
function lemmasOf(word: string): string[] {
  return [word, ...baseForms(word).map((f) => f.lemma)];
}

/** Words of the intent phrases for a kind, for a fact's keywords field. */
function intentKeywords(lexicon: Lexicon, kind: string): string {
  return (lexicon.intentPhrases[kind] ?? []).join(' ').replace(/\*|\.\./g, ' ');
}

/** A kind's keyword field, tokenized once per lexicon: it is the same for every business. */
interface KeywordField {
  tokens: string[];
  /** The processed terms (stemmed, stop words left out), for document frequencies. */
  terms: ReadonlySet<string>;
}

const keywordFieldCache = new WeakMap<Lexicon, Map<string, KeywordField>>();

function keywordFieldsOf(
  lexicon: Lexicon,
  tokenize: (text: string) => string[],
  processTerm: (term: string) => string | null,
): (keywords: string) => KeywordField {
  let cache = keywordFieldCache.get(lexicon);
  if (!cache) {
    cache = new Map();
    keywordFieldCache.set(lexicon, cache);
  }
  const known = cache;
  return (keywords) => {
    let field = known.get(keywords);
    if (!field) {
      const tokens = tokenize(keywords);
      field = { tokens, terms: new Set(tokens.map(processTerm).filter((t): t is string => Boolean(t))) };
      known.set(keywords, field);
    }
    return field;
  };
}

export interface FactIndex {
  /**
   * Finds the facts that answer a folded question; `names` are the words it writes with a capital, `oneQuestion` that
   * its message asks one thing (one part).
   */
  search(folded: string, names?: ReadonlySet<string>, oneQuestion?: boolean): Retrieval;
  /** Whether every word of a phrase is in what the business offers (its service facts). */
  offers(phrase: string): boolean;
}

/** Builds the index of a snapshot's answerable facts (gateway rules are answered elsewhere). */
export function buildFactIndex(
  facts: readonly SnapshotFact[],
  lexicon: Lexicon,
  /** Left out of every fact's words: "Rye Bread Co. offers croissants" says nothing about bread. */
  businessName = '',
): FactIndex {
  const name = foldText(businessName);
  const withoutName = (text: string) => (name ? ` ${foldText(text)} `.split(` ${name} `).join(' ') : text);
  const nameStems = new Set(words(name).map(stem));
  // The gateway's rules and the platform's emergency line are given by their own rules, never retrieved.
  const answerable = facts.filter((f) => f.kind !== 'gateway' && f.kind !== 'platform');
  // WordNet is English: other languages' facts match on their own words.
  const english = lexicon.language === 'en';
  const byId = new Map(answerable.map((f) => [f.id, f]));
  const kindOf = (f: SnapshotFact) => f.answersFor ?? f.kind;
  // A fact of another kind that states an amount ("rents keyboards from $25 a month") answers a price question too.
  // So does one that says something costs nothing ("taken away at no extra cost"), to a question whether there is a
  // charge ("Is there a charge for removing the old units?"), not how much something costs.
  const pricesSomething = (f: SnapshotFact, asksCharge = false) =>
    f.kind !== 'profile' &&
    (statesPrice(f.text) || (english && PRICED_IN_WORDS.test(f.text)) || (asksCharge && STATES_NO_CHARGE.test(f.text)));
  // Likewise a fact that states a time of day ("the guided paddle leaves at 09:00") answers a question about when.
  const timesSomething = (f: SnapshotFact) => f.kind !== 'profile' && STATES_TIME.test(f.text);
  const answersIntent = (f: SnapshotFact, kinds: { has(kind: string): boolean }, asksCharge = false) =>
    kinds.has(kindOf(f)) || (kinds.has('pricing') && pricesSomething(f, asksCharge)) || (kinds.has('hours') && timesSomething(f));
  const processTerm = (term: string) => (lexicon.stopwords.has(term) ? null : stem(term));
  // A plural is read as its singular is ("estimates" as "estimate").
  // So is another form of a listed word ("shipped" as "ship" is, "hired" as "hire"), by its base forms. English.
  const synonym = (word: string) =>
    lexicon.synonyms.get(word) ??
    (word.length > 4 && word.endsWith('s') ? lexicon.synonyms.get(word.slice(0, -1)) : undefined) ??
    (english ? synonymOfBaseForm(word, lexicon) : undefined) ??
    word;
  // The premises in the lexicon's words, and in English any noun WordNet makes a workplace ("your workshop").
  // What the business's summary says it is ("X is an independent two-screen *cinema* in Galway"), by stem: pointed at
  // ("where is the cinema?"), it is the business, as its premises are.
  // So are the buildings its description names before a place, each the last word of its phrase ("Independent brewery
  // and *taproom* in York"; not "marina services").
  const kindNouns = new Set(
    answerable
      .filter((f) => f.kind === 'summary' && english)
      .flatMap((f) => [...f.text.matchAll(SAYS_WHAT_IT_IS)].map((m) => stem(foldText(m[1] ?? ''))))
      .concat(answerable.filter((f) => f.id === 'profile:description' && english).flatMap((f) => buildingsNamed(f.text)))
      .filter(Boolean),
  );
  // The words of what the summary says the business is ("is an *acupuncture clinic*", "is a *3D printing service*"), by
  // stem: every fact of the business speaks of it, whether it says so or not. English.
  const whatItIs = new Set(
    answerable
      .filter((f) => f.kind === 'summary' && english)
      .flatMap((f) => [...f.text.matchAll(SAYS_WHAT_IT_IS)].flatMap((m) => words(foldText(m[0])).slice(2)))
      .filter((w) => !lexicon.stopwords.has(w))
      .map(stem),
  );
  const offersAsThing = (word: string) =>
    answerable.some((f) => (kindOf(f) === 'pricing' || kindOf(f) === 'service') && textTermsOf(f).has(stem(word)));
  // A name after a preposition of place, written with a capital, that no fact holds ("for *York*", "in Stockport"). English.
  // Only of what is to come, every name being a place: "How much did the Smiths pay in York?" asks of others' dealings.
  const asksForOwnPlace = (folded: string, names: ReadonlySet<string> = new Set()) => {
    const asked = words(folded);
    const placed = (w: string, i: number) => i > 0 && PLACE_PREPOSITIONS.has(asked[i - 1] ?? '') && names.has(w);
    const others = asked.some((w, i) => (names.has(w) && !placed(w, i)) || PAST_DEALINGS.has(w));
    return !others && asked.some((w, i) => placed(w, i) && !ranking().terms.has(processTerm(w) ?? ''));
  };
  // A fact speaking of the area served: in the lexicon's area words ("covers", "outside"), or naming a place.
  const namesArea = (fact: SnapshotFact) =>
    lexicon.intents.get('area_served')?.find(foldText(fact.text)) != null ||
    fact.text
      .split(/\s+/)
      .slice(1)
      .some((w) => /^\p{Lu}/u.test(w) && namesPlace(foldText(w)));
  const isPremises = (word: string) =>
    lexicon.premises.has(word) || (english && (namesWorkplace(word) || kindNouns.has(stem(word))));
  // Words said together that mean one thing ("money back", "take part") are read as that word, in facts and questions.
  const { matcher: phrases, canonical } = lexicon.phraseSynonyms;
  // The nouns of those phrases, by stem, with the stems of the words they are read as ("wheelchair" of "wheelchair
  // accessible" → stepfree): a fact holding that word answers the noun in part, as a related word does ("Is it
  // accessible for a wheelchair user?" ← "Is the studio wheelchair accessible?"). English.
  const phraseNouns = new Map<string, Set<string>>();
  if (english)
    for (const [phrase, word] of canonical)
      for (const part of phrase.split(' '))
        if (part.length > 3 && part !== word && !lexicon.stopwords.has(part) && isMostly(part, 'n'))
          phraseNouns.set(stem(part), new Set([...(phraseNouns.get(stem(part)) ?? []), stem(word)]));
  // A verb split by its object, read with its particle first ("pick the order up" → "pick up the order"), when the two
  // together are a phrase read as one word.
  const joinedVerb = (folded: string) =>
    canonical.size === 0
      ? folded
      : ` ${folded} `
          .replace(SPLIT_PARTICLE, (whole, verb: string, object: string, particle: string) =>
            canonical.has(`${verb} ${particle}`) ? ` ${verb} ${particle} ${object}` : whole,
          )
          .trim();
  const asOneWord = (folded: string) => {
    let text = ` ${joinedVerb(folded)} `;
    for (const phrase of phrases.findAll(text.trim())) text = text.replace(` ${phrase} `, ` ${canonical.get(phrase) ?? phrase} `);
    return text.trim();
  };
  const tokenize = (text: string) => words(asOneWord(foldText(text))).map(synonym);
  // A fact's words written with a hyphen, also as one word, as a question may write them ("call-outs" → callouts).
  const hyphenJoined = (text: string) =>
    [...text.matchAll(/(\p{L}+)-(\p{L}+)/gu)].map((m) => foldText(`${m[1]}${m[2]}`)).map(synonym);
  const keywordField = keywordFieldsOf(lexicon, tokenize, processTerm);
  // Each fact's own words and their stems ("does its text name what was asked?"), computed when first needed.
  interface OwnWords {
    tokens: string[];
    stems: Set<string>;
    /** Base forms of the fact's content words, and the words WordNet ties them to (English only). */
    readonly lemmas: Set<string>;
    /** Base forms of the fact's content words alone, without those of its stop words ("bought"). */
    readonly contentLemmas: Set<string>;
    readonly related: Set<string>;
    /** With the fact's words' broader words: "alcohol" is a beverage. */
    readonly broader: Set<string>;
    /** The base forms of the fact's content words that are nouns ("shoes" → shoe; not "seasoned" → season, a verb). */
    readonly nouns: Set<string>;
    /** Whether the fact names a food ("toasties", "soup", "pizzas", "lunch"): it speaks of food, in other words. */
    readonly namesFood: boolean;
    /** A drink named ("juice", "coffee"): what "something to drink" asks for. */
    readonly namesDrink: boolean;
    /** Whether the fact names a thing worn ("closed-toe shoes", "leggings"): it says what to wear, in other words. */
    readonly namesClothing: boolean;
    /** Whether the fact says how one pays ("Payment is by debit, credit card or e-transfer"): a way not named is no way. */
    readonly namesPayment: boolean;
    /**
     * Whether every use of a lemma in the fact has a noun or adjective before it ("meeting rooms", "mortice locks")
     * that the question does not hold itself ("wedding dresses" for "wedding gowns" is the same kind).
     */
    narrows(lemma: string, asked: ReadonlySet<string>): boolean;
    /** Whether the fact offers something with one of the lexicon's trade verbs ("sells", "bakes"; not "make sure"). */
    readonly trades: boolean;
  }
  const ownWords = new Map<string, OwnWords>();
  // "Of course, any parent can come": set phrases of talk are no words of the fact ("course" is no class there).
  const withoutDiscourseMarkers = (text: string) => {
    const folded = foldText(text);
    return withoutPhrases(folded, lexicon.discourseMarkers.findAll(folded));
  };
  const ownWordsOf = (fact: SnapshotFact) => {
    let own = ownWords.get(fact.id);
    if (!own) {
      const tokens = [
        ...tokenize(withoutDiscourseMarkers(`${fact.question ?? ''} ${withoutName(fact.text)}`)),
        ...hyphenJoined(fact.text),
        ...discountWord(fact.text),
        ...spaceWords(fact.text),
      ];
      // The content words, and the WordNet sets, are looked up when first read: most facts are never compared word by
      // word. Two words WordNet writes as one ("second-hand" → secondhand) count as that word too.
      let contentWords: string[] | undefined;
      const content = () => {
        contentWords ??= english
          ? [
              ...tokens.filter((w) => !lexicon.stopwords.has(w) && !/\d/.test(w)),
              // Two words written apart that are one ("car park"), not a stop word joined to the next ("for ages": forages).
              ...tokens
                .slice(1)
                .flatMap((w, i) =>
                  lexicon.stopwords.has(w) || lexicon.stopwords.has(tokens[i] ?? '') ? [] : [`${tokens[i]}${w}`],
                )
                .filter((w) => w.length > 5 && isEnglishWord(w)),
            ]
          : [];
        return contentWords;
      };
      let lemmas: Set<string> | undefined;
      let contentLemmas: Set<string> | undefined;
      let related: Set<string> | undefined;
      let broader: Set<string> | undefined;
      let nouns: Set<string> | undefined;
      let food: boolean | undefined;
      let drink: boolean | undefined;
      let clothing: boolean | undefined;
      let payment: boolean | undefined;
      let trades: boolean | undefined;
      own = {
        tokens,
        stems: new Set(tokens.map(stem)),
        get lemmas() {
          // A stop word of a form of its own ("bought") is read by its base form when that is none ("Tickets are bought
          // on board" holds buy): a question's stop words stay out, so "a helmet I bought" tells no doing.
          const baseOfStopWord = (w: string) =>
            english && lexicon.stopwords.has(w)
              ? baseForms(w).flatMap((f) => (f.lemma !== w && !lexicon.stopwords.has(f.lemma) ? [f.lemma] : []))
              : [];
          lemmas ??= new Set([...content().flatMap(lemmasOf), ...tokens.flatMap(baseOfStopWord)]);
          return lemmas;
        },
        get contentLemmas() {
          contentLemmas ??= new Set(content().flatMap(lemmasOf));
          return contentLemmas;
        },
        get related() {
          // A word negated by a prefix ("unfurnished") is tied to what the word it negates is tied to (furniture): the
          // fact answers a question about that, saying no.
          const negated = (w: string) => {
            const rest = /^(?:un|non)(\p{L}{4,})$/u.exec(w)?.[1];
            return rest && isEnglishWord(rest) ? [rest, ...relatedLemmas(rest, lexicon, false)] : [];
          };
          // So is a word written as one to its first part when that is what it is of ("beehives": bees).
          related ??= new Set(
            content().flatMap((w) => [
              ...relatedLemmas(w, lexicon, false),
              ...negated(w),
              ...(english ? compoundModifier(w) : []),
            ]),
          );
          return related;
        },
        get broader() {
          broader ??= new Set(content().flatMap((w) => [...relatedLemmas(w, lexicon, true), ...compoundHead(w)]));
          return broader;
        },
        get nouns() {
          nouns ??= new Set(content().flatMap((w) => baseForms(w).flatMap((f) => (f.part === 'n' ? [f.lemma] : []))));
          return nouns;
        },
        get namesFood() {
          food ??= [...this.nouns].some((lemma) => namesFood(lemma));
          return food;
        },
        get namesDrink() {
          drink ??= [...this.nouns].some((lemma) => namesDrink(lemma));
          return drink;
        },
        get namesClothing() {
          clothing ??= [...this.nouns].some((lemma) => namesClothing(lemma));
          return clothing;
        },
        get namesPayment() {
          payment ??= tokens.some((w) => PAYING_WORDS.has(w)) && tokens.some((w) => PAYMENT_WAYS.has(w));
          return payment;
        },
        get trades() {
          // A trade verb whose object is an adjective alone says nothing of what is made or sold ("please make sure the
          // lid is cleared", "make certain that"); one describing a thing does ("offers new and used books").
          trades ??= tokens.some(
            (w, i) =>
              lemmasOf(w).some((l) => lexicon.verbSlots.tradeVerbs.has(l)) &&
              !(onlyAdjective(tokens[i + 1] ?? '') && lexicon.stopwords.has(tokens[i + 2] ?? 'the')),
          );
          return trades;
        },
        narrows(lemma, asked) {
          const uses = tokens.flatMap((w, i) => (lemmasOf(w).includes(lemma) ? [i] : []));
          const before = (i: number) => tokens[i - 1] ?? '';
          // A measure ("a 30-minute lesson", "a 2-hour course") says how much, not which kind.
          const measure = (i: number) => /\d/.test(tokens[i - 2] ?? '');
          return uses.length > 0 && uses.every((i) => isModifier(before(i)) && !asked.has(stem(before(i))) && !measure(i));
        },
      };
      ownWords.set(fact.id, own);
    }
    return own;
  };
  const textTermsOf = (fact: SnapshotFact) => ownWordsOf(fact).stems;
  /** The stems of what each fact's amounts are the prices of (see {@link pricedText}). */
  const pricedStems = new Map<string, Set<string>>();
  const pricedStemsOf = (fact: SnapshotFact) => {
    let priced = pricedStems.get(fact.id);
    if (!priced) {
      priced = new Set(tokenize(pricedText(fact.text)).map(stem));
      pricedStems.set(fact.id, priced);
    }
    return priced;
  };
  /** The people an audience phrase names ("for *beginners*", "*kids* friendly"), by stem. English. */
  const audienceWords = (folded: string) =>
    (lexicon.intents.get('audience')?.findAll(folded) ?? [])
      .flatMap((p) => p.split(' '))
      .filter((w) => !lexicon.stopwords.has(w) && english && namesPerson(w))
      .map((w) => stem(synonym(w)));
  /** Those of each fact's text, read once per fact. */
  const factAudiences = new Map<string, string[]>();
  const audienceWordsOf = (fact: SnapshotFact) => {
    let found = factAudiences.get(fact.id);
    if (!found) {
      found = audienceWords(foldText(fact.text));
      factAudiences.set(fact.id, found);
    }
    return found;
  };
  // A FAQ's own question, as stems without stop words: read once per fact, however many questions it is ranked for.
  const faqQuestions = new Map<string, string[]>();
  const faqQuestionStems = (fact: SnapshotFact): string[] => {
    if (fact.kind !== 'faq' || !fact.question) return [];
    let found = faqQuestions.get(fact.id);
    if (!found) {
      found = tokenize(withoutName(fact.question))
        .filter((w) => !lexicon.stopwords.has(w))
        .map(stem);
      faqQuestions.set(fact.id, found);
    }
    return found;
  };
  // An age rule for people, not the age of a thing ("a 20-year-old tawny port", "a 300-year-old barn"): in English, an
  // age written before a noun (after an adjective, if one comes first) that names no person is left out.
  const namesThing = (first: string, second = '') => {
    const content = (w: string, part: 'n' | 'a') =>
      w.length > 2 && !lexicon.stopwords.has(w) && baseForms(w).some((f) => f.part === part);
    // A doing after it is what someone that old may do ("riders 8 years old *ride* with an adult").
    if (content(first, 'n') && !isMostlyVerb(first)) return !namesPerson(first);
    // An adjective first ("tawny"): the noun after it, if any, says who or what is that old.
    if (!content(first, 'a')) return false;
    return content(second, 'n') ? !namesPerson(second) : !namesPerson(first);
  };
  const statesAgeRule = (text: string) =>
    STATES_AGE.test(
      english
        ? text
            .replace(CLOCK_RANGE, ' ')
            .replace(AGE_BEFORE, (whole, first: string, second?: string) =>
              namesThing(first.toLowerCase(), second?.toLowerCase()) ? ' ' : whole,
            )
        : text,
    );
  // A word WordNet knows only as an adjective or adverb ("sure", "certain"), never as a thing or a doing.
  const onlyAdjective = (word: string) => {
    const forms = baseForms(word);
    return forms.length > 0 && forms.every((f) => f.part === 'a' || f.part === 'r');
  };
  // A word that narrows the noun after it: a known noun or adjective, not a verb ("serves alcohol") or a number.
  const isModifier = (word: string) =>
    word.length > 2 && !lexicon.stopwords.has(word) && !/\d/.test(word) && baseForms(word).length > 0 && !isMostlyVerb(word);
  // The ranked index is built on the first question that needs it: many ask only for a kind (the hours, the address).
  let built: ReturnType<typeof buildRanking> | undefined;
  const ranking = () => {
    built ??= buildRanking();
    return built;
  };
  const buildRanking = () => {
    const index = new MiniSearch<Doc>({
      fields: ['question', 'keywords', 'text'],
      tokenize: (text, field) => (field === 'keywords' ? keywordField(text).tokens : tokenize(text)),
      processTerm,
    });
    // A fact's own terms; its keyword terms are its kind's, shared (a fact holds a term if either does).
    const ownTerms = new Map<string, Set<string>>();
    const keywordTerms = new Map<string, ReadonlySet<string>>();
    const docs = answerable.map((fact) => {
      const doc = {
        id: fact.id,
        question: fact.question ?? '',
        keywords: intentKeywords(lexicon, kindOf(fact)),
        text: [withoutName(fact.text), ...hyphenJoined(fact.text), ...discountWord(fact.text), ...spaceWords(fact.text)].join(
          ' ',
        ),
      };
      ownTerms.set(
        fact.id,
        new Set(
          ownWordsOf(fact)
            .tokens.map(processTerm)
            .filter((t): t is string => Boolean(t)),
        ),
      );
      keywordTerms.set(fact.id, keywordField(doc.keywords).terms);
      return doc;
    });
    index.addAll(docs);
    // Every term the index holds: a related word outside them finds nothing, and is not looked up.
    const terms = new Set<string>();
    for (const doc of docs) {
      for (const term of ownTerms.get(doc.id) ?? []) terms.add(term);
      for (const term of keywordTerms.get(doc.id) ?? []) terms.add(term);
    }
    const documentFrequency = (term: string) =>
      docs.filter((doc) => ownTerms.get(doc.id)?.has(term) || keywordTerms.get(doc.id)?.has(term)).length;
    const idfs = new Map<string, number>();
    const idf = (term: string) => {
      let value = idfs.get(term);
      if (value === undefined) {
        // A word no fact holds is taken as rare as one a single fact holds: nothing says it is more informative.
        const n = Math.max(1, documentFrequency(term));
        value = Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
        idfs.set(term, value);
      }
      return value;
    };
    return { index, idf, terms, search: termSearcher(index, KEPT_TERM_SEARCHES) };
  };
  // Words for the food a business serves as a whole ("serves Thai *food*", "serves Sichuan *cuisine*").
  const cuisineWords = lexicon.cuisineWords;
  // Words by which a fact says whom the business serves, men or women ("a *unisex* salon"), by stem.
  const genderWords = new Set([...lexicon.genderPolicyWords].map(stem));
  // Words for premises that name this business's own kind ("the restaurant" at a restaurant): its summary and categories say so.
  // The words of the business's own description of itself (its summary, profile description and categories), by stem.
  let tradeStems: Set<string> | undefined;
  const ownTrade = () => {
    tradeStems ??= new Set(
      answerable
        .filter((f) => f.kind === 'summary' || f.id === 'profile:description' || f.id === 'profile:categories')
        .flatMap((f) => tokenize(withoutName(f.text)))
        .filter((w) => !lexicon.stopwords.has(w))
        .map(stem),
    );
    return tradeStems;
  };
  const identity = new Set(
    answerable
      .filter((f) => f.kind === 'summary' || f.id === 'profile:categories')
      // What the business has beside it ("… a fruit farm *with a farm shop* and a café") is not what it is. English.
      .flatMap((f) => tokenize(withoutName(english && f.kind === 'summary' ? f.text.replace(HAS_BESIDE, '') : f.text)))
      .filter((w) => lexicon.premises.has(w))
      .map(stem),
  );
  // Words of what the business itself offers ("books" at a bookshop): there they name a product, not an intent.
  // An amount of time a service takes ("about six hours") names no product, nor does what it does not do.
  const offered = new Set(
    answerable
      .filter((f) => f.kind === 'service' && !lexicon.absence.find(foldText(f.text)))
      .flatMap((f) => tokenize(f.text.replace(/^.*? offers /, '').replace(DURATIONS, ' ')).map(stem)),
  );
  // A product or its doing is named by a noun, an adjective or a verb ("english" novels, "serves"), not by "when"
  // ("… when no class is running").
  const namesProduct = (w: string) =>
    (offered.has(stem(w)) || offered.has(stem(synonym(w)))) && (!english || [...usualParts(w)].some((part) => part !== 'r'));

  /** Whether a question names a booking and a verb of moving it ("Can I change my booking to Sunday?"). English. */
  const movesABooking = (folded: string) => {
    const { rescheduling } = lexicon;
    if (!english || rescheduling === null || rescheduling.objects.find(folded) === null) return false;
    return words(folded).some((w) => lemmasOf(w).some((l) => rescheduling.verbs.has(l)));
  };

  // Every two words the facts write one after the other (folded, as questions are), read when first needed; not the
  // profile's fields nor the hours ("Opening hours: …" names no offer).
  let pairs: Set<string> | undefined;
  const degreeOfSomeone = (who: string) =>
    namesPerson(who) && ![...DEGREE_WORDS].some((d) => factPairs().has(`${d} ${who}`) || factPairs().has(`${d} ${who}s`));
  const factPairs = () => {
    pairs ??= new Set(
      answerable.flatMap((f) => {
        if (f.kind === 'profile' || kindOf(f) === 'hours') return [];
        const said = words(foldText(withoutName(f.text)));
        return said.slice(1).map((w, i) => `${said[i]} ${w}`);
      }),
    );
    return pairs;
  };

  // The facts saying where the business works: of the area it serves, or stating an area ("venues anywhere in the GTA").
  const saysArea = (f: SnapshotFact) =>
    kindOf(f) === 'area_served' || (english && f.kind !== 'profile' && AREA_STATED.test(f.text));
  const servesAreas = answerable.some(saysArea);
  /** The words of the facts saying where the business works. */
  let areaWords: Set<string> | undefined;
  const areaTerms = () => {
    areaWords ??= new Set(answerable.filter(saysArea).flatMap((f) => [...textTermsOf(f)]));
    return areaWords;
  };
  /**
   * Whether a folded question asks of nothing but a place it names after a preposition ("in Swindon"): a name the asker
   * wrote with a capital (`names`) that no dictionary or fact holds, besides the words that said what kind of thing is
   * asked (`asking`).
   */
  const asksOfUnknownPlace = (folded: string, asking: ReadonlySet<string>, names: ReadonlySet<string>) => {
    const all = words(withoutPhrases(folded, lexicon.filler.findAll(folded)));
    const unknown = (w: string) => w.length > 2 && !/\d/.test(w) && !isEnglishWord(w) && !vocabulary().has(w);
    // A name of several words ("North Berwick", "Port Talbot") is a place when its last word is one no dictionary holds.
    const place = (w: string, i: number) => {
      if (!names.has(w)) return false;
      let start = i;
      while (start > 0 && names.has(all[start - 1] ?? '') && !PLACE_PREPOSITIONS.has(all[start - 1] ?? '')) start -= 1;
      let end = i;
      while (end + 1 < all.length && names.has(all[end + 1] ?? '')) end += 1;
      return start > 0 && PLACE_PREPOSITIONS.has(all[start - 1] ?? '') && unknown(all[end] ?? '');
    };
    const content = all.filter((w) => !lexicon.stopwords.has(w) && !asking.has(w));
    if (all.some(place) && content.every((w) => all.some((p, i) => p === w && place(p, i)))) return true;
    // "Can you pick us up in Swansea?", "Do you work in Newport?": the business asked to do something general or what a
    // fact of its area says it does, in a town the asker names with a capital that WordNet files under places and no
    // fact holds.
    // Not where the asker is going ("I'm driving *back to* London, can you freeze it?").
    const journey = (i: number) => all[i - 1] === 'to' && JOURNEY.has(all[i - 2] ?? '');
    const town = (w: string, i: number) =>
      names.has(w) &&
      PLACE_PREPOSITIONS.has(all[i - 1] ?? '') &&
      !journey(i) &&
      (namesPlace(w) || unknown(w)) &&
      !vocabulary().has(w);
    const doing = (w: string) =>
      usualParts(w).has('v') && (verbSensesInUse(w) >= GENERAL_VERB_SENSES || areaTerms().has(stem(synonym(w))));
    if (
      BUSINESS_ASKED.test(folded) &&
      all.some(town) &&
      content.every((w) => all.some((p, i) => p === w && town(p, i)) || doing(w))
    )
      return true;
    // "I'm in Stirling, can you still fit?": the asker's own place told, and the business asked to do something there.
    const told = TOLD_PLACE.exec(folded);
    return told !== null && BUSINESS_ASKED.test(folded) && all.some((w, i) => w === told[1] && place(w, i));
  };

  // "What time does *the cafe* open?" where a fact gives the café's own times ("Our café serves … from 9:00 to 15:30"):
  // asked for its hours, that part of the business, not the business's opening hours, even where the business is a
  // café too. Its own times, from one to another, or until when it serves itself ("The café serves lunch … until
  // 16:00"): not a time something else happens there ("welcome in the taproom … until 20:00").
  const servesUntil = (f: SnapshotFact, word: string) =>
    new RegExp(`\\b${word}\\s(?:serves|is open|opens|runs|stays open)\\b`).test(foldText(f.text));
  const hasOwnHours = (word: string) =>
    english &&
    isPremises(word) &&
    answerable.some(
      (f) =>
        f.kind !== 'summary' &&
        f.kind !== 'profile' &&
        ((f.text.match(CLOCK_TIMES) ?? []).length >= 2 || (UNTIL_TIME.test(f.text) && servesUntil(f, word))) &&
        ownWordsOf(f).tokens.includes(word),
    );
  // A language a fact says is spoken or taught in ("Instructors teach in English and Spanish"). English.
  const saysSpoken = (name: string) =>
    english &&
    lexicon.languageNames.has(name) &&
    answerable.some((f) => f.kind !== 'profile' && SPOKEN_IN.test(f.text) && ownWordsOf(f).tokens.includes(name));
  /** The kinds a question asks about (matches inside a longer match of another kind dropped), and their words. */
  const readIntents = (folded: string, names: ReadonlySet<string> = new Set()) => {
    // "Do you teach French?", "Spanish lessons": the language is the subject taught, not one spoken.
    const taught = lexicon.languageSubjects.findAll(folded);
    const isTaught = (name: string) => taught.some((phrase) => ` ${phrase} `.includes(` ${name} `));
    // "When do you *close*?": an hours word said of the business as its doing asks the hours, whatever its facts call a
    // product ("closed shoes").
    // So is one said of its premises pointed at ("what time does *the shop* close?", "when does your taproom open?").
    const said = words(folded);
    const asksWhenFirst = lexicon.answerShapes.when.has(said[0] ?? '');
    const doneByBusiness = (word: string) =>
      BUSINESS_SUBJECTS.some((subject) => ` ${folded} `.includes(` ${subject} ${word} `)) ||
      (OPENING_VERBS.includes(word) &&
        said.some(
          (w, i) =>
            w === word &&
            ((i >= 2 && isPremises(said[i - 1] ?? '') && POINTING.has(said[i - 2] ?? '')) ||
              // The verb first, as a glossed "Wann macht das Café auf?" reads: "when open the cafe" (the café, the business
              // itself, read out of it before this).
              (asksWhenFirst && POINTING.has(said[i + 1] ?? '') && (i + 2 === said.length || isPremises(said[i + 2] ?? '')))),
        ));
    // "What time do you open in the morning?": beside the business's opening or closing, a time ("morning", "Sunday")
    // is when, whatever its facts call a product ("by the next morning"; "evening classes").
    const opensAsked = OPENING_VERBS.some(doneByBusiness);
    // "Are materials extra on the *weekend course*?": a time word the facts too write before the next word names a thing
    // the business offers, not when it is open.
    const asked = words(folded);
    // So does one straight before a noun the offer's facts hold ("is there an *evening course*?"), the words of a kind of
    // that thing, whether or not the facts pair them. English.
    const offeredNoun = (word: string) =>
      english && word.length > 2 && isMostly(word, 'n') && offered.has(stem(word)) && !isPremises(word) && !namesTime(word);
    // A word said as a thing: after a determiner, or in the plural ("the visit", "visits").
    const namedAsThing = (word: string) =>
      (word.endsWith('s') && !word.endsWith('ss')) ||
      new RegExp(`\\b(?:the|a|an|your|our|this|these|those) ${word}\\b`).test(folded);
    const namesOffer = (phrase: string) =>
      asked.some(
        (w, i) =>
          w === phrase &&
          asked[i + 1] !== undefined &&
          (factPairs().has(`${w} ${asked[i + 1]}`) || (namesTime(w) && offeredNoun(asked[i + 1] ?? ''))),
      );
    // "What's *your* email?": a way of getting in touch that is the business's own is asked for, whatever its facts send
    // by email or text.
    const ownedByBusiness = (word: string) => [...BUSINESS_OWN].some((owner) => ` ${folded} `.includes(` ${owner} ${word} `));
    // "What is *the address*?", "Address?": the business's own address is asked, whatever its facts ship "to addresses".
    const ownAddress = (phrase: string) =>
      folded === phrase || ownedByBusiness(phrase) || new RegExp(`\\bthe ${phrase}(?: of\\b| for\\b|$)`).test(folded);
    // Speaking a language is asked, whatever the business sells in it ("Do you speak Welsh?" beside Welsh-language books),
    // unless a fact says who speaks or teaches in it ("Instructors teach in English and Spanish"), which answers.
    const speakingAsked = (phrase: string) => SPEAKING.test(phrase) && !phrase.split(' ').some(saysSpoken);
    const found = [...lexicon.intents].map(([kind, matcher]) => ({
      kind,
      // A word naming the business's own product is no intent ("english" where it sells English-language novels);
      // a price word is never one, whatever the offer's facts cost ("delivery costs £4").
      phrases: matcher.findAll(folded).filter((phrase) =>
        phrase.includes(' ')
          ? speakingAsked(phrase) ||
            (!phrase.split(' ').some((w) => lexicon.languageNames.has(w) && offered.has(stem(w))) &&
              // "When are the visits?" where the business runs guided visits: the visit, named as a thing, is what is
              // asked about ("When can I visit?" still asks the hours).
              !(
                kind === 'hours' &&
                phrase.split(' ').some((w) => w.length > 3 && !namesTime(w) && namesProduct(w) && namedAsThing(w))
              ))
          : kind === 'pricing' ||
            !(
              ((namesProduct(phrase) || (kind === 'hours' && namesOffer(phrase))) &&
                !(kind === 'hours' && (doneByBusiness(phrase) || (english && namesTime(phrase) && opensAsked))) &&
                !(kind === 'contact_route' && ownedByBusiness(phrase)) &&
                !(kind === 'location' && ownAddress(phrase))) ||
              (lexicon.languageNames.has(phrase) && isTaught(phrase))
            ),
      ),
    }));
    // "What time do you start in the morning?": the business itself starting, in a question for the hours, is its opening
    // ("what time do the walks start?" still asks of the walks). English.
    const hoursAsked = found.find((o) => o.kind === 'hours' && o.phrases.length > 0);
    if (english && hoursAsked)
      hoursAsked.phrases.push(
        ...STARTING_VERBS.filter((verb) => BUSINESS_STARTS.some((who) => ` ${folded} `.includes(` ${who} ${verb} `))),
      );
    // "Do you repair phones?", "Can you fix my phone?", "Do you build websites?": a device or site that a doing acts on is
    // a thing the business works on, not the way to reach it ("can I have your phone number?" still is). English.
    if (english)
      for (const o of found)
        if (o.kind === 'contact_route')
          o.phrases = o.phrases.filter((phrase) => !lexicon.contactThings.words.has(phrase) || !workedOn(phrase, asked, lexicon));
    // "How early should we get there?", "What if I'm late?": the asker's own arrival is a rule of the business, not its
    // hours; the time words still only say what is asked of it ("please arrive 15 minutes before" answers).
    // Nor is it the way there: "get there" in "what time should I get there?" asks no directions.
    const arrivalWords: string[] = [];
    const arrival = lexicon.askerArrival.find(folded);
    // The phrase's own words ("running" in "we're running late") say the arrival, nothing else that is asked.
    if (arrival !== null) arrivalWords.push(...arrival.split(' '));
    if (arrival !== null)
      for (const o of found)
        if (o.kind === 'hours') {
          arrivalWords.push(...o.phrases.flatMap((phrase) => phrase.split(' ')));
          o.phrases = [];
        } else if (o.kind === 'location') o.phrases = o.phrases.filter((phrase) => !` ${arrival} `.includes(` ${phrase} `));
    // "The bar for 6 hours", "a two hour lesson": hours counted are an amount of time, not the opening hours ("open 24
    // hours" still asks them).
    const counted = (phrase: string) =>
      asked.some((w, i) => {
        const count = asked[i - 1] ?? '';
        return w === phrase && count !== '24' && (/^\d+$/.test(count) || lexicon.numberWords.has(count));
      });
    // So are nights and weekends counted ("just one night", "for a weekend", "two nights"): a stay's length, not when it opens.
    const countedStay = (phrase: string) =>
      STAY_UNITS.has(phrase) && asked.some((w, i) => w === phrase && (counted(phrase) || STAY_COUNTS.has(asked[i - 1] ?? '')));
    for (const o of found)
      if (o.kind === 'hours')
        o.phrases = o.phrases.filter((p) => !((p === 'hour' || p === 'hours') && counted(p)) && !(english && countedStay(p)));
    // "Can I change my booking to Sunday?": the day a booking is moved to is the asker's, not a question of the hours.
    if (movesABooking(folded)) for (const o of found) if (o.kind === 'hours') o.phrases = [];
    // "What sizes do the boots come in?": what a thing is made in, not a time to come in.
    if (english && THING_COMES_IN.test(folded))
      for (const o of found) if (o.kind === 'hours') o.phrases = o.phrases.filter((p) => p !== 'come in');
    // "Do you come to my house?", "can you come to her?": a visit to the asker's own place or person asks whether the
    // business comes out at all (a service), not which areas it serves ("Do you come to Lakewood?").
    if (VISIT_TO_ASKER.test(folded))
      for (const o of found) if (o.kind === 'area_served') o.phrases = o.phrases.filter((p) => p !== 'come to');
    // "How far do we walk?", "how far do you paddle?": the distance the outing covers, which a fact stating one answers,
    // not where the business is.
    if (english && DISTANCE_COVERED.test(folded))
      for (const o of found)
        if (o.kind === 'location' || o.kind === 'area_served') o.phrases = o.phrases.filter((p) => !p.startsWith('how far'));
    // "How much space does the van need?", "how much weight can the lift take?": "how much" before a measure asks that
    // measure, not a price. English.
    if (english && MEASURE_ASKED.test(folded))
      for (const o of found) if (o.kind === 'pricing') o.phrases = o.phrases.filter((p) => p !== 'how much');
    // "How much is it for a night?": in a price question, a unit of time is what the price is per, not the hours.
    if (found.some((o) => o.kind === 'pricing' && o.phrases.length > 0))
      for (const o of found) if (o.kind === 'hours') o.phrases = o.phrases.filter((phrase) => !lexicon.pricedUnits.has(phrase));
    // "How much *notice*", "how much *time*": a longer phrase asking for an amount of time holds no price question.
    // So does one asking a quantity ("how much *space* do I need?", "how much salt is in the tank?").
    const quantities = [...lexicon.answerShapes.duration.findAll(folded), ...(english ? amountsOfThings(folded, lexicon) : [])];
    const inside = (phrase: string, kind: string) =>
      found.some((o) => o.kind !== kind && o.phrases.some((p) => p.length > phrase.length && ` ${p} `.includes(` ${phrase} `))) ||
      (kind === 'pricing' && quantities.some((p) => p.length > phrase.length && ` ${p} `.includes(` ${phrase} `)));
    const intents = new Map<string, number>();
    const intentWords = new Set<string>();
    for (const { kind, phrases } of found) {
      const kept = phrases.filter((phrase) => !inside(phrase, kind));
      if (kept.length === 0) continue;
      intents.set(kind, kept.length);
      // A policy word ("refund", "pets allowed") is also what the answer must be about.
      if (CONTENT_INTENTS.has(kind)) continue;
      // A transaction ("do you *sell* mats?") is what is asked, not only which kind of fact: it stays a word to match.
      for (const phrase of kept)
        for (const w of phrase.split(' ')) {
          if (lexicon.verbSlots.transactions.has(w)) continue;
          // Also as the question's words are read ("liquor *supply*" is read as provide, "kid *friendly*" as take), but
          // for whom it is ("for kids", read as kid) stays what is asked about beside a price.
          intentWords.add(w);
          if (kind !== 'audience' || !(english && namesPerson(synonym(w)))) intentWords.add(synonym(w));
        }
    }
    for (const w of arrivalWords) intentWords.add(w);
    // "Do you work in Swindon?": a question of nothing but a place no dictionary or fact holds asks whether the business
    // serves it, where it says which areas it serves.
    const asking = new Set(found.flatMap((o) => o.phrases.flatMap((p) => p.split(' '))));
    const placeAsked =
      english &&
      names.size > 0 &&
      !intents.has('area_served') &&
      // Not beside a subject of its own ("Do you charge to fit signs in Stockport?" asks a price).
      ![...intents.keys()].some((k) => SPECIFIC_INTENTS.has(k)) &&
      servesAreas &&
      asksOfUnknownPlace(folded, asking, names);
    if (placeAsked) intents.set('area_served', 1);
    // "Do you work in April?", "Do you operate in winter?": whether the business runs in a month or season, nothing else
    // asked. English.
    if (english && intents.size === 0 && asksRunsInMonth(folded, lexicon)) intents.set('hours', 1);
    return { intents, intentWords, names, placeAsked };
  };

  /**
   * Words that say nothing about what is asked: manner adverbs ("reasonably", "exactly"), and in a price question an
   * adjective or verb no fact uses ("average priced", "fancy"; "to stay") or the asker's value on a scale ("small").
   * English only.
   */
  const idle = (word: string, intents: ReadonlyMap<string, number>, next = '', typed = word, said = ''): boolean => {
    if (!english || /\d/.test(word)) return false;
    const parts = usualParts(word);
    // Manner adverbs ("reasonably", "exactly"); not place or time ones ("outside", "online"), which can be the subject.
    if (parts.size === 1 && parts.has('r') && word.endsWith('ly')) return true;
    // "When is the *next* tournament?": which time of a thing that recurs, which the facts give as when it happens.
    if (intents.has('hours') && WHICH_OCCURRENCE.has(word) && !vocabulary().has(word)) return true;
    // "Is it *more* expensive on Saturday?": a comparison's word before the adjective it grades.
    if (COMPARING.has(word) && next && usualParts(next).has('a') && !usualParts(next).has('n')) return true;
    // "What if something *gets* broken?": "get" before a past participle says only that it happens to it.
    if (GET_FORMS.has(word) && PARTICIPLE.test(next) && baseForms(next).some((f) => f.part === 'v' && f.lemma !== next))
      return true;
    // In a price question, a word no fact uses that says what price the asker hopes for ("fancy"), the doing that is
    // priced ("how much to stay a night?" against "a room costs $96 per night") or the goods as a whole ("the food").
    if (!intents.has('pricing')) return false;
    // "How much is a *ticket*?", "How much is *entry*?": getting in, priced, where no price names tickets.
    if (ADMISSION.has(word) && !answerable.some((f) => pricesSomething(f, false) && textTermsOf(f).has(stem(word)))) return true;
    // The asker's own value on a scale ("a small unit", "a big dog"): a price fact gives it as an amount.
    if (placesOnScale(word) && !isCompound(word, next)) return true;
    // The goods as a whole ("is the food cheap?"): the price level answers, whatever the facts say of the food.
    if (lexicon.priceLevelWords.has(word)) return true;
    if (vocabulary().has(word)) return false;
    // A word the facts say in another word WordNet gives for it ("used" machines where they say "second-hand", "a vet
    // consult" where they say "consultation") is what is priced; not through a short word that is also an adverb ("low"
    // is no "under").
    const saidOtherwise = (l: string) =>
      !(usualParts(l).has('r') && l.length < 6) && (vocabulary().has(l) || hyphenated().has(l));
    if (relatedLemmas(word, lexicon, false).some(saidOtherwise)) return false;
    // The unit a price is per ("an hour of jumping") that no fact names: a price fact gives its own.
    // Not a part of the day the price is asked for ("Is it cheaper *in the afternoon*?"), which a fact's times answer.
    if (lexicon.pricedUnits.has(word))
      return !(PARTS_OF_DAY.has(word) && new RegExp(`\\b(?:in|on|during) the ${word}\\b`).test(said));
    // A doing the facts name as a thing, in the plural ("the tasting" where they say "wine tastings cost €20"): what is
    // priced (not "to stay" against "stays").
    if (word.endsWith('ing') && vocabulary().has(`${word}s`)) return false;
    const hoped = parts.has('a') && !parts.has('n');
    // A policy's own word ("is there a fee for cancelling?") is what the price is about.
    // As typed too: "how much to *hire*…", which the synonyms read as rent, a noun as often as a verb.
    const doing = (isMostlyVerb(word) || isMostlyVerb(typed)) && !lexicon.intents.get('policy')?.find(word);
    return hoped || doing || lexicon.priceLevelWords.has(word);
  };
  /**
   * An adverb and nothing else in WordNet ("before", "never", "together", "around"): it says when or how of what is
   * asked, and a fact that does not hold it can still answer. English only.
   */
  const saysWhenOrHow = (word: string): boolean => {
    if (!english) return false;
    const parts = usualParts(word);
    return parts.size === 1 && parts.has('r');
  };
  let knownWords: Set<string> | undefined;
  // A word a fact holds, itself or by a word WordNet ties it to ("shoes" where a fact says "footwear").
  const heldAnyhow = (word: string) =>
    lemmasOf(word).some((l) => vocabulary().has(l) || relatedLemmas(l, lexicon, true).some((w) => vocabulary().has(w)));
  const vocabulary = () => {
    knownWords ??= new Set(answerable.flatMap((f) => tokenize(`${f.question ?? ''} ${f.text}`)));
    return knownWords;
  };
  // The facts' words written with a hyphen, as one word ("second-hand" → secondhand), as WordNet writes them.
  let joinedWords: Set<string> | undefined;
  const hyphenated = () => {
    joinedWords ??= new Set(answerable.flatMap((f) => hyphenJoined(`${f.question ?? ''} ${f.text}`)));
    return joinedWords;
  };

  /**
   * Where no fact is of an area kind, the facts of other kinds that say it in the question's own words ("delivers
   * within 8 miles" for "do you deliver to…?").
   */
  const sayingKind = (kind: string, intentWords: ReadonlySet<string>): SnapshotFact[] => {
    if (kind !== 'area_served') return [];
    const said = [...intentWords].filter((w) => !lexicon.stopwords.has(w)).map(stem);
    return answerable.filter((f) => f.kind !== 'profile' && said.some((w) => textTermsOf(f).has(w)));
  };

  /** The address's own words (its street, place and country; from the profile field, after its label). */
  let addressWords: Set<string> | undefined;
  const saysAddress = (fact: SnapshotFact) => {
    addressWords ??= new Set(
      answerable
        .filter((f) => f.kind === 'profile' && f.answersFor === 'location')
        .flatMap((f) => tokenize(f.text.slice(f.text.indexOf(':') + 1)))
        .filter((w) => w.length > 3 && !lexicon.stopwords.has(w))
        .map(stem),
    );
    return SAYS_WHERE.test(fact.text) || [...textTermsOf(fact)].some((w) => addressWords?.has(w));
  };

  /** Facts of a kind asked for by its words alone ("the address?"), its profile field when it has none. */
  const factsOfKind = (kind: string, intentWords: ReadonlySet<string>, forTime = false): SnapshotFact[] => {
    const ofKind = answerable.filter((f) => f.kind === kind);
    const fields = answerable.filter((f) => f.answersFor === kind);
    // "What time…?", "when…?" ask for a time: "X is open for business" says none, and the profile's hours are read next.
    const askedFor = [...intentWords].join(' ');
    const asksTime =
      kind === 'hours' && (forTime || ASKS_TIME.test(askedFor) || lexicon.answerShapes.day.find(askedFor) !== null);
    const statesTime = (f: SnapshotFact) => {
      const said = foldText(`${f.question ?? ''} ${f.text}`);
      return (
        STATES_TIME.test(f.text) ||
        lexicon.answerShapes.day.find(said) !== null ||
        lexicon.answerShapes.everyDay.find(said) !== null
      );
    };
    const timed = (facts: SnapshotFact[]) => (asksTime ? facts.filter(statesTime) : facts);
    const pool = [timed(ofKind), timed(fields)].find((facts) => facts.length > 0) ?? sayingKind(kind, intentWords);
    // "allergens?" asks about one policy, not all of them: keep the facts whose own text names what was asked.
    const asked = [...intentWords].map(stem);
    // A way of getting in touch is named by its word or given by its value ("call 021 496 0123" gives a phone number).
    const channels = CHANNELS.filter((c) => [...intentWords].some((w) => c.words.has(w)));
    const names = (f: SnapshotFact) => asked.some((w) => textTermsOf(f).has(w)) || channels.some((c) => c.value.test(f.text));
    // "What's your email?" where the contact facts give only a website and a phone: the profile's e-mail field names it.
    // "Are pets allowed?" names one thing; only "policies?" asks for all of a kind.
    const generic = lexicon.genericIntentWords.get(kind);
    const askedForAll = !generic || [...intentWords].every((w) => generic.has(w));
    const named = kind === 'contact_route' && !pool.some(names) ? [...ofKind, ...fields].filter(names) : pool.filter(names);
    if (named.length > 0 || !askedForAll) return named;
    // "Where are you?", "What's the address?": an approved fact saying where in the address's words or as a street
    // address ("… is at 820 B Street"), else the address itself; not a fact on parking or transport alone ("a 5-minute
    // walk from the tram"), which answers only when its own words are asked ("Which tram stop is nearest?").
    if (kind === 'location') return [ofKind.filter(saysAddress), fields, pool].find((facts) => facts.length > 0) ?? [];
    return pool;
  };

  /**
   * The specific kinds a question lists ("the address and phone number", "price range, address"), in the order
   * asked: two or more, with a joiner between them. Empty otherwise ("what does a website cost?" names one thing).
   */
  const listedKinds = (folded: string, intents: ReadonlyMap<string, number>): string[] => {
    const kinds = [...intents.keys()].filter((k) => SPECIFIC_INTENTS.has(k));
    // A joiner that opens the question ("And how much is it for a night?") joins it to the last one, not two things.
    if (kinds.length < 2 || !lexicon.listSeparator?.test(folded)) return [];
    const at = (kind: string) => {
      const phrase = lexicon.intents.get(kind)?.find(folded);
      return phrase ? ` ${folded} `.indexOf(` ${phrase} `) : -1;
    };
    return kinds.sort((a, b) => at(a) - at(b));
  };

  // "Do *your guys* go up ladders?": people of the business no fact speaks of are the business, as its premises are.
  const staffOnly = (word: string) =>
    english &&
    namesPerson(word) &&
    // Customers, patients, tenants… are other people, whose records are never the business's to give.
    !lexicon.fallback.privateRecords.whose.find(word) &&
    !answerable.some((f) => textTermsOf(f).has(stem(synonym(word))));
  /**
   * What the index finds for a query, every fact scored: kept for the last few queries, as a question unanswered as
   * asked is searched again (with other intents, or part by part) most often with the same terms.
   */
  const lastSearches = new RecentCache<string, SearchResult[]>(KEPT_SEARCHES);
  const searchedFor = (typed: readonly string[], related: readonly string[]): SearchResult[] =>
    lastSearches.remember(`${typed.join(' ')}|${related.join(' ')}`, () => ranking().search(typed, related));
  const searchWith = (
    folded: string,
    { intents, intentWords, names }: ReturnType<typeof readIntents>,
    threshold = COVERAGE_THRESHOLD,
    /**
     * Read a question by its whole wording: facts that answer one specific subject of their own (a price, the hours…)
     * count only when they hold every word of it as written and it names no such subject itself, and after the others.
     */
    onlyBroad = false,
  ): Retrieval => {
    const intent =
      INTENT_ORDER.filter((k) => intents.has(k)).sort((a, b) => (intents.get(b) ?? 0) - (intents.get(a) ?? 0))[0] ?? null;
    const subject = withoutPhrases(folded, lexicon.filler.findAll(folded));
    // "the shop", "your office": the business itself, not a subject ("office cleaning" keeps its word).
    const all = words(asOneWord(subject));
    // A question on a specific subject (a price, the hours, a phone number…). An intent limits the candidates to its
    // kinds and FAQs; a broad one (not hours, a price…) also admits services.
    const specificIntent = [...intents.keys()].some((k) => SPECIFIC_INTENTS.has(k));
    // "the *dental* office", "the *doctor's* office", "this *barber* shop": a premises word pointed at with words
    // describing it is the business, with those words.
    const business = new Set<number>();
    // Not a word the business prices or offers as a thing ("the bookbinding *workshop*" where a workshop costs £95),
    // unless the question asks where it is or speaks of being there ("where is your workshop?", "at the rink").
    // Nor when its opening is asked ("what time does the taproom close?" where the taproom can be hired).
    const located = intents.has('location') || (intents.has('hours') && OPENING_VERBS.some((v) => all.includes(v)));
    const premises = (w: string, i: number) => {
      if (!isPremises(w)) return false;
      if (located || !offersAsThing(w)) return true;
      const before = all.slice(Math.max(0, i - 4), i);
      return before.some((b) => AT_PLACE.has(b));
    };
    // "When is *the farm shop* open?": premises that a fact names with the word before them are a place of their own
    // (the farm's shop), unless the summary says the business is one.
    const placeOfItsOwn = (i: number) =>
      english && i > 0 && factPairs().has(`${all[i - 1]} ${all[i]}`) && !whatItIs.has(stem(all[i - 1] ?? ''));
    const keepsOwnHours = (i: number) => intents.has('hours') && hasOwnHours(all[i] ?? '');
    all.forEach((w, i) => {
      if (!premises(w, i) || placeOfItsOwn(i) || keepsOwnHours(i)) return;
      let start = i;
      while (start > i - 3 && start > 0 && (isModifier(all[start - 1] ?? '') || all[start - 1] === 's')) start--;
      if (start < i && POINTING.has(all[start - 1] ?? '')) for (let j = start; j <= i; j++) business.add(j);
    });
    // A stop word the synonyms read as a word of its own ("today" as "sameday", which "same-day visits" say too), but in
    // a question for the opening hours ("when do you close today?"), which the hours answer whatever the day.
    const readAsWord = (w: string) => {
      const read = lexicon.synonyms.get(w);
      return read !== undefined && !lexicon.stopwords.has(read) && !intents.has('hours');
    };
    // "Can you make *a will* for me?": a modal after an article or a possessive is a noun, a thing asked about.
    const namedThing = (w: string, i: number) =>
      english &&
      ((MODAL_NOUNS.has(w) && NOUN_AFTER.has(all[i - 1] ?? '')) || (STOP_NOUNS.has(w) && STOP_NOUN_AFTER.has(all[i - 1] ?? '')));
    const tokens = all
      .filter(
        (w, i) =>
          (!lexicon.stopwords.has(w) || namedThing(w, i) || readAsWord(w)) &&
          !(premises(w, i) && POINTING.has(all[i - 1] ?? '') && !keepsOwnHours(i)) &&
          !business.has(i) &&
          // Of a question for a phone number or an address, the people named are whose it asks ("your clients' numbers");
          // of one for the time, the business's own people are the business ("What time do your lads start?").
          !((!specificIntent || intents.has('hours')) && BUSINESS_OWN.has(all[i - 1] ?? '') && staffOnly(w)),
      )
      .map(synonym);
    // A number is the asker's own value ("for 4 people" against "for 2 to 6 people"), not a subject, beside other words.
    // In a language question, the people who speak it ("do your instructors speak Polish?") are not what is asked.
    // So are the business's own groups of people ("do *your crews* speak Spanish?").
    const ownGroups = new Set(
      english ? all.filter((w, i) => BUSINESS_OWN.has(all[i - 1] ?? '') && namesOrganisation(w)).map(synonym) : [],
    );
    const speakers = (w: string) => english && intents.has('language') && (namesPerson(w) || ownGroups.has(w));
    // In an area question, a name no dictionary or fact holds ("do you cover Brampton?"), or a name written as one or a
    // place no fact names ("do you cover York?"), is the asker's place: the areas the facts name answer it, whether or
    // not they include it.
    const elsewhere = (w: string) =>
      english &&
      intents.has('area_served') &&
      (!isEnglishWord(w) || names.has(w) || namesPlace(w)) &&
      !ranking().terms.has(processTerm(w) ?? '');
    // An adjective no fact uses, straight before the word that asks for the address ("their *exact* address").
    const location = lexicon.intents.get('location');
    const describesAddress = new Set(
      english && intents.has('location')
        ? all.filter((w, i) => {
            const next = all[i + 1] ?? '';
            const parts = usualParts(w);
            return location?.find(next) === next && parts.has('a') && !parts.has('n') && !vocabulary().has(w);
          })
        : [],
    );
    // A vague word as typed ("liquor *supply*"), though read as another ("provide").
    const typedAs = new Map(all.map((w) => [synonym(w), w] as const));
    const vague = (word: string) => lexicon.vagueWords.has(word) || lexicon.vagueWords.has(typedAs.get(word) ?? '');
    // How good a rating is ("good reviews", "a good doctor") is what the rating says.
    const rated = lexicon.rating !== null && tokens.includes(lexicon.rating.word);
    const judges = (w: string) => rated && lexicon.rating?.judgements.has(w) === true && !vocabulary().has(w);
    // "My son *wants to* rent a bike": wanting to do a thing asks whether one may, as "can he" does.
    // Only beside an age told ("my 15 year old wants to…"): elsewhere what is wanted may be the matter ("wants to hurt").
    const ageTold = english && AGE_ASKED.test(folded);
    const wantsTo = new Set(all.filter((w, i) => ageTold && WANTING.has(w) && all[i + 1] === 'to'));
    const valued = tokens.filter(
      (w, i) =>
        !intentWords.has(w) &&
        !wantsTo.has(w) &&
        // A question word left over beside a specific subject ("when open you morning?", a gloss in another language's
        // order), or opening the question ("when start the tours?"), asks for that subject, it names nothing; elsewhere it
        // still weighs what is asked.
        !((specificIntent || i === 0) && QUESTION_WORDS.has(w)) &&
        !idle(w, intents, tokens[i + 1], typedAs.get(w), folded) &&
        // A word of degree before someone ("a *complete* beginner", "a *total* novice"): how much of one, not which kind,
        // unless a fact says it of them too ("Lessons suit complete beginners").
        !(english && DEGREE_WORDS.has(w) && degreeOfSomeone(typedAs.get(tokens[i + 1] ?? '') ?? '')) &&
        !speakers(w) &&
        !elsewhere(w) &&
        !describesAddress.has(w) &&
        !judges(w) &&
        // "Can we try a session *first*?": last, it says before something else, which the question asks about anyway.
        !(english && w === 'first' && i === tokens.length - 1 && i > 0),
    );
    // Someone's age ("can my 10 year old…?") is asked about as an age, which a fact stating an age rule answers.
    // Or someone's age told ("my son is 15, can he join?"): a person, then "is" and a number a person's age may be; that
    // person says no more than whose age it is.
    const personAges = [...folded.matchAll(PERSON_IS_NUMBER)].filter((m) => english && namesPerson(m[1] ?? ''));
    const agedPeople = new Set(personAges.map((m) => m[1] ?? ''));
    // "Are teenagers allowed?": people named by their age, which an age rule answers ("12 to 16-year-olds must be with
    // an adult"), read as a middle teenage age.
    const said = english ? words(folded) : [];
    const teens = said.filter((w) => TEENAGERS.has(w));
    // Who is asked about ("can teenagers come…?"), not whom a thing is for ("books for teenagers"): only the age is asked.
    const teensAsked = said.filter((w, i) => TEENAGERS.has(w) && said[i - 1] !== 'for' && said[i - 2] !== 'for');
    // Not an animal's ("my 5 month old puppy"), whose rules are written in months.
    const inMonths = english ? MONTHS_OLD.exec(folded) : null;
    const monthsOld = inMonths && !(inMonths[2] && namesAnimal(inMonths[2])) ? inMonths : null;
    const ageAsked = english && (AGE_ASKED.test(folded) || monthsOld !== null || agedPeople.size > 0 || teens.length > 0);
    // "My 14 year old son": the person after an age is whose age it is, as "my son is 14" says.
    const agedNouns = [...folded.matchAll(AGE_BEFORE)].map((m) => m[1] ?? '').filter((w) => english && namesPerson(w));
    // "My 15 year old wants to…": one's own child, named by nothing but the age.
    // Not "need": "Does my 2 year old need a ticket?" asks of the ticket.
    const doingAfter = (w: string) => !NEEDING.has(w) && (lexicon.stopwords.has(w) || WANTING.has(w) || isMostly(w, 'v'));
    const ownChild = english && [...folded.matchAll(OWN_AGED_CHILD)].some((m) => !m[1] || doingAfter(m[1]));
    if (ownChild) agedNouns.push('child');
    // Or one's own age told ("I'm 22, can I hire one?"): the asker is whose age it is.
    const ownAge = english ? OWN_AGE.exec(folded) : null;
    // "My son has 11 years, can he join?" (French "mon fils a 11 ans" word by word): the young one beside an age in years
    // is whose age it is.
    const youngTold = ageAsked && AGE_NUMBER.test(folded) ? said.filter((w) => synonym(w) === 'kid') : [];
    const told = new Set([...agedPeople, ...agedNouns, ...teensAsked, ...youngTold, ...(ownAge ? ['i'] : [])].map(synonym));
    const monthWord = (w: string) => monthsOld !== null && (w === 'month' || w === 'months');
    const aged = ageAsked ? [...valued.filter((w) => !AGE_WORDS.has(w) && !told.has(w) && !monthWord(w)), 'age'] : valued;
    // The age asked about, for facts whose age rule includes it ("my son is 14": "players must be 12 or older").
    const ageNumber = AGE_NUMBER.exec(folded);
    const askedAge = ageAsked
      ? monthsOld
        ? Math.floor(Number(monthsOld[1]) / 12)
        : Number(
            personAges[0]?.[2] ?? ageNumber?.[1] ?? ageNumber?.[2] ?? ownAge?.[1] ?? (teens.length > 0 ? TEENAGE : Number.NaN),
          )
      : Number.NaN;
    const isNumber = (w: string) => /^\d+$/.test(w) || lexicon.numberWords.has(w);
    // In a price question a number alone is still the asker's ("How much would two nights cost?").
    const asked = aged.some((w) => !isNumber(w)) || intents.has('pricing') ? aged.filter((w) => !isNumber(w)) : aged;
    // "Is it an inexpensive restaurant?" at a restaurant: the word names the business, unless it is all that is asked.
    // "How much is a *balloon* ride?" at Skyward Balloons: a word of the business's name that no fact of the kind asked
    // for holds asks about the business itself, as "How much is it?" would, where approved facts of that kind answer.
    const namesBusiness = (w: string) => {
      if (!specificIntent || !nameStems.has(stem(w))) return false;
      // The approved facts of that kind; for where the business is, else its address in the profile ("Where are the
      // stables?" at Meadowbrook Riding Stables). A price range or hours say nothing of what is priced or open.
      const approved = answerable.filter((f) => f.kind !== 'profile' && answersIntent(f, intents));
      const located = intents.has('location') && approved.length === 0;
      const ofKind = located ? answerable.filter((f) => f.kind === 'profile' && answersIntent(f, intents)) : approved;
      return ofKind.length > 0 && !ofKind.some((f) => textTermsOf(f).has(stem(w)));
    };
    const subjectWords = asked.filter(
      (w) => (!identity.has(stem(w)) || (intents.has('hours') && hasOwnHours(w))) && !namesBusiness(w),
    );
    const entityWords = new Map(
      (subjectWords.length > 0 || intents.size > 0 ? subjectWords : asked).map((w) => [stem(w), w] as const),
    );
    // "Can I change my booking to another day?": with a booking named, a verb of moving it is related to the others
    // ("can be moved"), and the time it is moved to is the asker's own value, not a subject.
    const { rescheduling } = lexicon;
    const movesBooking = movesABooking(folded);
    // "Do I get a refund if I cancel on the day?": so is the time of a cancellation.
    const cancels = english && [...entityWords.values()].some((w) => lemmasOf(w).some((l) => rescheduling?.timed.has(l)));
    const movedTo = (w: string) => MOVED_TO.has(w) || lexicon.answerShapes.day.find(w) !== null;
    if (movesBooking || cancels) for (const [s, w] of entityWords) if (movedTo(w)) entityWords.delete(s);
    // "How early should we be there?": the asker's arrival and nothing else asks of arriving ("please arrive 20 minutes
    // before sailing"). English.
    if (english && entityWords.size === 0 && intents.size === 0 && lexicon.askerArrival.find(folded) !== null)
      entityWords.set(stem('arrive'), 'arrive');
    // "I'm about 130 kilos, is that ok?": a body weight told asks of a weight limit ("The maximum weight … is 125 kg").
    // The unit and the person whose weight it is say no more than that ("My husband is 19 stone, can he do it?").
    const weightTold = english && WEIGHT_TOLD.test(folded);
    if (weightTold) {
      for (const [s, w] of entityWords) if (WEIGHT_UNITS.test(w) || namesPerson(w)) entityWords.delete(s);
      entityWords.set(stem('weight'), 'weight');
    }
    // "Where do we meet?", "Where is the meeting point?": meeting asked where, which no fact speaks of, asks only where
    // the business is.
    if (english && intents.has('location')) {
      const unsaid = (s: string) => !answerable.some((f) => textTermsOf(f).has(s));
      const meets = [...entityWords].filter(([s, w]) => MEETING.has(w) && unsaid(s));
      for (const [s] of meets) entityWords.delete(s);
      if (meets.length > 0) for (const [s, w] of entityWords) if (MEETING_PLACES.has(w) && unsaid(s)) entityWords.delete(s);
    }
    // A verb of several words ("get rid of", "give back", "put a shoe back") also means what WordNet ties it to
    // ("remove", "return", "replace"): its main word (not a general verb such as "get") is read through those words too.
    const phrasalSenses = new Map<string, { alike: string[]; related: string[] }>();
    if (english)
      for (const { start, length, lemma, object } of phrasalVerbs(all, {
        openers: lexicon.verbSlots.determiners,
        particles: lexicon.particles,
      })) {
        const inObject = (i: number) => object !== undefined && i >= object.start && i < object.start + object.length;
        const parts = all
          .slice(start, start + length)
          .filter((_, i) => !inObject(start + i))
          .map((w) => stem(synonym(w)))
          .filter((t) => entityWords.has(t));
        const main = parts.find((t) => verbSensesInUse(entityWords.get(t) ?? t) < GENERAL_VERB_SENSES) ?? parts.at(-1);
        if (main)
          phrasalSenses.set(main, { alike: relatedLemmas(lemma, lexicon, false), related: relatedLemmas(lemma, lexicon, true) });
      }
    // "I'm *not a strong* swimmer": an adjective denied is read through its opposite ("…fine for weak swimmers").
    if (english)
      all.forEach((w, i) => {
        const denied = DENIAL.has(all[i - 1] ?? '') || (DENIAL.has(all[i - 2] ?? '') && DEGREE_OR_ARTICLE.has(all[i - 1] ?? ''));
        const key = stem(synonym(w));
        // So is one denied by its own prefix ("I'm really *unfit*" ← "Do I need to be fit to start?").
        const prefixed = NEGATING_PREFIX.test(w) && opposites(w).has(w.replace(NEGATING_PREFIX, ''));
        if (!(denied || prefixed) || !entityWords.has(key) || !isMostly(w, 'a')) return;
        const opposite = [...opposites(w)];
        if (opposite.length > 0) phrasalSenses.set(key, { alike: opposite, related: opposite });
      });
    // "Is jumping *compulsory*?" ← "Jumps are always optional": a quality asked of a thing is answered by a fact stating
    // its opposite, its own or that of a word of the same sense (compulsory → obligatory → optional).
    // Only said of the thing asked about, in a question whether it is so ("Is it *compulsory*?"), and not a degree on a
    // scale ("good", "big"), whose opposites say another amount.
    if (english && YES_NO_OPENING.test(folded))
      all.forEach((w, i) => {
        const key = stem(synonym(w));
        const parts = usualParts(w);
        const predicate = i === all.length - 1 || BE_FORMS.has(all[i - 1] ?? '');
        if (!predicate || !entityWords.has(key) || phrasalSenses.has(key) || parts.size !== 1 || !parts.has('a')) return;
        if (placesOnScale(w)) return;
        const opposite = [...new Set([w, ...relatedWords(w)].flatMap((kin) => [...opposites(kin)]))];
        if (opposite.length > 0) phrasalSenses.set(key, { alike: opposite, related: opposite });
      });
    // "What happens if it rains *on the day*?": the day of the occasion told, beside what is asked, is not asked about (a
    // fact counting "90 days" does not answer it).
    if (english)
      all.forEach((w, i) => {
        const told = stem(synonym(w));
        if (w === 'day' && all[i - 1] === 'the' && all[i - 2] === 'on' && entityWords.size > 1) entityWords.delete(told);
      });
    const entities = [...entityWords.keys()];
    const askedStems = new Set(entities);
    // Words of the asker's own circumstances, a preposition and a possessive on ("to *my new flat*", "for *our shop
    // front*", "for *my daughter* to learn on"), up to the next preposition or joiner.
    const circumstances = new Set<string>();
    // How long the asker has been in the state they tell ("*20 weeks* pregnant"): no subject at all beside that state.
    const lengthsOfState = new Set<string>();
    const { prepositions, possessives } = lexicon.circumstances;
    const joins = (w: string) => w === 'and' || w === 'or';
    // "Is there wifi *in the rooms*?": in a question whether a thing is there, the place named after it says where, and
    // weighs as a circumstance whether a fact holds it or not (the room price does not answer it).
    const whereOfThing = new Set<string>();
    const existence = lexicon.circumstances.existence.find(folded);
    if (english && existence !== null && ` ${folded}`.startsWith(` ${existence} `)) {
      const at = all.findIndex((w, i) => i > 0 && lexicon.circumstances.places.has(w) && all[i + 1] === 'the');
      // Up to the next joiner or preposition ("in the rooms *and* is it free?").
      const rest = at > 0 ? all.slice(at + 2) : [];
      const end = rest.findIndex((w) => joins(w) || prepositions.has(w));
      for (const w of end < 0 ? rest : rest.slice(0, end)) whereOfThing.add(stem(synonym(w)));
    }
    // "I had surgery *last year*", "we came *two weeks ago*": when something the asker tells happened, which a fact need
    // not say.
    if (english)
      for (const [told] of folded.matchAll(PAST_TOLD))
        for (const w of told.split(' ')) if (!lexicon.stopwords.has(w)) circumstances.add(stem(synonym(w)));
    // "Is booze allowed *on board*?", "Is there parking *on site*?": at the business's own place, which a fact need not say.
    for (const phrase of lexicon.circumstances.onPremises.findAll(folded))
      for (const w of phrase.split(' '))
        if (!prepositions.has(w) && !lexicon.stopwords.has(w)) circumstances.add(stem(synonym(w)));
    if (english) {
      let inside = false;
      all.forEach((w, i) => {
        if (prepositions.has(w) && possessives.has(all[i + 1] ?? '')) inside = true;
        else if (prepositions.has(w) || joins(w)) inside = false;
        if (inside) circumstances.add(stem(synonym(w)));
        // A person of the asker's own ("*my daughter's* lesson", "can *my son* come") or, in a price question, the one it
        // is for ("a lesson *for an adult*"): whom the asker speaks of, which a fact need not name. Not one whose records
        // would be asked for ("my *neighbour's* test results").
        const before = all[i - 1] ?? '';
        const forOne = intents.has('pricing') && (before === 'a' || before === 'an') && all[i - 2] === 'for';
        const recordsOf = () => lexicon.fallback.privateRecords.whose.find(w) !== null;
        if ((possessives.has(before) || forOne) && namesPerson(w) && !recordsOf()) circumstances.add(stem(synonym(w)));
        // So is an animal of the asker's own that no doing asked acts on ("*my cat* gets medicine from the vet, can you
        // give it?"; not "can I bring my dog?", "can you clip my horse?").
        else if (possessives.has(before) && namesAnimal(w) && !baseForms(all[i - 2] ?? '').some((f) => f.part === 'v'))
          circumstances.add(stem(synonym(w)));
        // A length of time told of the asker after a number, beside what it measures ("*5 months* pregnant", as another
        // language's gloss orders it "pregnant of 5 months"): their own state, which a fact need not put in those terms
        // ("after the first trimester"); beside the state itself it weighs nothing ("I'm 20 weeks pregnant, can I come?").
        const measures = isMostly(all[i + 1] ?? '', 'a') || (all[i - 2] === 'of' && isMostly(all[i - 3] ?? '', 'a'));
        if (isNumber(before) && namesTime(w) && measures) {
          circumstances.add(stem(synonym(w)));
          lengthsOfState.add(stem(synonym(w)));
        }
      });
    }
    // "Is the boat covered *if it rains*?", "Do I still pay the call-out *if you fix it*?": a condition after what is asked
    // is the asker's circumstance, unless what the condition leads to is the question ("what happens if it rains?").
    // "My son is 7, can he take lessons?": with a person's age told, whether they may is what is asked, which a rule on
    // ages answers whatever it calls the doing ("Students must be … at least 8 years old").
    if (told.size > 0 && Number.isFinite(askedAge)) for (const e of entities) if (e !== stem('age')) circumstances.add(e);
    // "What age can you do canyoning the children?": the young an age is asked of are whose age it is, which a fact stating
    // the age rule need not name.
    if (ageAsked) for (const e of entities) if (entityWords.get(e) === 'kid') circumstances.add(e);
    if (english && !CONDITION_ASKED.test(folded)) {
      // Not "if" as "whether" ("find out if they have live music").
      const at = all.findIndex(
        (w, i) => i > 1 && (w === 'if' || (w === 'in' && all[i + 1] === 'case')) && !WHETHER_AFTER.has(all[i - 1] ?? ''),
      );
      if (at > 1) for (const w of all.slice(at + 1)) circumstances.add(stem(synonym(w)));
    }
    // The doings asked about, under the word the engine reads ("bring" is read as provide), general if either word is.
    const doings = new Map<string, { asker: boolean; general: boolean }>();
    // "What should I *wear* to my first session?": the doing whose object is asked is what the answer tells, however
    // many senses it has; not a light one ("what can I *do*", "what do I *need*").
    const focus = WHAT_DONE.exec(folded)?.[1];
    if (english)
      for (const [word, { asker }] of askedDoings(words(folded), lexicon.verbSlots)) {
        const read = synonym(word);
        const transaction = lexicon.verbSlots.transactions.has(word) || lexicon.verbSlots.transactions.has(read);
        const focused = word === focus && !LIGHT_DOINGS.has(word);
        doings.set(read, {
          asker,
          general: !transaction && !focused && Math.max(verbSensesInUse(word), verbSensesInUse(read)) >= GENERAL_VERB_SENSES,
        });
      }
    // "Can I take the bike over *to Salt Spring Island* on the ferry?": a name the asker writes with capitals after a
    // word of going there or coming from it, that no fact holds, says where the asker goes, not what is asked, when
    // something else is asked beside it (not "Can I take the van to France?" at a van hire: the place is the question).
    if (english && names && names.size > 0) {
      const named = new Set<string>();
      all.forEach((w, i) => {
        if (!DIRECTIONS.has(w)) return;
        for (let j = i + 1; j < all.length && names.has(all[j] ?? ''); j++)
          if (!vocabulary().has(all[j] ?? '')) named.add(stem(synonym(all[j] ?? '')));
      });
      const asksOther = entities.some((e) => {
        const word = entityWords.get(e) ?? e;
        const doing = doings.get(synonym(word));
        const ofBusiness = offered.has(e) || whatItIs.has(word) || nameStems.has(e);
        return !named.has(e) && !circumstances.has(e) && !ofBusiness && !doing?.general;
      });
      if (asksOther) for (const e of named) circumstances.add(e);
    }
    // Words that describe the noun after them in the question ("*packing* boxes"), by stem, with that noun.
    const describes = new Map<string, string>();
    if (english)
      tokens.forEach((w, i) => {
        const next = tokens[i + 1];
        if (next && isModifier(w) && entityWords.has(stem(w)) && entityWords.has(stem(next)) && !isMostlyVerb(next))
          describes.set(stem(w), next);
      });
    // "What happens if the weather *is bad*?": an adjective said of a noun after "is" or "are" describes it, as one before
    // it does ("bad weather").
    if (english)
      all.forEach((w, i) => {
        const noun = synonym(all[i - 1] ?? '');
        const adjective = all[i + 1] ?? '';
        if (!COPULAS.has(w) || !usualParts(adjective).has('a') || isMostly(adjective, 'n') || isMostlyVerb(adjective)) return;
        const described = stem(synonym(adjective));
        if (entityWords.has(described) && entityWords.has(stem(noun)) && !describes.has(described))
          describes.set(described, noun);
      });
    // The question's words and what WordNet ties them to (broader words included), so a fact in other words is found.
    // "Can I bring my cat?": an animal the asker brings or keeps is a pet, as the facts say it ("Pets are welcome"),
    // where no fact names that animal itself ("does not board birds" answers "Do you take birds?").
    const companion = lexicon.companionAnimal;
    const keptAnimal = (w: string) =>
      companion !== null &&
      w !== companion.word &&
      all.some((word) => companion.cues.has(word)) &&
      namesAnimal(w) &&
      !answerable.some((f) => textTermsOf(f).has(stem(w)));
    const movingVerbs = (w: string) => {
      if (!movesBooking || !rescheduling) return undefined;
      const lemma = lemmasOf(w).find((l) => rescheduling.verbs.has(l));
      // What holds the place moved ("my booking") is any of them in a fact ("tickets can be moved"), as the facts' words
      // are read (a ticket is an entry).
      const record = lemmasOf(w).find((l) => rescheduling.records.has(l));
      const others = lemma
        ? [...rescheduling.verbs].filter((v) => v !== lemma)
        : record
          ? [...rescheduling.records].filter((v) => v !== record).flatMap((v) => [v, synonym(v)])
          : [];
      return others.length > 0 ? { alike: others, related: others } : undefined;
    };
    const bringsAlong = english && BRINGING.test(folded);
    const relatedOf = new Map(
      english
        ? [...entityWords].map(([s, w]) => {
            const phrasal = phrasalSenses.get(s) ?? movingVerbs(w);
            const pet = keptAnimal(w) && companion ? [companion.word] : [];
            // "Can we bring pizza?" ← "outside food may be brought in": a dish brought along is food.
            const food = bringsAlong && namesFood(w) ? ['food'] : [];
            const kinds = [...pet, ...food];
            return [
              s,
              phrasal || kinds.length > 0 ? wordRelationsWith(w, lexicon, phrasal, kinds) : wordRelations(w, lexicon),
            ] as const;
          })
        : [],
    );
    const relatedTerms = [...relatedOf.values()].flatMap((r) => r.relatedTerms);
    const typedTerms = [...new Set([...tokens.map(stem), ...(weightTold ? [stem('weight')] : [])])];
    // "How long…?" and "how many…?" are answered only by a fact that states an amount of time or a number.
    const asksDuration = lexicon.answerShapes.duration.find(folded) !== null;
    // Whether a kind listed in the question is asked of the business itself (see the end of this search).
    const opening = OPENING_VERBS.some((verb) => BUSINESS_SUBJECTS.some((who) => ` ${folded} `.includes(` ${who} ${verb} `)));
    const asksOfBusiness = (kind: string) =>
      kind === 'hours' ? opening || /\bhours\b/.test(folded) : kind !== 'contact_route' || !NECESSITY.test(folded);
    // Whether there is a charge at all ("Do you charge for…?", "Do I have to pay for…?"), not how much. English.
    const asksCharge = english && ASKS_CHARGE.test(folded) && !ASKS_AMOUNT.test(folded);
    // "Are nappies included in the price?": whether a thing is included, which a fact saying so answers, amount or none.
    const includedInPriceAsked = english && INCLUDED_IN_PRICE.test(folded);
    // "How long does a groom *take*?": the verbs that ask for the amount of time.
    const timingVerbs = new Set(
      asksDuration || HOW_MANY_UNITS_OF_TIME.test(folded)
        ? entities.filter((e) => {
            // As typed or as corrected towards the facts' forms ("take" read as "taken").
            const word = entityWords.get(e) ?? '';
            return [word, ...(english ? lemmasOf(word) : [])].some((w) => lexicon.answerShapes.durationVerbs.has(w));
          })
        : [],
    );
    const shape = asksDuration
      ? statesDuration(folded, timingVerbs.size > 0)
      : lexicon.answerShapes.count.find(folded)
        ? COUNT
        : lexicon.answerShapes.size.find(folded)
          ? SIZE
          : lexicon.answerShapes.distance.find(folded)
            ? DISTANCE
            : lexicon.answerShapes.temperature.find(folded)
              ? TEMPERATURE
              : lexicon.answerShapes.frequency.find(folded)
                ? FREQUENCY
                : null;
    // A day named ("on Sundays") is answered by the hours or a fact that names that day or every day itself.
    // Not the day a booking is moved to or cancelled on: that is the asker's.
    const days = new Set(movesBooking || cancels ? [] : lexicon.answerShapes.day.findAll(folded).map(stem));
    // "On a Saturday" is named by "weekends", "at the weekend" by "Saturday".
    const namesDay = (said: string) =>
      lexicon.answerShapes.everyDay.find(said) !== null ||
      lexicon.answerShapes.day.findAll(said).some((d) => sameDays(stem(d)).some((s) => days.has(s)));
    // A month or season named ("open in November?", "in winter") is answered by a fact that names months or seasons,
    // unless a fact names it itself ("a minimum of 3 nights in July"): that one is about it.
    const monthWords = new Set(lexicon.answerShapes.month.findAll(folded).flatMap((m) => m.split(' ')));
    const monthNamed = [...monthWords].some((m) => answerable.some((f) => textTermsOf(f).has(stem(m))));
    const monthsOf = (fact: SnapshotFact) =>
      lexicon.answerShapes.month.find(foldText(`${fact.question ?? ''} ${fact.text}`)) !== null;
    // "Are you open in April?", "Do you work in winter?": of the business as a whole, by its summary when that names
    // the months it runs, before a price or a rule that names months of its own.
    const runsAsked = english && asksRunsInMonth(folded, lexicon);
    const seasonInSummary = runsAsked && answerable.some((f) => f.kind === 'summary' && monthsOf(f));
    const namesMonth = (fact: SnapshotFact) =>
      monthWords.size > 0 && !monthNamed && monthsOf(fact) && (!seasonInSummary || fact.kind === 'summary');
    // "When are the prenatal classes?": a question opening with "when" is answered by a fact naming a time, a day, a
    // month or an occasion ("on arrival", "when you collect"), not by one naming the classes alone.
    const asksWhen = lexicon.answerShapes.when.has(words(subject)[0] ?? '');
    // "What time does the walk start?": a time of day, by the clock or by a part of the day, not a week or a season.
    const asksClock = english && ASKS_CLOCK.test(folded);
    const { day, everyDay, month, timeWords } = lexicon.answerShapes;
    const namesWhen = (fact: SnapshotFact) => {
      const said = foldText(`${fact.question ?? ''} ${fact.text}`);
      return STATES_TIME.test(fact.text) || [day, everyDay, month, timeWords].some((shape) => shape.find(said) !== null);
    };
    const namesDayOrTime = (fact: SnapshotFact) => {
      const said = foldText(`${fact.question ?? ''} ${fact.text}`);
      return STATES_TIME.test(fact.text) || [day, everyDay, month].some((shape) => shape.find(said) !== null);
    };
    // Whether one may come without booking, asked ("walk in", "just turn up"): said by a fact on the need to book.
    const saysBookingNeed = (fact: SnapshotFact) =>
      textTermsOf(fact).has(BOOK) && STATES_NEED.test(`${fact.question ?? ''} ${fact.text}`);
    const timeOfDoing = new Set(
      english && (asksWhen || asksClock)
        ? entities.filter((e) => {
            const word = entityWords.get(e) ?? '';
            return WHICH_TIME.has(word) || lemmasOf(word).some((l) => START_OR_END.has(l));
          })
        : [],
    );
    const whenOfThing = (fact: SnapshotFact) =>
      intents.has('hours') &&
      (asksWhen || asksClock) &&
      !opening &&
      fact.kind !== 'profile' &&
      fact.kind !== 'hours' &&
      namesWhen(fact);
    // How far is also answered by where the business is, or which places it serves.
    const shaped = (fact: SnapshotFact) =>
      kindOf(fact) === 'hours' ||
      (shape === DISTANCE && (kindOf(fact) === 'location' || kindOf(fact) === 'area_served')) ||
      ((!shape || shape.test(`${fact.question ?? ''} ${fact.text}`)) &&
        (days.size === 0 || namesDay(foldText(`${fact.question ?? ''} ${fact.text}`))) &&
        (!asksWhen || namesWhen(fact)) &&
        (!asksClock || STATES_TIME.test(fact.text) || TIME_OF_DAY.test(fact.text)));
    // "How many guests can we have?": a fact that counts what is asked ("seats 120 guests") answers, of any kind.
    // "How many people…?" is answered by a count of any kind of person ("up to six students", "60 guests").
    const countsPeople = shape === COUNT && english && /\bhow many (?:people|persons|of us)\b/.test(folded);
    const countsPersons = (fact: SnapshotFact) =>
      countedWords(`${fact.question ?? ''} ${fact.text}`).some((w) => w === 'people' || namesPerson(w));
    // "What kinds of massage do you have?", "What instruments do you teach?": of facts covering it alike, one listing
    // several ("Swedish, deep-tissue and hot-stone massages") before one naming one.
    const asksKinds = english && ASKS_KINDS.test(folded);
    const countsAsked = (fact: SnapshotFact) =>
      shape === COUNT &&
      (countedWords(`${fact.question ?? ''} ${fact.text}`).some((w) => askedStems.has(stem(synonym(w)))) ||
        (countsPeople && countsPersons(fact)));
    // Someone's age asked about, on no specific subject ("my son is 14, can he play?"): an age rule of any kind answers.
    const ageRule = (fact: SnapshotFact) =>
      ageAsked && !specificIntent && fact.kind !== 'profile' && statesAgeRule(`${fact.question ?? ''} ${fact.text}`);
    // "Do you do installs in Markham?": a place the question names (one WordNet files as a place, or a word it does not
    // know) is answered by where the business is or which places it serves when that fact names the place, whatever
    // else the question asks for. English.
    const askedPlaces = english
      ? [...entityWords.values()].filter((w) => w.length > 2 && (namesPlace(w) || !isEnglishWord(w)))
      : [];
    const namesAskedPlace = (fact: SnapshotFact) =>
      (fact.kind === 'area_served' || fact.kind === 'location') && askedPlaces.some((p) => ownWordsOf(fact).tokens.includes(p));
    // "Can I send you photos for a price?": how to get a price, which a fact on quotes says with no amount in it.
    const asksForQuote = english && ASKS_FOR_QUOTE.test(folded) && !ASKS_WHEN_QUOTED.test(folded);
    const audienceAsked = new Set(intents.has('audience') ? audienceWords(folded) : []);
    const saysWhomAsked = (fact: SnapshotFact) => audienceWordsOf(fact).some((w) => audienceAsked.has(w));
    const moneyAsked =
      english && entities.some((e) => namesMoney(entityWords.get(e) ?? e) || MONEY_HELD.has(entityWords.get(e) ?? e));
    const candidate = (fact: SnapshotFact) =>
      namesAskedPlace(fact) ||
      (asksForQuote && fact.kind !== 'profile' && GIVES_QUOTES.test(fact.text)) ||
      (shaped(fact) &&
        (intents.size === 0 ||
          fact.kind === 'faq' ||
          answersIntent(fact, intents, asksCharge) ||
          (!specificIntent && fact.kind === 'service') ||
          // "Is the deposit refundable?": a rule on money asked of is a price fact's as well as a policy's.
          (!specificIntent && moneyAsked && fact.kind === 'pricing') ||
          // "What cars do you have?": the business's own summary lists what it offers.
          (!specificIntent && asksKinds && fact.kind === 'summary') ||
          // "Do you have classes for beginners?": a fact of another kind saying whom it is for in the words asked ("a
          // glassblowing studio … with classes for beginners").
          (intents.has('audience') && fact.kind !== 'profile' && saysWhomAsked(fact)) ||
          (includedInPriceAsked && fact.kind !== 'profile' && INCLUSION.test(fact.text)) ||
          ageRule(fact) ||
          // "Are you open in winter?": a fact naming the months or seasons it runs ("from March to October").
          (intents.has('hours') && namesMonth(fact)) ||
          // "When are the kids sessions?": when a thing happens, not when the business opens, by a fact naming a time.
          whenOfThing(fact))) ||
      countsAsked(fact) ||
      // "What size skips do you have?": a fact of any kind stating a size answers it ("a 4-yard mini skip costs £180").
      (shape === SIZE && fact.kind !== 'profile' && SIZE.test(`${fact.question ?? ''} ${fact.text}`));

    if (entities.length === 0) {
      if (!intent) return { facts: [], rule: 'no_informative_words' };
      // "Do I have to make an appointment?": a FAQ asking nothing but what the question asks ("Do I need an appointment?")
      // is that question answered, before any fact of the kind ("Book a fitting at … or call …").
      const kindStems = new Set([...intentWords].filter((w) => !lexicon.stopwords.has(w)).map(stem));
      const askedFaq = answerable.find((f) => {
        const own = faqQuestionStems(f);
        return own.length > 0 && own.every((w) => kindStems.has(w));
      });
      if (askedFaq) return { facts: [askedFaq], rule: `faq:${intent}` };
      // "Is it suitable for complete beginners?": the people asked of, whom a fact says it is for ("lessons for beginners").
      const forWhom = intent === 'audience' ? answerable.filter((f) => f.kind !== 'profile' && saysWhomAsked(f)) : [];
      if (forWhom.length > 0) return { facts: forWhom.slice(0, 1), rule: 'kind:audience:named' };
      // "Do I need to book?": whether booking is needed is a rule ("walk-ins get the next free lane"), which a fact of
      // another kind holding the booking word states; how to book is only what is left.
      if (intent === 'contact_route' && NECESSITY.test(folded)) {
        const rule = answerable.find(
          (f) => (f.kind === 'policy' || f.kind === 'faq') && [...kindStems].some((w) => textTermsOf(f).has(w)),
        );
        if (rule) return { facts: [rule], rule: 'necessity' };
      }
      // "What happens if I come late?": what follows from a time asked ("late", "early") is a rule holding that word ("a late
      // return costs €10 per hour"), not the opening hours.
      if (english && intent === 'hours' && CONDITION_ASKED.test(folded)) {
        const rule = answerable.find(
          (f) => f.kind !== 'profile' && kindOf(f) !== intent && [...kindStems].some((w) => textTermsOf(f).has(w)),
        );
        if (rule) return { facts: [rule], rule: 'condition' };
      }
      // "Do we get a map?": a thing the kind's words name, which a fact of another kind gives ("we give you a map of the
      // routes"), is what is asked, not the address.
      if (
        intent === 'location' &&
        kindStems.size > 0 &&
        [...intentWords].every((w) => LOCATION_THINGS.has(w) || lexicon.stopwords.has(w))
      ) {
        const stated = answerable.find(
          (f) => f.kind !== 'profile' && kindOf(f) !== intent && [...kindStems].every((w) => textTermsOf(f).has(w)),
        );
        if (stated) return { facts: [stated], rule: 'stated' };
      }
      // "Can I book online?": a rule of another kind holding every word asked ("sessions can be booked online up to 2
      // weeks ahead") says whether one can, where the ways to get in touch only say how.
      if (intent === 'contact_route' && kindStems.size >= 2) {
        const stated = answerable.find(
          (f) => f.kind !== 'profile' && kindOf(f) !== intent && [...kindStems].every((w) => textTermsOf(f).has(w)),
        );
        if (stated) return { facts: [stated], rule: 'stated' };
      }
      // "The address and phone number?": each kind asked for, when a joiner lists them.
      const listed = listedKinds(folded, intents);
      if (listed.length > 1) {
        const each = listed.map((kind) => ({ kind, facts: factsOfKind(kind, intentWords).slice(0, 1) }));
        const facts = each.flatMap((e) => e.facts);
        const unanswered = each.filter((e) => e.facts.length === 0).map((e) => e.kind);
        return { facts, rule: `kinds:${listed.join('+')}`, ...(unanswered.length ? { unanswered } : {}) };
      }
      // "What does a website cost?": the other kind's word names what is priced, and no price names it, unless a fact of
      // that kind states one ("Is there an extra charge for Littleton?": "other suburbs pay a $30 travel fee").
      // "How much is it on a Saturday?", "Is it dearer at weekends?": the prices that name the day asked.
      if (intents.has('pricing') && days.size > 0) {
        const dayPrices = answerable.filter(
          (f) => f.kind !== 'profile' && pricesSomething(f, true) && namesDay(foldText(`${f.question ?? ''} ${f.text}`)),
        );
        if (dayPrices.length > 0) return { facts: dayPrices.slice(0, MAX_CITED), rule: 'kind:priced:day' };
      }
      const others = [...intents.keys()].filter((k) => k !== 'pricing' && SPECIFIC_INTENTS.has(k));
      if (intents.has('pricing') && others.length > 0) {
        const priced = answerable.filter((f) => others.includes(kindOf(f)) && pricesSomething(f, true)).slice(0, MAX_CITED);
        return { facts: priced, rule: priced.length > 0 ? 'kind:priced' : 'price_of_other_kind' };
      }
      // A price asked of nothing a fact names ("How much is it to get in?") is answered by the likeliest price alone, its
      // neighbours being other things' prices more often than not; the prices asked for as such ("What are your
      // prices?") by them all.
      const onePrice = intent === 'pricing' && !EVERY_PRICE.test(folded);
      const facts = factsOfKind(intent, intentWords)
        .filter(shaped)
        .slice(0, onePrice ? 1 : MAX_CITED);
      return { facts, rule: facts.length ? `kind:${intent}` : `no_fact_of_kind:${intent}` };
    }
    if (typedTerms.length === 0 && relatedTerms.length === 0) return { facts: [], rule: 'no_informative_words' };

    const { idf, terms } = ranking();
    // A gender or a food asked about also looks for the facts saying whom or what the business serves.
    const genderAsked = english && entities.some((e) => namesGender(entityWords.get(e) ?? e));
    const attributeTerms = english
      ? [
          ...(genderAsked ? [...genderWords] : []),
          ...(entities.some((e) => namesFood(entityWords.get(e) ?? e) || cuisineWords.has(describes.get(e) ?? ''))
            ? [...cuisineWords].map(stem)
            : []),
        ]
      : [];
    // Query terms are stems already, as the index's terms are: stemming one again can change it ("mous", of mice → mouse,
    // → "mou").
    const typed = new Set(typedTerms);
    const relatedOnly = [...new Set([...relatedTerms, ...attributeTerms])].filter((t) => !typed.has(t) && terms.has(t));
    // The candidates among the facts the typed or related words find (typos forgiven in the typed ones), scored as
    // they are whatever the candidates.
    const searched = searchedFor(typedTerms, relatedOnly).filter((result) => {
      const fact = byId.get(String(result.id));
      return fact ? candidate(fact) : false;
    });
    // An age asked about is answered by a fact stating an age rule in none of the question's words ("under 16").
    const found = new Set(searched.map((r) => String(r.id)));
    // So is a month or a season asked about, by a fact naming months or seasons in none of the question's words ("Are
    // you open in winter?" ← "from March to October").
    const foodAsked = english && [...entityWords.values()].some((w) => FOOD_ASKED.has(w));
    const drinkAsked = english && [...entityWords.values()].some((w) => DRINK_ASKED.has(w));
    const wearAsked = english && [...entityWords.values()].some((w) => WEAR_ASKED.has(w));
    // "Do you take cash?": with a way to pay named, taking or accepting it is paying.
    const wayAsked = english && [...entityWords.values()].some((w) => PAYMENT_WAYS.has(w));
    const unsearched = (test: (f: SnapshotFact) => boolean) =>
      answerable
        .filter((f) => !found.has(f.id) && candidate(f) && test(f))
        .map((f) => ({ id: f.id, score: 0, terms: [], queryTerms: [], match: {} }));
    const results: SearchResult[] = [
      ...searched,
      ...(ageAsked ? unsearched((f) => statesAgeRule(`${f.question ?? ''} ${f.text}`)) : []),
      ...(english && [...entityWords.values()].includes('arrive') ? unsearched((f) => STATES_LEAD_TIME.test(f.text)) : []),
      ...(monthWords.size > 0 && (intents.has('hours') || WHICH_MONTHS.test(folded)) ? unsearched(namesMonth) : []),
      // And food asked about, by a fact naming a food in none of the question's words ("Is there somewhere to eat?" ← "the
      // café sells coffee, pastries and soup").
      ...(foodAsked ? unsearched((f) => ownWordsOf(f).namesFood) : []),
      // And a drink, by a fact naming one ("Do you have non-alcoholic drinks?" ← "Mocktails and alcohol-free beer are
      // always on the menu").
      ...(drinkAsked ? unsearched((f) => ownWordsOf(f).namesDrink) : []),
      // And what to wear, by a fact naming a thing worn ("closed-toe shoes are required").
      ...(wearAsked ? unsearched((f) => ownWordsOf(f).namesClothing) : []),
      // And a part of the day asked ("Is it cheaper in the morning?"), by a fact stating a time of day.
      ...(english && [...entityWords.values()].some((w) => PARTS_OF_DAY.has(w))
        ? unsearched((f) => STATES_TIME.test(f.text))
        : []),
      // And a temperature asked ("How warm is the water?"), by a fact stating one ("The pool is heated to 24°C").
      ...(shape === TEMPERATURE ? unsearched((f) => TEMPERATURE.test(f.text)) : []),
    ];
    const doingNouns = (entity: string): readonly string[] =>
      english ? nounsOfDoing(entityWords.get(entity) ?? entity, lexicon) : [];
    // The animals the asker brings, of the question's words (see `keptAnimal`), looked up once.
    let animals: ReadonlySet<string> | undefined;
    const keptAnimals = () => {
      animals ??= new Set(entities.filter((e) => keptAnimal(entityWords.get(e) ?? '')));
      return animals;
    };
    const coverage = (result: SearchResult): Covering => {
      // Only the fact's own words count: a keyword that merely files it under a kind answers nothing.
      const fact = byId.get(String(result.id));
      const own = fact ? ownWordsOf(fact) : undefined;
      const terms = own?.stems ?? new Set<string>();
      const matched = new Set(result.queryTerms);
      // Another form of the same word that stemming does not join ("people" and "person", "children" and "child").
      // Its negation by a prefix ("unfurnished" for "furnished") answers a yes-or-no question about it too.
      const sameWord = (entity: string) => Boolean(own && relatedOf.get(entity)?.lemmaForms.some((l) => own.lemmas.has(l)));
      const related = (entity: string) => {
        const asked = relatedOf.get(entity);
        if (!own || !asked) return false;
        if (asked.lemmas.some((l) => own.related.has(l))) return true;
        // A broader word the fact narrows ("kitchen" → room, against "meeting rooms") names another kind, not this one;
        // one the fact holds only as another part of speech ("spring" → season, against "seasoned logs") another sense.
        // Nor does a broader word that says little ("massage" is a treatment, "a treatment" no massage; a bar is a room,
        // "every room" no bar).
        const fits = (l: string) =>
          !(
            asked.broaderOnly.has(l) &&
            (own.narrows(l, askedStems) || !own.nouns.has(l) || lexicon.vagueWords.has(l) || lexicon.roomyWords.has(l))
          );
        // Whichever of the two is shorter is read (a word's related lemmas may be hundreds).
        if (asked.related.length <= own.lemmas.size) return asked.related.some((l) => own.lemmas.has(l) && fits(l));
        for (const l of own.lemmas) if (asked.relatedSet.has(l) && fits(l)) return true;
        return false;
      };
      // A word of a phrase the fact holds, read as one word ("by appointment only" → book), written there as asked.
      const heldInPhrase = (entity: string) =>
        english &&
        fact !== undefined &&
        [...(phraseNouns.get(entity) ?? [])].some((w) => terms.has(w)) &&
        words(foldText(`${fact.question ?? ''} ${fact.text}`)).some((w) => stem(w) === entity);
      // "Do you teach beekeeping?" ← "a beekeeping course": a doing asked is held by a fact naming a kind of its own noun
      // (a course is a kind of teaching, a tutor a kind of teacher): a sense above the fact's own words, that is, one of
      // its broader words that is not also one of its related ones. English.
      const doneAsKind = (entity: string) =>
        own !== undefined && doingNouns(entity).some((l) => own.broader.has(l) && !own.related.has(l) && !own.lemmas.has(l));
      // A word broader than one of the fact's ("beverages" for "alcohol") counts only beside a word that matched
      // otherwise ("alcoholic beverages"): on its own, "Is there food?" is not answered by "X serves drinks".
      const broader = (entity: string) => Boolean(own && relatedOf.get(entity)?.lemmas.some((l) => own.broader.has(l)));
      // A doing the fact does not hold: its opposite in the fact answers the asker's own doing ("can I buy" against
      // "sells") and rules out the business's ("do you buy" against "sells"); a general one weighs less than a thing.
      const unmatchedDoing = (entity: string): { weight: number; credit: number; opposed?: boolean; exact?: boolean } => {
        const word = entityWords.get(entity) ?? entity;
        const doing = doings.get(word);
        // A category line says what kind of business this is, nothing of what it does with a thing.
        if (!doing || !own || fact?.id === 'profile:categories' || !baseForms(word).some((f) => f.part === 'v'))
          return { weight: 1, credit: 0 };
        // A customer's doing that is the opposite of the business's asked, said in the passive, is the business's doing
        // seen from the other side: "Do you sell gift vouchers?" ← "Gift vouchers can be bought at the counter", "Do you
        // lend travel cots?" ← "travel cots can be borrowed" (not "bottles are sold" for "will you buy my bottles?").
        const opposite = opposites(word);
        const { customerDoings } = lexicon.verbSlots;
        const passive = (t: string, i: number) =>
          PASSIVE_BE.has(own.tokens[i - 1] ?? '') && lemmasOf(t).some((l) => opposite.has(l) && customerDoings.has(l));
        if (!doing.asker && own.tokens.some(passive)) return { weight: 1, credit: 1, exact: true };
        // Not by a stop word's base form otherwise: "vouchers can be bought online" is the customer buying.
        if ([...opposite].some((w) => own.contentLemmas.has(w)))
          return { weight: 1, credit: doing.asker ? RELATED_CREDIT : 0, opposed: !doing.asker };
        // "Do you sell croissants?", "Do you bake croissants?", "What do they cook?" are answered by a fact that offers,
        // serves or bakes them: a trade verb stands for any other.
        if (lemmasOf(word).some((l) => lexicon.verbSlots.tradeVerbs.has(l)) && own.trades) return { weight: 1, credit: 1 };
        // "Do you teach crochet?" is answered in part by a fact naming crochet classes.
        const { teaching, lessons } = lexicon.verbSlots;
        if (lemmasOf(word).some((l) => teaching.has(l)) && [...own.lemmas].some((l) => lessons.has(l)))
          return { weight: 1, credit: RELATED_CREDIT };
        // "Can I order alcohol there?" is answered by a fact that serves it.
        if (doing.asker && lemmasOf(word).some((l) => lexicon.verbSlots.askerTrade.has(l)) && own.trades)
          return { weight: 1, credit: 1 };
        // A general doing ("bring", "keep") is often said otherwise; a specific one ("film", "install") is the question.
        // In a price question, buying or renting is what the price is paid for: "How much to rent a bike for a day?" is
        // answered by "city bikes cost €12 a day" (a fact of the opposite doing was read above).
        const paidFor = intents.has('pricing') && lexicon.verbSlots.transactions.has(word);
        return { weight: doing.general || paidFor ? UNMATCHED_VERB_WEIGHT : 1, credit: 0 };
      };
      // "Does it serve Indian food?", "Do they have tacos?": a fact saying which food the business serves ("X serves Thai
      // food") says what it serves instead.
      // Read once per fact, on the first entity that needs it.
      let servesCuisine: boolean | undefined;
      const statesCuisine = () => {
        if (!own) return false;
        const serves = (i: number) => lemmasOf(own.tokens[i - 2] ?? '').includes('serve');
        servesCuisine ??= own.tokens.some((w, i) => cuisineWords.has(w) && serves(i) && isModifier(own.tokens[i - 1] ?? ''));
        return servesCuisine;
      };
      const ofCuisine = (entity: string) => {
        if (!english || cuisineWords.size === 0 || !statesCuisine()) return false;
        const word = entityWords.get(entity) ?? entity;
        // A food ("tacos"), or a place's food ("Indian food", "Szechuan food"), not a diet ("vegan food").
        const placeFood = cuisineWords.has(describes.get(entity) ?? '') && (namesPlace(word) || !isEnglishWord(word));
        return namesFood(word) || placeFood;
      };
      // A word describing a noun the fact holds bare, or only as the question describes it ("sells boxes" for "packing
      // boxes"): the fact speaks of every kind of that thing.
      const describesHeldNoun = (entity: string) => {
        const head = describes.get(entity);
        if (!head || !own) return false;
        const headStem = stem(head);
        if (!(terms.has(headStem) || relatedOf.get(headStem)?.lemmas.some((l) => own.lemmas.has(l)))) return false;
        return !lemmasOf(head).some((l) => own.narrows(l, askedStems));
      };
      // Whether a word is a transaction the business is asked to do ("do you *sell*…", not "can I buy…").
      const tradeAskedOfBusiness = (entity: string) => {
        const word = entityWords.get(entity) ?? entity;
        const doing = doings.get(word);
        return Boolean(doing && !doing.asker && lexicon.verbSlots.transactions.has(word));
      };
      // Whether the fact says whom the business serves ("unisex", "men and women").
      const saysWhom = own !== undefined && english && [...genderWords].some((w) => own.stems.has(w));
      let total = 0;
      let covered = 0;
      let broaderWeight = 0;
      // How each word was matched, by weight, and how the rarest word was (what the near-match model reads).
      const matchedBy = { exact: 0, related: 0, fuzzy: 0, unmatched: 0 };
      let rarest = { idf: -1, by: 'unmatched' as keyof typeof matchedBy };
      let opposed = false;
      for (const entity of entities) {
        // "How long does a groom take?": the verb asks for the amount of time, as "how long" does; a fact that does
        // not hold it is not the less an answer.
        if (timingVerbs.has(entity) && !terms.has(entity)) continue;
        if (timeOfDoing.has(entity) && !terms.has(entity) && fact && STATES_TIME.test(fact.text)) continue;
        // The business's own products weigh less: in "a refund on a book" at a bookshop, the refund is the subject.
        let weight =
          idf(entity) * (offered.has(entity) ? OFFERED_WEIGHT : 1) * (whereOfThing.has(entity) ? CIRCUMSTANCE_WEIGHT : 1);
        const word = entityWords.get(entity) ?? '';
        let by: keyof typeof matchedBy = 'unmatched';
        if (english && !terms.has(entity) && statesMeasureAsked(word, `${fact?.question ?? ''} ${fact?.text ?? ''}`)) {
          // "What size skips…?", "bigger skips", "how warm is the water?": a size or a temperature asked is held in part by
          // one stated ("a 4-yard mini skip", "heated to 24°C").
          covered += weight * RELATED_CREDIT;
          by = 'related';
        } else if (
          english &&
          shape === COUNT &&
          COUNTED_PEOPLE.has(word) &&
          fact !== undefined &&
          !terms.has(entity) &&
          STATES_LIMIT.test(fact.text)
        ) {
          // "How many people are in a class?" ← "in classes of no more than six": a limit on how many is a number of people.
          covered += weight * RELATED_CREDIT;
          by = 'related';
        } else if (english && word === 'arrive' && fact !== undefined && !terms.has(entity) && STATES_LEAD_TIME.test(fact.text)) {
          // "How early should we get there?" ← "Please be at the pontoon 20 minutes before departure": a time to be there
          // before the start is when to arrive.
          covered += weight;
          by = 'exact';
        } else if (ageAsked && word === 'age') {
          // Someone's age is answered by an age rule, nothing looser; outside a question of price (or of going free), not
          // by the ages a price fact prices apart ("£25 for under-16s" for "What's the minimum age?").
          const priceAges = fact?.kind === 'pricing' && !intents.has('pricing') && !askedStems.has(FREE);
          if (terms.has(entity) || (!priceAges && statesAgeRule(`${fact?.question ?? ''} ${fact?.text ?? ''}`))) {
            covered += weight;
            by = 'exact';
          }
        } else if (
          terms.has(entity) ||
          sameWord(entity) ||
          ((monthWords.has(word) || [...monthWords].some((m) => synonym(m) === word)) && fact && namesMonth(fact)) ||
          // "Do I need to book an appointment?" ← "Grooming is by appointment only", read as one word (book): the word as
          // written is the fact's own.
          heldInPhrase(entity)
        ) {
          covered += weight;
          by = 'exact';
        } else if (english && (word === 'people' || word === 'persons') && fact && countsPersons(fact)) {
          // "How many people are on a course?" ← "courses take up to six students"; "How much would a cake be for 50
          // people?" ← "cakes start at £280 for 50 guests".
          covered += weight * RELATED_CREDIT;
          by = 'related';
        } else if (
          related(entity) ||
          ofCuisine(entity) ||
          // "Do you sell food?", "Is there somewhere to eat?" ← "a café serving coffee, toasties and soup".
          (english && FOOD_ASKED.has(word) && own?.namesFood === true) ||
          (english && DRINK_ASKED.has(word) && own?.namesDrink === true) ||
          // "What should I wear?", "Is there a dress code?" ← "closed-toe shoes are required".
          (english && WEAR_ASKED.has(word) && own?.namesClothing === true) ||
          // "Is it cheaper in the afternoon?", "… in the daytime?" ← "£8 an hour before 5 pm": a part of the day is held in
          // part by a fact stating a time of day.
          (english && PARTS_OF_DAY.has(word) && fact !== undefined && STATES_TIME.test(fact.text)) ||
          // "Can I pay cash?" ← "Payment is by debit, credit card or e-transfer": a way to pay is answered by the ways taken.
          (english && (PAYMENT_WAYS.has(word) || (wayAsked && PAYING_WORDS.has(word))) && own?.namesPayment === true) ||
          // "Can I wear sandals?" ← "Wear closed-toe trainers": with wearing asked, a thing worn that the fact does not
          // name, nor any other fact, is held in part by one naming what to wear.
          (english && wearAsked && namesClothing(word) && !heldAnyhow(word) && own?.namesClothing === true) ||
          // "Can I just turn up for a tour?" ← "Tours must be booked online", "visits are by appointment only".
          (entity === WALK_IN && fact !== undefined && saysBookingNeed(fact)) ||
          // "Do I need to bring my own braiding hair?" ← "Braiding hair is included in the price": what is included the
          // asker need not provide. Whether one must, not whether one may ("Can we bring our own snacks?"), nor what to bring.
          (english && entity === PROVIDE && NECESSITY.test(folded) && !ASKS_WHAT.test(folded) && own?.stems.has(FREE) === true) ||
          [...(phraseNouns.get(entity) ?? [])].some((w) => terms.has(w)) ||
          doneAsKind(entity)
        ) {
          covered += weight * RELATED_CREDIT;
          by = 'related';
        }
        // "Do they cut men's hair?", "Can my husband come?": a fact saying whom a salon serves ("unisex") answers; whom it
        // serves is all it says, so it holds the person asked about wholly.
        else if (saysWhom && namesGender(word || entity)) {
          covered += weight;
          by = 'related';
        }
        // Beside the person asked about, the trade the business's own description names ("hair" at a hair salon) is
        // what it does for whoever it serves: such a fact answers it too.
        else if (saysWhom && genderAsked && ownTrade().has(entity)) {
          covered += weight;
          by = 'related';
        } else if (
          matched.has(entity) &&
          !(tradeAskedOfBusiness(entity) && !own?.trades) &&
          // An animal the asker brings ("Can I bring my dog?"), read as a pet, is held by a fact on pets, not by any fact
          // filed under the kind that speaks of them.
          !(companion !== null && keptAnimals().has(entity) && !terms.has(stem(companion.word)))
        ) {
          // A trade asked of the business ("do you *sell* telescopes?") matched only as the fact's kind ("service" facts
          // are found by "sell") is held by a fact that trades in something, not by any fact of that kind ("the telescope
          // domes are reached by a gravel path").
          // Paying, which every price fact is about and holds only as its kind, weighs no more found so than it would
          // unmatched ("Do children *pay*?" ← "children under 6 travel free", before a FAQ naming children).
          if (english && lemmasOf(entityWords.get(entity) ?? entity).includes('pay'))
            weight *= Math.min(1, unmatchedDoing(entity).weight);
          covered += weight * FUZZY_CREDIT;
          by = 'fuzzy';
          // A word broader than one of the fact's, found loosely ("class" against "a candle-making workshop"), counts as
          // a broader word does beside another matched.
          if (broader(entity)) broaderWeight += weight * (RELATED_CREDIT - FUZZY_CREDIT);
        } else if (lengthsOfState.has(entity) && entities.some((e) => !lengthsOfState.has(e))) weight = 0;
        else if (describesHeldNoun(entity)) weight *= DESCRIBING_WORD_WEIGHT;
        // What the business is ("Can my 15 year old have *acupuncture*?" at an acupuncture clinic), or a word of its name
        // ("to drive a *jet ski*" at Harbour Jet Ski), beside another word: a fact of the business is about it, though it
        // does not say so.
        else if ((whatItIs.has(entity) || nameStems.has(entity)) && entities.some((e) => !whatItIs.has(e) && !nameStems.has(e)))
          weight *= DESCRIBING_WORD_WEIGHT;
        // The asker's circumstances that the fact does not speak of, beside what is asked: "can you move my piano *to my
        // new flat*" is answered by what the fact says of moving pianos.
        else if (circumstances.has(entity) && entities.some((e) => !circumstances.has(e))) {
          weight *= CIRCUMSTANCE_WEIGHT;
          if (broader(entity)) broaderWeight += weight * RELATED_CREDIT;
        }
        // A vague word ("cosmetic *procedures*" against "cosmetic dentistry", "*special* socks") or the end of a two-part
        // verb ("get the deposit *back*") that the fact does not hold says little.
        else if ((vague(word) || lexicon.particles.has(word) || saysWhenOrHow(word)) && entities.length > 1)
          weight *= UNMATCHED_VERB_WEIGHT;
        else {
          const doing = unmatchedDoing(entity);
          weight *= doing.weight;
          // Beside a man or a woman asked about, at a fact saying whom the business serves, whatever else is asked of it
          // ("Do they *cater* to women?", "Can my girlfriend get a *cut* there?") is what it does for whoever it serves:
          // it weighs no more than a circumstance does.
          if (doing.credit === 0 && saysWhom && genderAsked) weight = Math.min(weight, idf(entity) * CIRCUMSTANCE_WEIGHT);
          covered += weight * doing.credit;
          if (doing.credit > 0) by = doing.exact ? 'exact' : 'related';
          if (doing.opposed) opposed = true;
          if (doing.credit === 0 && broader(entity)) broaderWeight += weight * RELATED_CREDIT;
        }
        total += weight;
        matchedBy[by] += weight;
        if (idf(entity) > rarest.idf) rarest = { idf: idf(entity), by };
      }
      if (covered > 0) covered += broaderWeight;
      const share = (n: number) => (total === 0 ? 0 : n / total);
      return {
        coverage: share(covered),
        exactShare: share(matchedBy.exact),
        relatedShare: share(matchedBy.related),
        fuzzyShare: share(matchedBy.fuzzy),
        unmatchedShare: share(matchedBy.unmatched),
        rarest: rarest.by,
        opposed,
      };
    };
    // Best coverage first; then a fact of the kind asked about; then an approved fact before a profile field; then score.
    const rank = (fact: SnapshotFact) =>
      (!intent ? 2 : kindOf(fact) === intent ? 0 : answersIntent(fact, new Set([intent]), asksCharge) ? 1 : 2) * 2 +
      (fact.kind === 'profile' ? 1 : 0);
    // Of facts that cover the question alike, one that also holds the words that said what kind of thing is asked
    // ("do I need an *appointment* for nails?", "when are the *beginner* classes?") before one that does not.
    const intentStems = [...intentWords].filter((w) => !lexicon.stopwords.has(w) && w.length > 2).map(stem);
    const intentHits = (fact: SnapshotFact) => intentStems.filter((w) => textTermsOf(fact).has(w)).length;
    // "What if we don't see any whales?": of facts covering it alike, one that says what happens when it does not.
    const asksNegated = NEGATION.test(folded);
    // "What days do you deliver?": the days, which a fact naming a weekday or every day gives ("from Tuesday to
    // Saturday"), before one that covers the words alike and names none ("orders before 11 are delivered the same day").
    const asksDays = WHICH_DAYS.test(folded);
    const namesDays = (fact: SnapshotFact) => {
      const said = foldText(`${fact.question ?? ''} ${fact.text}`);
      return kindOf(fact) === 'hours' || day.find(said) !== null || everyDay.find(said) !== null;
    };
    // A FAQ whose own question asks nothing the question does not ("Do I need to be home?" for "Do I have to be home during
    // the cleaning?") is that question answered: it comes first of the facts that cover the question enough.
    const questionAsked = new Set([...askedStems, ...intentStems]);
    const isAskedFaq = (fact: SnapshotFact) => {
      const own = faqQuestionStems(fact);
      return own.length > 0 && own.every((w) => questionAsked.has(w));
    };
    // Of facts covering a question of the whole wording alike, one of a subject of its own comes after the others.
    // "What is the market class?": of facts covering it alike, one whose subject is the thing asked ("The market class
    // starts at 9:00…") before the business's own description naming it in a list. English.
    // Not what the business itself is ("What is the museum about?", "what kind of photographer are you").
    const things = entities.filter((e) => !whatItIs.has(e) && !kindNouns.has(e) && !nameStems.has(e));
    const subjectAsked = (fact: SnapshotFact) => {
      if (!english || intent !== 'summary' || things.length === 0 || fact.kind === 'profile') return 0;
      const opening = tokenize(fact.text.split(/[,;:.]/)[0] ?? '')
        .filter((w) => !lexicon.stopwords.has(w))
        .slice(0, things.length + 1)
        .map(stem);
      return things.every((e) => opening.includes(e)) ? 1 : 0;
    };
    const ownSubjectLast = (fact: SnapshotFact) => (onlyBroad && SPECIFIC_INTENTS.has(kindOf(fact)) ? 1 : 0);
    // "Do I need to book the tour?": of facts covering it alike, one saying what is needed ("tours must be booked") before
    // one that only says how ("book tours at …"). English.
    const asksNeed = english && NECESSITY.test(folded);
    // "How much is a driving lesson?": of facts covering a price question enough, one whose amounts are the price of
    // more of what is asked before one that names it only beside another thing's price ("a test in the car, £95
    // including a warm-up lesson"); not when the question asks what a price includes, or whether something is charged
    // at all. English.
    const asksPrice = english && intents.has('pricing') && !asksCharge && !INCLUSION.test(folded);
    // "Is it cheaper if I book online?": of facts covering it enough, one stating a saving ("booking online saves 10%")
    // before one stating the prices alone. English.
    const asksSaving = english && CHEAPER_ASKED.test(folded);
    // Of facts pricing as many of the things asked, one stating an amount before one giving only a share off ("Tickets
    // range from €18 to €42…" before "Groups of 10 or more get 15% off tickets").
    const pricesAsked = (fact: SnapshotFact) => {
      const priced = pricedStemsOf(fact);
      const count = entities.filter((t) => priced.has(t)).length;
      return count * 2 + (count > 0 && STATES_AMOUNT.test(fact.text) ? 1 : 0);
    };
    // "How long is the first assessment?": of facts covering it alike, one giving the time in the clause naming what is
    // asked ("An initial assessment takes 90 minutes") before one giving another thing's ("…; follow-up 45-minute
    // sessions are $165").
    const timesAsked = (fact: SnapshotFact) => {
      if (!asksDuration || !shape) return 0;
      const timed = fact.text.split(/[.;]/).filter((clause) => shape.test(clause));
      const held = new Set(timed.flatMap((clause) => tokenize(clause).map(stem)));
      return entities.filter((t) => held.has(t)).length;
    };
    const ranked = results
      .map((result) => {
        const fact = byId.get(String(result.id)) as SnapshotFact;
        const negates = asksNegated && NEGATION.test(foldText(`${fact.question ?? ''} ${fact.text}`)) ? 1 : 0;
        const covering = coverage(result);
        const covers = covering.coverage;
        return {
          result,
          fact,
          coverage: covers,
          covering,
          askedFaq: covers >= threshold && isAskedFaq(fact) ? 1 : 0,
          // Asked in other words beside its own ("Can the animals come inside *the house*?" ← "Can the animals come
          // inside?"): a FAQ whose own question the question holds whole, covering half of it.
          askedFaqAmong: covers >= ASKED_FAQ_COVERAGE && isAskedFaq(fact),
          pricesAsked: asksPrice && covers >= threshold ? pricesAsked(fact) : 0,
          saves: asksSaving && STATES_SAVING.test(fact.text) ? 1 : 0,
          timesAsked: covers >= threshold ? timesAsked(fact) : 0,
          statesNeed: asksNeed && STATES_NEED.test(`${fact.question ?? ''} ${fact.text}`) ? 1 : 0,
          ageFits: agesInclude(`${fact.question ?? ''} ${fact.text}`, askedAge) ? 1 : 0,
          // "Can my 4 year old come?": of facts covering it alike, a rule on ages ("must be 5 or over") before a price
          // by age ("under-5s are free"), unless a price is asked.
          ageRuled:
            ageAsked && !intents.has('pricing') && fact.kind !== 'pricing' && statesAgeRule(`${fact.question ?? ''} ${fact.text}`)
              ? 1
              : 0,
          intentHits: intentHits(fact),
          counts: countsAsked(fact) ? 1 : 0,
          lists: asksKinds && ENUMERATES.test(fact.text.replace(YES_OR_NO, '')) ? 1 : 0,
          negates,
          namesDays: asksDays && namesDays(fact) ? 1 : 0,
          // "When does the café open?": of facts covering it alike, one stating a time before one that states none ("X is
          // open for business").
          // One naming a day or a time of day before one naming only a time word ("the *monthly* tournament").
          namesWhen: (asksWhen || asksClock) && namesWhen(fact) ? (namesDayOrTime(fact) ? 2 : 1) : 0,
          // "Is there somewhere to eat?": of facts naming food alike, one that serves or sells it ("the café serves lunch")
          // before one that only mentions it ("half a day with gold panning and lunch"); not whether it is included.
          serves: (foodAsked || drinkAsked) && !INCLUSION.test(folded) && ownWordsOf(fact).trades ? 1 : 0,
        };
      })
      // A fact that answers one subject of its own (a price, the hours, how to get in touch) answers a question of the
      // whole wording only when it holds every word of it as written and the question named no such subject itself ("Do
      // you have WhatsApp?" ← "… or on WhatsApp"; not "When is the office open?" ← "the office is on Oudegracht").
      .filter((r) => !(onlyBroad && SPECIFIC_INTENTS.has(kindOf(r.fact)) && (r.covering.exactShare < 1 || intentWords.size > 0)))
      // The directory's categories say under which headings the business is listed, which answers no question asked of
      // it ("Do you cut women's hair?" ← "… is listed under hair and beauty"): what it is has its own rule.
      .filter((r) => r.fact.id !== 'profile:categories')
      // "What time does the show start?": when a doing starts or ends, by the clock, is answered by a fact stating a time,
      // the hours or a fact holding the doing ("each day's start time is listed…"), not by one naming the thing alone
      // ("Tickets … depending on the show").
      .filter(
        (r) =>
          !(
            asksClock &&
            timeOfDoing.size > 0 &&
            kindOf(r.fact) !== 'hours' &&
            !STATES_TIME.test(r.fact.text) &&
            ![...timeOfDoing].some((e) => textTermsOf(r.fact).has(e))
          ),
      )
      // Nor, for a price question, a fact whose amounts price none of what is asked, which it names only beside them.
      .filter(
        (r) =>
          !(
            asksPrice &&
            r.pricesAsked === 0 &&
            r.coverage >= threshold &&
            pricedStemsOf(r.fact).size > 0 &&
            entities.some((t) => textTermsOf(r.fact).has(t))
          ),
      )
      .sort(
        (a, b) =>
          b.askedFaq - a.askedFaq ||
          b.namesDays - a.namesDays ||
          Number(b.coverage >= threshold && b.saves > 0) - Number(a.coverage >= threshold && a.saves > 0) ||
          b.pricesAsked - a.pricesAsked ||
          // "How many people in each group?": of facts that answer it, one counting what is asked ("groups of up to 8").
          Number(b.coverage >= threshold && b.counts > 0) - Number(a.coverage >= threshold && a.counts > 0) ||
          b.coverage - a.coverage ||
          b.timesAsked - a.timesAsked ||
          b.statesNeed - a.statesNeed ||
          ownSubjectLast(a.fact) - ownSubjectLast(b.fact) ||
          b.ageFits - a.ageFits ||
          b.ageRuled - a.ageRuled ||
          b.counts - a.counts ||
          b.lists - a.lists ||
          b.negates - a.negates ||
          b.namesWhen - a.namesWhen ||
          b.serves - a.serves ||
          subjectAsked(b.fact) - subjectAsked(a.fact) ||
          rank(a.fact) - rank(b.fact) ||
          b.intentHits - a.intentHits ||
          b.result.score - a.result.score ||
          a.fact.id.localeCompare(b.fact.id),
      );
    // A question on a specific subject (a price, the hours…) is answered only by a fact of a kind it names or by a FAQ.
    const named = [...intents.keys()].filter((k) => SPECIFIC_INTENTS.has(k));
    const specific = named.length > 0;
    const onSubject = (fact: SnapshotFact) => {
      // A policy asked about by its own words ("cancelled free of charge") is on subject too.
      if (fact.kind !== 'faq')
        return (
          answersIntent(fact, new Set(named), asksCharge) ||
          (CONTENT_INTENTS.has(fact.kind) && intents.has(fact.kind)) ||
          (named.includes('hours') && namesMonth(fact)) ||
          whenOfThing(fact) ||
          (asksForQuote && named.includes('pricing') && GIVES_QUOTES.test(fact.text)) ||
          (includedInPriceAsked && named.includes('pricing') && INCLUSION.test(fact.text))
        );
      // A FAQ answers a price, language or area question only when it speaks of prices (or amounts), languages or areas
      // itself: "Which languages do your cleaners speak?" is not answered by a FAQ on the cleaners' products, nor "Can we
      // have the ceremony outside?" by one on dogs at ceremonies.
      const said = `${fact.question ?? ''} ${fact.text}`;
      const speaksOf = (kind: string) =>
        Boolean(lexicon.intents.get(kind)?.find(foldText(said))) || (kind === 'pricing' && STATES_AMOUNT.test(said));
      return named.filter((k) => FAQ_OWN_KIND.includes(k)).every(speaksOf);
    };
    // "Is the boat accessible for a wheelchair?", "Can my mum come in her wheelchair?": whether one can get in with a
    // wheelchair is what is asked, of the place, the outing or the person named beside it; a fact saying how step-free
    // the business is (or is not) answers it, though it names neither. English.
    const accessAsked = english && askedStems.has(STEP_FREE);
    // Only a fact that speaks of getting in (steps, a lift, access) answers it: "a toilet on board" says nothing of
    // whether a wheelchair gets on the boat.
    const speaksOfAccess = (fact: SnapshotFact) => textTermsOf(fact).has(STEP_FREE) || ACCESS_SAID.test(fact.text);
    const fits = (r: (typeof ranked)[number]) =>
      (!specific || onSubject(r.fact)) && (!accessAsked || r.fact.kind === 'profile' || speaksOfAccess(r.fact));
    const first = ranked.find(fits);
    // Nothing covers the question enough: a FAQ whose own question it holds whole still answers it, unless the question
    // holds a harm or advice word ("Is it safe *with my sore knee*?"): those go to a person when no fact answers in full.
    const { fallback } = lexicon;
    const harmTold = () => [fallback.urgent, fallback.bodyParts, fallback.regulated].some((list) => list.find(folded) !== null);
    const saysAccess = (r: (typeof ranked)[number]) =>
      accessAsked && r.fact.kind !== 'profile' && r.coverage > 0 && textTermsOf(r.fact).has(STEP_FREE) && fits(r);
    const among = (r: (typeof ranked)[number]) => r.askedFaqAmong && fits(r) && !harmTold();
    const best = first && first.coverage < threshold ? (ranked.find(among) ?? first) : first;
    const covered = new Map(ranked.map((r) => [r.fact.id, r.coverage]));
    if (!best || (best.coverage < threshold && !among(best))) {
      const rule = specific ? 'no_fact_on_subject' : 'low_coverage';
      // A fact saying the opposite of what is asked is no near answer to it.
      if (!best || best.coverage === 0 || best.covering.opposed) return { facts: [], rule, coverage: covered };
      const onSubjectRanked = specific ? ranked.filter((r) => onSubject(r.fact)) : ranked;
      const { covering } = best;
      const features: NearMatchFeatures = {
        coverage: best.coverage,
        nextCoverage: onSubjectRanked[1]?.coverage ?? 0,
        exactShare: covering.exactShare,
        relatedShare: covering.relatedShare,
        fuzzyShare: covering.fuzzyShare,
        unmatchedShare: covering.unmatchedShare,
        rarestExact: covering.rarest === 'exact' ? 1 : 0,
        rarestUnmatched: covering.rarest === 'unmatched' ? 1 : 0,
        words: Math.min(entities.length, 6) / 6,
        oneWord: entities.length === 1 ? 1 : 0,
        specific: specific ? 1 : 0,
        hasIntent: intent ? 1 : 0,
        kindAsked: intent && kindOf(best.fact) === intent ? 1 : 0,
        intentHits: Math.min(best.intentHits, 3) / 3,
        negates: best.negates,
        topScore: ranked.every((r) => r.result.score <= best.result.score) ? 1 : 0,
        candidates: Math.min(onSubjectRanked.length, 8) / 8,
        wholeQuestion: threshold === COVERAGE_THRESHOLD ? 0 : 1,
        kindFaq: best.fact.kind === 'faq' ? 1 : 0,
        kindService: best.fact.kind === 'service' ? 1 : 0,
        kindPolicy: best.fact.kind === 'policy' ? 1 : 0,
        kindPricing: best.fact.kind === 'pricing' ? 1 : 0,
        kindSummary: best.fact.kind === 'summary' ? 1 : 0,
        kindProfile: best.fact.kind === 'profile' ? 1 : 0,
      };
      // A fact on access, for a question on access, is cited whatever the model says; as a near match, which the routes
      // for harm and advice come before ("I fell down the stairs…").
      const access = ranked.find(saysAccess);
      const near = access ? { fact: access.fact, features, certain: true as const } : { fact: best.fact, features };
      return { facts: [], rule, coverage: covered, near };
    }
    // The best fact alone: of facts covering a question as fully, the others were found, on sets written before the
    // engine saw them, to add a neighbouring rule more often than the answer ("the deposit is not refundable" beside
    // "a 30% deposit secures the date" for "How much is the deposit?").
    // "How much is thesis binding and where are you?": another kind of the business as a whole listed beside what the
    // fact answers is answered by a fact of that kind, as a question listing kinds alone is; one that no fact answers
    // is left unanswered. The hours only when the business's opening is asked ("when is the class?" asks the class's
    // time), a way to book not when whether to book is ("do I need to book?").
    const others = listedKinds(folded, intents).filter(
      (kind) => OF_THE_BUSINESS.has(kind) && !answersIntent(best.fact, new Set([kind]), asksCharge) && asksOfBusiness(kind),
    );
    if (others.length === 0) return { facts: [best.fact], rule: 'retrieved', coverage: covered };
    const each = others.map((kind) => ({ kind, facts: factsOfKind(kind, intentWords).slice(0, 1) }));
    const more = each.flatMap((e) => e.facts).filter((f) => f.id !== best.fact.id);
    const unanswered = each.filter((e) => e.facts.length === 0).map((e) => e.kind);
    return {
      facts: [best.fact, ...more],
      rule: `retrieved+kinds:${others.join('+')}`,
      coverage: covered,
      ...(unanswered.length ? { unanswered } : {}),
    };
  };

  /** A word's index term as the search reads it; empty for a stop word. */
  const termOf = (w: string) => processTerm(synonym(w)) ?? '';
  /** A question's words besides its intent's, stop words and numbers, and whether the facts hold every one of them. */
  const restOf = (folded: string, intentWords: ReadonlySet<string>) => {
    const said = words(folded).filter((w) => !lexicon.stopwords.has(w) && !intentWords.has(w) && !/\d/.test(w));
    const terms = said.map(termOf).filter(Boolean);
    return { said, held: terms.length > 0 && terms.every((t) => ranking().terms.has(t)) };
  };

  // "Do you ship to France?" at a business whose facts say "we ship worldwide" or "we do not ship abroad": a country other
  // than its own is abroad, and is read as the facts' word for it.
  let abroadWord: string | null | undefined;
  const withAbroad = (folded: string): string => {
    if (!SENDING.test(folded)) return folded;
    abroadWord ??= ABROAD.find((w) => vocabulary().has(w)) ?? null;
    if (!abroadWord) return folded;
    const home = answerable.find((f) => f.kind === 'profile' && f.answersFor === 'location');
    const own = ` ${home ? foldText(home.text) : ''} `;
    const other = [...countryNames('en').values()].find(
      (name) => ` ${folded} `.includes(` ${name} `) && !own.includes(` ${name} `),
    );
    return other ? ` ${folded} `.replace(` ${other} `, ` ${abroadWord} `).trim() : folded;
  };
  /** The nearer of two searches' near matches, kept on the first; one cited whatever the model says comes before either. */
  const withNearer = (found: Retrieval, other: Retrieval): Retrieval =>
    other.near &&
    !found.near?.certain &&
    (!found.near || other.near.certain || other.near.features.coverage > found.near.features.coverage)
      ? { ...found, near: other.near }
      : found;
  return {
    search(asked, names, oneQuestion = false) {
      // "How early should I book?" asks how far ahead, as a fact saying "three days in advance" puts it. "Where can I buy
      // compost?" asks whether a thing is had there, which a fact selling or giving it answers, not the address.
      // "Where is the club held?": where it is, which "held" (as "take place") adds nothing to.
      const ahead = english
        ? asked.replace(BOOK_AHEAD, 'how far ahead').replace(WHEN_CLAUSE, 'if $1').replace(HELD_AT, '$1')
        : asked;
      const folded = english ? withAbroad(ahead.replace(WHERE_TO_GET, '$1')) : ahead;
      const read = readIntents(folded, names);
      // "What's the phone number for the pro shop?", "What number do I call for the shuttle?": asked alone (the message's
      // one part, with no other question joined, of no one named: "What is Miguel's mobile number?"), the number is
      // what is asked, which only a fact stating one gives (the fact on the shuttle's pick-up does not): of those, the one
      // holding most of the other words, a fact on getting in touch before the profile's number when neither holds more.
      if (
        english &&
        oneQuestion &&
        PHONE_ASKED.test(folded) &&
        ![...(names ?? [])].some((n) => !nameStems.has(stem(n)) && !ranking().terms.has(termOf(n))) &&
        !words(folded.replace(PHONE_ASKED, ' '))
          .slice(1)
          .some((w) => ANOTHER_QUESTION.has(w)) &&
        [...read.intents.keys()].every((k) => k === 'contact_route' || !SPECIFIC_INTENTS.has(k))
      ) {
        const asked = restOf(folded, read.intentWords).said.map(termOf).filter(Boolean);
        const held = (f: SnapshotFact) => asked.filter((t) => textTermsOf(f).has(t)).length;
        const order = (f: SnapshotFact) => (kindOf(f) === 'contact_route' ? (f.kind === 'profile' ? 1 : 0) : 2);
        const stating = answerable
          .filter((f) => STATES_PHONE.test(f.text))
          .sort((a, b) => held(b) - held(a) || order(a) - order(b));
        if (stating.length > 0) return { facts: stating.slice(0, 1), rule: 'retrieved:phone' };
      }
      const found = searchWith(folded, read);
      // "How long have you been going?" ← "… has made headstones in Wakefield since 1962".
      if (found.facts.length === 0 && english && ASKS_SINCE.test(folded)) {
        const since = answerable.filter((f) => f.kind !== 'profile' && STATES_SINCE.test(f.text));
        if (since.length > 0) return { facts: since.slice(0, 1), rule: 'retrieved:since' };
      }
      // "Is there an extra charge for York?", "How much extra to fit in Leeds?": a price asked for a place the facts do not
      // name (the asker's) is answered by the fact pricing the area served ("jobs further out carry a £40 travel charge").
      if (found.facts.length === 0 && english && read.intents.has('pricing') && asksForOwnPlace(folded, names)) {
        const areaPriced = answerable.filter(
          (f) => f.kind !== 'profile' && (statesPrice(f.text) || CHARGE_WORD.test(f.text)) && namesArea(f),
        );
        if (areaPriced.length > 0) return { facts: areaPriced.slice(0, 1), rule: 'retrieved:area_price' };
      }
      // "Do you offer classes in French?", "What language are the classes in?": a language asked of something the business
      // does that its facts name (a class, a consultation, its guides) is asked of its own speaking, which its language
      // facts answer; not of a thing it sells ("books in English", "are the films in English?").
      if (found.facts.length === 0 && read.intents.has('language') && !read.intents.has('pricing')) {
        const rest = restOf(folded, read.intentWords);
        // A language named, or which one asked ("sign language interpreting" is a service, not the business's speaking).
        const named = words(folded).some((w) => lexicon.languageNames.has(w)) || WHICH_LANGUAGE.test(folded);
        const done = english && rest.said.some((w) => namesActivity(w) || namesPerson(w));
        // A fact of the business's own that says so of that very thing ("… with classes in French and English") answers
        // it before the languages its people speak.
        const languages = words(folded).filter((w) => lexicon.languageNames.has(w));
        const saysSo = (fact: SnapshotFact) =>
          fact.kind !== 'profile' && [...rest.said, ...languages].every((w) => textTermsOf(fact).has(stem(synonym(w))));
        const own = named && done && languages.length > 0 ? answerable.find(saysSo) : undefined;
        if (own) return { facts: [own], rule: 'retrieved:language' };
        const spoken = factsOfKind('language', read.intentWords).slice(0, MAX_CITED);
        if (named && done && rest.held && spoken.length > 0) return { facts: spoken, rule: 'kind:language:of' };
      }
      if (found.facts.length > 0 || read.intents.size === 0 || ONLY_OWN_KIND.some((k) => read.intents.has(k))) return found;
      // "Can I buy a voucher online?", "Do I have to book in advance?": a word of booking or reaching the business
      // beside what is asked about asks about that thing, which a fact of any kind may answer.
      if (read.intents.has('contact_route')) {
        const intents = new Map([...read.intents].filter(([kind]) => kind !== 'contact_route'));
        const about = searchWith(folded, { ...read, intents });
        // Only a fact holding what was asked about: a question of nothing but reaching the business stays one.
        if (about.facts.length > 0 && about.rule.startsWith('retrieved')) return about;
      }
      // "When does work begin after a quote?": the intent ("when" → hours) may mislead. A fact of any kind that
      // holds nearly all of the other words answers it, unless it is itself a price, the hours or the like (they
      // answer only their own question); never for a price or language question, which only a fact of that kind answers.
      const specificWords = new Set(
        [...read.intents.keys()]
          .filter((k) => SPECIFIC_INTENTS.has(k))
          .flatMap((k) => lexicon.intents.get(k)?.findAll(folded) ?? [])
          .flatMap((p) => p.split(' ')),
      );
      const whole = searchWith(
        folded,
        { intents: new Map(), intentWords: specificWords, names: read.names, placeAsked: false },
        WHOLE_QUESTION_COVERAGE,
        true,
      );
      if (whole.facts.length > 0) return whole;
      const nearest = withNearer(found, whole);
      // A day with a doing the business's facts name ("do you valet on Sundays?", "can we record on a Sunday evening?"):
      // its hours answer, whatever the doing; a doing they never name ("do you deliver on Sundays?") is not answered so.
      if (read.intents.has('hours') && lexicon.answerShapes.day.find(folded)) {
        const rest = restOf(folded, read.intentWords);
        if (rest.held) {
          // A fact saying on which days the doing itself happens ("group walks run on weekdays") answers before the hours;
          // a general verb beside what is done ("can I *bring* my toddler on a Wednesday?") need not be in it.
          const askedDays = lexicon.answerShapes.day.findAll(folded);
          const days = new Set(askedDays.map(termOf));
          const general = (w: string) => english && isMostlyVerb(w) && verbSensesInUse(w) >= GENERAL_VERB_SENSES;
          const doneTerms = (said: readonly string[]) => said.map(termOf).filter((t) => t && !days.has(t));
          // A general verb alone ("do you *deliver* on Sundays?") is then all that is done.
          const specific = doneTerms(rest.said.filter((w) => !general(w)));
          const doing = specific.length > 0 ? specific : doneTerms(rest.said);
          const askedWeekdays = new Set(askedDays.flatMap(weekdaysOf));
          // It names an asked day, or weekdays or weekends as a whole (which says the other is left out); another single
          // day says nothing of the one asked ("tunings on Saturdays cost extra", for Sundays).
          // A run of days ("from Tuesday to Saturday") speaks of every day: those in it and those left out.
          const speaksOfDay = (f: SnapshotFact) => {
            const said = foldText(`${f.question ?? ''} ${f.text}`);
            return (
              DAY_RUN.test(said) ||
              lexicon.answerShapes.day
                .findAll(said)
                .some((d) => /^week(?:day|end)/.test(d) || weekdaysOf(d).some((day) => askedWeekdays.has(day)))
            );
          };
          const saysDays = answerable.find(
            (f) =>
              doing.length > 0 &&
              f.kind !== 'hours' &&
              f.kind !== 'profile' &&
              doing.every((t) => textTermsOf(f).has(t)) &&
              speaksOfDay(f),
          );
          if (saysDays) return { facts: [saysDays], rule: 'retrieved:day' };
          // The week's hours say nothing of a public holiday ("Are you open on bank holidays?"): only a fact naming one does.
          const holidayOnly = askedWeekdays.size === 0 && askedDays.every((d) => /holiday/.test(d));
          const hours = holidayOnly ? [] : factsOfKind('hours', new Set(), true).slice(0, MAX_CITED);
          if (hours.length > 0) return { facts: hours, rule: 'kind:hours:day' };
        }
      }
      // "Which areas do you cover?", "Do you come to Belfast?": where nothing answered, the area the business serves, else
      // a fact saying where it works ("anywhere in Dublin city and county", "we travel free within 30 km of Dublin"). For
      // a place asked that no fact names, a rule of its own comes before the summary, which says only where it works.
      if (
        english &&
        read.intents.has('area_served') &&
        // Asked alone: beside another question ("What's the commission and do you cover Milford?") each part is answered.
        [...read.intents.keys()].every((k) => k === 'area_served' || !SPECIFIC_INTENTS.has(k)) &&
        !JOINED_QUESTION.test(folded) &&
        (AREA_ASKED.test(folded) || (COMES_TO.test(folded) && (names?.size ?? 0) > 0) || read.placeAsked)
      ) {
        // The facts of the area served first ("covers Bristol, Bath and South Gloucestershire" for Weston-super-Mare).
        const ofKind = factsOfKind('area_served', read.intentWords).filter((f) => f.kind !== 'profile');
        const stating = answerable.filter((f) => f.kind !== 'profile' && AREA_STATED.test(f.text));
        const summaryLast = asksForOwnPlace(folded, names);
        const later = (f: SnapshotFact) => ((f.kind === 'summary') === summaryLast ? 1 : 0);
        // Before that: one naming the place asked within a word of its own ("York" in "across Yorkshire"), and for "how
        // far…?" one giving a distance ("within 20 miles of Leeds").
        const placeWords = [...(names ?? [])].filter((n) => n.length > 3);
        const namesPlaceAsked = (f: SnapshotFact) =>
          words(foldText(f.text)).some((w) => placeWords.some((p) => w !== p && w.startsWith(p)));
        const distanceAsked = lexicon.answerShapes.distance.find(folded) !== null;
        const first = (f: SnapshotFact) => (namesPlaceAsked(f) || (distanceAsked && DISTANCE_STATED.test(f.text)) ? 0 : 1);
        const ordered = [...ofKind, ...[...stating].sort((a, b) => first(a) - first(b) || later(a) - later(b))];
        if (ordered.length > 0) return { facts: ordered.slice(0, 1), rule: 'retrieved:area_stated' };
      }
      return nearest;
    },
    offers(phrase) {
      return tokenize(phrase).every((w) => offered.has(stem(w)));
    },
  };
}
