/**
 * The answer engine's word lists (data/lexicons/<lang>.json), compiled once into matchers over
 * folded text. English is complete; the other languages carry stop words (for detection) and the
 * crisis and denied-scope lists, which run on every question whatever its language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { RecentCache } from '../lru.js';
import { glossStemsOf } from './stemmers.js';
import { E_VEHICLES, foldText, words } from './text.js';
import { baseForms } from './wordnet.js';

interface LexiconFile {
  language: string;
  stopwords: string[];
  /**
   * Function words that tell the language when identifying it ("sich", "als", "man") but that the gloss reads as it
   * always did: the stop words decide both, and adding to them changes what a gloss leaves out.
   */
  identifying?: string[];
  /** Letters the language writes and English does not ("ãõç…"): a word holding one counts for it. */
  letters?: string;
  /** Whether the language writes compounds as one word (German "Handynummern"): they are glossed by their parts. */
  compounds?: boolean;
  /**
   * Endings of verbs taken from other languages ("kastrieren", "vaccineren"), which are never compounds: read by their
   * parts, they turn to nonsense ("vaccin" + "eren", honour).
   */
  verbEndings?: string[];
  /**
   * How the language forms past participles, as patterns on a folded word whose `base` (`$1`, `$2`…) has the stem of
   * the verb ("gebucht" → buch, the stem of "buchen"; "abgeholt" → abhol): a participle no gloss lists is read as its verb.
   */
  participles?: { pattern: string; base: string }[];
  /**
   * Particles a verb of the language leaves at the end of its clause ("Halen jullie de bank op?", "Wie melde ich mich
   * an?"): the clause is read with the particle before its verb (ophalen, anmelden) when the language knows that verb.
   */
  separableParticles?: string[];
  refuse: { denied: string[]; injection: string[]; deniedAsked?: string[]; commands?: string[] };
  urgent: string[];
  sensitive?: string[];
  regulated?: string[];
  caseSpecific?: string[];
  commitment?: string[];
  claimWords?: string[];
  availabilityWords?: string[];
  synonyms?: Record<string, string[]>;
  intents?: Record<string, string[]>;
  filler?: string[];
  wrappers?: string[];
  meta?: Record<string, string[]>;
  policyQuestion?: string[];
  askerArrival?: string[];
  ownCase?: string[];
  premises?: string[];
  genericIntentWords?: Record<string, string[]>;
  /** Questions that ask for an amount of time or a number: only a fact stating one answers them. */
  answerShapes?: {
    duration?: string[];
    durationVerbs?: string[];
    count?: string[];
    size?: string[];
    distance?: string[];
    temperature?: string[];
    frequency?: string[];
    amountOf?: string[];
    day?: string[];
    everyDay?: string[];
    month?: string[];
    when?: string[];
    timeWords?: string[];
  };
  /**
   * The word for an animal kept as a companion ("pet"), and the words that make an animal named in a question one
   * ("can I *bring* my cat?", "is *my* iguana allowed?").
   */
  companionAnimal?: { word: string; cues: string[] };
  /** Verbs that mean moving a booking when one is named ("change my booking" ← "bookings can be moved"). */
  rescheduling?: { verbs: string[]; objects: string[]; timed?: string[]; records?: string[] };
  /** Units of time a price is given per ("night", "nightly"): in a price question they are not an hours question. */
  pricedUnits?: string[];
  /**
   * The word the synonyms read ratings and reviews as ("rating"), and the words judging one ("good", "high"): in a
   * question about it, how good it is, is what it says.
   */
  rating?: { word: string; judgements: string[] };
  /**
   * Words for the food a business serves as a whole ("X serves Thai *food*"): such a fact answers a question naming
   * another food ("Do they serve Indian food?", "Do they have tacos?") with what it serves instead.
   */
  cuisineWords?: string[];
  /** Words by which a fact says whom a business serves, men or women ("unisex"): such a fact answers a question naming either. */
  genderPolicyWords?: string[];
  /** Where a question tells the asker's own circumstances (see {@link Circumstances}). */
  circumstances?: {
    prepositions: string[];
    possessives: string[];
    existence?: string[];
    places?: string[];
    onPremises?: string[];
  };
  /** Where a question names a doing (see {@link VerbSlots}). */
  verbSlots?: {
    auxiliaries: string[];
    subjects: string[];
    asker: string[];
    between: string[];
    infinitive: string[];
    determiners: string[];
    /** Doings that are the question however common the verb ("sell", "rent"): a fact doing another thing does not answer. */
    transactions?: string[];
    /** Doings by which a business's facts say it sells a thing ("offers", "serves", "stocks"). */
    tradeVerbs?: string[];
    /** The asker's doings that a trade verb answers ("can I order …?"). */
    askerTrade?: string[];
    /** The customer's doings, which a fact says in the passive ("can be bought", "can be borrowed"). */
    customerDoings?: string[];
    /** Doings of teaching and learning ("teach", "learn"), which a fact naming lessons answers. */
    teaching?: string[];
    /** Nouns of lessons ("classes", "courses", "workshops") by which facts say a business teaches. */
    lessons?: string[];
  };
  /** Words for what a business sells as a whole ("the food", "your services"): in a price question, its price level. */
  priceLevelWords?: string[];
  /** Wording by which a fact says what the business does not do ("does not", "never"). */
  absence?: string[];
  /** Nouns that name something only vaguely ("procedures", "services", "work") beside the word that says what. */
  vagueWords?: string[];
  /** Nouns too broad to stand for a narrower thing asked ("room" for a bar): a word matched only through one is not. */
  roomyWords?: { note?: string; words: string[] };
  /**
   * Words of getting in touch that are also things a business works on ("repair phones"), and the verbs that ask for a
   * way of getting in touch rather than work on one ("can I have your phone?").
   */
  contactThings?: { note?: string; words: string[]; askingVerbs: string[] };
  /** Words that finish a verb said in two parts ("get the deposit back"): little of the subject when a fact lacks them. */
  particles?: string[];
  /** Set phrases that are talk, not content ("of course"): no words of what a fact says. */
  discourseMarkers?: string[];
  /** Figures of speech and set phrases that hold a harm word and tell of no harm ("dying to try", "blood tests"). */
  figuresOfSpeech?: string[];
  /** Numbers written as words ("two", "a dozen"): the asker's own value, as digits are. */
  numberWords?: string[];
  /**
   * Names of languages in this language ("polish", "irish"). Said with a speaking word ("speak Polish", "in Irish",
   * "Polish-speaking") they ask the language intent; in such a question they are what is asked about.
   */
  languageNames?: string[];
  /** Phrases that put a language name to use: `*` stands for the name ("speak *", "in *", "* speaking"). */
  languageUses?: string[];
  /**
   * Phrases that make a language name the thing taught or learnt, or the kind of a thing (`*` for the name: "teach *",
   * "* lessons", "* food"): not a language spoken.
   */
  languageSubjects?: string[];
  fallback?: {
    urgent?: string[];
    bodyParts?: string[];
    urgentPaired?: string[];
    regulated?: string[];
    preparation?: string[];
    denied?: string[];
    privateRecords?: {
      whose: string[];
      yours?: string[];
      groups?: string[];
      what: string[];
      asks?: string[];
      businessContact?: string[];
      handling?: string[];
    };
    situation?: string[];
    conditionTold?: string[];
    medicineTold?: string[];
    checkAsked?: string[];
    painAsked?: string[];
    situationHelp?: string[];
    requestOpeners?: string[];
    urgentOffers?: string[];
    urgentCases?: string[];
    offerQuestions?: string[];
    questionOpeners?: string[];
    pointsAtBusiness?: string[];
  };
  /** How one message asks several things: words that join two questions, and words that open one. */
  parts?: {
    joiners: string[];
    listJoiners?: string[];
    /** Joiners of alternatives ("or"): either listed thing answers. */
    alternatives?: string[];
    openers: string[];
    asides?: string[];
    requests?: string[];
    /** Words a question points back with at something told before it ("…, can you fix *it*?"). */
    pointers?: string[];
    /** Words of a bare plea for help ("can you help?", "could anyone advise?"): such a part asks what was told before it. */
    pleas?: string[];
  };
  /**
   * Words and phrases of this language → the English words the engine reads them as ("" leaves a word out); readings
   * apart by "|" ("lessons | classes") are alternatives, a question taking the one the facts use, a fact the first.
   */
  gloss?: Record<string, string>;
  /** The engine's fixed replies in this language. */
  replies?: Replies;
  /** Templates for the public profile fields in this language. */
  profile?: ProfileTemplates;
  /** The business page's ask box in this language. */
  page?: PageStrings;
}

