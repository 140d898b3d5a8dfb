/**
 * The no-LLM answer engine: `answer(question, snapshot)`. Deterministic and pure (no database,
 * network, clock or randomness). Its stages, each in its own module:
 *
 * - analysis (`analysis.ts`): the question's forms, language and parts;
 * - safety (`safety.ts`): refusals, crisis wording and personal data first, in every language;
 *   then sensitive, regulated, case-specific and commitment wording; broad risk words last;
 * - retrieval (`retrieval.ts`): which facts answer, with a coverage gate;
 * - near matches (`near-match.ts`): whether the fact nearest the gate answers all the same (a learned model);
 * - composition (`compose.ts`): answers made only of cited fact texts, post-checked (`verify.ts`).
 *
 * In order, first match wins: safety screen → a language without approved facts or complete lexicons
 * (unclear, never guessed) → wording routes → the gateway's own questions (the sample questions) →
 * retrieval → broad risk words → regulated words the facts use → the asker's own situation → the
 * message part by part (answered when every part is, else unclear with the known part cited) → the nearest fact,
 * when the near-match model says it answers → unclear with the handoff route. Another language is read through
 * its English gloss; when that reading is unclear, a wider gloss (every word's likeliest English) is read once
 * more for handoffs and refusals.
 */
import {
  correctedForms,
  isRemark,
  MAX_QUESTION_LENGTH,
  partsOf,
  type Reading,
  readQuestion,
  splitParts,
  withoutOpeningAsides,
} from './analysis.js';
import {
  answeredFrom,
  explainHandoff,
  explainScopes,
  otherLanguage,
  partlyAnswered,
  unclear,
  urgent,
  withNearestNote,
} from './compose.js';
import { glossForFacts, glossText, wordnetKnows } from './glossary.js';
import { isEnglishWord, type Lexicon, readsThroughEnglish } from './lexicon.js';
import { citesNearMatch, NEAR_MATCH_RULE } from './near-match.js';
import { ownLanguageMatch } from './own-language.js';
import { type Prepared, prepare } from './prepared.js';
import type { Retrieval } from './retrieval.js';
import {
  fallbackHarm,
  firstMatch,
  ownWordsRoute,
  riskRoute,
  routeByWording,
  screen,
  situationRoute,
  type Wording,
} from './safety.js';
import { foldText, withoutPhrases, words } from './text.js';
import type { Answer, FactSnapshot, SnapshotFact } from './types.js';
import { inLanguage } from './voice.js';
import { isMostly, isMostlyVerb, relatedWords } from './wordnet.js';

export { MAX_QUESTION_LENGTH, splitParts };

/**
 * A fact saying how bookings are made: booking, then the way ("booked through the parent app", "book online", "bookings
 * by phone only"). English.
 */
const STATES_BOOKING_WAY =
  /\b(?:book|books|booked|booking|bookings|reserve|reserved|reservations?)\b(?:\s\w+){0,6}?\s(?:through|via|online|by phone|by e ?mail|by calling|on our (?:website|app)|in (?:the|our) app|at the (?:desk|reception|kiosk|office))\b/i;

