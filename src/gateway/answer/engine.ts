/**
 * The no-LLM answer engine: `answer(question, snapshot)`. Deterministic and pure (no database,
 * network, clock or randomness; the per-snapshot index is cached by object identity, which
 * changes nothing observable). Pipeline, first match wins:
 *
 * 1. refuse denied-scope and private-data requests and prompt injections (every language);
 * 2. crisis and urgent wording → a person at once (every language);
 * 3. personal data in the question (card numbers, IBANs, e-mail addresses, phone numbers) → sensitive;
 * 4. a language without approved facts or complete lexicons → unclear, never guessed;
 * 5. sensitive, regulated, case-specific and commitment wording → handoff with that reason;
 * 6. questions about the gateway itself (the sample questions) → answered from profile and rules;
 * 7. retrieval with a coverage gate → an answer made of cited fact texts, post-checked;
 * 8. no fact answers: broad risk words still route (private data → refused, harm → urgent, advice → regulated,
 *    the asker's own situation → a person with the emergency line);
 * 9. anything else → unclear with the handoff route.
 *
 * A message that comes out unclear as a whole but asks several things ("What is their number and do
 * they serve alcohol?") is split into its parts, each answered on its own; the answered parts are given
 * together, each fact cited (see {@link splitParts}).
 */
import {
  answeredFrom,
  explainHandoff,
  explainScopes,
  handoff,
  otherLanguage,
  ownSituation,
  partlyAnswered,
  refused,
  unclear,
  urgent,
} from './compose.js';
import { detectLanguage, LEXICONS, type Lexicon, lexiconFor, type PhraseMatcher } from './lexicon.js';
import { buildFactIndex, type FactIndex, type Retrieval } from './retrieve.js';
import { createSpeller, foldText, normalizeQuestion, spellingVocabulary, unleet, words } from './text.js';
import type { Answer, FactSnapshot, SnapshotFact } from './types.js';

/** Longest question the engine reads (the routes refuse longer ones). */
export const MAX_QUESTION_LENGTH = 500;

const ENGLISH = lexiconFor('en') as Lexicon;

interface Prepared {
  index: FactIndex;
  /** Corrects typos towards the facts' and lexicons' words. */
  correct: (tokens: readonly string[]) => string[];
  /** Folded text of every fact, for "does a fact say this itself?" checks. */
  readonly factText: string;
  languages: string[];
  nameWords: string[];
}

const prepared = new WeakMap<FactSnapshot, Prepared>();

/** The intent phrases' words, indexed once for every business's speller (stop words left out). */
const LEXICON_SPELLING = spellingVocabulary(
  [
    ...new Set(
      Object.values(ENGLISH.intentPhrases).flatMap((phrases) =>
        phrases.flatMap((p) => foldText(p.replace(/\*|\.\./g, ' ')).split(' ')),
      ),
    ),
  ].filter((w) => w.length >= 3 && !ENGLISH.stopwords.has(w)),
);

function prepare(snapshot: FactSnapshot): Prepared {
  const cached = prepared.get(snapshot);
  if (cached) return cached;
  // The business's own material only: the gateway's rules mention guarantees without giving any.
  const own = snapshot.facts.filter((f) => f.kind !== 'gateway' && f.kind !== 'platform');
  // The folded text and the speller's words are made when a question first needs them.
  let factText: string | undefined;
  const foldedFacts = () => {
    factText ??= ` ${own.map((f) => foldText(`${f.question ?? ''} ${f.text}`)).join(' ')} `;
    return factText;
  };
  // Stop words are left out: correcting a word into one would only drop it.
  const vocabulary = () => [...new Set(words(foldedFacts()))].filter((w) => w.length >= 3 && !ENGLISH.stopwords.has(w)).sort();
  const result: Prepared = {
    index: buildFactIndex(snapshot.facts, ENGLISH, snapshot.businessName),
    correct: createSpeller(vocabulary, ENGLISH.stopwords, [LEXICON_SPELLING]),
    get factText() {
      return foldedFacts();
    },
    languages: [...new Set(own.map((f) => f.lang.split('-')[0] ?? f.lang))],
    nameWords: words(foldText(snapshot.businessName)),
  };
  prepared.set(snapshot, result);
  return result;
}