/**
 * Where a question names a doing: the word after an auxiliary and its subject ("can we bring", "do you sell"),
 * perhaps with a word `between` ("can I also buy"), or after an `infinitive` marker ("how much to stay"); and
 * where it names a thing: after a determiner or straight after an auxiliary ("when does work begin").
 */
export interface VerbSlots {
  auxiliaries: ReadonlySet<string>;
  subjects: ReadonlySet<string>;
  /** Subjects by which the asker speaks of their own doing ("can I buy…"), not the business's. */
  asker: ReadonlySet<string>;
  between: ReadonlySet<string>;
  infinitive: ReadonlySet<string>;
  /** Words before a noun ("the stay"): a verb-like word after one is a thing, not a doing. */
  determiners: ReadonlySet<string>;
  /** Doings that are the question however common the verb ("do you sell mats?" is not answered by "mats are provided"). */
  transactions: ReadonlySet<string>;
  /** Lemmas of the doings by which facts say a business sells a thing ("offers", "serves"): they answer "do you sell…?". */
  tradeVerbs: ReadonlySet<string>;
  /** Lemmas of the asker's doings that a trade verb answers ("can I *order* …?" by "X serves …"). */
  askerTrade: ReadonlySet<string>;
  /**
   * Lemmas of the customer's doings: said in the passive by a fact ("vouchers can be bought at the counter"), the
   * business does their opposite ("do you sell vouchers?").
   */
  customerDoings: ReadonlySet<string>;
  /** Lemmas of teaching and learning ("do you *teach* crochet?"), answered by a fact naming lessons of it. */
  teaching: ReadonlySet<string>;
  /** Lemmas of lessons ("crochet *classes*", "a drawing *course*"). */
  lessons: ReadonlySet<string>;
}

/**
 * Where a question tells the asker's own circumstances: a preposition and a possessive on ("to my new flat", "for our
 * shop front"), up to the next preposition. Words there that a fact does not hold weigh little beside what is asked.
 */
export interface Circumstances {
  prepositions: ReadonlySet<string>;
  possessives: ReadonlySet<string>;
  /**
   * Openers asking whether a thing is there ("is there"), and the prepositions that then say where ("in", "at"): "Is
   * there wifi *in the rooms*?" asks about the wifi, the rooms being where.
   */
  existence: PhraseMatcher;
  places: ReadonlySet<string>;
  /** Saying that something asked is at the business's own place or in its vehicle ("on board", "on site"). */
  onPremises: PhraseMatcher;
}

/** The business page's ask box in a language: its texts and the sample questions it offers. */
export interface PageStrings {
  askHeading: string;
  askIntro: string;
  questionLabel: string;
  askButton: string;
  samplesHeading: string;
  looking: string;
  outcomes: Record<'answered' | 'handoff' | 'refused' | 'unclear', string>;
  personShould: string;
  contactLink: string;
  /** `{n}`: the visitor's questions left today. */
  questionsLeft: string;
  otherLanguages: string;
  /** Everyday questions, offered when the profile has what answers them. */
  samples: Record<'hours' | 'location' | 'contact' | 'about' | 'languages', string>;
}

/** Fixed replies; `{name}` is the business's name, `{language}` a language's name. */
export interface Replies {
  /** Introduces an approved fact quoted in another language. */
  quoted: string;
  contact: string;
  partly: string;
  /** Introduces the fact nearest to a question that no fact covers enough (a near match). */
  nearest: string;
  unclear: string;
  refused: string;
  urgent: string;
  ownSituation: string;
  sensitive: string;
  regulated: string;
  case_specific: string;
  commitment: string;
  /** The platform's emergency line. */
  emergency: string;
}

/** Profile field templates; `{value}` is the field's value. */
export interface ProfileTemplates {
  address: string;
  hours: string;
  phone: string;
  email: string;
  website: string;
  languages: string;
  priceRange: string;
  /** Consecutive days with the same hours: `{first}`, `{last}`. */
  dayRange: string;
  status: { operational: string; closed_temporarily: string; closed_permanently: string };
}

/** Finds the first listed phrase in a folded text. */
export interface PhraseMatcher {
  /** The matched words (folded), or null. */
  find(folded: string): string | null;
  /** Every match, in order. */
  findAll(folded: string): readonly string[];
}

const NEVER: PhraseMatcher = { find: () => null, findAll: () => [] };
/** No match, shared. */
const NONE: readonly string[] = Object.freeze([]);

/** A compiled phrase: its pattern anchored where it is tried, and the order in which it is preferred. */
interface CompiledPhrase {
  pattern: RegExp;
  order: number;
}