/** Answers one question from one client's approved material, in the question's language. */
export function answer(question: string, snapshot: FactSnapshot): Answer {
  const reading = readQuestion(question, undefined, snapshot.languages);
  const { lexicon } = reading;
  if (!lexicon || !readsThroughEnglish(lexicon)) return withNearestNote(answerAsRead(question, snapshot, reading.language));
  // Another language: its own refusal and crisis lists first, then the English reading of its gloss.
  const ready = prepare(snapshot);
  const screened = screen(reading, snapshot, ready);
  if (screened) return inLanguage(screened, snapshot, lexicon);
  // A word the language's gloss lacks is read as the wordnet's English word that the facts use, if any. A word the
  // English facts hold only in the business's name is read as a word of the language too when the language's wordnet
  // knows it ("Foto" of Foto Ribeira: "as fotos" are photos), and as the name otherwise ("das Sprachhaus").
  const inFacts = (word: string) =>
    (ready.mentions(word) && !(ready.namesOnly(word) && wordnetKnows(word, lexicon))) || ready.writes(word, lexicon.language);
  // A word the facts in the language write in another form only is read by its stem, as those facts are.
  const writtenInFacts = (word: string) => ready.writes(word, lexicon.language) && !ready.writesAsIs(word, lexicon.language);
  // Else as one of its English words, a noun, that WordNet ties to a word the facts use ("campamento": encampment,
  // where the facts say camp).
  const relatedInFacts = (english: string) =>
    isMostly(english, 'n') && [...relatedWords(english)].some((w) => w.length >= 3 && ready.mentions(w));
  const result = answerAsRead(
    glossForFacts(reading.text, lexicon, inFacts, writtenInFacts, relatedInFacts),
    snapshot,
    'en',
    true,
  );
  // Unclear as read for the facts: read again with the wordnet's likeliest English for every word, for the
  // routes that must not miss ("belasting" is tax even where the facts never say so).
  const wide = result.outcome === 'unclear' ? widerRoute(glossText(reading.text, lexicon, isEnglishWord), snapshot) : null;
  if (wide) return inLanguage(wide, snapshot, lexicon);
  // A harm word of its own language that the gloss did not carry still gets the emergency line, unless a fact answered
  // (a near match is a guess: "Je me suis brûlé la main" is no question about the shop's nearest fact).
  const answered = result.outcome === 'answered' && !result.citations.some((c) => c.nearest);
  const harm = !answered && result.outcome !== 'refused' && result.handoff?.reason !== 'urgent';
  if (harm && fallbackHarm(reading.safetyForms, lexicon))
    return inLanguage(urgent(snapshot, `fallback:urgent:${lexicon.language}`), snapshot, lexicon);
  // Still unclear: the facts written in the question's own language, read word by word; nearest when one word is missing.
  const own =
    result.outcome === 'unclear' && !result.rule.startsWith('partly:') ? ownLanguageMatch(reading.text, snapshot, lexicon) : null;
  if (own) {
    const found = answeredFrom(snapshot, [own.fact], 'retrieved:own-language');
    return inLanguage(own.complete ? found : markedNearest(found, new Set([own.fact.id])), snapshot, lexicon);
  }
  return inLanguage(result, snapshot, lexicon);
}

/**
 * A handoff or refusal that a reading of the question leads to, and nothing else: answers are not taken from it. That
 * reading takes each word in the wordnet's likeliest English sense, which for harm is too often another ("urgentes" read
 * as crying, "fumado" as smoke, "zonnebrand" as sun fire): harm read there counts only in a question that tells of the
 * asker's own situation; the language's own harm lists are read after.
 */
function widerRoute(question: string, snapshot: FactSnapshot): Answer | null {
  const whole = answerWhole(question, snapshot, 'en');
  // A regulated word let through because the facts use it goes to a person here too: no fact answered the question.
  const routed =
    'wording' in whole
      ? (riskRoute(whole.wording, prepare(snapshot), snapshot) ?? ownWordsRoute(whole.wording, prepare(snapshot), snapshot))
      : whole;
  if (!routed || (routed.outcome !== 'handoff' && routed.outcome !== 'refused')) return null;
  if (routed.handoff?.reason !== 'urgent') return routed;
  return 'wording' in whole && situationRoute(whole.wording, snapshot, true) ? routed : null;
}

