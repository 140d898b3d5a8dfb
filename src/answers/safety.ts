/**
 * The safety stage, read before and after retrieval: refusals, crisis wording and personal data
 * first (every language), then sensitive, regulated, case-specific and commitment wording, and,
 * when no fact answers, broad risk words. Each returns the routed answer, or null to go on. Pure.
 */
import type { Reading } from './analysis.js';
import { answeredFrom, handoff, ownSituation, refused, urgent } from './compose.js';
import { isEnglishWord, LEXICONS, type Lexicon, type PhraseMatcher } from './lexicon.js';
import { type Prepared, readInEnglish } from './prepared.js';
import {
  askedDoings,
  CONDITION_ASKED,
  pricedPeople,
  type Retrieval,
  STATES_DISCOUNT,
  STATES_PACK_PRICE,
  statesPrice,
} from './retrieval.js';
import { foldText, withoutPhrases, words } from './text.js';
import type { Answer, FactSnapshot, SnapshotFact } from './types.js';
import {
  baseForms,
  isCompound,
  mayNamePerson,
  namesAnimal,
  namesBodyPart,
  namesDrug,
  namesHealthCondition,
  namesOrganisation,
  namesPerson,
  relatedWords,
  usualParts,
} from './wordnet.js';

/** The first of several forms of a question that a matcher finds something in. */
export function firstMatch(forms: readonly string[], find: (folded: string) => string | null): string | null {
  for (const form of forms) {
    const found = find(form);
    if (found) return found;
  }
  return null;
}

/**
 * Whether a language's broad harm words name harm: one that does alone, or two that do together, once its figures of
 * speech and set phrases that tell of no harm are left out ("morta de fome", "análises ao sangue").
 */
export function fallbackHarm(forms: readonly string[], lexicon: Lexicon): boolean {
  const { fallback } = lexicon;
  const literal = forms.map((f) => withoutFigures(f, lexicon));
  if (firstMatch(literal, (f) => fallback.urgent.find(f) ?? fallback.bodyParts.find(f))) return true;
  return new Set(literal.flatMap((f) => fallback.urgentPaired.findAll(f))).size >= 2;
}

/** Steps 1–3: denied scopes, prompt injections and crisis wording in any language; other people's records asked for; personal data. */
export function screen(reading: Reading, snapshot: FactSnapshot, ready: Prepared): Answer | null {
  const { refusal, crisis, personal } = screeningOf(reading);
  if (refusal) return refused(snapshot, refusal);
  for (const { lexicon, found } of crisis) {
    // A crisis word used as the name of the business's own offer is no crisis.
    if (found.some(({ form, phrase }) => !namesOffer(form, phrase, lexicon, ready) && !askedOfOwnOffer(reading, phrase, ready)))
      return urgent(snapshot, `urgent:${lexicon.language}`);
  }
  return personal ? handoff(snapshot, 'sensitive', `personal_data:${personal}`) : null;
}

/**
 * A crisis word of one word asked about, in another language than English, where the business's facts in that language
 * write it as their own ("Fazem urgências ao domingo?" at a plumber whose facts offer a "serviço de urgência"): the
 * English reading weighs it next, as it weighs an English one the facts use.
 */
function askedOfOwnOffer(reading: Reading, phrase: string, ready: Prepared): boolean {
  return (
    reading.language !== 'en' && !phrase.includes(' ') && /\?\s*$/.test(reading.text) && ready.writes(phrase, reading.language)
  );
}

/** What the screen reads in a question whatever the business: kept with the (shared) reading. */
interface Screening {
  /** The reason for refusing: a denied scope or an injection in some language, or other people's records. */
  refusal: string | null;
  /** Each language's crisis phrases found, with the form they were found in, in the order of the lexicons. */
  crisis: { lexicon: Lexicon; found: { form: string; phrase: string }[] }[];
  personal: string | null;
}

const screenings = new WeakMap<Reading, Screening>();

function screeningOf(reading: Reading): Screening {
  const kept = screenings.get(reading);
  if (kept) return kept;
  const screening = readScreening(reading);
  screenings.set(reading, screening);
  return screening;
}