/** The synonyms of several words, matched as phrases. */
function phraseSynonymsOf(synonyms: Record<string, string[]>): Lexicon['phraseSynonyms'] {
  const canonical = new Map(
    Object.entries(synonyms).flatMap(([word, variants]) =>
      variants.map((v) => [foldText(v), foldText(word)] as const).filter(([v]) => v.includes(' ')),
    ),
  );
  return { matcher: canonical.size ? compilePhrases([...canonical.keys()]) : NEVER, canonical };
}

/**
 * The words every compiled list's phrases start with (by list number), so that one pass over a text says which
 * lists could match in it at all: most lists (crisis words in eight languages, refusals, routes) hold none of a
 * question's words and are passed over without reading the text again.
 */
const STARTS = { exact: new Map<string, number[]>(), prefixes: new Map<string, number[]>(), longestPrefix: 0, lists: 0 };

/**
 * What the lists found in a text read lately: which lists may match in it at all, and each list's first match and
 * all its matches once asked. The same texts are read again and again (a question's forms by every stage, and one
 * question asked of many businesses), and the lists never change once compiled.
 */
interface TextReading {
  /** How many lists were compiled when the text was read: a list compiled later was not looked for. */
  lists: number;
  candidates: ReadonlySet<number>;
  first: Map<number, string | null>;
  all: Map<number, readonly string[]>;
}
const readTexts = new RecentCache<string, TextReading>(10_000);

/** The reading of a folded text: the numbers of the lists with a phrase that may start at one of its words. */
function readingOf(folded: string): TextReading {
  const recent = readTexts.get(folded);
  if (recent && recent.lists === STARTS.lists) return recent;
  const candidates = new Set<number>();
  const add = (lists: number[] | undefined) => {
    if (lists) for (const list of lists) candidates.add(list);
  };
  for (const word of folded.split(' ')) {
    add(STARTS.exact.get(word));
    for (let length = 1; length <= Math.min(word.length, STARTS.longestPrefix); length++)
      add(STARTS.prefixes.get(word.slice(0, length)));
  }
  const reading = { lists: STARTS.lists, candidates, first: new Map(), all: new Map() };
  readTexts.set(folded, reading);
  return reading;
}

/**
 * Compiles phrases: words match whole words, `word*` any ending, `..` up to three other words. A text is
 * read word by word, and at each word only the phrases that can start there are tried (by their first
 * word, or its beginning for `word*`), longest phrase first; the first match at the earliest word wins,
 * as one alternation of every phrase would find it, at a fraction of the cost for long lists.
 */
export function compilePhrases(phrases: readonly string[]): PhraseMatcher {
  const compiled = phrases
    .map((phrase) => {
      const tokens = foldText(phrase.replace(/\.\./g, ' GAPMARK ').replace(/\*/g, ' STARMARK')).split(' ').filter(Boolean);
      const body = tokens
        .map((token) => (token === 'gapmark' ? '(?:\\S+ ){0,3}' : token === 'starmark' ? '\\S* ' : `${token} `))
        .join('')
        .replace(/ \\S\* /g, '\\S* ')
        // The closing space is looked at, not taken, so that adjacent phrases both match.
        .replace(/ $/, '(?= )');
      const [first = '', second] = tokens;
      const start = first === 'gapmark' || first === 'starmark' ? { any: true } : { word: first, prefix: second === 'starmark' };
      return { body, start };
    })
    .filter(({ body }) => body.length > 0);
  if (compiled.length === 0) return NEVER;
  // Longest first, so that the reported match is the most specific phrase.
  compiled.sort((a, b) => b.body.length - a.body.length);
  const exact = new Map<string, CompiledPhrase[]>();
  const prefixes = new Map<string, CompiledPhrase[]>();
  const anywhere: CompiledPhrase[] = [];
  let longestPrefix = 0;
  const list = STARTS.lists++;
  compiled.forEach(({ body, start }, order) => {
    const entry = { pattern: new RegExp(` (?:${body})`, 'y'), order };
    if ('any' in start) anywhere.push(entry);
    else {
      const table = start.prefix ? prefixes : exact;
      table.set(start.word, [...(table.get(start.word) ?? []), entry]);
      if (start.prefix) longestPrefix = Math.max(longestPrefix, start.word.length);
      const starts = start.prefix ? STARTS.prefixes : STARTS.exact;
      const lists = starts.get(start.word) ?? [];
      if (lists[lists.length - 1] !== list) starts.set(start.word, [...lists, list]);
    }
  });
  STARTS.longestPrefix = Math.max(STARTS.longestPrefix, longestPrefix);
  /** Whether a phrase of this list may start somewhere in a folded text. */
  const mayMatch = (reading: TextReading) => anywhere.length > 0 || reading.candidates.has(list);
  // The phrases starting with each word, those that may start anywhere among them, in order of preference; and the
  // lengths of the beginnings `word*` phrases start with.
  const byOrder = (a: CompiledPhrase, b: CompiledPhrase) => a.order - b.order;
  const exactOrAnywhere = new Map([...exact].map(([word, entries]) => [word, [...anywhere, ...entries].sort(byOrder)]));
  const prefixLengths = [...new Set([...prefixes.keys()].map((prefix) => prefix.length))].sort((a, b) => a - b);
  /** The phrases that may start at a word, in order of preference. */
  const startingAt = (word: string): readonly CompiledPhrase[] => {
    const found = exactOrAnywhere.get(word) ?? anywhere;
    let more: CompiledPhrase[] | undefined;
    for (const length of prefixLengths) {
      if (length > word.length) break;
      const entries = prefixes.get(word.slice(0, length));
      if (entries) more = [...(more ?? found), ...entries];
    }
    return more ? more.sort(byOrder) : found;
  };
  /** The first match at or after `from` (the index of a space) in a padded text, with where it ends. */
  const next = (padded: string, from: number): { text: string; end: number } | null => {
    for (let at = padded.indexOf(' ', from); at !== -1 && at < padded.length - 1; at = padded.indexOf(' ', at + 1)) {
      const wordEnd = padded.indexOf(' ', at + 1);
      for (const { pattern } of startingAt(padded.slice(at + 1, wordEnd === -1 ? undefined : wordEnd))) {
        pattern.lastIndex = at;
        const match = pattern.exec(padded);
        if (match) return { text: match[0], end: at + match[0].length };
      }
    }
    return null;
  };
  const padded = (folded: string) => ` ${folded} `;
  const allIn = (folded: string): readonly string[] => {
    const text = padded(folded);
    const all: string[] = [];
    for (let found = next(text, 0); found; found = next(text, found.end)) all.push(found.text.trim());
    return all;
  };
  return {
    find(folded) {
      const reading = readingOf(folded);
      let first = reading.first.get(list);
      if (first === undefined) {
        first = mayMatch(reading) ? (next(padded(folded), 0)?.text.trim() ?? null) : null;
        reading.first.set(list, first);
      }
      return first;
    },
    findAll(folded) {
      const reading = readingOf(folded);
      let all = reading.all.get(list);
      if (all === undefined) {
        all = mayMatch(reading) ? allIn(folded) : NONE;
        reading.all.set(list, all);
      }
      return all;
    },
  };
}