/** A question read in `language` (detected when not given); `glossed` when it is the English reading of another language. */
function answerAsRead(question: string, snapshot: FactSnapshot, language?: string, glossed = false): Answer {
  // "Oh, great! What is his address?" is read as the question it leads to; the asides say nothing of it.
  if (/[?!.,]\s+\S/.test(question)) {
    const reading = readQuestion(question, language, snapshot.languages);
    const asked = withoutOpeningAsides(question, reading.lexicon);
    if (asked !== question.trim()) return answerAsRead(asked, snapshot, reading.language, glossed);
  }
  const whole = answerWhole(question, snapshot, language);
  if (!('wording' in whole)) return whole;
  // A wheelchair told is the situation a fact on access answers ("My grandmother uses a wheelchair, can she come?"): that
  // fact comes before the situation's handoff and the message's parts, after harm and advice.
  const access = whole.near?.certain && WHEELCHAIR.test(question) ? whole.near : undefined;
  return (
    riskRoute(whole.wording, prepare(snapshot), snapshot) ??
    ownWordsRoute(whole.wording, prepare(snapshot), snapshot) ??
    nearMatch(question, access, snapshot, language) ??
    situationRoute(whole.wording, snapshot, glossed) ??
    answerParts(question, snapshot, language) ??
    nearMatch(question, whole.near, snapshot, language) ??
    whole.unclear
  );
}

/**
 * The fact nearest to answering, cited when the near-match model says it likely answers; last of all routes. Only
 * for a question asking one thing: a message of several parts, one pointing back to something told, or one listing
 * things was read part by part already, and one fact answers none of them whole (a fact on access excepted, for a
 * wheelchair told).
 */
function nearMatch(question: string, near: Retrieval['near'], snapshot: FactSnapshot, language?: string): Answer | null {
  if (!near) return null;
  const { text, lexicon } = readQuestion(question, language);
  const parts = partsOf(text, lexicon);
  // A fact on access answers the whole message when what it tells is a wheelchair ("My father uses a wheelchair, can he
  // do the tour?"), not stairs one fell down.
  const several = parts.length > 1 || parts[0]?.told !== undefined || lexicon?.listSeparator?.test(text);
  if (several && !(near.certain && WHEELCHAIR.test(text))) return null;
  if (!near.certain && !citesNearMatch(near.features, near.fact.id)) return null;
  const found = answeredFrom(snapshot, [near.fact], NEAR_MATCH_RULE);
  return found.outcome === 'answered' ? markedNearest(found, new Set([near.fact.id])) : null;
}

/** A wheelchair named (in English, or in the English reading of another language). */
const WHEELCHAIR = /\bwheelchairs?\b/i;

/** An answer whose citations of the given facts say they are near matches. */
function markedNearest(result: Answer, nearest: ReadonlySet<string>): Answer {
  if (nearest.size === 0) return result;
  return { ...result, citations: result.citations.map((c) => (nearest.has(c.factId) ? { ...c, nearest: true } : c)) };
}

/**
 * A message unclear as a whole that asks several things, answered part by part (every routing list already
 * read the whole message: only answers are taken from the parts). Answered when every part is; when only
 * some are, the answered parts are given, cited, with the handoff route for the rest. Null when none is.
 * A question after something told that points back to it ("My phone battery dies by lunchtime, can you replace it?")
 * is answered only by the facts that also cover most of what was told.
 */