/** "s u i c i d e" → "suicide": runs of three or more single letters joined. */
function joinSpacedLetters(folded: string): string {
  return folded.replace(/\b(?:\p{L} ){2,}\p{L}\b/gu, (run) => run.replace(/ /g, ''));
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

/** An order, booking or invoice reference such as `#12345` or `order 12345`. */
const REFERENCE =
  /#\s?\d{3,}|\b(?:order|booking|reservation|invoice|ticket|case|ref(?:erence)?)\s*(?:no\.?|number|nr\.?|#|id)?\s*[:#]?\s*[A-Z]{0,3}-?\d{4,}\b/i;

function firstMatch(forms: readonly string[], find: (folded: string) => string | null): string | null {
  for (const form of forms) {
    const found = find(form);
    if (found) return found;
  }
  return null;
}

/**
 * The parts of a message that asks several things: its sentences, each split again where a joiner
 * ("and", "also") is followed by a word that opens a question ("do", "what"). Words are the lexicon's.
 */
export function splitParts(text: string, lexicon: Lexicon | undefined): string[] {
  const sentences = text
    .split(/(?<=[?!.])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const boundary = lexicon?.partBoundary;
  const parts = boundary
    ? sentences.flatMap((sentence) =>
        sentence
          .split(boundary)
          .map((s) => s.trim())
          .filter(Boolean),
      )
    : sentences;
  return parts.filter((part) => !isAside(part, lexicon));
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

/** Answers one question from one client's approved material. */
export function answer(question: string, snapshot: FactSnapshot): Answer {
  const whole = answerWhole(question, snapshot);
  if (whole.outcome !== 'unclear') return whole;
  const text = normalizeQuestion(question).slice(0, MAX_QUESTION_LENGTH);
  const parts = splitParts(text, lexiconFor(detectLanguage(foldText(text))));
  // One part left (an aside dropped) is worth asking again; a lone question as it was is not.
  if (parts.length === 0 || (parts.length === 1 && parts[0] === text)) return whole;
  // Every routing list already read the whole message: only answers are taken from the parts.
  const answers = parts.map((part) => answerWhole(part, snapshot));
  const answered = answers.filter((a) => a.outcome === 'answered');
  if (answered.length === 0) return whole;
  const byId = new Map(snapshot.facts.map((f) => [f.id, f]));
  const facts = [...new Set(answered.flatMap((a) => a.citations.map((c) => c.factId)))]
    .map((id) => byId.get(id))
    .filter((f): f is SnapshotFact => Boolean(f));
  const combined = answeredFrom(snapshot, facts, `parts:${answered.map((a) => a.rule).join('+')}`);
  if (combined.outcome !== 'answered') return whole;
  const unanswered = answers.some((a) => a.outcome !== 'answered' && a.rule !== 'no_informative_words');
  return unanswered ? { ...combined, answer: `${combined.answer} ${partlyAnswered()}` } : combined;
}

function answerWhole(question: string, snapshot: FactSnapshot): Answer {
  const text = normalizeQuestion(question).slice(0, MAX_QUESTION_LENGTH);
  const folded = foldText(text);
  const ready = prepare(snapshot);
  const safetyForms = [folded, unleet(folded), joinSpacedLetters(folded)];

  // 1–2: every language's refusal and crisis lists, before anything else.
  for (const lexicon of LEXICONS) {
    if (firstMatch(safetyForms, (f) => lexicon.denied.find(f))) return refused(snapshot, `denied:${lexicon.language}`);
    if (firstMatch(safetyForms, (f) => lexicon.injection.find(f))) return refused(snapshot, `injection:${lexicon.language}`);
  }
  for (const lexicon of LEXICONS) {
    if (firstMatch(safetyForms, (f) => lexicon.urgent.find(f))) return urgent(snapshot, `urgent:${lexicon.language}`);
  }

  // 3: personal data is never processed further.
  const personal = personalData(text);
  if (personal) return handoff(snapshot, 'sensitive', `personal_data:${personal}`);

  // 4: only languages we can both route and answer in.
  const language = detectLanguage(folded);
  const lexicon = lexiconFor(language);
  if (!lexicon?.complete || !ready.languages.includes(language)) {
    // Not answered in this language; a harm word in it still gets the emergency line.
    if (lexicon && firstMatch(safetyForms, (f) => lexicon.fallback.urgent.find(f)))
      return urgent(snapshot, `fallback:urgent:${language}`);
    return otherLanguage(snapshot, ready.languages);
  }

  // 5: typos corrected against the facts' and lexicons' words; both forms are checked.
  const corrected = ready.correct(words(folded)).join(' ');
  const forms = corrected === folded ? [folded] : [folded, corrected];
  if (firstMatch(forms, (f) => lexicon.sensitive.find(f))) return handoff(snapshot, 'sensitive', 'sensitive');
  // Asking for the price or offer of a service the business itself lists ("how much is a tax return?") is not
  // asking for advice; any other regulated wording is.
  const asksAboutOffer = firstMatch(
    forms,
    (f) => lexicon.intents.get('pricing')?.find(f) ?? lexicon.intents.get('service')?.find(f) ?? null,
  );
  const advice = forms
    .flatMap((f) => lexicon.regulated.findAll(f))
    .filter((phrase) => !(asksAboutOffer && ready.index.offers(phrase)));
  if (advice.length > 0) return handoff(snapshot, 'regulated', 'regulated');
  // A question about a rule ("how late can I cancel?") is answered by the published rule when there is
  // one; about one's own case (a day, a reference, a number) it goes to a person. Looked up only when needed.
  const ruleOr = (reason: 'case_specific' | 'commitment'): Answer => {
    const asksRule =
      !REFERENCE.test(text) &&
      !/\d/.test(text) &&
      !firstMatch(forms, (f) => lexicon.ownCase.find(f)) &&
      Boolean(firstMatch(forms, (f) => lexicon.policyQuestion.find(f)));
    const rule = asksRule ? publishedRule(ready, corrected) : null;
    return rule ? answeredFrom(snapshot, rule.facts, `rule:${rule.rule}`) : handoff(snapshot, reason, reason);
  };
  if (REFERENCE.test(text) || firstMatch(forms, (f) => lexicon.caseSpecific.find(f))) return ruleOr('case_specific');
  // A claim word is fine when an approved fact states it itself (e.g. a published guarantee).
  const promises = forms.flatMap((f) => lexicon.commitment.findAll(f));
  const stated = (phrase: string) => lexicon.claimWords.has(phrase) && ready.factText.includes(` ${singular(phrase)}`);
  if (promises.some((phrase) => !stated(phrase))) return ruleOr('commitment');

  // 6: the gateway's own questions.
  const meta = (key: string) => firstMatch(forms, (f) => lexicon.meta.get(key)?.find(f) ?? null);
  if (meta('human')) return explainHandoff(snapshot);
  if (meta('blocked')) return explainScopes(snapshot);
  if (meta('profile')) return answeredFrom(snapshot, profileSummary(snapshot), 'meta:profile');
  if (meta('confirm')) {
    const routes = factsOf(snapshot, ['contact_route'], ['profile:website']);
    return routes.length ? answeredFrom(snapshot, routes, 'meta:confirm') : unclear(snapshot, 'meta:confirm_missing');
  }
  if (meta('describe')) {
    const about = factsOf(snapshot, ['summary', 'audience'], ['profile:description', 'profile:categories']);
    if (about.length) return answeredFrom(snapshot, about, 'meta:describe');
  }

  // 7: retrieval, without the business's own name (it says nothing about what is asked).
  const name = ready.nameWords.join(' ');
  const query = name && ` ${corrected} `.includes(` ${name} `) ? ` ${corrected} `.replace(` ${name} `, ' ').trim() : corrected;
  const found = ready.index.search(query);
  if (found.facts.length > 0) return answeredFrom(snapshot, found.facts, found.rule);

  // 8: nothing answers, so a risk word costs nothing: a missed crisis is worse than an extra handoff. A word the
  // business uses for its own offer ("leak repairs", "private lessons") is no signal there.
  const every = [...new Set([...forms, ...safetyForms])];
  const signal = (matcher: PhraseMatcher) =>
    every.some((f) => matcher.findAll(f).some((phrase) => !ready.factText.includes(` ${singular(phrase)}`)));
  const { fallback } = lexicon;
  const anyOf = (matcher: PhraseMatcher) => Boolean(firstMatch(every, (f) => matcher.find(f)));
  // Other people ("my ex-wife", "your customers") with their records ("appointment", "address"), whatever the business.
  const othersRecords = signal(fallback.privateRecords.whose) && anyOf(fallback.privateRecords.what);
  if (signal(fallback.denied) || othersRecords) return refused(snapshot, 'fallback:denied');
  if (signal(fallback.urgent)) return urgent(snapshot, 'fallback:urgent');
  if (signal(fallback.regulated)) return handoff(snapshot, 'regulated', 'fallback:regulated');
  const request = fallback.requestOpeners.find(words(corrected).slice(0, 3).join(' '));
  if (!request && anyOf(fallback.situation)) return ownSituation(snapshot, 'fallback:situation');
  return unclear(snapshot, found.rule);
}

/** The retrieval answer to a question about a rule, when it cites only policies and FAQs. */
function publishedRule(ready: Prepared, corrected: string): Retrieval | null {
  const found = ready.index.search(corrected);
  return found.facts.length > 0 && found.facts.every((f) => f.kind === 'policy' || f.kind === 'faq') ? found : null;
}

/** A phrase with a plural s dropped from its last word ("discounts" → "discount"). */
function singular(phrase: string): string {
  return phrase.length > 4 ? phrase.replace(/s$/, '') : phrase;
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