export interface Lexicon {
  language: string;
  stopwords: ReadonlySet<string>;
  /** Further function words that tell the language when identifying it, and nothing else. */
  identifying: ReadonlySet<string>;
  /** Letters the language writes and English does not. */
  letters: string;
  /** Whether the language writes compounds as one word. */
  compounds: boolean;
  /** Endings of borrowed verbs, which are never compounds. */
  verbEndings: readonly string[];
  denied: PhraseMatcher;
  /**
   * Records and systems that are denied only when asked to be handed over ("send me your *customer data*", "show me the
   * *guest list*"), not when spoken of ("do you store client data securely?", "do regular customers get a discount?"):
   * read with the language's request phrases (`fallback.privateRecords.asks`).
   */
  deniedAsked: PhraseMatcher;
  /** Doings denied when told as a command, opening a clause ("*charge my card* for the full amount"), not when asked about ("will you charge my card?"). */
  commands: PhraseMatcher;
  injection: PhraseMatcher;
  urgent: PhraseMatcher;
  sensitive: PhraseMatcher;
  regulated: PhraseMatcher;
  caseSpecific: PhraseMatcher;
  commitment: PhraseMatcher;
  /** Commitment words that are fine when an approved fact states them (e.g. a published guarantee). */
  claimWords: ReadonlySet<string>;
  /**
   * Commitment words of availability or timing ("tonight", "in stock", "ready by"): fine when approved facts answer the
   * question ("What time do you close tonight?"), since citing them promises nothing; without one, a person.
   */
  availabilityWords: PhraseMatcher;
  /** Word → the word retrieval treats it as (both in facts and questions). */
  synonyms: ReadonlyMap<string, string>;
  /** Words said together that retrieval reads as one word ("money back" → refund, "take part" → join), and how. */
  phraseSynonyms: { matcher: PhraseMatcher; canonical: ReadonlyMap<string, string> };
  /** Fact kinds a question asks about, by the words that say so. */
  intents: ReadonlyMap<string, PhraseMatcher>;
  /** The intent phrases as written, used as keywords of facts of each kind. */
  intentPhrases: Readonly<Record<string, readonly string[]>>;
  /** Question phrasing that says nothing about the subject ("how long", "is there"). */
  filler: PhraseMatcher;
  /**
   * A request wrapped around the question ("can you confirm whether", "find out if", "for my reference"):
   * left out before the question's kind and words are read (the safety lists read the whole).
   */
  wrappers: PhraseMatcher;
  meta: ReadonlyMap<string, PhraseMatcher>;
  /** Asking what a rule is ("how late can I cancel", "what if I miss") rather than for something to be done. */
  policyQuestion: PhraseMatcher;
  /**
   * The asker's own arrival asked about ("how early should we get there?", "what if I'm late?"): a rule of the
   * business, not its opening hours, whatever time word the question holds.
   */
  askerArrival: PhraseMatcher;
  /** Words that make a question about one's own case (a day, an order, a reference). */
  ownCase: PhraseMatcher;
  /** Words for the business's own premises ("the shop", "your office"): they name the business, not a subject. */
  premises: ReadonlySet<string>;
  /** Per fact kind, the intent words that ask for every fact of the kind ("policies?"), not one named thing. */
  genericIntentWords: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * Asking for an amount of time ("how long") or a number ("how many"): answered only by a fact that states one; and
   * naming a day ("on Sundays"): answered by the hours or a fact that names that day or every day (`everyDay`); naming
   * a month or a season ("in November", "in winter"): answered by a fact that names months or seasons (`month`).
   * In a question for an amount of time, the verbs that ask it ("how long does a groom *take*?") are not its subject.
   */
  answerShapes: {
    duration: PhraseMatcher;
    durationVerbs: ReadonlySet<string>;
    count: PhraseMatcher;
    /** Asking how big something is ("how big is the boat?"): answered by a fact stating a number or a size. */
    size: PhraseMatcher;
    /** Asking how far ("how far do you walk?"): answered by a fact stating a distance, or by the area served. */
    distance: PhraseMatcher;
    /** Asking how hot or cold something is ("how warm is the pool?"): answered by a fact stating a temperature. */
    temperature: PhraseMatcher;
    /** Asking how often ("how often should I…?"): answered by a fact stating a frequency ("twice a year", "every week"). */
    frequency: PhraseMatcher;
    /** Openers ("how much") that ask a quantity when a noun naming no money and an auxiliary follow ("how much salt is…"). */
    amountOf: PhraseMatcher;
    day: PhraseMatcher;
    everyDay: PhraseMatcher;
    month: PhraseMatcher;
    /**
     * The words that open a question asking when (`when`): answered only by a fact naming a time, a day, a month or an
     * occasion (`timeWords`, besides the days and months above and a time of day).
     */
    when: ReadonlySet<string>;
    timeWords: PhraseMatcher;
  };
  verbSlots: VerbSlots;
  circumstances: Circumstances;
  /** Units of time a price is given per ("night", "nightly"): in a price question they are not an hours question. */
  pricedUnits: ReadonlySet<string>;
  /** Words for the food a business serves as a whole ("X serves Thai food"). */
  cuisineWords: ReadonlySet<string>;
  /** The word ratings and reviews are read as ("rating") and the words judging one ("good"); null when none. */
  rating: { word: string; judgements: ReadonlySet<string> } | null;
  /** Words by which a fact says whom a business serves, men or women ("unisex"). */
  genderPolicyWords: ReadonlySet<string>;
  /** The word for a companion animal, and the words that make an animal named in a question one; null when none. */
  companionAnimal: { word: string; cues: ReadonlySet<string> } | null;
  /**
   * Verbs that, in a question naming a booking, an appointment or a class (`objects`), all mean moving it to another
   * time: a fact saying one answers a question saying another ("Can I change my booking?" ← "Bookings can be moved").
   * With those, or one of `timed` ("cancel"), the time the asker names is their own value ("on the day").
   */
  rescheduling: {
    verbs: ReadonlySet<string>;
    objects: PhraseMatcher;
    timed: ReadonlySet<string>;
    /** What holds a place that is moved ("booking", "ticket"): with a booking moved, one in a fact answers another asked. */
    records: ReadonlySet<string>;
  } | null;
  /** Names of languages, folded. */
  languageNames: ReadonlySet<string>;
  /** A language name as the thing taught or learnt, or a kind ("teach French", "Spanish lessons", "Italian food"), not a language spoken. */
  languageSubjects: PhraseMatcher;
  /** What a business sells as a whole ("food", "services"): a price question about them asks its price level. */
  priceLevelWords: ReadonlySet<string>;
  /** Wording by which a fact says what the business does not do ("does not offer hot yoga"): its words are no product. */
  absence: PhraseMatcher;
  /**
   * Words naming something only vaguely: nouns ("cosmetic *procedures*", "cosmetic *work*") and adjectives that say
   * only that some kind is meant ("*special* socks", "the *right* shoes"), folded.
   */
  vagueWords: ReadonlySet<string>;
  /** Nouns too broad to stand for a narrower thing asked ("Every room has free Wi-Fi" says nothing of a bar), folded. */
  roomyWords: ReadonlySet<string>;
  /** Words of getting in touch that a doing may act on as a thing ("Do you repair phones?"), and verbs that ask for one. */
  contactThings: { words: ReadonlySet<string>; askingVerbs: ReadonlySet<string> };
  /**
   * Words that finish a verb said in two parts ("get the deposit *back*", "take it *off*") or say only when it is done
   * ("pay *upfront*"): little of the subject.
   */
  particles: ReadonlySet<string>;
  /** Set phrases that are talk, not content ("*of course*, any parent can come"): not read as a fact's words. */
  discourseMarkers: PhraseMatcher;
  /** Figures of speech and set phrases that hold a harm word and tell of no harm ("dying to try", "blood tests"): left out before harm is read. */
  figuresOfSpeech: PhraseMatcher;
  /** Numbers written as words ("two", "dozen"), folded. */
  numberWords: ReadonlySet<string>;
  /**
   * Broad single risk words, read only when no approved fact answers: harm words → the emergency line and a
   * person, advice words → a person, private-data wording → a refusal, instead of an `unclear` reply.
   */
  fallback: {
    urgent: PhraseMatcher;
    /**
     * Someone's part of the body ("my arm", "her eye"): harm words, but not in a request to the business ("can you tattoo
     * my arm?", "could you massage my neck?"), which asks for its service on it.
     */
    bodyParts: PhraseMatcher;
    /**
     * Words that point to harm only beside another of them ("arm" and "swollen"): each alone is also
     * everyday talk of a business (a leather bag, an electric bike, a broken screen, the heart of the city).
     */
    urgentPaired: PhraseMatcher;
    regulated: PhraseMatcher;
    /** How to come prepared ("what should we wear", "should I bring"): no professional advice, though it says "should I". */
    preparation: PhraseMatcher;
    denied: PhraseMatcher;
    /**
     * Other people and, to be read together, their records ("names"): `whose` ("patients"), which does not count
     * where the facts use the word for the offer, and `yours` ("your patients"), which always counts.
     */
    privateRecords: {
      whose: PhraseMatcher;
      yours: PhraseMatcher;
      what: PhraseMatcher;
      /**
       * People of a class or a booking ("the kids in …", "people booked on …"): other people only when their records
       * are asked to be given; in a question ("can kids in wheelchairs…?") they are everyday talk.
       */
      groups: PhraseMatcher;
      /** Asking to be given something ("send me", "give me"). */
      asks: PhraseMatcher;
      /** The business's own contact details ("your phone number", "your address"): no one else's record. */
      businessContact: PhraseMatcher;
      /** How records are kept ("stored securely", "GDPR", "shared with third parties"): a question on the business's policy, not for the records. */
      handling: PhraseMatcher;
    };
    /** Wording that tells of the asker's own situation ("my", "someone is", "what do I do"). */
    situation: PhraseMatcher;
    /** Wording that tells of someone having a condition ("I have", "she suffers from", "diagnosed with"). */
    conditionTold: PhraseMatcher;
    /** Wording that tells of someone taking a medicine ("I'm on", "I take", "she is taking"), before its name. */
    medicineTold: PhraseMatcher;
    /** Asking whether something the asker was given is right ("is it correct", "is that too much"). */
    checkAsked: PhraseMatcher;
    /** Asking whether a service hurts ("does it hurt?", "is it painful?"): a question about it, no harm told. */
    painAsked: PhraseMatcher;
    /** Openings of a request to the business ("can you", "do I"), read on a question's first three words. */
    requestOpeners: PhraseMatcher;
    /**
     * Crisis words that also name an offer ("*emergency* call-outs", "*fire* safety checks", "*flood* clean-up"): in a
     * question whether the business offers it ({@link offerQuestions}), before a noun, with nothing of the asker's own
     * situation, they name that offer.
     */
    urgentOffers: ReadonlySet<string>;
    /**
     * Wording just before such a word that makes it the case an offer is for ("how fast can you come *if it's an*
     * emergency?", "*in case of* flood"): said of a word the business's facts use, it asks about that offer.
     */
    urgentCases: PhraseMatcher;
    /** Openings of a question whether the business offers something ("do you", "is there"). */
    offerQuestions: PhraseMatcher;
    /** Openings of a question for information ("what is", "where are", "tell me"). */
    questionOpeners: PhraseMatcher;
    /** Situation words that, in a question for information, point at the business or its people ("his", "they're"). */
    pointsAtBusiness: ReadonlySet<string>;
    /** Asking for help with one's own situation ("what do I do"): a request later in the message does not outweigh it. */
    situationHelp: PhraseMatcher;
  };
  /** Where a sentence asks a second question: a joiner ("and", "also") before a word that opens one ("do", "what"). */
  partBoundary: RegExp | null;
  /** Phrases that ask nothing ("okay", "sounds good", "thanks"): a part made only of them is left out. */
  asides: ReadonlySet<string>;
  /** First words of a part that asks or requests something ("do", "what", "tell", "please"); other parts without "?" only remark. */
  askingWords: ReadonlySet<string>;
  /**
   * Words a question points back with at something told before it ("it", "them", "there"); null where the lexicon
   * lists none (every question may then point back).
   */
  pointers: ReadonlySet<string> | null;
  /** Words of a bare plea for help ("help", "advise"): a part of nothing else asks what was told before it. */
  pleas: ReadonlySet<string>;
  /** A joiner (or a comma) between two listed things: "the address and phone number", "live music and serve liquor". */
  listSeparator: RegExp | null;
  /** A joiner of alternatives ("music or entertainment"), where one answered is an answer. */
  alternativeSeparator: RegExp | null;
  /** Whether every routing list exists, so questions in this language may be answered. */
  complete: boolean;
  /** Folded words and phrases → English (see {@link LexiconFile.gloss}); empty for English. */
  gloss: ReadonlyMap<string, string>;
  /** One-word glosses of words written with accents, as written (lower case): "é" is, where "e" is and. */
  glossMarked: ReadonlyMap<string, string>;
  /** One-word glosses by their stem. */
  glossStems: ReadonlyMap<string, string>;
  /** Past participle patterns and the verb stem each gives (see {@link LexiconFile.participles}). */
  participles: readonly { pattern: RegExp; base: string }[];
  /** Particles a verb leaves at the end of its clause (see {@link LexiconFile.separableParticles}). */
  separableParticles: ReadonlySet<string>;
  replies?: Replies;
  profile?: ProfileTemplates;
  page?: PageStrings;
}