function answerParts(question: string, snapshot: FactSnapshot, language?: string): Answer | null {
  const reading = readQuestion(question, language);
  const parts = partsOf(reading.text, reading.lexicon);
  const separator = reading.lexicon?.listSeparator;
  // One part left (an aside dropped) is worth asking again; a lone question as it was, only if it lists things.
  if (parts.length === 0) return null;
  if (parts.length === 1 && parts[0]?.text === reading.text && !separator?.test(reading.text)) return null;
  const answers = parts.map(({ text: part, told }) => {
    const found = answerPart(part, snapshot, reading);
    // A question that does not point back ("I've never held a racket, are lessons ok for beginners?") asks on its own.
    const pointers = reading.lexicon?.pointers;
    const pointsBack = !pointers || words(foldText(part)).some((w) => pointers.has(w));
    if (told === undefined || found.outcome !== 'answered' || !pointsBack) return { part, ...found };
    const coverage = factCoverage(told, snapshot, reading.language);
    // Of the facts the question alone would cite, those covering most of what was told; none when none covers any.
    const most = Math.max(0, ...found.citations.map((c) => coverage.get(c.factId) ?? 0));
    const agreed = found.citations.filter((c) => most > 0 && coverage.get(c.factId) === most);
    return { part, ...found, outcome: agreed.length ? found.outcome : ('unclear' as const), citations: agreed };
  });
  const answered = answers.filter((a) => a.outcome === 'answered' || a.rule.startsWith('partly:'));
  if (answered.length === 0) return null;
  const { byId } = prepare(snapshot);
  const facts = [...new Set(answered.flatMap((a) => a.citations.map((c) => c.factId)))]
    .map((id) => byId.get(id))
    .filter((f): f is SnapshotFact => Boolean(f) && (f as SnapshotFact).kind !== 'platform');
  const rules = `parts:${answered.map((a) => a.rule).join('+')}`;
  const unanswered = answers.some(
    (a) =>
      a.outcome !== 'answered' &&
      a.rule !== 'no_informative_words' &&
      !isRemark(a.part, reading.lexicon) &&
      !(reading.language === 'en' && inOtherTongue(a.part, reading.lexicon)),
  );
  // A part answered by a near match keeps saying so in the whole answer.
  const nearest = new Set(answered.flatMap((a) => a.citations.filter((c) => c.nearest).map((c) => c.factId)));
  return markedNearest(unanswered ? partly(snapshot, facts, rules) : answeredFrom(snapshot, facts, rules), nearest);
}

/**
 * One part of a message; when it is unclear as it stands but lists things ("Do they have live music and
 * serve liquor?"), each listed piece in turn: answered when every piece is, or, for two alternatives ("music or
 * entertainment?"), when one is.
 */
function answerPart(part: string, snapshot: FactSnapshot, { lexicon, language }: Reading): Answer {
  const asWhole = answerWhole(part, snapshot, language);
  const result = 'wording' in asWhole ? (nearMatch(part, asWhole.near, snapshot, language) ?? asWhole.unclear) : asWhole;
  const separator = lexicon?.listSeparator;
  // Only a question is split into pieces: a statement's pieces lose what it tells ("someone broke in and is still inside").
  if (result.outcome !== 'unclear' || !separator || isRemark(part, lexicon)) return result;
  const pieces = part
    .split(separator)
    .map((p) => p.trim())
    .filter(Boolean);
  // A piece of nothing but function words ("Do you have | sizes", of "Do you have plus sizes?") is no listed thing: the
  // joiner was a word of the thing asked.
  const saysNothing = (piece: string) => words(foldText(piece)).every((w) => lexicon?.stopwords.has(w));
  if (pieces.length < 2 || pieces.some(saysNothing)) return result;
  const answers = pieces.map((piece) => {
    const one = answerWhole(piece, snapshot, language);
    return 'wording' in one ? one.unclear : one;
  });
  // Alternatives only ("music or entertainment?"): one answered is an answer; a list needs every piece.
  const alternatives = pieces.length === 2 && Boolean(lexicon?.alternativeSeparator?.test(part)) && !/,/.test(part);
  const answered = answers.filter((a) => a.outcome === 'answered');
  if (alternatives ? answered.length === 0 : answered.length < answers.length) return result;
  const cited = new Set(answered.flatMap((a) => a.citations.map((c) => c.factId)));
  const facts = snapshot.facts.filter((f) => cited.has(f.id));
  return answeredFrom(snapshot, facts, `pieces:${answers.map((a) => a.rule).join('+')}`);
}

/**
 * Whether a part of an English message is written in a language the engine does not read ("Czy mówicie po polsku?
 * Do you speak Polish?"): most of its words are no English words. It is most often the same question asked again
 * in English, so beside an answered part it leaves nothing unanswered.
 */
