/**
 * The only way the engine produces text: fixed templates whose variable parts are the business
 * name and approved fact texts, each cited. The replies are English's lexicon's (`data/lexicons/en.json`),
 * as every language's are its own; the gateway's explanations of itself stay here. Pure.
 */

import { baseLanguage, lexiconFor, type Replies } from './lexicon.js';
import { AGENT_RULES, ALLOWED_SCOPES, DENIED_SCOPES } from './rules.js';
import type { Answer, Citation, FactSnapshot, HandoffReason, SnapshotFact } from './types.js';
import { ungroundedContent } from './verify.js';

/** The engine's fixed English replies (`data/lexicons/en.json`, like every language's). */
const REPLIES = lexiconFor('en')?.replies as Replies;

/** A reply template with the business's name filled in. */
const reply = (key: Exclude<keyof Replies, 'quoted'>, name = '') => REPLIES[key].replace(/\{name\}/g, name);

/** Platform-approved statements the engine may cite for every client. */
export const PLATFORM_FACTS: readonly SnapshotFact[] = [
  { id: 'platform:emergency', kind: 'platform', lang: 'en', text: reply('emergency') },
];

/** The gateway's own rules, citable like facts. */
export const GATEWAY_FACTS: readonly SnapshotFact[] = [
  {
    id: 'gateway:rules',
    kind: 'gateway',
    lang: 'en',
    text: `Agent rules: ${AGENT_RULES.map((rule, i) => `${i + 1}. ${rule}`).join(' ')}`,
  },
  {
    id: 'gateway:scopes',
    kind: 'gateway',
    lang: 'en',
    text: `Allowed scopes: ${ALLOWED_SCOPES.join(', ')}. Denied scopes: ${DENIED_SCOPES.join(', ')}.`,
  },
];

const cite = (facts: readonly SnapshotFact[]): Citation[] => facts.map((f) => ({ factId: f.id, kind: f.kind }));

/** A fact as a sentence: FAQ answers that only say yes or no carry their question. */
export function factSentence(fact: SnapshotFact, language = 'en'): string {
  // A fact in another language that is also written in this one (by its owner, or a profile template) is given in this one.
  const own = baseLanguage(fact.lang) === language;
  const translated = own ? undefined : fact.translations?.[language];
  const text = (translated ?? fact.text).trim();
  const question = translated ? fact.translatedQuestions?.[language] : fact.question;
  if (fact.kind === 'faq' && question && /^(yes|no|sim|não|nao|sí|si|oui|non|ja|nein|nee)\b/i.test(text))
    return `${question.trim()} ${text}`;
  return text;
}

/** What an answer citing a fact may say: its text and question, its link, and its owner's translations. */
export function factSources(fact: SnapshotFact): string[] {
  return [
    fact.text,
    fact.question ?? '',
    fact.url ?? '',
    ...Object.values(fact.translations ?? {}),
    ...Object.values(fact.translatedQuestions ?? {}),
  ];
}

/** Said after the answered parts of a message when its other parts have no approved answer. */
export function partlyAnswered(): string {
  return reply('partly');
}

/** Whether an answer (or the answered part of a message) cites a near match: a fact nearest a question, not covering it. */
export function citesNearest(result: Answer): boolean {
  const given = result.outcome === 'answered' || (result.outcome === 'unclear' && result.rule.startsWith('partly:'));
  return given && result.citations.some((c) => c.nearest);
}

/** An answer citing a near match, introduced as the nearest the approved facts come (English). */
export function withNearestNote(result: Answer): Answer {
  return citesNearest(result) ? { ...result, answer: `${reply('nearest')} ${result.answer}` } : result;
}

/** An answer made of fact texts; falls back to `unclear` if the post-check finds anything ungrounded. */
export function answeredFrom(snapshot: FactSnapshot, facts: readonly SnapshotFact[], rule: string): Answer {
  const text = facts
    .map((f) => factSentence(f))
    .join(' ')
    .trim();
  const sources = facts.flatMap(factSources);
  if (ungroundedContent(text, sources).length > 0) return unclear(snapshot, 'ungrounded_answer');
  return { outcome: 'answered', answer: text, citations: cite(facts), rule };
}

/** The facts a reply offers as the business's direct contact. */
export function contactFacts(snapshot: FactSnapshot): SnapshotFact[] {
  const routes = snapshot.facts.filter((f) => f.kind === 'contact_route');
  return routes.length ? routes.slice(0, 1) : snapshot.facts.filter((f) => f.id === 'profile:phone' || f.id === 'profile:email');
}