/** `, and what…` / ` also do…`: the place to split a sentence that asks two things. */
/** A comma, or a joiner between two listed things ("the address and phone number"); null without joiners. */
function listSeparator(joiners: readonly string[]): RegExp | null {
  if (joiners.length === 0) return null;
  return new RegExp(`\\s*,\\s*|\\s+(?:${joiners.map((j) => j.replace(/ /g, '\\s+')).join('|')})\\s+`, 'iu');
}

/** The intent lists, with the language intent's phrases for every language name put to use ("speak polish"). */
function withLanguageUses(file: LexiconFile): Record<string, string[]> | undefined {
  if (!file.intents || !file.languageNames?.length || !file.languageUses?.length) return file.intents;
  const uses = file.languageNames.flatMap((name) => (file.languageUses ?? []).map((use) => use.replace('*', name)));
  return { ...file.intents, language: [...(file.intents.language ?? []), ...uses] };
}

function partBoundary(joiners: readonly string[], openers: readonly string[]): RegExp {
  const alternatives = (list: readonly string[]) =>
    list.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')).join('|');
  return new RegExp(`[,;]?\\s+(?:${alternatives(joiners)})\\s+(?=(?:${alternatives(openers)})\\b)`, 'iu');
}

function compileLexicon(file: LexiconFile): Lexicon {
  // Where two entries fold alike ("é" is, "e" and), the folded form means the one written without accents,
  // and the accented one is found as written (`glossMarked`).
  const entries = Object.entries(file.gloss ?? {});
  // A gloss may give alternative readings apart by "|" ("lessons | classes"), each folded on its own.
  const english = (readings: string) =>
    readings
      .split('|')
      .map((reading) => foldText(reading))
      .join(' | ');
  const gloss = new Map(
    entries
      .map(([phrase, reading]) => [foldText(phrase), english(reading), foldText(phrase) === phrase] as const)
      .sort((a, b) => Number(a[2]) - Number(b[2]))
      .map(([folded, english]) => [folded, english] as const),
  );
  const glossMarked = new Map(
    entries
      .filter(([phrase]) => !phrase.includes(' ') && foldText(phrase) !== phrase.toLowerCase())
      .map(([phrase, reading]) => [phrase.normalize('NFC').toLowerCase(), english(reading)] as const),
  );
  const list = (phrases: string[] | undefined) => (phrases ? compilePhrases(phrases) : NEVER);
  const map = (lists: Record<string, string[]> | undefined) =>
    new Map(Object.entries(lists ?? {}).map(([key, phrases]) => [key, compilePhrases(phrases)]));
  return {
    language: file.language,
    stopwords: new Set(file.stopwords.map(foldText)),
    identifying: new Set((file.identifying ?? []).map(foldText)),
    letters: file.letters ?? '',
    compounds: file.compounds ?? false,
    verbEndings: (file.verbEndings ?? []).map(foldText),
    denied: list(file.refuse.denied),
    deniedAsked: list(file.refuse.deniedAsked),
    commands: list(file.refuse.commands),
    injection: list(file.refuse.injection),
    urgent: list(file.urgent),
    sensitive: list(file.sensitive),
    regulated: list(file.regulated),
    caseSpecific: list(file.caseSpecific),
    commitment: list(file.commitment),
    claimWords: new Set((file.claimWords ?? []).map(foldText)),
    availabilityWords: list(file.availabilityWords),
    synonyms: new Map(
      Object.entries(file.synonyms ?? {}).flatMap(([canonical, variants]) =>
        variants.map((v) => [foldText(v), foldText(canonical)] as const),
      ),
    ),
    phraseSynonyms: phraseSynonymsOf(file.synonyms ?? {}),
    intents: map(withLanguageUses(file)),
    intentPhrases: file.intents ?? {},
    filler: list(file.filler),
    wrappers: list(file.wrappers),
    meta: map(file.meta),
    policyQuestion: list(file.policyQuestion),
    askerArrival: list(file.askerArrival),
    ownCase: list(file.ownCase),
    premises: new Set((file.premises ?? []).map(foldText)),
    genericIntentWords: new Map(
      Object.entries(file.genericIntentWords ?? {}).map(([kind, list]) => [kind, new Set(list.map(foldText))]),
    ),
    answerShapes: {
      duration: list(file.answerShapes?.duration),
      durationVerbs: new Set((file.answerShapes?.durationVerbs ?? []).map(foldText)),
      count: list(file.answerShapes?.count),
      size: list(file.answerShapes?.size),
      distance: list(file.answerShapes?.distance),
      temperature: list(file.answerShapes?.temperature),
      frequency: list(file.answerShapes?.frequency),
      amountOf: list(file.answerShapes?.amountOf),
      day: list(file.answerShapes?.day),
      everyDay: list(file.answerShapes?.everyDay),
      month: list(file.answerShapes?.month),
      when: new Set((file.answerShapes?.when ?? []).map(foldText)),
      timeWords: list(file.answerShapes?.timeWords),
    },
    verbSlots: {
      auxiliaries: new Set(file.verbSlots?.auxiliaries ?? []),
      subjects: new Set(file.verbSlots?.subjects ?? []),
      asker: new Set(file.verbSlots?.asker ?? []),
      between: new Set(file.verbSlots?.between ?? []),
      infinitive: new Set(file.verbSlots?.infinitive ?? []),
      determiners: new Set(file.verbSlots?.determiners ?? []),
      transactions: new Set(file.verbSlots?.transactions ?? []),
      tradeVerbs: new Set(file.verbSlots?.tradeVerbs ?? []),
      askerTrade: new Set(file.verbSlots?.askerTrade ?? []),
      customerDoings: new Set(file.verbSlots?.customerDoings ?? []),
      teaching: new Set(file.verbSlots?.teaching ?? []),
      lessons: new Set(file.verbSlots?.lessons ?? []),
    },
    pricedUnits: new Set((file.pricedUnits ?? []).map(foldText)),
    cuisineWords: new Set((file.cuisineWords ?? []).map(foldText)),
    rating: file.rating ? { word: file.rating.word, judgements: new Set(file.rating.judgements.map(foldText)) } : null,
    genderPolicyWords: new Set((file.genderPolicyWords ?? []).map(foldText)),
    companionAnimal: file.companionAnimal ? { word: file.companionAnimal.word, cues: new Set(file.companionAnimal.cues) } : null,
    rescheduling: file.rescheduling
      ? {
          verbs: new Set(file.rescheduling.verbs.map(foldText)),
          objects: list(file.rescheduling.objects),
          timed: new Set((file.rescheduling.timed ?? []).map(foldText)),
          records: new Set((file.rescheduling.records ?? []).map(foldText)),
        }
      : null,
    circumstances: {
      prepositions: new Set(file.circumstances?.prepositions ?? []),
      possessives: new Set(file.circumstances?.possessives ?? []),
      existence: list(file.circumstances?.existence),
      places: new Set(file.circumstances?.places ?? []),
      onPremises: list(file.circumstances?.onPremises),
    },
    languageNames: new Set((file.languageNames ?? []).map(foldText)),
    languageSubjects: list(
      (file.languageNames ?? []).flatMap((name) => (file.languageSubjects ?? []).map((use) => use.replace('*', name))),
    ),
    priceLevelWords: new Set((file.priceLevelWords ?? []).map(foldText)),
    absence: list(file.absence),
    vagueWords: new Set((file.vagueWords ?? []).map(foldText)),
    roomyWords: new Set((file.roomyWords?.words ?? []).map(foldText)),
    contactThings: {
      words: new Set((file.contactThings?.words ?? []).map(foldText)),
      askingVerbs: new Set((file.contactThings?.askingVerbs ?? []).map(foldText)),
    },
    particles: new Set((file.particles ?? []).map(foldText)),
    discourseMarkers: list(file.discourseMarkers),
    figuresOfSpeech: list(file.figuresOfSpeech),
    numberWords: new Set((file.numberWords ?? []).map(foldText)),
    fallback: {
      urgent: list(file.fallback?.urgent),
      bodyParts: list(file.fallback?.bodyParts),
      urgentPaired: list(file.fallback?.urgentPaired),
      regulated: list(file.fallback?.regulated),
      preparation: list(file.fallback?.preparation),
      denied: list(file.fallback?.denied),
      privateRecords: {
        whose: list(file.fallback?.privateRecords?.whose),
        yours: list(file.fallback?.privateRecords?.yours),
        what: list(file.fallback?.privateRecords?.what),
        groups: list(file.fallback?.privateRecords?.groups),
        asks: list(file.fallback?.privateRecords?.asks),
        businessContact: list(file.fallback?.privateRecords?.businessContact),
        handling: list(file.fallback?.privateRecords?.handling),
      },
      situation: list(file.fallback?.situation),
      conditionTold: list(file.fallback?.conditionTold),
      medicineTold: list(file.fallback?.medicineTold),
      checkAsked: list(file.fallback?.checkAsked),
      painAsked: list(file.fallback?.painAsked),
      requestOpeners: list(file.fallback?.requestOpeners),
      urgentOffers: new Set((file.fallback?.urgentOffers ?? []).map(foldText)),
      urgentCases: list(file.fallback?.urgentCases),
      offerQuestions: list(file.fallback?.offerQuestions),
      questionOpeners: list(file.fallback?.questionOpeners),
      pointsAtBusiness: new Set((file.fallback?.pointsAtBusiness ?? []).map(foldText)),
      situationHelp: list(file.fallback?.situationHelp),
    },
    partBoundary: file.parts ? partBoundary(file.parts.joiners, file.parts.openers) : null,
    asides: new Set((file.parts?.asides ?? []).map(foldText)),
    askingWords: new Set([...(file.parts?.openers ?? []), ...(file.parts?.requests ?? [])].map(foldText)),
    pointers: file.parts?.pointers ? new Set(file.parts.pointers.map(foldText)) : null,
    pleas: new Set((file.parts?.pleas ?? []).map(foldText)),
    listSeparator: listSeparator(file.parts?.listJoiners ?? file.parts?.joiners ?? []),
    alternativeSeparator: file.parts?.alternatives?.length
      ? new RegExp(`\\s+(?:${file.parts.alternatives.join('|')})\\s+`, 'iu')
      : null,
    complete: Boolean(file.sensitive && file.regulated && file.caseSpecific && file.commitment && file.intents && file.meta),
    gloss,
    glossMarked,
    glossStems: glossStemsOf(gloss, file.language),
    participles: (file.participles ?? []).map(({ pattern, base }) => ({ pattern: new RegExp(pattern, 'u'), base })),
    separableParticles: new Set((file.separableParticles ?? []).map(foldText)),
    replies: file.replies,
    page: file.page,
    profile: file.profile,
  };
}