function inOtherTongue(part: string, lexicon: Lexicon | undefined): boolean {
  const content = words(foldText(part)).filter((w) => w.length > 1 && !lexicon?.stopwords.has(w) && !/\d/.test(w));
  const foreign = content.filter((w) => !isEnglishWord(w));
  return content.length >= 2 && foreign.length * 3 >= content.length * 2;
}

/** The question's answered parts, cited, and the handoff route for the rest: an `unclear` outcome. */
function partly(snapshot: FactSnapshot, facts: readonly SnapshotFact[], rule: string): Answer {
  const given = answeredFrom(snapshot, facts, rule);
  if (given.outcome !== 'answered') return unclear(snapshot, 'ungrounded_answer');
  const rest = unclear(snapshot, `partly:${rule}`);
  return { ...rest, answer: `${given.answer} ${partlyAnswered()}`, citations: [...given.citations, ...rest.citations] };
}

/**
 * An answer, or, when no fact answers, the `unclear` reply, the wording the fallback routes would read and the fact
 * nearest to answering, if any.
 */
type WholeResult = Answer | { wording: Wording; unclear: Answer; near?: Retrieval['near'] };

function answerWhole(question: string, snapshot: FactSnapshot, language?: string): WholeResult {
  const reading = readQuestion(question, language);
  const ready = prepare(snapshot);
  const screened = screen(reading, snapshot, ready);
  if (screened) return screened;

  // Only languages we can both route and answer in.
  const { lexicon } = reading;
  if (!lexicon?.complete || !ready.readAs.includes(reading.language)) {
    // Not answered in this language; a harm word in it still gets the emergency line.
    if (lexicon && fallbackHarm(reading.safetyForms, lexicon)) return urgent(snapshot, `fallback:urgent:${reading.language}`);
    return otherLanguage(snapshot, ready.languages);
  }

  // Typos corrected against the facts' and lexicons' words; both forms are checked.
  const wording: Wording = { ...correctedForms(reading, ready), text: reading.text, safetyForms: reading.safetyForms, lexicon };
  const routed = routeByWording(wording, ready, snapshot);
  if (routed) return routed;
  // The request wrapped around the question ("can you confirm whether…") says nothing about what is asked.
  const unwrap = (folded: string) => withoutPhrases(folded, lexicon.wrappers.findAll(folded)) || folded;
  const forms = wording.forms.map(unwrap);
  const corrected = unwrap(wording.corrected);

  // The gateway's own questions.
  // Read before the wrappers are left out too: "how can I *check if*…" asks the way to find out.
  const meta = (key: string) => firstMatch([...forms, ...wording.forms], (f) => lexicon.meta.get(key)?.find(f) ?? null);
  if (meta('human')) return explainHandoff(snapshot);
  if (meta('blocked')) return explainScopes(snapshot);
  if (meta('profile')) return answeredFrom(snapshot, profileSummary(snapshot), 'meta:profile');
  // "How can I book a session?" asks for the way to book, whatever is booked: the contact route answers it.
  // "How can I check if you have it in stock?" asks the way to find out, the contact route too; a harm, advice or
  // private-data word in what is to be found out still goes where it would had no fact answered ("How do I know if I'm
  // allergic to the face paint?").
  const findingOut = meta('findOut') !== null;
  if (meta('route') || findingOut) {
    const risk = findingOut ? riskRoute(wording, ready, snapshot) : null;
    if (risk) return risk;
    const routes = factsOf(snapshot, ['contact_route'], ['profile:phone', 'profile:email', 'profile:website']);
    // Where no approved fact gives a way to get in touch, one saying how bookings are made ("sessions must be booked
    // through the parent app") is the way asked for, before the profile's number and address.
    const statedWay =
      findingOut || lexicon.language !== 'en' || routes.some((f) => f.kind !== 'profile')
        ? undefined
        : snapshot.facts.find((f) => f.kind !== 'profile' && STATES_BOOKING_WAY.test(f.text));
    if (statedWay) return answeredFrom(snapshot, [statedWay], 'meta:route:stated');
    if (routes.length) return answeredFrom(snapshot, routes, 'meta:route');
  }
  if (meta('confirm')) {
    const routes = factsOf(snapshot, ['contact_route'], ['profile:website']);
    return routes.length ? answeredFrom(snapshot, routes, 'meta:confirm') : unclear(snapshot, 'meta:confirm_missing');
  }
  const describe = meta('describe');
  if ((describe && !askedOfSomething(forms, describe)) || asksForRange(forms, lexicon)) {
    // What the business is: its summary; who it serves when that is asked too ("…and who is it a good fit for?"),
    // or where it has no summary. Not "what do you do" asked of something named after it (see askedOfSomething).
    const asksWho = firstMatch(forms, (f) => lexicon.intents.get('audience')?.find(f) ?? null);
    const summary = factsOf(snapshot, asksWho ? ['summary', 'audience'] : ['summary'], []);
    const about = summary.length ? summary : factsOf(snapshot, ['audience'], ['profile:description', 'profile:categories']);
    if (about.length) return answeredFrom(snapshot, about, 'meta:describe');
  }

  const oneQuestion = partsOf(reading.text, lexicon).length === 1;
  const searched = ready.index.search(searchText(corrected, ready, lexicon), properNames(reading.text), oneQuestion);
  // The index holds glossed copies of facts in other languages: answers quote the approved originals.
  const found = { ...searched, facts: searched.facts.map((f) => ready.byId.get(f.id) ?? f) };
  if (found.facts.length > 0 && found.unanswered) return partly(snapshot, found.facts, found.rule);
  if (found.facts.length > 0) return answeredFrom(snapshot, found.facts, found.rule);
  const near = found.near && { ...found.near, fact: ready.byId.get(found.near.fact.id) ?? found.near.fact };
  return { wording, unclear: unclear(snapshot, found.rule), ...(near ? { near } : {}) };
}

