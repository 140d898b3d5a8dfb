/**
 * Answers in the asker's language. The engine decides in English (a question in another language is
 * read through its gloss); this module words the decision in the question's language: approved facts
 * in that language as they are, profile fields from their translations, any other fact quoted as
 * approved under one line that names its language, and every fixed reply from the language's lexicon.
 * Nothing is machine-translated. Pure.
 */
import { citesNearest, contactFacts, factSentence, factSources } from './compose.js';
import { baseLanguage, type Lexicon, type Replies } from './lexicon.js';
import type { Answer, FactSnapshot, SnapshotFact } from './types.js';
import { ungroundedContent } from './verify.js';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The English engine's answer, worded in the lexicon's language (unchanged when it has no replies). */
export function inLanguage(result: Answer, snapshot: FactSnapshot, lexicon: Lexicon): Answer {
  const replies = lexicon.replies;
  if (!replies) return result;
  const language = lexicon.language;
  const byId = new Map(snapshot.facts.map((f) => [f.id, f]));
  const cited = result.citations.map((c) => byId.get(c.factId)).filter((f): f is SnapshotFact => Boolean(f));
  const facts = (list: readonly SnapshotFact[]) => factsIn(list, snapshot.businessName, language, replies);
  const name = { name: snapshot.businessName };
  const nearest = citesNearest(result) ? `${replies.nearest} ` : '';

  if (result.outcome === 'answered') {
    return checked({ ...result, answer: `${nearest}${facts(cited)}` }, cited, replies, snapshot, lexicon);
  }
  if (result.outcome === 'refused') return { ...result, answer: fill(replies.refused, name) };

  // Handoffs and unclear replies end with the business's contact facts: worded apart from the rest.
  const contact = contactFacts(snapshot);
  const tail = cited.slice(cited.length - contact.length);
  const hasContact = contact.length > 0 && tail.every((f, i) => f.id === contact[i]?.id);
  const body = hasContact ? cited.slice(0, cited.length - contact.length) : cited;
  const closing = hasContact ? ` ${fill(replies.contact, name)} ${facts(contact)}` : '';
  const emergency = body.some((f) => f.id === 'platform:emergency') ? replies.emergency : '';
  const reason = result.handoff?.reason;
  let text: string;
  if (result.outcome === 'unclear' && result.rule.startsWith('partly:')) text = `${nearest}${facts(body)} ${replies.partly}`;
  else if (result.outcome === 'unclear' || !reason || reason === 'unclear') text = fill(replies.unclear, name);
  else if (reason === 'urgent') text = `${emergency} ${fill(replies.urgent, name)}`;
  else if (emergency) text = `${fill(replies.ownSituation, name)} ${emergency}`;
  else text = fill(replies[reason], name);
  return checked({ ...result, answer: `${text.trim()}${closing}` }, cited, replies, snapshot, lexicon);
}

/**
 * Facts as sentences in `language`: its own facts as approved, a translation where the fact has one,
 * and each run of other facts quoted under a line naming their language.
 */
function factsIn(facts: readonly SnapshotFact[], name: string, language: string, replies: Replies): string {
  const out: string[] = [];
  let quotedIn = '';
  for (const fact of facts) {
    const own = baseLanguage(fact.lang) === language;
    const emergency = !own && fact.id === 'platform:emergency';
    if (own || emergency || fact.translations?.[language]) {
      out.push(emergency ? replies.emergency : factSentence(fact, language));
      quotedIn = '';
      continue;
    }
    const factLanguage = baseLanguage(fact.lang);
    if (quotedIn !== factLanguage) out.push(fill(replies.quoted, { name, language: languageNameIn(factLanguage, language) }));
    out.push(factSentence(fact));
    quotedIn = factLanguage;
  }
  return out.join(' ');
}

/** The worded answer, if everything in it is grounded in what it cites and the templates; else the unclear reply. */
function checked(
  result: Answer,
  cited: readonly SnapshotFact[],
  replies: Replies,
  snapshot: FactSnapshot,
  lexicon: Lexicon,
): Answer {
  const sources = [...cited.flatMap(factSources), replies.emergency];
  if (ungroundedContent(result.answer, sources).length === 0) return result;
  return {
    outcome: 'unclear',
    answer: fill(replies.unclear, { name: snapshot.businessName }),
    citations: [],
    handoff: { reason: 'unclear', route: snapshot.handoffRoute },
    rule: `ungrounded_answer:${lexicon.language}`,
  };
}

const DISPLAY_NAMES = new Map<string, Intl.DisplayNames>();

/** A language's name in another language ("en" in Portuguese → "inglês"), from the runtime's CLDR data. */
export function languageNameIn(code: string, language: string): string {
  let names = DISPLAY_NAMES.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'language' });
    DISPLAY_NAMES.set(language, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