const DIRECTORY = new URL('../../data/lexicons/', import.meta.url);

/** Every committed lexicon, English first. */
export const LEXICONS: readonly Lexicon[] = readdirSync(DIRECTORY)
  .filter((name) => name.endsWith('.json'))
  .sort((a, b) => (a === 'en.json' ? -1 : b === 'en.json' ? 1 : a.localeCompare(b)))
  .map((name) => compileLexicon(JSON.parse(readFileSync(new URL(name, DIRECTORY), 'utf8')) as LexiconFile));

/** Whether questions in a lexicon's language are read through an English gloss and answered in it. */
export function readsThroughEnglish(lexicon: Lexicon): boolean {
  return lexicon.language !== 'en' && lexicon.gloss.size > 0 && lexicon.replies !== undefined;
}

/** The language of a BCP 47 tag without its region or script ("pt-BR" → "pt"). */
export const baseLanguage = (tag: string): string => tag.split('-')[0] ?? tag;

export function lexiconFor(language: string): Lexicon | undefined {
  return LEXICONS.find((l) => l.language === language);
}

/** What language detection reads of each lexicon, made once: the other glossing lexicons, its letters, its phrases' first words. */
interface DetectionTables {
  /** The other languages read through a gloss (not English). */
  others: readonly Lexicon[];
  /** The language's stop words and its further identifying words. */
  telling: ReadonlySet<string>;
  letters: readonly string[];
  /** First words of the gloss's phrases of two words or more: a phrase can start only at one of them. */
  phraseStarts: ReadonlySet<string>;
}