/**
 * Whether "what do you do" is asked of something it names after it ("What do you do *in a session*?", "…*with the
 * green waste*?"): that thing's facts answer, not what the business is. Not "…exactly?", "…here?", "…and who for?".
 */
function askedOfSomething(forms: readonly string[], phrase: string): boolean {
  return forms.some((f) => {
    const at = f.indexOf(phrase);
    if (at < 0) return false;
    const rest = words(f.slice(at + phrase.length)).filter((w) => !DESCRIBE_TRAILERS.has(w));
    return rest.length > 0 && rest[0] !== 'and';
  });
}

/** Words after "what do you do" that ask nothing more of it. */
const DESCRIBE_TRAILERS = new Set([
  'exactly',
  'here',
  'there',
  'then',
  'actually',
  'really',
  'now',
  'today',
  'guys',
  'for',
  'a',
  'living',
]);

/**
 * The words written with a capital inside a sentence ("in Swindon"), folded: names, as the asker wrote them. Not the
 * first word of a sentence, nor one written all in capitals ("TPO", "XL").
 */
function properNames(text: string): ReadonlySet<string> {
  const tokens = text.split(' ');
  return new Set(
    tokens.filter((token, i) => i > 0 && !/[.?!]$/.test(tokens[i - 1] ?? '') && /^\p{Lu}\p{Ll}/u.test(token)).map(foldText),
  );
}

/**
 * The words the fact search reads: without the business's own name (it says nothing about what is asked), whole or
 * by its first word ("What is Boxwell?" for Boxwell Self Storage). A first word of the name that the English facts
 * also write as a common word is a word of the trade, unless it names the premises ("Studio Licht": "the studio" is
 * the business).
 */
function searchText(unwrapped: string, ready: Prepared, lexicon: Lexicon): string {
  const commonWord = (word: string) => ready.writesLowercase(word) && !lexicon.premises.has(word);
  return withoutName(unwrapped, ready.nameWords, lexicon.stopwords, commonWord);
}