function readScreening(reading: Reading): Screening {
  const forms = reading.safetyForms;
  const clauses = reading.text.split(CLAUSE_BREAK).map(foldText);
  const english = LEXICONS[0] as Lexicon;
  const tokens = words(reading.folded);
  // Words written with a capital inside a sentence: names ("Siobhan Murphy", "the Hendersons").
  const capitalised = new Set([...reading.text.matchAll(/(?<!^|[.?!]\s*)\b\p{Lu}[\p{L}'’-]+/gu)].map((m) => foldText(m[0])));
  // Another language's word that is also an English word (Swedish "brand", fire; German "administrator") counts only when
  // the message holds a word of that language too ("det ar brand i huset"), not in "which brand of tyres".
  const foreign = (lexicon: Lexicon) =>
    lexicon !== english &&
    lexicon.language !== reading.language &&
    !tokens.some((t) => lexicon.stopwords.has(t) && !english.stopwords.has(t) && !isEnglishWord(t));
  const listed = (matcher: PhraseMatcher, lexicon: Lexicon) => {
    const strange = foreign(lexicon);
    return (f: string) => matcher.findAll(f).find((phrase) => !(strange && isEnglishWord(phrase))) ?? null;
  };
  // Records asked to be handed over, not how they are kept ("do you share customer data with third parties?").
  const { handling, asks } = english.fallback.privateRecords;
  const refusal = (): string | null => {
    for (const lexicon of LEXICONS) {
      if (firstMatch(forms, listed(lexicon.denied, lexicon))) return `denied:${lexicon.language}`;
      const asked = (f: string) =>
        lexicon.deniedAsked.find(f) && lexicon.fallback.privateRecords.asks.find(f) && !handling.find(f) ? 'asked' : null;
      if (firstMatch(forms, asked)) return `denied:${lexicon.language}`;
      if (clauses.some((clause) => opensWith(clause, lexicon.commands))) return `denied:${lexicon.language}`;
      if (firstMatch(forms, listed(lexicon.injection, lexicon))) return `injection:${lexicon.language}`;
    }
    // Which other people did something with the business ("Which clients booked on Saturday?").
    if (forms.some(asksWhichPeopleDid)) return 'private_records';
    // Which room another guest is in ("Which room is my ex-girlfriend sleeping in?").
    if (forms.some(asksWhichRoomSomeoneIs)) return 'private_records';
    // What someone the asker names took or did with the business ("Which unit has my ex-boyfriend rented?").
    if (forms.some(asksWhatSomeoneTook)) return 'private_records';
    // Whether someone the asker names dealt with the business ("tell me whether my colleague had her jab with you").
    if (forms.some(asksWhetherSomeoneDid)) return 'private_records';
    // Which class, boat or room someone named is booked into ("Which classes is Siobhan Murphy booked into?").
    if (forms.some((form) => asksWhereNamedIsBooked(form, capitalised))) return 'private_records';
    // Who is to be at an occasion, with their names or contacts asked ("Who will be in the class tomorrow at 10? I want
    // the names and the contacts.").
    if (forms.some(asksWhoAttendsWithRecords)) return 'private_records';
    // Whose vehicle the business worked on ("the licence plate of the white truck you tinted this morning").
    if (forms.some(asksPlateOfJob)) return 'private_records';
    // The places of things other than the business's own ("Give me the addresses of the weddings you deliver to").
    if (forms.some((f) => addressesOfOthers(f, english.premises) && asks.find(f))) return 'private_records';
    // The number or address of someone who dealt with the asker on a past occasion ("the name and mobile of the driver
    // who took us yesterday afternoon"): that person's own, not the business's.
    if (forms.some((f) => (PAST_OCCASION.test(f) || FROM_DAY.test(f)) && contactOfSomeone(f))) return 'private_records';
    // The business's people's own numbers ("Send me your drivers' mobile numbers").
    if (forms.some(asksStaffContacts)) return 'private_records';
    // Who took part in something, and their records ("Who did the 12 o'clock tour yesterday? I need their phone number");
    // not who of the business's own people did a piece of work ("Who decorated the cake I collected?").
    if (forms.some((f) => WHO_DID_THE.test(f) && THEIR_RECORD.test(f))) return 'private_records';
    // A request to be given other people's records ("send me the names and phone numbers of your patients").
    return asksForRecords(forms, LEXICONS[0] as Lexicon) ? 'private_records' : null;
  };
  const denied = refusal();
  if (denied) return { refusal: denied, crisis: [], personal: null };
  const crisis = LEXICONS.map((lexicon) => {
    const strange = foreign(lexicon);
    // Read without the figures of speech of English, of the list's language and of the question's ("sin peligro", and
    // "citas urgentes" where the English list reads "urgent*"); only a form that holds a crisis word is read again.
    const literal = forms.map((f) => (lexicon.urgent.find(f) ? withoutFigures(f, lexicon, reading.lexicon) : f));
    const found = literal.flatMap((form) =>
      lexicon.urgent
        .findAll(form)
        .filter((phrase) => !(strange && isEnglishWord(phrase)))
        .map((phrase) => ({ form, phrase })),
    );
    return { lexicon, found };
  }).filter(({ found }) => found.length > 0);
  return { refusal: null, crisis, personal: personalData(reading.text) };
}

/**
 * A folded text without the figures of speech and set phrases that hold a harm word and tell of no harm ("I'm *dying to
 * try* your cake", "do you do *blood tests*"): English ones, and those of the languages given.
 */
function withoutFigures(form: string, ...lexicons: (Lexicon | undefined)[]): string {
  const english = LEXICONS[0] as Lexicon;
  const others = new Set(lexicons.filter((l): l is Lexicon => l !== undefined && l !== english));
  const figures = [english, ...others].flatMap((lexicon) => lexicon.figuresOfSpeech.findAll(form));
  // Each is read as a neutral word, not cut out: "my rescue dog lunges" must not become "my lunges".
  return withoutPhrases(form, figures, 'something');
}

/** Words before "number of" that make it a count ("the number of people"), not someone's number ("the phone number of"). */
const COUNTING = new Set(['the', 'a', 'total', 'maximum', 'minimum', 'max', 'min', 'any']);

/** A time gone by named in a folded message ("yesterday", "last night", "last Saturday"). */
const PAST_OCCASION =
  /\b(?:yesterday|last (?:night|week|weekend|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/;

/** Names, and records of dealings with the business ("their orders", "their invoices"): asked of those it deals with, theirs. */
const DEALINGS = new Set(['names', 'orders', 'bookings', 'invoices', 'receipts', 'accounts', 'records']);

/** Records that are a way to reach someone: asked of one staff member by what they do, they are that person's own. */
const CONTACT_RECORDS = new Set(
  ['phone', 'number', 'mobile', 'cell', 'email', 'mail', 'whatsapp', 'contact']
    .flatMap((w) => [w, `${w}s`])
    .concat(['address', 'addresses']),
);

/**
 * Words between a way to reach someone and the person ("the number *of the* teacher", "*of my* dance partner"): no "and",
 * which starts another request.
 */
const STAFF_PATH = new Set(['of', 'the', 'your', 'a', 'an', 'my', 'our']);

/** Auxiliaries of a past told ("who *had* … rented"). */
const PAST_AUXILIARIES = new Set(['had', 'has', 'have', 'did']);
/** Words after such an auxiliary looked at for the doing. */
const DOING_WITHIN = 9;

/** Words pointing back at people named earlier, before their records ("their names", "send me his emails"). */
const OWNERS_BEFORE = new Set(['their', 'his', 'her']);
/** Words before people in the plural whose records follow ("the owners' names", "all your clients' emails"). */
const PLURAL_OWNERS_AFTER = new Set(['the', 'your', 'all']);

/** Words between records and their owners ("the names of all your patients"). English: the reading every language is checked in. */
const OWNERS_PATH = new Set([
  'of',
  'the',
  'a',
  'an',
  'and',
  'your',
  'all',
  'every',
  'each',
  'other',
  'these',
  'those',
  'their',
  'some',
]);

/**
 * Whether a message asks to be given records of other people: a request ("send me"), and a word for records
 * ("names", "phone numbers", "list") whose next words, past "of", "the", "your" and other record words, are other
 * people ("the names and numbers of your patients", "the list of students"), one word naming them at most ("the
 * clinical history of the patient", "dog owners"), or named before them ("the family's phone number", "the people
 * booked on Friday with their emails"). "The list of prices for students" names prices, not records.
 */
function asksForRecords(forms: readonly string[], lexicon: Lexicon): boolean {
  const { asks, whose, yours, groups, what } = lexicon.fallback.privateRecords;
  const startsWith = (text: string, matcher: PhraseMatcher) => {
    const found = matcher.find(text);
    return found !== null && `${text} `.startsWith(`${found} `);
  };
  // People of a past occasion by what they are ("the divers on yesterday's trip", "the player last Saturday"): a noun
  // for people, in a message that names a time gone by. English.
  const pastOccasion = lexicon.language === 'en' && forms.some((form) => PAST_OCCASION.test(form));
  const partakers = (text: string) => {
    const first = text.split(' ')[0] ?? '';
    return pastOccasion && first.length > 3 && namesPerson(first);
  };
  // People named in the plural by what WordNet files them under ("the names of the landlords you do returns for"). English.
  const persons = (text: string) => {
    const first = text.split(' ')[0] ?? '';
    return lexicon.language === 'en' && first.length > 4 && first.endsWith('s') && namesPerson(first);
  };
  // People told by what was done with them ("the children signed up for the camp", "the guests registered"). English.
  const signedUp = (text: string) => {
    const [first = '', second = ''] = text.split(' ');
    return lexicon.language === 'en' && first.length > 3 && namesPerson(first) && isPast(second) && !usualParts(second).has('n');
  };
  // People told by "who" after a plural, whatever the plural names ("the list of families who have ordered"), or by
  // "that" after people ("the people that had boat 7"). English.
  const pluralWho = (text: string) => {
    const [first = '', second = ''] = text.split(' ');
    if (lexicon.language !== 'en' || first.length <= 3) return false;
    const plural = first.endsWith('s') || PEOPLE_AS_GROUP.has(first);
    return (plural && second === 'who') || (second === 'that' && (PEOPLE_AS_GROUP.has(first) || namesPerson(first)));
  };
  // A customer told by what they did as one, in any form of the verb ("who ordered the roses", "who order the roses" as
  // another language's past reads word by word): buying, ordering, renting. Not what the business's own people do ("who
  // decorated the cake I collected"). English.
  const { customerDoings, transactions } = lexicon.verbSlots;
  const customerDoing = (word: string) =>
    baseForms(word).some((f) => f.part === 'v' && (customerDoings.has(f.lemma) || transactions.has(f.lemma)));
  // Or in a past told with its auxiliary first, the doing later, as another language's order reads word by word ("who
  // had yesterday at 4 pm the red motorboat rent?").
  const customerDid = (text: string) => {
    const [first = '', second = '', ...rest] = text.split(' ');
    if (lexicon.language !== 'en' || first !== 'who') return false;
    return customerDoing(second) || (PAST_AUXILIARIES.has(second) && rest.slice(0, DOING_WITHIN).some(customerDoing));
  };
  const people = (text: string) =>
    startsWith(text, whose) ||
    customerDid(text) ||
    pluralWho(text) ||
    startsWith(text, yours) ||
    startsWith(text, groups) ||
    partakers(text) ||
    persons(text) ||
    signedUp(text);
  // One person named by what they do, as the first or second word ("the email of the yin teacher", "the number of the
  // instructor joao"): someone at the business, whose own number or e-mail is theirs. Not the business named by its
  // trade ("the dentist", "this doctor": "this" is not passed over). English.
  const premises = (LEXICONS[0] as Lexicon).premises;
  const staffMember = (text: string) => {
    const [first = '', second = ''] = text.split(' ');
    const one = (word: string) => word.length > 3 && !word.endsWith('s') && !premises.has(word) && namesPerson(word);
    return lexicon.language === 'en' && (one(first) || (!lexicon.stopwords.has(first) && one(second)));
  };
  return forms.some((form) => {
    if (!asks.find(form)) return false;
    const tokens = words(form);
    const rest = (from: number) => tokens.slice(from).join(' ');
    // Past the words that join records to their owners ("of the", "and", other record words, and a word listed after
    // "and" beside them: "the names *and ages* of the children").
    const past = (from: number) => {
      let at = from;
      while (at < tokens.length) {
        const token = tokens[at] ?? '';
        if (token === 'and' && tokens[at + 2] === 'of') at += 2;
        else if (OWNERS_PATH.has(token) || startsWith(token, what)) at += 1;
        else break;
      }
      return at;
    };
    // Those the business deals with, asked about by "which" and a plural ("which offices do you supply? give me their
    // contact names"): their contacts are theirs, whatever they are.
    const whichOnes = tokens.some(
      (t, j) => t === 'which' && (tokens[j + 1] ?? '').length > 3 && (tokens[j + 1] ?? '').endsWith('s'),
    );
    // Other people named before their records: "the family's phone number", "people booked … with their emails", "their
    // chefs' phone numbers" (a plural for people before the record, its apostrophe folded away).
    const ownedBefore = (i: number) => {
      const before = tokens[i - 1] ?? '';
      if (lexicon.language === 'en' && OWNERS_BEFORE.has(tokens[i - 2] ?? '') && persons(before)) return true;
      // "the owners' names", "your clients' emails": people in the plural, their apostrophe folded away, before the record.
      if (lexicon.language === 'en' && PLURAL_OWNERS_AFTER.has(tokens[i - 2] ?? '') && persons(before)) return true;
      // "Which families are coming on Saturday? Tell me their names.": their names too, and their dealings with the
      // business ("Which restaurants do you supply? Give me their orders").
      if (OWNERS_BEFORE.has(before) && whichOnes && (CONTACT_RECORDS.has(tokens[i] ?? '') || DEALINGS.has(tokens[i] ?? '')))
        return true;
      if (before === 's') return [2, 3].some((n) => i - n >= 0 && people(tokens.slice(i - n, i - 1).join(' ')));
      // "Who stayed in room 2 last week? I need the name": the records of whom the message opens by asking about.
      if (before === 'the' && tokens[0] === 'who' && people(rest(0))) return true;
      return OWNERS_BEFORE.has(before) && tokens.slice(0, i - 1).some((_, j) => people(rest(j)));
    };
    // "The number of people in a class" is a count, not someone's number.
    // "The number *of the captain*" is his: one person after a determiner.
    const ofOne = (i: number) => {
      const who = tokens[i + 3] ?? '';
      return ONE_OWNER.has(tokens[i + 2] ?? '') && who.length > 3 && !who.endsWith('s') && namesPerson(who);
    };
    const count = (i: number) =>
      tokens[i] === 'number' && tokens[i + 1] === 'of' && COUNTING.has(tokens[i - 1] ?? '') && !ofOne(i);
    // Records of the jobs the business did for others, named after them ("the addresses … where you've cleaned gutters"),
    // not the business's own ("your number").
    // ("the schools you tune for": those the business works for, named in the plural before "you", a verb and "for").
    const servedBefore = (j: number) => {
      const served = tokens[j - 2] ?? '';
      return served.length > 3 && served.endsWith('s') && !startsWith(served, what);
    };
    const jobDone = (j: number) =>
      (JOB_DONE_BY.has(`${tokens[j - 2] ?? ''} ${tokens[j - 1] ?? ''}`) && isPast(tokens[j] ?? '')) ||
      (tokens[j - 1] === 'you' && tokens[j + 1] === 'for' && usualParts(tokens[j] ?? '').has('v') && servedBefore(j));
    const ofJobsDone = (i: number) => tokens[i - 1] !== 'your' && tokens.some((_, j) => j > i && jobDone(j));
    // Who did something for a person the asker names as theirs, asked with a record of it ("tell me who signed the power
    // of attorney for my aunt and give me a copy"); not the asker's own record ("my order details") nor the business's
    // ("your number").
    const someoneOfTheirs = tokens.some((t, i) => KNOWN_BY.has(tokens[i - 1] ?? '') && t.length > 2 && namesPerson(t));
    const whoDid = lexicon.language === 'en' && someoneOfTheirs && asksWhoDid(form, WHO);
    const ownerOf = (i: number) => {
      let at = i;
      while (at > 0 && startsWith(tokens[at - 1] ?? '', what)) at -= 1;
      return tokens[at - 1] ?? '';
    };
    // A record the business made of someone else ("the footage you took of my neighbour's backyard"), or took from or
    // for others ("the documents you collected from the dental clinic"), not the asker's own ("… from my office").
    const madeOfOthers = (i: number) => {
      if (tokens[i + 1] !== 'you' || !isPast(tokens[i + 2] ?? '') || !TAKEN_OF.has(tokens[i + 3] ?? '')) return false;
      const at = past(i + 4);
      if (people(rest(at)) || people(rest(past(at + 1)))) return true;
      const named = tokens.slice(i + 4, i + 8);
      return !named.some((t) => ASKER_OWN.has(t)) && named.some((t) => t.length > 3 && namesOrganisation(t));
    };
    return tokens.some((token, i) => {
      if (!startsWith(token, what) || count(i)) return false;
      if (whoDid && !['your', 'my', 'our'].includes(ownerOf(i))) return true;
      const at = past(i + 1);
      // Their number or e-mail, asked by what they do ("the teacher's email" too).
      let of = i + 1;
      while (of < tokens.length && (STAFF_PATH.has(tokens[of] ?? '') || CONTACT_RECORDS.has(tokens[of] ?? ''))) of += 1;
      let owner = i - 1;
      while (owner > 0 && CONTACT_RECORDS.has(tokens[owner] ?? '')) owner -= 1;
      const staffContact =
        CONTACT_RECORDS.has(token) &&
        (staffMember(rest(of)) || (tokens[owner] === 's' && [1, 2].some((n) => owner - n >= 0 && staffMember(rest(owner - n)))));
      // Every one of a kind of people, named in the singular after the records or before them ("the IDs of every
      // seller", "every seller ID you have on file"). English.
      const everyOneAt = (j: number) =>
        lexicon.language === 'en' &&
        ['every', 'each'].includes(tokens[j - 1] ?? '') &&
        (tokens[j] ?? '').length > 3 &&
        namesPerson(tokens[j] ?? '');
      const everyOne = everyOneAt(at) || everyOneAt(i - 1);
      return (
        staffContact ||
        everyOne ||
        people(rest(at)) ||
        (at + 1 < tokens.length && people(rest(past(at + 1)))) ||
        ownedBefore(i) ||
        ofJobsDone(i) ||
        madeOfOthers(i)
      );
    });
  });
}

/**
 * "Which <people> booked / came / paid / failed…", "which of your <people>…", "which families in Oranmore booked…": a noun
 * for people (and where they are) before a dealing told in the past. English.
 */
const WHICH_DID =
  /\bwhich (?:of (?:my|our|the|your) )?(\w+)(?: (?:in|on|from|at|near|around|round|along) \w+)? (?:have |had |has )?(?:booked|came|visited|bought|ordered|paid|stayed|called|attended|signed up|were in|were at|were on|failed|passed|cancelled|complained|joined|played|rented|hired|(?:been |are |were |is |was )?(?:coming|going|come|go|gone|been) to (?:see )?you|(?:are |were )?(?:use|used|using|see|saw|seen|seeing) you)\b/g;

/** Organisations of people ("companies", "schools"), which WordNet does not file under persons. */
const ORGANISATIONS = new Set([
  'company',
  'companies',
  'business',
  'businesses',
  'firm',
  'firms',
  'school',
  'schools',
  'team',
  'teams',
  'group',
  'groups',
]);

/** Other people's homes, named for the people in them ("which *houses* on my road have you fitted…"). */
const HOMES = new Set(['house', 'houses', 'home', 'homes', 'flat', 'flats', 'apartment', 'apartments', 'property', 'properties']);

/** Words for people, and for groups and organisations of them, that WordNet does not file under persons ("families", "companies"). */
const PEOPLE_WORDS = new Set([
  'people',
  'family',
  'families',
  'couple',
  'couples',
  'group',
  'groups',
  'team',
  'teams',
  ...ORGANISATIONS,
]);

/** Words telling that someone died, anywhere in a text and where a text starts. */
const DIED_ANYWHERE = /\b(?:died|passed away|passed on|(?:was|were) (?:killed|murdered))\b/;
const DIED = /^(?:died|passed away|passed on|(?:was|were) (?:killed|murdered))\b/;
/** Words by which the asker tells of themselves or their own ("I", "my", "we", "our"). */
const TELLS_OF_ASKER = /\b(?:i|i m|i ve|i d|me|my|mine|we|we re|our|us)\b/;

/** Someone's funeral, with a possessive before it ("my son s funeral" as folded). */
const FUNERAL_OF = /\b(?:my|our|his|her|their) (?:late )?(\w+)(?: s)? funeral\b/;
/** Someone's ashes, with a possessive before it ("my dad s ashes" as folded). */
const ASHES_OF = /\b(?:my|our|his|her|their) (?:late )?(\w+)(?: s)? ashes\b/;

/**
 * Whether a folded text tells that a person died: one of the three words before "died" or "passed away" is a noun WordNet
 * files under persons ("my husband died", "my mum has just passed away"; not "my battery died"), or such a noun of the
 * asker's or someone's has a funeral ("my son's funeral"). English.
 */
function tellsDeath(folded: string, ashesOffered = false): boolean {
  // "my son's funeral", "our late mum's funeral": a death in the family told by its funeral; "my dad's ashes" by them,
  // where the business offers nothing made of ashes.
  const person = (word: string) => word.length > 2 && (namesPerson(word) || namesPerson(word.replace(/s$/, '')));
  if (person(FUNERAL_OF.exec(folded)?.[1] ?? '')) return true;
  if (!ashesOffered && person(ASHES_OF.exec(folded)?.[1] ?? '')) return true;
  if (!DIED_ANYWHERE.test(folded)) return false;
  const all = words(folded);
  return all.some(
    (_, i) => DIED.test(all.slice(i).join(' ')) && all.slice(Math.max(0, i - 3), i).some((w) => w.length > 2 && namesPerson(w)),
  );
}

/** A vehicle's identifying number, and then the business's own doing on it ("… of the truck you tinted"). English. */
const PLATE_OF_JOB = /\b(?:licen[cs]e plate|number plate|plate number|registration)s?\b(?:\s+\w+){1,6}? you (\w+)/g;

/** Whether a folded text asks the identifying number of a vehicle the business worked on, not the asker's own. English. */
function asksPlateOfJob(folded: string): boolean {
  return [...folded.matchAll(PLATE_OF_JOB)].some((m) => !/\bmy\b/.test(m[0]) && isPast(m[1] ?? ''));
}

/**
 * "Which <people> … have you <done>": a noun for people after "which" (or "which of my / the / your"), then, within a few
 * words, the business's own doing for them ("Which of my neighbours on Carlaw have you installed chargers for?"). English.
 */
const WHICH_SERVED = /\bwhich (?:of (?:my|our|the|your) )?((?:\w+ ){0,3}?\w+) (?:have|had|did) you (\w+)/g;
/** "Which houses on my street do you *have keys for*?": which homes or people the business holds something of. English. */
const WHICH_YOU_HOLD =
  /\bwhich (?:of (?:my|our|the|your) )?((?:\w+ ){0,3}?\w+) do you (?:have|hold|keep|store) (?:\w+ ){0,2}?(?:for|of)\b/g;
/** "Which houses on Maryhill Road *have your* scaffolding up?": which homes or people have the business's work. English. */
const WHICH_HAVE_YOURS = /\bwhich (?:of (?:my|our|the|your) )?((?:\w+ ){0,3}?\w+) (?:have|has|had|got) (?:your|one of your)\b/g;

/**
 * "Which children *from Paddington State School* do you see?": which of the people of a place the asker names the business
 * deals with now, asked in the present (the people named by where they are, not a kind of customer). English.
 */
const WHICH_OF_PLACE_YOU = /\bwhich (\w+) (?:from|at|in|on) (?:\w+ ){0,4}?(?:do|does) you (\w+)/g;

/** Words naming someone whose room may be asked: a pronoun, a title or a family ("she", "Mr Jansen", "the Dupont family"). */
const ROOMED = new Set(['he', 'she', 'him', 'her', 'mr', 'mrs', 'ms', 'miss', 'family']);
/** Where a guest sleeps: a room, or a pitch, a cabin or a bed. */
const ROOMS = new Set(['room', 'pitch', 'location', 'site', 'cabin', 'chalet', 'bungalow', 'tent', 'bed', 'apartment']);

/**
 * Whether a folded text asks which room (pitch, cabin…) someone else is in: "which" or "what room", then within four
 * words a person the asker names as theirs ("my ex girlfriend", "our son": a person noun a word or two after "my"), a
 * pronoun or a title ("is Mr Jansen in"). Where a guest sleeps is theirs; "which room is breakfast in?" names no one.
 * English.
 */
function asksWhichRoomSomeoneIs(folded: string): boolean {
  const all = words(folded);
  return all.some(
    (word, i) =>
      (word === 'which' || word === 'what') &&
      ROOMS.has(all[i + 1] ?? '') &&
      all
        .slice(i + 2, i + 6)
        .some(
          (t, j, near) =>
            ROOMED.has(t) || (near.slice(Math.max(0, j - 2), j).some((w) => KNOWN_BY.has(w)) && t.length > 2 && namesPerson(t)),
        ),
  );
}

/** "Which classes is Siobhan Murphy booked into?", "Which boat are the Hendersons on?": which thing, then someone named. */
const WHICH_IS_NAMED =
  /\bwhich \w+ (?:is|are|was|were) ((?:\w+ ){1,3}?)(?:booked|staying|sitting|registered|enrolled|signed up|on|in|into)\b/g;
/** Words for a family after its name ("the Evans family"). */
const FAMILY = new Set(['family', 'families', 'household']);
/** Words of the asker, the business or no one, which name nobody else ("which days are *you* open on"). */
const NOBODY_ELSE = new Set(['i', 'we', 'you', 'my', 'our', 'your', 'it', 'they', 'there', 'these', 'those', 'this', 'that']);

/**
 * Whether a folded text asks which class, boat or room someone named is in: a word written with a capital that no
 * dictionary holds (a name) between "which … is / are" and "booked", "on" or "in", and no word of the asker's or the
 * business's ("Which room is the yoga in?" names no one). English.
 */
function asksWhereNamedIsBooked(folded: string, capitalised: ReadonlySet<string>): boolean {
  return [...folded.matchAll(WHICH_IS_NAMED)].some((m) => {
    const named = (m[1] ?? '').trim().split(' ');
    // A name no English word is, or any name before "family" ("the Evans family", where WordNet knows an Evans).
    const aName = (w: string, i: number) =>
      w.length > 2 && capitalised.has(w) && (!isEnglishWord(w) || FAMILY.has(named[i + 1] ?? ''));
    return !named.some((w) => NOBODY_ELSE.has(w)) && named.some(aName);
  });
}

/** "Which unit has my ex-boyfriend rented?": which thing, then someone the asker names as theirs, then a verb. English. */
const WHICH_TOOK = /\b(?:which|what) (\w+) (?:has|had|did) (?:my|his|her|our) (?:ex |former )?(\w+) (\w+)/g;

/** Whether a question asks which thing someone the asker names took, booked or rented ("which unit has my ex rented?"). */
function asksWhatSomeoneTook(folded: string): boolean {
  return [...folded.matchAll(WHICH_TOOK)].some(
    ([, , who = '', verb = '']) => (who === 'ex' || namesPerson(who)) && usualParts(verb).has('v'),
  );
}

/**
 * "Tell me whether my colleague Sarah had her jab with you", "did my wife come to you yesterday?": asked to be told
 * whether someone the asker names as theirs dealt with the business, told in the past ("if my son has been to you
 * before, …" asks nothing of the kind). English.
 */
const WHETHER_SOMEONE_DID =
  /\b(?:tell|check|confirm|know|say|see|find out|ask) (?:\w+ )?(?:whether|if) (?:my|our) ((?:\w+ ){0,2}?\w+) (?:\w+ )?(?:had|did|was|were|came|booked|visited|bought|paid|stayed|attended|ordered|got|went|used) (?:\w+ ){0,4}?(?:with|to|at|from|by) (?:you|yours)\b|^(?:did|has|have) (?:my|our) ((?:\w+ ){0,2}?\w+) (?:come|came|visit|visited|book|booked|stay|stayed|been) (?:\w+ ){0,3}?(?:with|to|at|by|see) (?:you|yours)\b/;

/** Whether a folded text asks whether someone the asker names (a person noun: "my colleague", "my wife") dealt with the business. */
function asksWhetherSomeoneDid(folded: string): boolean {
  const found = WHETHER_SOMEONE_DID.exec(folded);
  const named = found?.[1] ?? found?.[2];
  return named?.split(' ').some((w) => w.length > 2 && namesPerson(w)) ?? false;
}

/**
 * Whether a folded text asks which other people dealt with the business ("which swimmers booked the 6pm slot?"),
 * which the business did something for ("which of my neighbours have you fitted?"), which homes or people have its
 * work ("which houses have your scaffolding up?") or it holds something of ("which houses do you have keys for?"). English.
 */
function asksWhichPeopleDid(folded: string): boolean {
  const isPeople = (who: string) => PEOPLE_WORDS.has(who) || (who.length > 3 && namesPerson(who));
  return (
    [...folded.matchAll(WHICH_DID)].some((m) => isPeople(m[1] ?? '')) ||
    // Not organisations: "Which schools have you worked with?" asks whom the business works for, as a portfolio would.
    [...folded.matchAll(WHICH_SERVED)].some((m) => {
      // Any of the words named ("which *neighbours* on Carlaw", "which pro *riders*").
      const named = (m[1] ?? '').split(' ');
      const served = (who: string) => HOMES.has(who) || (isPeople(who) && !ORGANISATIONS.has(who));
      return named.some(served) && usualParts(m[2] ?? '').has('v');
    }) ||
    [...folded.matchAll(WHICH_OF_PLACE_YOU)].some(
      ([, who = '', verb = '']) => isPeople(who) && !ORGANISATIONS.has(who) && usualParts(verb).has('v'),
    ) ||
    [...folded.matchAll(WHICH_HAVE_YOURS), ...folded.matchAll(WHICH_YOU_HOLD)].some((m) =>
      (m[1] ?? '').split(' ').some((who) => HOMES.has(who) || (isPeople(who) && !ORGANISATIONS.has(who))),
    ) ||
    [...folded.matchAll(WHICH_YOU_ARE_DOING)].some((m) => (m[1] ?? '').split(' ').some((what) => OCCASIONS.has(what)))
  );
}

/**
 * Who is, was or will be at an occasion ("who will be in the class", "who else is coming on the trip", "who was shooting on
 * stand 4"). English.
 */
const WHO_ATTENDS =
  /\bwho (?:else )?(?:will be|ll be|is going to be|is coming|s coming|are coming|is booked|s booked|(?:was|were)(?: \w+ing)?) (?:in|on|at|coming|there|booked)\b/;

/** Whether a message asks who is at an occasion and for their records ("… I want the names and the contacts"). English. */
function asksWhoAttendsWithRecords(folded: string): boolean {
  const { asks, what, businessContact } = (LEXICONS[0] as Lexicon).fallback.privateRecords;
  return WHO_ATTENDS.test(folded) && asks.find(folded) !== null && what.find(folded) !== null && !businessContact.find(folded);
}

/** "Which weddings *are you doing* this Saturday?": which of its customers' occasions the business is working at. English. */
const WHICH_YOU_ARE_DOING = /\bwhich ((?:\w+ ){0,2}?\w+) (?:are|were) you (?:\w+ing)\b/g;
/** Occasions of the business's customers, private to them (not its own public events, classes or shows). */
const OCCASIONS = new Set([
  'weddings',
  'parties',
  'funerals',
  'christenings',
  'baptisms',
  'birthdays',
  'anniversaries',
  'receptions',
  'celebrations',
]);

/** The words joining a record the business made to whom it was made of, from or for ("the notes you took of …"). */
const TAKEN_OF = new Set(['of', 'from', 'for', 'at']);
/** The asker's own, after a record's maker ("… you collected from *my* office"). */
const ASKER_OWN = new Set(['my', 'our', 'me', 'us', 'mine', 'ours']);

/** The two words before a doing of the business's own done before ("you've cleaned", "have you fitted"). English. */
const JOB_DONE_BY = new Set(['you ve', 'you have', 'have you', 'you already', 've already']);

/** Whether a word is a verb's past form ("cleaned", "fitted", "done"): WordNet reads it as another base form of a verb. */
const isPast = (word: string) => word.length > 3 && baseForms(word).some((f) => f.part === 'v' && f.lemma !== word);

/** Whether a text tells something the business did: "you" or "your" and, within two words, a verb's past form. English. */
function toldBusinessDid(text: string): boolean {
  const all = words(text);
  return all.some(
    (w, i) => (w === 'you' || w === 'your') && all.slice(i + 1, i + 3).some((next) => isPast(next) && !next.endsWith('ing')),
  );
}

/**
 * Whether a crisis word is used as the name of the business's own offer: with the word after it (or before
 * it), not a stop word, as the business's facts say it ("emergency lockouts" at a locksmith whose facts name
 * its "emergency lockout service"), or asked of the business as a doing its facts name ("do you fire earthenware?"
 * where it "fires pieces made elsewhere"), or priced before a thing its facts name ("the price for an urgent
 * delivery"). "It's an emergency" and "the kiln is on fire" are never such uses.
 */
function namesOffer(folded: string, phrase: string, lexicon: Lexicon, ready: Prepared): boolean {
  const tokens = ` ${folded} `.split(` ${phrase} `);
  if (tokens.length < 2) return false;
  const before = (tokens[0] ?? '').trim().split(' ').pop() ?? '';
  const after = (tokens[1] ?? '').trim().split(' ')[0] ?? '';
  const used = (pair: string) => ready.factText.includes(` ${pair} `) || ready.factText.includes(` ${pair}s `);
  // The word after the phrase as the facts say it next, or within two more words, written apart or joined
  // ("emergency callout" for "emergency leak call-outs"), in the singular or the plural.
  const usedNear = (lead: string, next: string) =>
    ready.factText
      .split(` ${lead} `)
      .slice(1)
      .some((rest) => {
        const t = rest.split(' ').slice(0, 4);
        const candidates = t.slice(0, 3).flatMap((w, i) => [w, `${w}${t[i + 1] ?? ''}`]);
        return candidates.some((c) => c.replace(/s$/, '') === next.replace(/s$/, ''));
      });
  const content = (word: string) => word.length > 2 && !lexicon.stopwords.has(word);
  // Asked of the business as its own doing, which its facts name ("could you fire them?" where it "fires pieces").
  const asked = !phrase.includes(' ') && askedDoings(words(folded), lexicon.verbSlots).get(phrase)?.asker === false;
  // The phrase's own word next to it is what the facts would say ("have a gun safe" → "gun safe").
  const last = phrase.split(' ').pop() ?? phrase;
  const first = phrase.split(' ')[0] ?? phrase;
  // The price of a kind of the offer ("What's the price for an urgent delivery?" where the facts speak of deliveries).
  const priced = content(after) && lexicon.intents.get('pricing')?.find(folded) != null && used(after);
  // Asked whether the business offers it ("Do you do emergency call outs at the weekend?"), before a noun, with nothing
  // of the asker's own situation ("my", "someone is"), whatever the facts say.
  const { fallback } = lexicon;
  const offered =
    fallback.urgentOffers.has(phrase) &&
    content(after) &&
    usualParts(after).has('n') &&
    fallback.offerQuestions.find(folded.split(' ').slice(0, 2).join(' ')) !== null &&
    fallback.situation.find(folded) === null;
  // Said as the case an offer the facts name is for ("how fast can you come if it's an emergency?" where they speak of
  // emergencies), whatever follows.
  const lastWords = (tokens[0] ?? '').trim().split(' ').slice(-5).join(' ');
  const framed =
    fallback.urgentOffers.has(phrase) &&
    ready.mentions(phrase) &&
    fallback.urgentCases.findAll(lastWords).some((frame) => ` ${lastWords}`.endsWith(` ${frame}`));
  return (
    framed ||
    (asked && used(phrase)) ||
    (content(after) && usedNear(last, after)) ||
    (content(before) && used(`${before} ${first}`)) ||
    priced ||
    offered
  );
}

/** Payment card numbers (13–19 digits passing the Luhn check), IBANs, e-mail addresses, phone numbers. */
function personalData(text: string): string | null {
  for (const match of text.match(/\b(?:\d[ -]?){13,19}\b/g) ?? []) if (luhn(match.replace(/\D/g, ''))) return 'card_number';
  if (/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b/i.test(text)) return 'iban';
  if (/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u.test(text)) return 'email_address';
  if (/(?:\+|\b00)\d[\d ()-]{7,}\d|\b0\d(?:[ -]?\d){8,}\b/.test(text)) return 'phone_number';
  return null;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 13 && sum % 10 === 0;
}

/**
 * An order, booking or invoice reference such as `#12345`, `order 12345`, `my order number is 12345`, `quote Q-55812`
 * or `booking SC-882` (three digits after capitals, where a reference word comes first), or one's own unit, pitch or
 * berth (`unit 214`, `berth D14`).
 */
const REFERENCE_WORDS =
  /#\s?\d{3,}|\b(?:order|booking|reservation|invoice|ticket|case|ref(?:erence)?|session|job|membership|member|account|customer|receipt|file|quote|quotation|estimate)\s*(?:no\.?|number|nr\.?|#|id)?\s*(?:is\s+)?[:#]?\s*(?:[A-Z]{1,3}-?\d{3,}|\d{4,})\b|\b(?:unit|pitch|locker|plot|berth|mooring|slip|stall|room|cabin|chalet|cottage|suite)\s*(?:no\.?|number|#)?\s*[A-Z]?\d{1,4}\b/i;
/** A sum of money as written: a currency sign or a currency named beside a number ("€4,200", "4.200 €", "300 euros"). */
const SUM = /\p{Sc}\s?\d|\d\s?\p{Sc}|\d\s?(?:euros?|dollars?|pounds?|francs?|kronor|kroner|reais|pesos|yen|rand)\b/iu;
/** A reference code as written on its own: capitals, a hyphen and four digits or more (`OTS-4471`, `MM-3391`). */
const REFERENCE_CODE = /\b[A-Z]{1,4}-\d{4,}\b/;
/** A parcel told by its tracking code ("parcel tracking RM448812GB", "tracking number 1Z999AA10123456784"). */
const TRACKING_CODE =
  /\b(?:tracking|parcel|consignment|shipment)\s*(?:no\.?|number|code|id|ref(?:erence)?)?\s*[:#]?\s*(?=[A-Z0-9]*\d{4})[A-Z0-9]{6,}\b/i;
/** A record told by its number ("the exam on Saturday *with the number 3381*", "con el número", "mit der Nummer"). */
const WITH_NUMBER = /\bwith (?:the )?(?:number|no\.?|reference|code) \d{3,}\b/i;
/**
 * The name a booking or an order was made under, as written, closing its clause ("booked lane 4 for Friday under
 * Morales, can we…", "enrolled in the 10am class under Te Rangi?"): one person's case. A capitalised word that goes
 * on ("under Canadian law", "under EU261") is none.
 */
const NAMED_RECORD = /\bunder\s(?:the\sname\s(?:of\s)?)?[A-Z][\p{Ll}'’-]+(?:\s[A-Z][\p{Ll}'’-]+)?\s*(?:[,.;!?]|$)/u;
/** The asker speaking of themselves, as written ("I", "we're", "my"): a name a booking is under is then their own. */
const FIRST_PERSON = /\b(?:I|[Ww]e|[Mm]y|[Oo]ur|[Mm]e|[Uu]s)\b/;
/** The same words in a folded text (or an English reading of another language, where "ich" is read "i"). */
const ASKER = new RegExp(FIRST_PERSON.source, 'i');
/** A dealing a name can be given for: a booking, an order, a ticket, something left with the business. */
const RECORD_CONTEXT =
  /\b(?:book(?:ed|ing)?|reserv\w*|order(?:ed)?|enrol+(?:ed|ment)?|regist\w*|signed up|ticket|table|appointment|left|dropped|paid|bought|repair|name)\b/i;
/**
 * Something wrong again since the business's work on it ("after your service the engine light is on again", "since you
 * fixed it the brakes squeal again", "you repaired the handle of my bag and it has come off again"): one's own case.
 * English, or a gloss read through it.
 */
const AGAIN_SINCE_YOUR_WORK =
  /\b(?:after|since) (?:your|you)\b.*\bagain\b|\byou (?:have )?(?:\w+ed|made|did|built|sewed|sewn) (?:the|my|our)\b.*\bagain\b/;
/**
 * Something the business did for the asker, told ("the bike *you rented me* this morning", "the cake *you made us*";
 * French and Italian read through English put the person first: "*vous m'avez loué*" → "you me have rent"). A request
 * ("can you rent me a bike?") is none. English.
 */
const YOUR_DEAL_WITH_ME =
  /\byou (?:have )?(?:\w+ed|sold|gave|lent|sent|made|built|did|took|brought) (?:me|us)\b|\byou (?:me|us) (?:have|has) \w+/;

/**
 * The business's people told late or early for the asker ("your people were two hours late on Tuesday", "you turned up
 * an hour early"): one's own case. English, or a gloss read through it.
 */
const YOU_WERE_LATE =
  /\b(?:you|your (?:\w+ )?(?:people|staff|team|guys|crew|driver|drivers|workers|worker|technician|engineer|engineers|movers|cleaners|fitter|fitters|installers?))\b (?:were|was|came|arrived|turned up|showed up) (?:\w+ ){0,5}?(?:late|early)\b/;

/** A reference of any kind in a message as written ("We live under Ben Nevis" names no booking). */
const REFERENCE = {
  test: (text: string) =>
    REFERENCE_WORDS.test(text) ||
    REFERENCE_CODE.test(text) ||
    TRACKING_CODE.test(text) ||
    WITH_NUMBER.test(text) ||
    (NAMED_RECORD.test(text) && FIRST_PERSON.test(text) && RECORD_CONTEXT.test(text)),
};

/**
 * A street address in the message as written, with a compass point or a street word ("4410 SE Harrison", "22 Baker
 * Street"): one place, one case. A number before a capitalised noun alone ("24 Dezember") is none.
 */
const STREET_ADDRESS =
  /\b\d{1,5}\s(?:(?:N|S|E|W|NE|NW|SE|SW)\s[A-Z][a-z]+|(?:[A-Z][a-z]+\s){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Way|Boulevard|Blvd|Court|Ct|Place|Pl|Terrace|Crescent|Close)\b)/;

/**
 * Buying several asked about ("if I buy 10 lessons", "several sessions", "a block of classes", "a course of sessions");
 * after a word of quantity alone, of anything ("several walks"). English.
 */
const SEVERAL =
  /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|several|multiple|a few|a block of|a pack of|a course of|a series of|a bundle of|a package of|bulk)\s(?:\w+\s)?(?:lessons?|classes|sessions?|visits?|passes|tickets|nights|days|items|copies|units)\b|\b(?:several|multiple|a few|lots of|many)\s(?:\w+\s)?\w{3,}s\b/i;

/** A word, then "with" ("a baby with", "people with"): someone named with what they have, when the word names a person. */
const PERSON_WITH = /\b([a-z]{3,}) with\b/g;

/** What the wording stages read: the question's forms in its (complete) lexicon. */
export interface Wording {
  text: string;
  corrected: string;
  forms: string[];
  safetyForms: readonly string[];
  lexicon: Lexicon;
}

/** Step 5: sensitive, regulated, case-specific and commitment wording → a person (a published rule answers a rule question). */
export function routeByWording(w: Wording, ready: Prepared, snapshot: FactSnapshot): Answer | null {
  const { lexicon, forms, text, corrected } = w;
  // Asking for the price or offer of a service the business itself lists ("how much is a tax return?") is not
  // asking for advice; any other regulated wording is.
  const asksAboutOffer = firstMatch(
    forms,
    (f) => lexicon.intents.get('pricing')?.find(f) ?? lexicon.intents.get('service')?.find(f) ?? null,
  );
  // Likewise a sensitive word the business's facts name its offer by, in a question about the offer ("Do you do
  // pregnancy yoga?" where it runs yoga "for women from 14 weeks pregnant"); unanswered, it still goes to a person.
  // So is one the facts write, in a question telling nothing of the asker ("How long is the mental health course?").
  const toldOfAsker = forms.some((f) => TELLS_OF_ASKER.test(f));
  const ownOffer = (phrase: string) =>
    (asksAboutOffer && namesOwnOffer(phrase, ready, lexicon)) ||
    (!toldOfAsker && (namesOwnOffer(phrase, ready, lexicon) || ready.factText.includes(` ${phrase} `)));
  const sensitive = forms.flatMap((f) => lexicon.sensitive.findAll(f)).filter((phrase) => !ownOffer(phrase));
  if (sensitive.length > 0) {
    // A rule the business publishes about it ("Pregnant visitors may not use the trampolines") answers a question
    // about that rule ("I'm pregnant, can I use the trampolines?").
    // So does a fact on what the business offers for it ("maternity fittings from about 16 weeks of pregnancy" for "I'm
    // pregnant, when should I get fitted?"), where the facts name it as their own offer.
    const offered = sensitive.every((phrase) => namesOwnOffer(phrase, ready, lexicon));
    const rule = publishedRule(ready, corrected) ?? (offered ? foundFacts(ready, corrected) : null);
    // In any of its forms ("pregnancy" for "I'm pregnant"): a word derived from it.
    const namesIt = (phrase: string) =>
      rule?.facts.some((f) => {
        const said = ` ${foldText(`${f.question ?? ''} ${f.text}`)} `;
        const root = phrase.slice(0, Math.max(4, phrase.length - 3));
        const kin =
          lexicon.language === 'en' && !phrase.includes(' ') ? [...relatedWords(phrase)].filter((w) => w.startsWith(root)) : [];
        return said.includes(` ${singular(phrase)}`) || kin.some((w) => said.includes(` ${w} `));
      });
    if (rule && sensitive.every(namesIt)) return answeredFrom(snapshot, rule.facts, `rule:${rule.rule}`);
    return handoff(snapshot, 'sensitive', 'sensitive');
  }
  // A death told ("My husband died and I don't know anything about his car"): a bereavement, for a person. English, by
  // WordNet: a person died, not a battery or a phone.
  if (lexicon.language === 'en' && forms.some((f) => tellsDeath(f, usedByBusiness('ashes', ready))))
    return handoff(snapshot, 'sensitive', 'sensitive:bereavement');
  // Someone's health condition told ("my son has dyscalculia", "I have a hernia"): a personal circumstance, unless the
  // business's own facts name the condition (a clinic that treats asthma). WordNet is English.
  const toldOf = (f: string) => lexicon.fallback.situation.find(f) ?? lexicon.fallback.conditionTold.find(f);
  // Or someone named with it ("safe for *a baby with* eczema", "for *kids with* asthma"). English, by WordNet.
  const personWith = (f: string) => [...f.matchAll(PERSON_WITH)].find(([, who = '']) => namesPerson(who))?.[0] ?? null;
  if (lexicon.language === 'en' && firstMatch(forms, (f) => toldOf(f) ?? personWith(f))) {
    const condition = words(corrected).some((w) => w.length > 3 && namesHealthCondition(w) && !usedByBusiness(w, ready));
    if (condition) return handoff(snapshot, 'sensitive', 'sensitive:health');
  }
  // A medicine the asker or someone else takes ("I'm on Roaccutane, can I have a chemical peel?"; read through English
  // from "Ik gebruik roaccutane…"): whether what they ask suits it is for a qualified person.
  if (lexicon.language === 'en' && forms.some((f) => namesMedicineTaken(f, lexicon, ready)))
    return handoff(snapshot, 'regulated', 'regulated:medicine');
  const advice = forms
    .flatMap((f) => lexicon.regulated.findAll(f).filter((phrase) => takesMedicine(f, phrase, lexicon)))
    .filter(
      (phrase) =>
        !(asksAboutOffer && ready.index.offers(phrase)) &&
        !usedByBusiness(phrase, ready) &&
        !wordsUsedByBusiness(phrase, ready, lexicon),
    );
  if (advice.length > 0) return handoff(snapshot, 'regulated', 'regulated');
  // A question about a rule ("how late can I cancel?") is answered by the published rule when there is
  // one; about one's own case (a day, a reference, a number) it goes to a person. Looked up only when needed.
  const ruleOr = (reason: 'case_specific' | 'commitment'): Answer => {
    const asksRule =
      !REFERENCE.test(text) &&
      !STREET_ADDRESS.test(text) &&
      !/\d/.test(text) &&
      // Nor one whose case words tell what the business did to the asker ("*You charged me* a no-show fee … can you fix
      // it?"): for a person to look into.
      !(reason === 'case_specific' && caseWords?.startsWith('you ')) &&
      !firstMatch(forms.map(withoutHypotheticalTime), (f) => lexicon.ownCase.find(f) ?? lexicon.fallback.situationHelp.find(f)) &&
      Boolean(
        firstMatch(forms, (f) => lexicon.policyQuestion.find(f)) ||
          // About one's case, any question to the business may ask its rule ("how do I cancel my membership?");
          // a promise asked for ("can you guarantee…?") is not a question about a rule.
          (reason === 'case_specific' && firstMatch(forms, (f) => lexicon.fallback.requestOpeners.find(f))),
      );
    const rule = asksRule ? publishedRule(ready, corrected) : null;
    if (rule) return answeredFrom(snapshot, rule.facts, `rule:${rule.rule}`);
    // "Can I get my money back if it doesn't fit?": the business's own rule on what is asked (refunds, cancelling,
    // deposits) answers, when no fact answers the whole question; only a question, and one telling nothing the business
    // did ("you cancelled my appointment twice…" is for a person to look into).
    const asked = /\?\s*$/.test(text) && !forms.some(toldBusinessDid);
    const topical = asksRule && asked && reason === 'case_specific' ? ruleOnTopic(ready, forms, lexicon, corrected) : null;
    return topical ? answeredFrom(snapshot, [topical], 'rule:topic') : handoff(snapshot, reason, reason);
  };
  // A sum the asker was billed, sent or quoted, asked to be checked ("The tax office sent me a bill for €4,200, is it
  // right?"); not a price of the business asked about ("Is it right that a tax return costs €300?").
  if (SUM.test(text) && forms.some((f) => ASKER.test(f)) && firstMatch(forms, (f) => lexicon.fallback.checkAsked.find(f)))
    return handoff(snapshot, 'case_specific', 'case_specific:sum');
  // "I have a rental flat, how much will *my return* cost?": the price of a thing the business itself offers and prices,
  // asked of one's own, is its published price when a fact answers the whole question, not one's own case.
  const caseWords =
    firstMatch(forms, (f) => lexicon.caseSpecific.find(f)) ??
    (lexicon.language === 'en' && forms.some((f) => AGAIN_SINCE_YOUR_WORK.test(f)) ? 'again' : null) ??
    (lexicon.language === 'en' && forms.some((f) => YOUR_DEAL_WITH_ME.test(f)) ? 'yours' : null) ??
    (lexicon.language === 'en' && forms.some((f) => YOU_WERE_LATE.test(f)) ? 'late' : null);
  const pricedOwnThing =
    caseWords !== null &&
    !REFERENCE.test(text) &&
    // Not a sum the business is told it charged ("you have charged 15 euros for the pick-up").
    !forms.some(toldBusinessDid) &&
    !STREET_ADDRESS.test(text) &&
    Boolean(firstMatch(forms, (f) => lexicon.intents.get('pricing')?.find(f) ?? null)) &&
    usedByBusiness(caseWords.split(' ').at(-1) ?? '', ready) &&
    answeredByFacts(ready, corrected);
  // "Can I add eggs to my order?": a thing the business offers, asked to be added to one's own order or booking (no
  // reference, day or number told), is what the facts say of adding it, when a fact answers the whole question.
  const addedToOwn =
    caseWords !== null &&
    lexicon.language === 'en' &&
    ADDED_TO_OWN.test(corrected) &&
    !REFERENCE.test(text) &&
    !/\d/.test(text) &&
    answeredByFacts(ready, corrected);
  if (!pricedOwnThing && !addedToOwn && (REFERENCE.test(text) || STREET_ADDRESS.test(text) || caseWords)) {
    // Someone else's booking or order ("who has the booking under the name Lind?") is not the asker's case to take up.
    // One's own record ("my monthly pass, member number SO-5521") is one's own case, whoever else it names.
    // Not "my" before a person ("my ex girlfriend"), whose record it would be; and a case told of someone the asker names
    // as theirs ("my ex girlfriend … last week") is that person's, not one's own.
    const mine = (f: string) => [...f.matchAll(MY_WORD)].map(([, word = '']) => word);
    const aPerson = (word: string) =>
      word === 'ex' || namesPerson(word) || Boolean(lexicon.fallback.privateRecords.whose.find(word));
    const personOfMine = forms.some((f) => mine(f).some(aPerson));
    const own =
      (personOfMine ? null : firstMatch(forms, (f) => lexicon.ownCase.find(f))) ??
      firstMatch(forms, (f) => (mine(f).some((word) => !aPerson(word)) ? f : null));
    return othersRecords(w, ready) && !own ? refused(snapshot, 'others_case') : ruleOr('case_specific');
  }
  // A part of the body in trouble, told ("I have heart problems, can I do the hill tour?"): whether what is asked suits
  // it is for a qualified person, unless the business's own facts name the trouble ("dogs recovering from surgery…").
  const trouble = lexicon.language === 'en' && firstMatch(forms, toldOf) ? organTrouble(words(corrected)) : null;
  if (trouble && !usedByBusiness(trouble, ready)) return handoff(snapshot, 'regulated', 'regulated:condition');
  // A claim word is fine when an approved fact states it itself (e.g. a published guarantee).
  const promises = forms.flatMap((f) => lexicon.commitment.findAll(f));
  // A discount is stated too by a share taken off a price ("trade accounts get 10% off"), and, asked for buying several
  // ("if I buy 10 lessons"), by the price of a pack of them ("a pack of 10 costs £400").
  const offered = (phrase: string) =>
    singular(phrase) === 'discount' &&
    snapshot.facts.some(
      (f) =>
        f.kind !== 'gateway' &&
        f.kind !== 'platform' &&
        (STATES_DISCOUNT.test(f.text) || (SEVERAL.test(corrected) && STATES_PACK_PRICE.test(f.text))),
    );
  // Any form of the claim word the fact uses states it: "Is the work guaranteed?" where a fact gives "a guarantee".
  const claimRoot = (phrase: string) =>
    [...lexicon.claimWords].filter((w) => phrase.startsWith(w)).reduce((a, b) => (b.length < a.length ? b : a), phrase);
  // So does a claim word of the same sense ("Is your work guaranteed?" where a fact gives "a 12-month warranty"). WordNet.
  const kin = (root: string) =>
    lexicon.language === 'en' ? [root, ...[...relatedWords(root)].filter((w) => lexicon.claimWords.has(w))] : [root];
  const stated = (phrase: string) =>
    lexicon.claimWords.has(phrase) &&
    (kin(singular(claimRoot(phrase))).some((word) => statesClaim(ready.factText, word, lexicon)) || offered(phrase));
  const open = promises.filter((phrase) => !stated(phrase));
  if (open.length === 0) return null;
  // "Is there a discount for students?" where a fact gives students a price of their own: that price answers it.
  const priced = open.every((phrase) => singular(phrase) === 'discount') ? pricedForPeopleAsked(corrected, snapshot) : undefined;
  if (priced) return answeredFrom(snapshot, [priced], 'retrieved:priced_for');
  // An availability word ("tonight", "in stock") asks nothing of a person when approved facts answer the question, or
  // when the question asks the way to find it out ("How can I check if you have it in stock?").
  const asksWay = () =>
    firstMatch(forms, (f) => lexicon.meta.get('findOut')?.find(f) ?? lexicon.meta.get('route')?.find(f) ?? null) !== null;
  if (open.every((phrase) => lexicon.availabilityWords.find(phrase) !== null) && (answeredByFacts(ready, corrected) || asksWay()))
    return null;
  return ruleOr('commitment');
}

/**
 * The rule the business publishes on the policy a question names ("refund", "cancel", "deposit", or a phrase read as
 * one: "money back"): of the rules, FAQs and services holding a word of that stem and covering enough of the rest of
 * the question, the one covering most. Null when the question names none, or no such fact exists.
 */
function ruleOnTopic(ready: Prepared, forms: readonly string[], lexicon: Lexicon, corrected: string): SnapshotFact | null {
  const policy = lexicon.intents.get('policy');
  if (!policy) return null;
  const { matcher, canonical } = lexicon.phraseSynonyms;
  const said = forms.flatMap((f) => [...policy.findAll(f), ...matcher.findAll(f).map((p) => canonical.get(p) ?? p)]);
  const stems = [...new Set(said.flatMap((p) => (policy.find(p) !== null ? [p.replace(/\*$/, '').slice(0, 5)] : [])))];
  if (stems.length === 0) return null;
  // In the fact's English reading: "je krijgt dan je geld terug" holds a refund as "you get your money back" does.
  const holds = (fact: SnapshotFact) =>
    RULE_KINDS.has(fact.kind) && words(foldText(readInEnglish(fact).text)).some((w) => stems.some((stem) => w.includes(stem)));
  // "Can I get my money back if it doesn't fit?": what is asked comes before a condition after it, which the rule need
  // not name.
  // "If I cancel *next week*…": when the asker would do it is theirs to tell, the rule's to answer.
  const asked = (CONDITION_ASKED.test(corrected) ? corrected : corrected.replace(CONDITION_AFTER, ''))
    .replace(ASKER_WHEN, ' ')
    .trim();
  const coverage = ready.index.search(asked || corrected).coverage ?? new Map<string, number>();
  const covers = (fact: SnapshotFact) => coverage.get(fact.id) ?? 0;
  const rules = [...ready.byId.values()]
    .filter((f) => holds(f) && covers(f) >= TOPIC_COVERAGE)
    .sort((a, b) => covers(b) - covers(a));
  return rules[0] ?? null;
}

/** A day or time near now, told of the asker's own doing ("if I cancel *tomorrow*", "*next week*", "*on Friday*"). English. */
const ASKER_WHEN =
  /\b(?:today|tonight|tomorrow|(?:next|this|the day after) (?:week|weekend|month|morning|afternoon|evening|time)|(?:on |next |this )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?)\b/g;

/** A text without the time of a doing supposed ("if I cancel *next week*"): a rule's question, no booking of one's own told. English. */
function withoutHypotheticalTime(text: string): string {
  return text.replace(/\bif (?:i|we)(?: \w+){1,4}/g, (supposed) => supposed.replace(ASKER_WHEN, ' '));
}

/** A condition after what is asked ("… if it doesn't fit?"). English. */
const CONDITION_AFTER = /\s+(?:if|in case|when)\s.*$/i;

/** How much of the question a rule on its topic must cover besides: less, and it is another rule of that topic. */
const TOPIC_COVERAGE = 0.4;

/** Whether retrieval finds approved facts holding what the question asks, or the hours it asks for. */
function answeredByFacts(ready: Prepared, corrected: string): boolean {
  const found = ready.index.search(corrected);
  return found.facts.length > 0 && (found.rule.startsWith('retrieved') || found.rule.startsWith('kind:hours'));
}

/**
 * Whether the facts state a claim word themselves, not only deny it: "a 90-day guarantee" states one, "the kitchen
 * cannot guarantee a nut-free environment" does not.
 */
function statesClaim(factText: string, word: string, lexicon: Lexicon): boolean {
  const tokens = factText.split(' ');
  return tokens.some((token, i) => {
    if (!token.startsWith(word)) return false;
    const before = tokens.slice(Math.max(0, i - 3), i).join(' ');
    return !lexicon.absence.find(before) && !/\b(?:not|no|t)$/.test(before);
  });
}

/** A word the business's own facts use ("prescriptions" at a pharmacy that delivers them; "keepnets" where they write "keep nets"): a question with it may be about the offer. */
function usedByBusiness(phrase: string, ready: Prepared): boolean {
  return (
    !phrase.includes(' ') &&
    (ready.factText.includes(` ${singular(phrase)}`) || ready.mentions(phrase) || ready.writesApart(phrase) !== undefined)
  );
}

/** Words saying only that a thing is needed ("need a licence"): what is needed is what the facts must speak of. */
const NEEDING = new Set(['need', 'needs', 'needed', 'require', 'requires', 'required']);

/**
 * Whether the business's facts use every word of a phrase of several that says something ("visa for" where a fact says
 * it "does not arrange visas", "planning permission" where a FAQ answers whether it is needed), as words of its trade
 * (in English written in lower case: "accepts Visa" names a card, not a visa): the question may be about what the
 * facts say, and goes to a person after all when no fact answers it (`ownWordsRoute`).
 */
function wordsUsedByBusiness(phrase: string, ready: Prepared, lexicon: Lexicon): boolean {
  const said = phrase.split(' ').filter((w) => w.length > 2 && !lexicon.stopwords.has(w) && !NEEDING.has(w));
  // A word only the English reading of a fact in another language holds is of its trade as that fact writes it ("Aucun
  // permis n'est nécessaire": a licence), where no case is left to tell a name by.
  const ofTrade = (w: string) => lexicon.language !== 'en' || ready.writesLowercase(w) || !ready.writes(w, 'en');
  return phrase.includes(' ') && said.length > 0 && said.every((w) => usedByBusiness(w, ready) && ofTrade(w));
}

/** A single English word that the business's facts use, in any of its forms or derivations ("pregnancy" for "pregnant"). */
function namesOwnOffer(phrase: string, ready: Prepared, lexicon: Lexicon): boolean {
  if (phrase.includes(' ') || lexicon.language !== 'en') return usedByBusiness(phrase, ready);
  return usedByBusiness(phrase, ready) || [...relatedWords(phrase)].some((w) => ready.mentions(w));
}

/**
 * Sensitive or regulated wording that was let through because the business's facts use it: when no fact
 * answers the question after all, it goes to a person as any other such question.
 */
export function ownWordsRoute(w: Wording, ready: Prepared, snapshot: FactSnapshot): Answer | null {
  if (w.forms.some((f) => w.lexicon.sensitive.find(f))) return handoff(snapshot, 'sensitive', 'sensitive:own_words');
  // Only a phrase read as regulated in the first place: "can I take *part* in the harvest?" takes no medicine.
  const own = w.forms
    .flatMap((f) => w.lexicon.regulated.findAll(f).filter((phrase) => takesMedicine(f, phrase, w.lexicon)))
    .some((phrase) => usedByBusiness(phrase, ready) || wordsUsedByBusiness(phrase, ready, w.lexicon));
  return own ? handoff(snapshot, 'regulated', 'regulated:own_words') : null;
}

/** Words that, beside a part of the body, tell of a condition ("heart problems", "trouble with my knee"). */
const TROUBLE = /^(?:problems?|issues?|troubles?|conditions?|diseases?|injury|injuries|surgery|operation)$/;
/** Words telling a part of the body damaged, before it ("detached retina", "torn ligament", "slipped disc"). */
const DAMAGED =
  /^(?:detached|torn|broken|fractured|dislocated|damaged|injured|sprained|slipped|herniated|replaced|collapsed|punctured|perforated)$/;

/**
 * The trouble word of a part of the body in trouble told: the part, then a trouble word ("heart problems", "knee
 * surgery"), or a trouble word, then "with" or "of" and the part ("problems with my back", "problems of heart"). English.
 */
function organTrouble(tokens: readonly string[]): string | null {
  const found = tokens.find((word, i) => {
    // "a detached retina", "a torn ligament", "a slipped disc": a part of the body told damaged.
    if (DAMAGED.test(word) && namesBodyPart(tokens[i + 1] ?? '')) return true;
    if (!TROUBLE.test(word)) return false;
    if (i > 0 && namesBodyPart(tokens[i - 1] ?? '')) return true;
    if (tokens[i + 1] !== 'with' && tokens[i + 1] !== 'of') return false;
    const next = ['my', 'his', 'her', 'their', 'our', 'the'].includes(tokens[i + 2] ?? '') ? tokens[i + 3] : tokens[i + 2];
    return namesBodyPart(next ?? '');
  });
  return found ?? null;
}

/** Facts that state how things are done for everyone: a policy, a FAQ, or a service ("every delivery is tracked live"). */
const RULE_KINDS = new Set(['policy', 'faq', 'service']);

/** The facts a search of the whole question finds, of any kind; null when none. */
function foundFacts(ready: Prepared, corrected: string): Retrieval | null {
  const found = ready.index.search(corrected);
  return found.facts.length > 0 ? found : null;
}

/** The retrieval answer to a question about a rule, when it cites only facts of {@link RULE_KINDS}. */
function publishedRule(ready: Prepared, corrected: string): Retrieval | null {
  const found = foundFacts(ready, corrected);
  return found?.facts.every((f) => RULE_KINDS.has(f.kind)) ? found : null;
}

/**
 * When no fact answers the whole question: a risk word costs nothing there, since a missed crisis is worse
 * than an extra handoff (harm → urgent, private data → refused, advice → regulated). Read before the parts of
 * a message are answered. A word the business uses for its own offer ("leak repairs", "private lessons") is no signal.
 */
export function riskRoute(w: Wording, ready: Prepared, snapshot: FactSnapshot): Answer | null {
  const every = everyForm(w);
  const signal = (matcher: PhraseMatcher) => signals(every, matcher, ready);
  const { fallback } = w.lexicon;
  // "Does it hurt?", "Is laser hair removal painful?": how a service feels is asked, no harm told.
  // A body part's owner before a two-word noun ("my belly button") names no part of the body. English.
  const harmRead = (forms: readonly string[]) =>
    forms
      .map((f) => withoutFigures(f))
      .map((f) => withoutPhrases(f, fallback.painAsked.findAll(f)))
      .map((f) => (w.lexicon.language === 'en' ? withoutThingsFallen(withoutOwnerOfCompound(f)) : f));
  const unhurt = harmRead(every);
  if (
    signals(harmRead(outsideRepairRequests(w, every)), fallback.urgent, ready) ||
    signals(harmRead(outsideRequests(w, every)), fallback.bodyParts, ready) ||
    signalWords(unhurt, fallback.urgentPaired, ready).size >= 2
  )
    return urgent(snapshot, 'fallback:urgent');
  // Harm comes first: the emergency text shares nothing, and a crisis that also reads as asking after someone else ("a
  // man at the next table fell…") must not be refused.
  if (signal(fallback.denied) || othersRecords(w, ready)) return refused(snapshot, 'fallback:denied');
  // "What should we wear?", "Should I bring a towel?": how to come prepared asks no professional; any other advice word
  // in the question still counts.
  // Nor does a set phrase that holds an advice word ("a *loan* car").
  const unprepared = every.map((f) => withoutFigures(withoutPhrases(f, fallback.preparation.findAll(f))));
  if (signalWords(unprepared, fallback.regulated, ready, w.lexicon.stopwords).size > 0)
    return handoff(snapshot, 'regulated', 'fallback:regulated');
  return null;
}

/**
 * The forms of a message without its clauses that ask the business something ("can you tattoo my arm?", "could I get my
 * hand tattooed"): the text's clauses that do not open as a request, folded, in English; every form as it is otherwise.
 */
function outsideRequests(w: Wording, forms: readonly string[]): readonly string[] {
  if (w.lexicon.language !== 'en') return forms;
  const opensAsRequest = (clause: string) => opensWith(clause, w.lexicon.fallback.requestOpeners);
  const clauses = w.text.split(CLAUSE_BREAK).map(foldText);
  return clauses.some(opensAsRequest) ? clauses.filter((c) => !opensAsRequest(c)) : forms;
}

/**
 * The forms of a message without its clauses that ask the business to repair something ("can you fix a leaking tap?",
 * "do you repair leaks?"): a thing to be fixed is a job, not an emergency; what is told beside it still counts. English.
 */
function outsideRepairRequests(w: Wording, forms: readonly string[]): readonly string[] {
  if (w.lexicon.language !== 'en') return forms;
  const asksRepair = (clause: string) => opensWith(clause, w.lexicon.fallback.requestOpeners) && REPAIRING.test(clause);
  const clauses = w.text.split(CLAUSE_BREAK).map(foldText);
  return clauses.some(asksRepair) ? clauses.filter((c) => !asksRepair(c)) : forms;
}

/** Verbs of repairing something. English. */
const REPAIRING = /\b(?:fix|fixes|fixing|repair|repairs|repairing|mend|mending|seal|sealing|unblock|unblocking)\b/;

/** A clause that opens by supposing a case ("if…", "what if…", "in case…"). English. */
const SUPPOSES = /^(?:if|what if|in case|suppose|supposing)\b/;

/** Whether a request opens after the first word of any of the clauses ("if we are late *can we* still play"). */
function asksLater(clauses: readonly string[], openers: PhraseMatcher): boolean {
  return clauses.some((clause) => {
    const all = words(clause);
    return all.some((_, i) => i > 0 && opensWith(all.slice(i).join(' '), openers));
  });
}

/** Where a message's clauses part: sentence punctuation. */
const CLAUSE_BREAK = /[,.;:!?]+/;

/**
 * Whether a folded clause opens, within its first three words, with a phrase of `matcher` ("can you…", "what is…"),
 * or, with `afterQuestionWord`, after a question word and what it asks about ("from what age *can I*…", "at which
 * pool *do you*…").
 */
function opensWith(clause: string, matcher: PhraseMatcher, afterQuestionWord = false): boolean {
  const all = words(clause);
  const opensAt = (at: number) => {
    const opening = all.slice(at, at + 3).join(' ');
    const found = matcher.find(opening);
    return found !== null && `${opening} `.startsWith(`${found} `);
  };
  if (opensAt(0)) return true;
  if (!afterQuestionWord) return false;
  const asked = all.findIndex((word) => WH_WORDS.has(word));
  return (
    asked >= 0 &&
    asked <= 1 &&
    (asked === 0 || LEADING_PREPOSITIONS.has(all[0] ?? '')) &&
    [1, 2, 3].some((n) => opensAt(asked + n))
  );
}

/** Question words that may open a clause before what they ask about ("what age", "which pool"). English. */
const WH_WORDS = new Set(['what', 'which', 'whose', 'how', 'when', 'where']);
/** Prepositions before a question word ("*from* what age", "*at* which time"). English. */
const LEADING_PREPOSITIONS = new Set([
  'from',
  'since',
  'at',
  'in',
  'on',
  'for',
  'until',
  'till',
  'by',
  'to',
  'with',
  'after',
  'before',
]);

/**
 * When no fact answers the whole question, before its parts are answered: wording that tells of the asker's
 * own situation ("my", "someone is", "what do I do") goes to a person, with the emergency line in case.
 * `glossed`: the English reading of another language, word by word, where a request later in the message
 * does not outweigh the situation told before it (the reading loses too much of it).
 */
export function situationRoute(w: Wording, snapshot: FactSnapshot, glossed = false): Answer | null {
  const { fallback } = w.lexicon;
  // A message that asks the business something ("…, can you replace it?") tells its situation as the request's
  // context, unless it tells of one case of its own (a day, a reference: "I paid twice yesterday, can you refund me?") or
  // asks for help with it ("what do I do").
  // A reference, an amount or a date tells of one case; a small count or an age ("2 adults", "I'm 17") does not.
  const ownCase =
    /\d{3,}|\p{Sc}\s?\d|\d\s?\p{Sc}/u.test(w.text) ||
    Boolean(firstMatch(everyForm(w), (f) => w.lexicon.ownCase.find(f) ?? asksHelp(f, w.lexicon)));
  const split = w.text.split(CLAUSE_BREAK);
  const clauses = split.map(foldText);
  // In another language's English reading, a request later in the message outweighs what was told before it only when
  // that was a count, an age or something never done ("we are 8", "my son has 12 years", "my son never been of kayak");
  // the reading loses too much of anything else.
  const toldContextOnly = glossed && toldOnlyAsContext(split[0] ?? '', w.lexicon);
  const opens = (matcher: PhraseMatcher) =>
    clauses.some((clause, i) => !(i > 0 && (ownCase || (glossed && !toldContextOnly))) && opensWith(clause, matcher, true));
  if (opens(fallback.requestOpeners)) return null;
  // "If I change my mind can I cancel?": a case supposed before a request asks the business about it, however it is
  // punctuated; nothing has happened. English.
  if (w.lexicon.language === 'en' && !ownCase && SUPPOSES.test(clauses[0] ?? '') && asksLater(clauses, fallback.requestOpeners))
    return null;
  const told = everyForm(w).flatMap((f) => fallback.situation.findAll(f));
  // A question for information ("what is his address?") tells of no one but the business and its people: "his" is
  // the doctor's. The asker's own words ("my", "I'm") still tell a situation.
  const situation = opens(fallback.questionOpeners) && !ownCase ? told.filter((p) => !fallback.pointsAtBusiness.has(p)) : told;
  return situation.length > 0 ? ownSituation(snapshot, 'fallback:situation') : null;
}

/**
 * A phrase asking for help with a situation ("please help", "what do I do"), but not "help me" or "help us" followed
 * straight by a doing, which asks the business for its service ("can someone help us *pick* a game?"). The doing is read
 * by WordNet in English.
 */
function asksHelp(form: string, lexicon: Lexicon): string | null {
  return (
    lexicon.fallback.situationHelp.findAll(form).find((phrase) => {
      if (lexicon.language !== 'en' || !/\bhelp (?:me|us)$/.test(phrase)) return true;
      const next = firstWordAfter(form, phrase, NO_WORDS);
      return !next || !usualParts(next).has('v');
    }) ?? null
  );
}

/** Whether a phrase of `matcher` is in the message and is not a word the business uses for its own offer. */
function signals(every: readonly string[], matcher: PhraseMatcher, ready: Prepared): boolean {
  return signalWords(every, matcher, ready).size > 0;
}

/**
 * The distinct risk phrases of a list in a question's forms, but those the business's own facts use. A phrase of
 * function words alone ("should I") is a signal whatever the facts say: a FAQ asking "Should I bring my glasses?" makes
 * no advice question the business's own.
 */
function signalWords(
  every: readonly string[],
  matcher: PhraseMatcher,
  ready: Prepared,
  stopwords?: ReadonlySet<string>,
): Set<string> {
  const functionWordsOnly = (phrase: string) => stopwords !== undefined && phrase.split(' ').every((w) => stopwords.has(w));
  return new Set(
    every.flatMap((f) =>
      matcher
        .findAll(f)
        .filter(
          (phrase) =>
            functionWordsOnly(phrase) || (!ready.factText.includes(` ${singular(phrase)}`) && !usedByBusiness(phrase, ready)),
        ),
    ),
  );
}

/**
 * Other people ("my ex-wife", "your customers", "who has") with their records ("appointment", "address"), whatever
 * the business. "Your customers" are other people even at a business whose facts speak of its customers.
 */
function othersRecords(w: Wording, ready: Prepared): boolean {
  const every = everyForm(w);
  const { privateRecords } = w.lexicon.fallback;
  // "One side is shorter *than the other*": a comparison, no other person.
  const others =
    signals(
      every.map((f) => f.replace(COMPARED_TO_OTHER, 'than')),
      privateRecords.whose,
      ready,
    ) ||
    Boolean(firstMatch(every, (f) => privateRecords.yours.find(f))) ||
    (w.lexicon.language === 'en' &&
      (every.some((f) => namesPeopleWho(f) || asksWhoDid(f, WHICH) || asksWhichPerson(f)) ||
        namesSomeoneByName(w.text, ready.nameWords)));
  // The business's own number or address ("my husband wants your phone number") is no one else's record; nor is a
  // count ("the number of guests").
  const records = (f: string) =>
    privateRecords.what.find(withoutPhrases(f, privateRecords.businessContact.findAll(f)).replace(COUNT_OF, 'count of'));
  // "Do you store client data securely?" asks how the business keeps records, not for them.
  if (others && firstMatch(every, records)) return !firstMatch(every, (f) => privateRecords.handling.find(f));
  return (
    w.lexicon.language === 'en' && (every.some(asksRoutineOfSomeone) || asksRoutineOfNamed(w.forms[0] ?? '', ready.nameWords))
  );
}

/** A habit told by its word, with the word before it ("what time does *Marco usually* finish?"). */
const NAMED_HABIT = /\b(\p{L}+) (?:usually|normally|always|often|regularly)\b/gu;

/**
 * Whether a folded text asks when or where someone named by name usually is or does something ("What time does Marco usually
 * finish?", a gloss's "what time komt sanne usually sport?"): a person's routine, not the business's; a name that is no
 * English word nor a word of the business's name.
 */
function asksRoutineOfNamed(folded: string, businessName: readonly string[]): boolean {
  if (!WHEN_OR_WHERE.test(folded)) return false;
  return [...folded.matchAll(NAMED_HABIT)].some(
    ([, named = '']) => named.length > 2 && !isEnglishWord(named) && !businessName.includes(named),
  );
}

/**
 * Whether a text names a person by name: a family name before a person noun ("the *Nguyen bride*", "the *Patel* party's
 * host"), a name after one ("the artist *Miguel*"), or a name owning or given something ("*Miguel's* number", "the number
 * of *Miguel*"): a name written with a capital that is no English word, function word or word of the business's own name.
 * English, as written.
 */
function namesSomeoneByName(text: string, businessName: readonly string[]): boolean {
  const isName = (name: string) => {
    const folded = foldText(name);
    return !isEnglishWord(folded) && !(LEXICONS[0] as Lexicon).stopwords.has(folded) && !businessName.includes(folded);
  };
  const isGiven = (name: string) => {
    const folded = foldText(name);
    return !(LEXICONS[0] as Lexicon).stopwords.has(folded) && !businessName.includes(folded);
  };
  return (
    [...text.matchAll(/\bthe ([A-Z][a-z]+) ([a-z]+)/g)].some(([, name = '', noun = '']) => isName(name) && namesPerson(noun)) ||
    // A role no English word names is a person's too, in another language's English reading ("the canalizador Rui"); the
    // business's own staff member is someone too ("your coach Declan").
    // After a word for a person, a word written with a capital is a name even when it is an English word too ("the guide
    // Tom", "your coach Mark").
    // A role no English word names before a capital is a person's too ("the fadista Rosa", Portuguese "da fadista Rosa").
    [...text.matchAll(/\b(?:the|your|ur) ([a-z]+) (\p{Lu}\p{Ll}+)(?![\p{L}\p{N}])/gu)].some(
      ([, noun = '', name = '']) => (namesPerson(noun) || !isEnglishWord(noun)) && isGiven(name),
    ) ||
    // A name with its article, as other languages write one ("do João", "da Rosa": "of the Rosa"), ending the clause.
    [...text.matchAll(/\bof the (\p{Lu}\p{Ll}+)(?=\s*(?:[.,;?!]|$))/gu)].some(([, name = '']) => isGiven(name)) ||
    // "Under the name of Laura" names what a booking is under, the asker's own.
    [...text.matchAll(/\b([A-Z][a-z]+)(?:'s|’s)\s|(?<!\bname )\bof ([A-Z][a-z]+)\b/g)].some(([, owner, given]) =>
      isName(owner ?? given ?? ''),
    )
  );
}

/** "my" and the word after it. */
const MY_WORD = /(?:^| )my (\w+)/g;

/** Determiners after "the number of" before one person, its owner ("the number of *the* captain"). */
const ONE_OWNER = new Set(['the', 'my', 'our', 'his', 'her', 'their', 'this', 'that']);

/** A thing asked to be added to one's own order, box or booking ("can I add eggs to my order?"). English. */
const ADDED_TO_OWN = /\b(?:can|could|may) (?:i|we|you) (?:also )?add\b(?:\s\w+){1,4}\s(?:to|onto|into)\s(?:my|our)\s\w+/;

/** A count of things or people ("the *number of guests*"), which is no one's phone number. */
const COUNT_OF = /\bnumber of (?!(?:the|your|his|her|their|my|our|this|that|these|those)\b)(?=\p{L}+s\b)/gu;

/** Whether a noun may name a person, by one of its commonest senses ("model", "driver"). English. */
function namesSomeone(word: string): boolean {
  return word.length > 2 && mayNamePerson(word);
}

/** A day something was, with "from" ("the model *from Thursday night*"). */
const FROM_DAY = /\bfrom (?:last )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday)\b/;

/**
 * A way to reach someone, then who, a describing word after them allowed as another language's order reads word by word
 * ("the *mobile of the driver who* took us", "the phone of the partner english that cooked with us").
 */
const CONTACT_OF =
  /\b(?:phone|mobile|number|address|email|e mail)s?\b(?: \w+){0,3}? of the (\p{L}+)(?: \p{L}+)? (?:who|that|from)\b/gu;

/** People taken together, whom WordNet files as a group rather than as a person ("the *couple* who sat by us"). */
const PEOPLE_TOGETHER = new Set(['couple', 'family', 'pair', 'group', 'party', 'team']);

/** Whether a text asks how to reach a person it describes by what they did ("the mobile of the driver who…"). English. */
function contactOfSomeone(text: string): boolean {
  return [...text.matchAll(CONTACT_OF)].some(([, who = '']) => namesSomeone(who) || PEOPLE_TOGETHER.has(who));
}

/** The business's people, then their own way to be reached ("your drivers mobile numbers", "your guide s phone"). */
const STAFF_CONTACT =
  /\byour (\p{L}+?)(?: s)? (?:personal |private |home |own |mobile |cell |direct )*(?:phone|mobile|number|address|email|e mail)s?\b/gu;

/** Whether a text asks for the personal numbers or addresses of the business's people. English. */
function asksStaffContacts(text: string): boolean {
  return [...text.matchAll(STAFF_CONTACT)].some(([, who = '']) => {
    const one = who.replace(/s$/, '');
    return namesSomeone(one) && !/^(?:custom|us|own)er$/.test(one);
  });
}

/** "Who *did the* 12 o'clock tour": "did" as the verb, taking part in something. */
const WHO_DID_THE = /\bwho did (?:the|a|an|this|that|these|those)\b/;

/** Someone's own record asked for by its owner word ("*their phone number*", "*his address*"). */
const THEIR_RECORD = /\b(?:their|his|her) (?:\p{L}+ )?(?:number|numbers|address|addresses|email|e mail|details|name|names)\b/u;

/** Places asked for by the plural, of things that are not the business's premises ("the *addresses of the weddings* you deliver to"). */
const ADDRESSES_OF = /\baddresses (?:of|for) (?:the |your |all (?:the |your )?|those |these |every |each |other )?(\p{L}+)/gu;
/** Words for more places of a business's own ("the addresses of your branches"). */
const OWN_PLACES = new Set(['branch', 'location', 'outlet', 'site', 'shop', 'store', 'office', 'franchise']);

/** Whether a text asks for the addresses of several things other than the business's own places. English. */
function addressesOfOthers(text: string, premises: ReadonlySet<string>): boolean {
  return [...text.matchAll(ADDRESSES_OF)].some(([, of = '']) => {
    const one = /(?:ch|sh|x)es$/.test(of) ? of.slice(0, -2) : of.replace(/s$/, '');
    return !OWN_PLACES.has(one) && !premises.has(one) && !premises.has(of);
  });
}

/** A comparison with "the other" of two ("shorter than the other"), which names no one. */
const COMPARED_TO_OTHER = /\bthan the other\b/g;

/** Words saying what someone does as a habit. */
const HABITUALLY = new Set(['usually', 'normally', 'always', 'often', 'regularly']);

/** Words asking when or where. */
const WHEN_OR_WHERE = /\b(?:when|where|what time|which days?|what days?)\b/;

/**
 * Whether a text asks when or where one person the asker describes goes as a habit ("what time does *the man* in the blue
 * cap *usually* swim?"): their movements are their own. "The" and a person noun in the singular, then a habit word, in a
 * question asking when or where ("Is the teacher usually strict?" asks neither). English.
 */
function asksRoutineOfSomeone(text: string): boolean {
  const all = words(text);
  return (
    WHEN_OR_WHERE.test(text) &&
    all.some(
      (word, i) =>
        word === 'the' &&
        namesPerson(all[i + 1] ?? '') &&
        !(all[i + 1] ?? '').endsWith('s') &&
        all.slice(i + 2).some((w) => HABITUALLY.has(w)),
    )
  );
}

/** Words before a person that make them someone the asker knows ("*my* aunt", "*her* lawyer"). */
const KNOWN_BY = new Set(['my', 'our', 'his', 'her']);

/** "Which" asking which of some people or places did something ("*which* houses on my street have hired…"). */
const WHICH = new Set(['which']);
/** "Who" asking which person did something ("*who* signed the power of attorney…"). */
const WHO = new Set(['who', 'whoever']);
/** Words after "who" or "which" looked at for what was done. */
const DONE_WITHIN = 6;

/**
 * Whether a text asks who, or which of some people or places, did something: a verb's past form soon after one of
 * `askers` ("who signed the power of attorney for my aunt", "which houses on my street have hired from you"), or "did"
 * straight after a plural asked of ("which addresses did…"). Other people's dealings, when their records are asked for
 * too. English, by WordNet's base forms.
 */
function asksWhoDid(text: string, askers: ReadonlySet<string>): boolean {
  const all = words(text);
  const past = (w: string) => isPast(w) && !w.endsWith('s') && !w.endsWith('ing');
  // "Which addresses *did* your driver pick up from?"
  const didAfterPlural = (i: number) => {
    const asked = all[i + 1] ?? '';
    return asked.length > 3 && asked.endsWith('s') && all[i + 2] === 'did';
  };
  return all.some((word, i) => askers.has(word) && (all.slice(i + 1, i + 1 + DONE_WITHIN).some(past) || didAfterPlural(i)));
}

/** Whether a text asks which of some people ("*which falconer* lives in…", "which of the instructors"): other people. English, by WordNet. */
function asksWhichPerson(text: string): boolean {
  const all = words(text);
  return all.some((word, i) => WHICH.has(word) && all.slice(i + 1, i + 3).some((w) => w.length > 2 && namesPerson(w)));
}

/** Words that own the noun after them ("*my* belly", "*her* head"). */
const OWNERS = new Set(['my', 'his', 'her', 'their', 'our', 'your']);

/**
 * A text with the owner left out before a noun that is the first word of a WordNet compound noun ("my *belly button*",
 * "my *hand luggage*", "my *head teacher*"; not "her *head on* the floor"): the owner and the noun alone would name a
 * part of the body. English.
 */
function withoutOwnerOfCompound(text: string): string {
  const all = words(text);
  const nounOfTwo = (first: string, second: string) =>
    isCompound(first, second) && [`${first}_${second}`, `${first}-${second}`].some((l) => usualParts(l).has('n'));
  const kept = all.filter((word, i) => !(OWNERS.has(word) && nounOfTwo(all[i + 1] ?? '', all[i + 2] ?? '')));
  return kept.length === all.length ? text : kept.join(' ');
}

/** Harm words that may be said of a thing as well as of someone ("a stone *fell* out", "*bruised* apples"). English. */
const SAID_OF_THINGS = new Set(['fell', 'fallen', 'bruised']);
/** Words between a subject and its verb ("apples *that have* fallen", "it *has just* fallen"). */
const BEFORE_VERB = new Set(['that', 'which', 'has', 'have', 'had', 'just', 'been', 'all']);
/** Words for someone that may follow a harm word ("fell on *me*"). */
const SOMEONE = new Set([
  'i',
  'me',
  'him',
  'her',
  'us',
  'them',
  'someone',
  'somebody',
  'anyone',
  'everyone',
  'myself',
  'himself',
  'herself',
]);
/** How many words after a harm word may name whom it befell ("fell on *my little brother*"). */
const HARMED_WITHIN = 4;

/**
 * A text without the harm words said of a thing rather than of someone: the thing before them ("a stone fell out of my
 * earring", "apples that have fallen off the tree") or after them ("bruised apples"), a noun WordNet files under no
 * person, animal or part of the body, with no one named just after them ("the shelf fell on *me*" still tells of harm).
 * English.
 */
function withoutThingsFallen(text: string): string {
  const all = words(text);
  const aThing = (word: string) =>
    word.length > 2 &&
    !SOMEONE.has(word) &&
    usualParts(word).has('n') &&
    !namesPerson(word) &&
    !namesAnimal(word) &&
    !namesBodyPart(word);
  const ofAThing = (i: number) => {
    const after = all.slice(i + 1, i + 1 + HARMED_WITHIN);
    if (after.some((w) => SOMEONE.has(w) || namesPerson(w) || namesBodyPart(w) || namesAnimal(w))) return false;
    if (aThing(all[i + 1] ?? '')) return true;
    let j = i - 1;
    while (j > 0 && BEFORE_VERB.has(all[j] ?? '')) j--;
    return j < i - 1 || !BEFORE_VERB.has(all[j] ?? '') ? aThing(all[j] ?? '') : false;
  };
  const kept = all.filter((word, i) => !(SAID_OF_THINGS.has(word) && ofAThing(i)));
  return kept.length === all.length ? text : kept.join(' ');
}

/** Words that make a person noun before them someone the asker describes ("the kids who were at…", "the man that…"). */
const DESCRIBED_BY = new Set(['who', 'that', 'whose']);
/** Words naming the person before them ("the girl *called* Chloe"): someone the asker describes, unless their own. */
const NAMED_BY = new Set(['called', 'named']);

/** Whether a text names people by what they did ("the kids who were at the 3pm session"): other people, by WordNet. English. */
function namesPeopleWho(text: string): boolean {
  const all = words(text);
  // "My friend called Anna" is the asker's own acquaintance, not someone they describe.
  const named = (i: number) => NAMED_BY.has(all[i + 1] ?? '') && !KNOWN_BY.has(all[i - 1] ?? '');
  return all.some((word, i) => (DESCRIBED_BY.has(all[i + 1] ?? '') || named(i)) && word.length > 2 && namesPerson(word));
}

/** Words WordNet files as groups that name people all the same ("the *people* that had boat 7"). English. */
const PEOPLE_AS_GROUP = new Set(['people', 'folks', 'family', 'families', 'couple', 'couples']);

function everyForm(w: Wording): string[] {
  return [...new Set([...w.forms, ...w.safetyForms])];
}

/**
 * The fact that prices a kind of people the question names ("students pay €15" for "Is there a discount for
 * students?"): a price of their own is the discount asked about, though the word is not said. English.
 */
function pricedForPeopleAsked(question: string, snapshot: FactSnapshot): SnapshotFact | undefined {
  const english = LEXICONS[0] as Lexicon;
  // By the lexicon's word for them too: "pensioners" and "OAPs" are the seniors a fact prices as "over-65s".
  const groupOf = (w: string) => english.synonyms.get(w) ?? english.synonyms.get(singular(w));
  const asked = words(question).filter(
    (w) => w.length > 3 && w !== 'discount' && (mayNamePerson(w) || mayNamePerson(groupOf(w) ?? '')),
  );
  if (asked.length === 0) return undefined;
  const people = new Set(asked.flatMap((w) => [singular(w), groupOf(w) ?? []].flat()));
  const { matcher, canonical } = english.phraseSynonyms;
  return snapshot.facts.find((f) => {
    if (f.kind === 'gateway' || f.kind === 'platform' || f.kind === 'profile') return false;
    const text = readInEnglish(f).text;
    if (!statesPrice(text)) return false;
    const named = matcher.findAll(foldText(text)).map((phrase) => canonical.get(phrase) ?? phrase);
    return [...pricedPeople(text).flatMap((w) => [singular(w), groupOf(w) ?? []].flat()), ...named].some((w) => people.has(w));
  });
}

/** A phrase with a plural s dropped from its last word ("discounts" → "discount"). */
function singular(phrase: string): string {
  return phrase.length > 4 ? phrase.replace(/s$/, '') : phrase;
}

/**
 * Whether a text tells of taking a medicine: a phrase of `medicineTold` ("i m on", "i take") followed by a drug WordNet
 * knows or by a name it does not know (a brand: "Roaccutane", "Calpol") that the business's facts do not use either
 * ("I use Instagram" at a shop whose facts name it is about the shop). English, by WordNet.
 */
function namesMedicineTaken(form: string, lexicon: Lexicon, ready: Prepared): boolean {
  return lexicon.fallback.medicineTold.findAll(form).some((phrase) => {
    const taken = firstWordAfter(form, phrase, lexicon.stopwords);
    if (!taken || /\d/.test(taken) || usedByBusiness(taken, ready)) return false;
    return namesDrug(taken) || !isEnglishWord(taken);
  });
}

/** No words to skip: {@link firstWordAfter} then gives the word straight after. */
const NO_WORDS: ReadonlySet<string> = new Set();

/**
 * The first word after a phrase in a folded text, function words skipped: undefined when none follows, null when the
 * phrase is not there as written (one with "..").
 */
function firstWordAfter(form: string, phrase: string, stopwords: ReadonlySet<string>): string | undefined | null {
  const at = ` ${form} `.indexOf(` ${phrase} `);
  if (at < 0) return null;
  return words(form.slice(at + phrase.length)).find((w) => !stopwords.has(w));
}

/**
 * Whether a regulated phrase ending in "take" ("can I take", "should I take") asks about a medicine: what is taken, its
 * first word after the function words, is one WordNet calls a drug or a health condition ("for a headache"), a name it
 * does not know (a brand, "Calpol"), or nothing ("what should I take?"). "Can I take my pieces home?" is not. Any other
 * phrase, and any phrase in another language than English, is taken as it is.
 */
function takesMedicine(form: string, phrase: string, lexicon: Lexicon): boolean {
  if (lexicon.language !== 'en' || !phrase.endsWith(' take')) return true;
  const taken = firstWordAfter(form, phrase, lexicon.stopwords);
  if (taken === null) return true;
  return taken === undefined || !isEnglishWord(taken) || namesDrug(taken) || namesHealthCondition(taken);
}

/** Words of a count or an age besides the number and the people counted ("years", "old"). */
const AGE_UNITS = new Set(['year', 'years', 'old', 'yo', 'people', 'persons', 'adults', 'children', 'kids']);

/** Someone's never having done a thing ("never been", "never ridden"), and its words. */
const NEVER_DONE = /\bnever (?:been|done|tried|ridden|rode|sailed|swum|skied|played|had)\b/;
const NEVER_DONE_WORDS = new Set([
  'never',
  'been',
  'done',
  'tried',
  'ridden',
  'rode',
  'sailed',
  'swum',
  'skied',
  'played',
  'had',
]);

/**
 * Whether a clause tells only a count or an age: a number, and besides function words only people ("my son", "we") and
 * the units of an age or a count; or only that someone has never done a thing, one or two words naming it. English.
 */
function toldOnlyAsContext(clause: string, lexicon: Lexicon): boolean {
  const all = words(foldText(clause));
  const isNumber = (t: string) => /^\d{1,2}$/.test(t) || lexicon.numberWords.has(t);
  // Or that someone has never done what is asked about ("my son never been of kayak"): how much they have done, as
  // their age says how old they are.
  if (NEVER_DONE.test(all.join(' ')))
    return all.filter((t) => !lexicon.stopwords.has(t) && !namesPerson(t) && !NEVER_DONE_WORDS.has(t)).length <= 2;
  if (!all.some(isNumber)) return false;
  return all.every((t) => isNumber(t) || lexicon.stopwords.has(t) || AGE_UNITS.has(t) || namesPerson(t));
}