const detectionTables = new Map<Lexicon, DetectionTables>();

function detectionTablesOf(lexicon: Lexicon): DetectionTables {
  let tables = detectionTables.get(lexicon);
  if (!tables) {
    tables = {
      others: LEXICONS.filter((l) => l !== lexicon && l.language !== 'en'),
      telling: new Set([...lexicon.stopwords, ...lexicon.identifying]),
      letters: [...lexicon.letters],
      phraseStarts: new Set([...lexicon.gloss.keys()].filter((key) => key.includes(' ')).map((key) => key.split(' ')[0] ?? '')),
    };
    detectionTables.set(lexicon, tables);
  }
  return tables;
}

/**
 * Words of a text in phrases of a language's gloss that hold a word no other language writes and a word English does not
 * ("bom dia", "boa tarde": their words alone may be English words, "dia"), each phrase counted by its words.
 */
function glossPhraseWords(tokens: readonly string[], lexicon: Lexicon, englishWord: (i: number) => boolean): number {
  // A phrase other languages could also write ("a que horas", "qual e") tells nothing between them.
  const { others, phraseStarts } = detectionTablesOf(lexicon);
  let count = 0;
  for (let i = 0; i < tokens.length - 1; ) {
    if (!phraseStarts.has(tokens[i] ?? '')) {
      i += 1;
      continue;
    }
    const length = [4, 3, 2].find((n) => {
      if (i + n > tokens.length) return false;
      const phrase = tokens.slice(i, i + n);
      if (!lexicon.gloss.has(phrase.join(' '))) return false;
      const sharedFunctionWord = phrase.some((w) => others.some((l) => l.stopwords.has(w)));
      return !sharedFunctionWord && phrase.some((w, j) => !englishWord(i + j) && !others.some((l) => l.gloss.has(w)));
    });
    if (length) count += length;
    i += length ?? 1;
  }
  return count;
}