/** How much of a text (something the asker told) each fact covers, read as a question is. */
function factCoverage(text: string, snapshot: FactSnapshot, language: string): ReadonlyMap<string, number> {
  const reading = readQuestion(text, language);
  const ready = prepare(snapshot);
  if (!reading.lexicon?.complete) return new Map();
  const { corrected } = correctedForms(reading, ready);
  return ready.index.search(searchText(corrected, ready, reading.lexicon)).coverage ?? new Map();
}

/** A question without the business's name, or without the name's first word when only that is used. */
function withoutName(
  question: string,
  nameWords: readonly string[],
  stopwords: ReadonlySet<string>,
  /** Whether a word is also a word of the trade ("sticking keys" at Keys & Strings): then it stays. */
  commonWord: (word: string) => boolean,
): string {
  const name = nameWords.join(' ');
  const padded = ` ${question} `;
  if (name && padded.includes(` ${name} `)) return padded.replace(` ${name} `, ' ').trim();
  const first = nameWords[0] ?? '';
  if (nameWords.length > 1 && first.length >= 3 && !stopwords.has(first) && padded.includes(` ${first} `) && !commonWord(first))
    return padded.replace(` ${first} `, ' ').trim() || question;
  // Two or more of its words together, as people say a name short ("Dr. Cho" for Dr. Helen Cho, DDS).
  const asked = question.split(' ');
  const named = new Set(nameWords.filter((w) => !stopwords.has(w) && !commonWord(w)));
  const inName = asked.map((w) => named.has(w));
  const kept = asked.filter((_, i) => !(inName[i] && (inName[i - 1] || inName[i + 1])));
  return kept.length > 0 && kept.length < asked.length ? kept.join(' ') : question;
}

/** "What do they sell?", "What do you fix?", "What services do you offer?": what the business does as a whole. */
const RANGE_QUESTION =
  /^(?:ok |okay |so |and |cool |thanks |alright )*what (?:(?:kinds? of |sorts? of |types? of )?services )?(?:do|does) (?:you|they|you guys|it) ([a-z]+)$/;

/**
 * Whether a question asks what the business does as a whole: "what do you …?" with a doing and nothing after it,
 * unless the doing asks something else ("What do you charge?" is a price question). English.
 */
function asksForRange(forms: readonly string[], lexicon: Lexicon): boolean {
  if (lexicon.language !== 'en') return false;
  return forms.some((form) => {
    const doing = RANGE_QUESTION.exec(form)?.[1];
    if (!doing || !isMostlyVerb(doing)) return false;
    return [...lexicon.intents].every(([kind, matcher]) => kind === 'service' || kind === 'summary' || !matcher.find(doing));
  });
}

/** Facts of the given kinds, else the named profile facts. */
function factsOf(snapshot: FactSnapshot, kinds: readonly string[], fallbackIds: readonly string[]): SnapshotFact[] {
  const own = kinds.flatMap((kind) => snapshot.facts.filter((f) => f.kind === kind).slice(0, 2));
  return own.length ? own : snapshot.facts.filter((f) => fallbackIds.includes(f.id));
}

/** The approved public profile in brief: what, where, when and the official route. */
function profileSummary(snapshot: FactSnapshot): SnapshotFact[] {
  const pick = (test: (f: SnapshotFact) => boolean) => snapshot.facts.find(test);
  return [
    pick((f) => f.kind === 'summary') ?? pick((f) => f.id === 'profile:description'),
    pick((f) => f.id === 'profile:categories'),
    pick((f) => f.kind === 'location') ?? pick((f) => f.id === 'profile:address'),
    pick((f) => f.kind === 'hours') ?? pick((f) => f.id === 'profile:hours'),
    pick((f) => f.kind === 'contact_route') ?? pick((f) => f.id === 'profile:website'),
  ].filter((f): f is SnapshotFact => Boolean(f));
}