/** The client's contact route as a closing sentence, with the facts it cites. */
function contactSentence(snapshot: FactSnapshot): { text: string; facts: SnapshotFact[] } {
  const facts = contactFacts(snapshot);
  return { text: facts.length ? ` ${reply('contact')} ${facts.map((f) => factSentence(f)).join(' ')}` : '', facts };
}

function notAnswered(
  snapshot: FactSnapshot,
  outcome: 'handoff' | 'unclear',
  reason: HandoffReason,
  text: string,
  rule: string,
  cited: readonly SnapshotFact[] = [],
): Answer {
  const contact = contactSentence(snapshot);
  return {
    outcome,
    answer: `${text}${contact.text}`,
    citations: cite([...cited, ...contact.facts]),
    handoff: { reason, route: snapshot.handoffRoute },
    rule,
  };
}

export function handoff(snapshot: FactSnapshot, reason: Exclude<HandoffReason, 'unclear' | 'urgent'>, rule: string): Answer {
  return notAnswered(snapshot, 'handoff', reason, reply(reason, snapshot.businessName), rule);
}

export function urgent(snapshot: FactSnapshot, rule: string): Answer {
  const emergency = PLATFORM_FACTS.filter((f) => f.id === 'platform:emergency');
  const text = `${emergency.map((f) => f.text).join(' ')} ${reply('urgent', snapshot.businessName)}`;
  return notAnswered(snapshot, 'handoff', 'urgent', text, rule, emergency);
}

/** A question telling of the asker's own situation that no fact answers: a person, with the emergency line in case. */
export function ownSituation(snapshot: FactSnapshot, rule: string): Answer {
  const emergency = PLATFORM_FACTS.filter((f) => f.id === 'platform:emergency');
  const text = `${reply('ownSituation', snapshot.businessName)} ${emergency.map((f) => f.text).join(' ')}`;
  return notAnswered(snapshot, 'handoff', 'sensitive', text, rule, emergency);
}

export function refused(snapshot: FactSnapshot, rule: string): Answer {
  return {
    outcome: 'refused',
    answer: reply('refused', snapshot.businessName),
    citations: [],
    rule,
  };
}

export function unclear(snapshot: FactSnapshot, rule: string): Answer {
  return notAnswered(snapshot, 'unclear', 'unclear', reply('unclear', snapshot.businessName), rule);
}

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/** The English name of a language code ("nl" → "Dutch"); the code itself when unknown. */
export function languageName(code: string): string {
  return LANGUAGE_NAMES.of(code) ?? code;
}

export function otherLanguage(snapshot: FactSnapshot, languages: readonly string[]): Answer {
  const names = languages.map(languageName);
  const text = `I can only answer in the language of ${snapshot.businessName}'s approved facts (${names.join(', ')}), and I won't guess a translation. A person can help: please use the handoff route.`;
  return notAnswered(snapshot, 'unclear', 'unclear', text, 'language_not_supported');
}

/** "When is a question routed to a human?", answered from the agent rules. */
export function explainHandoff(snapshot: FactSnapshot): Answer {
  const rules = GATEWAY_FACTS.filter((f) => f.id === 'gateway:rules');
  const name = snapshot.businessName;
  const text = `${name}'s assistant answers only from approved public facts. A question is routed to a person at ${name} when it is sensitive, urgent, unclear, regulated (medical, legal, financial, safety or similar) or about a specific case such as an order, booking, account or complaint, and when it asks for a guarantee, a comparison, a negotiation or an availability promise. The rule it follows: "${AGENT_RULES[3]}"`;
  const contact = contactSentence(snapshot);
  return {
    outcome: 'answered',
    answer: `${text}${contact.text}`,
    citations: cite([...rules, ...contact.facts]),
    rule: 'meta:human',
  };
}

/** "What is public and what is blocked?", answered from the scopes. */
export function explainScopes(snapshot: FactSnapshot): Answer {
  const scopes = GATEWAY_FACTS.filter((f) => f.id === 'gateway:scopes');
  const name = snapshot.businessName;
  return {
    outcome: 'answered',
    answer: `Public: ${name}'s approved profile, policies, prices, contact routes and FAQ answers, which agents may read and ask about, plus safe handoff and support-route requests (scopes ${ALLOWED_SCOPES.join(', ')}). Blocked: admin access, private client data, payment execution, database access, worker secrets, setup codes, one-time passwords and dashboard access codes (scopes ${DENIED_SCOPES.join(', ')}); such requests are refused without exception.`,
    citations: cite(scopes),
    rule: 'meta:blocked',
  };
}