/**
 * The language of a folded question: each language scores its stop words, the words of the question as
 * written (`text`) that hold one of its letters, and, for the languages read through English, the words
 * its gloss knows that are not English words and the words of its gloss's phrases that no other language writes
 * ({@link glossPhraseWords}) (English scores the English words, as WordNet knows them,
 * that are no other language's stop words). A tie goes to the language listed first in `prefer` (the
 * languages the business serves, its main one first), else to English, then to the first language
 * listed. When nothing scores in a Latin-script text, the business's main language if it is read through a gloss and
 * a word is no English word, else `en`; `und` for other scripts.
 */
export function detectLanguage(folded: string, options: { text?: string; prefer?: readonly string[] } = {}): string {
  const { hits, englishHits, latin } = languageScores(folded, options.text);
  const preference = (language: string) => {
    const at = options.prefer?.indexOf(language) ?? -1;
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  let best = { language: '', hits: 0 };
  LEXICONS.forEach((lexicon, i) => {
    const score = hits[i] ?? 0;
    const preferred = score === best.hits && score > 0 && preference(lexicon.language) < preference(best.language);
    if (score > best.hits || preferred) best = { language: lexicon.language, hits: score };
  });
  if (best.language && best.language !== 'en') {
    const english = englishHits(best.language);
    if (english > best.hits) return 'en';
    if (english === best.hits && preference('en') <= preference(best.language)) return 'en';
  }
  if (best.hits > 0) return best.language;
  // Nothing tells any language ("Lavate tappeti?", "Noleggiate biciclette?": a verb and a noun no list holds): a word
  // that is no English word makes it the business's own language, when that is one read through a gloss.
  const own = options.prefer?.[0];
  const ownLexicon = own ? lexiconFor(own) : undefined;
  if (
    latin &&
    own &&
    ownLexicon &&
    readsThroughEnglish(ownLexicon) &&
    words(folded).some((w) => w.length > 2 && !isEnglishWord(w))
  )
    return own;
  return latin ? 'en' : 'und';
}

/**
 * What detection reads in a text, whatever the business: each language's score (in {@link LEXICONS} order), the
 * English score against another language, and whether the text is in Latin script (or digits only).
 */
interface LanguageScores {
  hits: readonly number[];
  englishHits(language: string): number;
  latin: boolean;
}

/** Texts scored lately: a question is asked of many businesses, and its forms are read by several stages. */
const scoredTexts = new RecentCache<string, LanguageScores>(10_000);

function languageScores(folded: string, text = ''): LanguageScores {
  return scoredTexts.remember(`${text}|${folded}`, () => scoreLanguages(folded, text));
}

function scoreLanguages(folded: string, text: string): LanguageScores {
  // "e-bike" is folded as "electric bike" in every language: that "electric" tells none.
  const tokens = words(folded).filter((w, i, all) => !(w === 'electric' && E_VEHICLES.has(all[i + 1] ?? '')));
  // Only words holding a letter outside ASCII can hold a language's own letters.
  const written = text
    ? text
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => /[^\0-\x7f]/.test(word))
    : [];
  // Whether each token is an English word, looked up once for every language.
  const english = LEXICONS[0] as Lexicon;
  const known: (boolean | undefined)[] = [];
  const englishWord = (i: number) => {
    known[i] ??= isEnglishWord(tokens[i] ?? '');
    return known[i] as boolean;
  };
  const hits = LEXICONS.map((lexicon) => {
    let score = lexicon === english ? 0 : glossPhraseWords(tokens, lexicon, englishWord);
    const { telling } = detectionTablesOf(lexicon);
    tokens.forEach((token, i) => {
      if (telling.has(token)) score += 1;
      else if (lexicon !== english && lexicon.gloss.has(token) && !english.stopwords.has(token) && !englishWord(i)) score += 1;
    });
    // A word holding one of the language's letters counts once more, twice when no other language writes that letter (ã, ñ, ß).
    const { letters: own } = detectionTablesOf(lexicon);
    for (const word of written) {
      const letters = own.filter((letter) => word.includes(letter));
      if (letters.length > 0) score += letters.some((letter) => ONLY_LETTERS.get(letter) === lexicon.language) ? 2 : 1;
    }
    return score;
  });
  const foreignStop = (token: string) => LEXICONS.some((l) => l !== english && detectionTablesOf(l).telling.has(token));
  const englishAgainst = new Map<string, number>();
  return {
    hits,
    englishHits(language) {
      let found = englishAgainst.get(language);
      if (found === undefined) {
        // A stop word of both languages ("in", "a") tells neither, nor does an English word that is also a word of the
        // other language's gloss ("costa" in "Quanto costa un personal trainer?").
        const other = lexiconFor(language) as Lexicon;
        found = tokens.filter(
          (t, i) =>
            (english.stopwords.has(t) && !other.stopwords.has(t)) || (!foreignStop(t) && englishWord(i) && !other.gloss.has(t)),
        ).length;
        englishAgainst.set(language, found);
      }
      return found;
    },
    latin: /\p{Script=Latin}/u.test(folded) || /^[\p{N}\s]*$/u.test(folded),
  };
}

/** Letters only one language writes, and that language. */
const ONLY_LETTERS = new Map(
  [...new Set(LEXICONS.flatMap((l) => [...l.letters]))]
    .map((letter) => [letter, LEXICONS.filter((l) => l.letters.includes(letter))] as const)
    .filter(([, languages]) => languages.length === 1)
    .map(([letter, languages]) => [letter, (languages[0] as Lexicon).language]),
);

/** Whether WordNet knows a word as English (a base form of it is an English lemma). */
export const isEnglishWord = (token: string) => token.length > 2 && !/\d/.test(token) && baseForms(token).length > 0;
