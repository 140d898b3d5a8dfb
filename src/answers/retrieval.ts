/**
 * Retrieval over one client's facts: the question's intent (which fact kinds it asks about) picks
 * the candidates, MiniSearch ranks them with BM25+ over stemmed words (a FAQ's question field
 * weighs most), and a gate on coverage — how much of the question's informative words (by IDF) a
 * fact contains — decides whether anything answers at all. Pure; an index is built per snapshot.
 */
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Lexicon } from './lexicon.js';
import { foldText, words } from './text.js';
import type { SnapshotFact } from './types.js';

/** Least share of the question's informative words (IDF-weighted) a fact must hold to be cited. */
export const COVERAGE_THRESHOLD = 0.7;
/** Weight of a word naming one of the business's own products, in coverage. */
const OFFERED_WEIGHT = 0.5;
/** Coverage a fact needs when it is matched on all of the question's words, its intent set aside. */
const WHOLE_QUESTION_COVERAGE = 0.85;
/** Other facts are cited with the best one when they score at least this share of its score. */
const COMPANION_SCORE_SHARE = 0.6;
/** Facts cited at most in one answer. */
export const MAX_CITED = 3;
/** A word matched only approximately (a typo or another inflection) counts this much. */
const FUZZY_CREDIT = 0.5;

/** Intents that only a fact of that kind (or a FAQ) can answer: a price question is not answered by a service. */
const SPECIFIC_INTENTS = new Set(['hours', 'pricing', 'location', 'contact_route', 'language', 'area_served']);

/** Intents that a fact of another kind never answers, even one holding all the other words of the question. */
const ONLY_OWN_KIND = ['pricing', 'language'];

/** Words before a premises word that make it point at the business ("the bar", "your office"). */
const POINTING = new Set(['the', 'your', 'ur', 'this', 'that', 'you']);

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

export interface Retrieval {
  /** Facts to cite, best first; empty when nothing answers. */
  facts: SnapshotFact[];
  /** Why (a stable code). */
  rule: string;
}

interface Doc {
  id: string;
  question: string;
  keywords: string;
  text: string;
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

/** The folded text without the given phrases. */
function removeAll(folded: string, phrases: readonly string[]): string {
  let rest = ` ${folded} `;
  for (const phrase of phrases) rest = rest.replace(` ${phrase} `, ' ');
  return rest.trim();
}

export interface FactIndex {
  /** Finds the facts that answer a folded question. */
  search(folded: string): Retrieval;
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
  const answerable = facts.filter((f) => f.kind !== 'gateway');
  const byId = new Map(answerable.map((f) => [f.id, f]));
  const kindOf = (f: SnapshotFact) => f.answersFor ?? f.kind;
  const processTerm = (term: string) => (lexicon.stopwords.has(term) ? null : stem(term));
  const synonym = (word: string) => lexicon.synonyms.get(word) ?? word;
  const tokenize = (text: string) => words(foldText(text)).map(synonym);
  const keywordField = keywordFieldsOf(lexicon, tokenize, processTerm);
  // Each fact's own words and their stems ("does its text name what was asked?"), computed when first needed.
  const ownWords = new Map<string, { tokens: string[]; stems: Set<string> }>();
  const ownWordsOf = (fact: SnapshotFact) => {
    let own = ownWords.get(fact.id);
    if (!own) {
      const tokens = tokenize(`${fact.question ?? ''} ${withoutName(fact.text)}`);
      own = { tokens, stems: new Set(tokens.map(stem)) };
      ownWords.set(fact.id, own);
    }
    return own;
  };
  const textTermsOf = (fact: SnapshotFact) => ownWordsOf(fact).stems;
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
        text: withoutName(fact.text),
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
    const documentFrequency = (term: string) =>
      docs.filter((doc) => ownTerms.get(doc.id)?.has(term) || keywordTerms.get(doc.id)?.has(term)).length;
    const idf = (term: string) => {
      const n = documentFrequency(term);
      return Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
    };
    return { index, idf };
  };
  // Words of what the business itself offers ("books" at a bookshop): there they name a product, not an intent.
  const offered = new Set(
    answerable.filter((f) => f.kind === 'service').flatMap((f) => tokenize(f.text.replace(/^.*? offers /, '')).map(stem)),
  );

  /** The kinds a question asks about (matches inside a longer match of another kind dropped), and their words. */
  const readIntents = (folded: string) => {
    const found = [...lexicon.intents].map(([kind, matcher]) => ({
      kind,
      phrases: matcher.findAll(folded).filter((phrase) => phrase.includes(' ') || !offered.has(stem(phrase))),
    }));
    const inside = (phrase: string, kind: string) =>
      found.some((o) => o.kind !== kind && o.phrases.some((p) => p.length > phrase.length && ` ${p} `.includes(` ${phrase} `)));
    const intents = new Map<string, number>();
    const intentWords = new Set<string>();
    for (const { kind, phrases } of found) {
      const kept = phrases.filter((phrase) => !inside(phrase, kind));
      if (kept.length === 0) continue;
      intents.set(kind, kept.length);
      // A policy word ("refund", "pets allowed") is also what the answer must be about.
      if (CONTENT_INTENTS.has(kind)) continue;
      for (const phrase of kept) for (const w of phrase.split(' ')) intentWords.add(w);
    }
    return { intents, intentWords };
  };

  const searchWith = (
    folded: string,
    { intents, intentWords }: ReturnType<typeof readIntents>,
    threshold = COVERAGE_THRESHOLD,
    /** Leave out facts that answer one specific subject (a price, the hours…). */
    onlyBroad = false,
  ): Retrieval => {
    const intent =
      INTENT_ORDER.filter((k) => intents.has(k)).sort((a, b) => (intents.get(b) ?? 0) - (intents.get(a) ?? 0))[0] ?? null;
    const subject = removeAll(folded, lexicon.filler.findAll(folded));
    // "the shop", "your office": the business itself, not a subject ("office cleaning" keeps its word).
    const all = words(subject);
    const tokens = all
      .filter((w, i) => !lexicon.stopwords.has(w) && !(lexicon.premises.has(w) && POINTING.has(all[i - 1] ?? '')))
      .map(synonym);
    const entities = [...new Set(tokens.filter((w) => !intentWords.has(w)).map(stem))];
    const queryTerms = [...new Set(tokens.map(stem))];
    // An intent limits the candidates to its kinds and FAQs; a broad one (not hours, a price…) also admits services.
    const specificIntent = [...intents.keys()].some((k) => SPECIFIC_INTENTS.has(k));
    const candidate = (fact: SnapshotFact) =>
      intents.size === 0
        ? !(onlyBroad && SPECIFIC_INTENTS.has(kindOf(fact)))
        : fact.kind === 'faq' || intents.has(kindOf(fact)) || (!specificIntent && fact.kind === 'service');

    if (entities.length === 0) {
      if (!intent) return { facts: [], rule: 'no_informative_words' };
      // "What does a website cost?": the other kind's word names what is priced, and no price names it.
      if (intents.has('pricing') && intents.size > 1) return { facts: [], rule: 'price_of_other_kind' };
      const ofKind = answerable.filter((f) => f.kind === intent);
      const pool = ofKind.length ? ofKind : answerable.filter((f) => f.answersFor === intent);
      // "allergens?" asks about one policy, not all of them: keep the facts whose own text names what was asked.
      const asked = [...intentWords].map(stem);
      const named = pool.filter((f) => asked.some((w) => textTermsOf(f).has(w)));
      // "Are pets allowed?" names one thing; only "policies?" asks for all of a kind.
      const generic = lexicon.genericIntentWords.get(intent);
      const askedForAll = !generic || [...intentWords].every((w) => generic.has(w));
      const facts = (named.length ? named : askedForAll ? pool : []).slice(0, MAX_CITED);
      return { facts, rule: facts.length ? `kind:${intent}` : `no_fact_of_kind:${intent}` };
    }
    if (queryTerms.length === 0) return { facts: [], rule: 'no_informative_words' };

    const { index, idf } = ranking();
    const results = index.search(queryTerms.join(' '), {
      boost: { question: 3, keywords: 1.5, text: 1 },
      fuzzy: (term) => (term.length >= 4 ? 0.25 : 0),
      maxFuzzy: 1,
      filter: (result) => {
        const fact = byId.get(String(result.id));
        return fact ? candidate(fact) : false;
      },
    });
    const coverage = (result: SearchResult) => {
      // Only the fact's own words count: a keyword that merely files it under a kind answers nothing.
      const fact = byId.get(String(result.id));
      const terms = fact ? textTermsOf(fact) : new Set<string>();
      const matched = new Set(result.queryTerms);
      let total = 0;
      let covered = 0;
      for (const entity of entities) {
        // The business's own products weigh less: in "a refund on a book" at a bookshop, the refund is the subject.
        const weight = idf(entity) * (offered.has(entity) ? OFFERED_WEIGHT : 1);
        total += weight;
        if (terms.has(entity)) covered += weight;
        else if (matched.has(entity)) covered += weight * FUZZY_CREDIT;
      }
      return total === 0 ? 0 : covered / total;
    };
    // Best coverage first; then a fact of the kind asked about; then an approved fact before a profile field; then score.
    const rank = (fact: SnapshotFact) => (intent && kindOf(fact) === intent ? 0 : 1) * 2 + (fact.kind === 'profile' ? 1 : 0);
    const ranked = results
      .map((result) => ({ result, fact: byId.get(String(result.id)) as SnapshotFact, coverage: coverage(result) }))
      .sort(
        (a, b) =>
          b.coverage - a.coverage ||
          rank(a.fact) - rank(b.fact) ||
          b.result.score - a.result.score ||
          a.fact.id.localeCompare(b.fact.id),
      );
    // A question on a specific subject (a price, the hours…) is answered only by a fact of a kind it names or by a FAQ.
    const named = [...intents.keys()].filter((k) => SPECIFIC_INTENTS.has(k));
    const specific = named.length > 0;
    const onSubject = (fact: SnapshotFact) => {
      // A policy asked about by its own words ("cancelled free of charge") is on subject too.
      if (fact.kind !== 'faq') return named.includes(kindOf(fact)) || (CONTENT_INTENTS.has(fact.kind) && intents.has(fact.kind));
      // A FAQ answers a price or language question only when it speaks of prices (or amounts) or languages itself:
      // "Which languages do your cleaners speak?" is not answered by a FAQ on the cleaners' products.
      const said = `${fact.question ?? ''} ${fact.text}`;
      const speaksOf = (kind: string) =>
        Boolean(lexicon.intents.get(kind)?.find(foldText(said))) || (kind === 'pricing' && /\p{Sc}\s?\d|\d\s?\p{Sc}/u.test(said));
      return named.filter((k) => ONLY_OWN_KIND.includes(k)).every(speaksOf);
    };
    const best = ranked.find((r) => !specific || onSubject(r.fact));
    if (!best || best.coverage < threshold) return { facts: [], rule: specific ? 'no_fact_on_subject' : 'low_coverage' };
    const bestKind = kindOf(best.fact);
    const cited = ranked
      .filter(
        (r) =>
          r === best ||
          (r.coverage >= threshold &&
            kindOf(r.fact) === bestKind &&
            r.fact.kind !== 'profile' &&
            r.result.score >= best.result.score * COMPANION_SCORE_SHARE),
      )
      .slice(0, MAX_CITED)
      .map((r) => r.fact);
    return { facts: cited, rule: 'retrieved' };
  };

  return {
    search(folded) {
      const read = readIntents(folded);
      const found = searchWith(folded, read);
      if (found.facts.length > 0 || read.intents.size === 0 || ONLY_OWN_KIND.some((k) => read.intents.has(k))) return found;
      // "When does work begin after a quote?": the intent ("when" → hours) may mislead. A fact of any kind that
      // holds nearly all of the other words answers it, unless it is itself a price, the hours or the like (they
      // answer only their own question); never for a price or language question, which only a fact of that kind answers.
      const specificWords = new Set(
        [...read.intents.keys()]
          .filter((k) => SPECIFIC_INTENTS.has(k))
          .flatMap((k) => lexicon.intents.get(k)?.findAll(folded) ?? [])
          .flatMap((p) => p.split(' ')),
      );
      const whole = searchWith(folded, { intents: new Map(), intentWords: specificWords }, WHOLE_QUESTION_COVERAGE, true);
      return whole.facts.length > 0 ? whole : found;
    },
    offers(phrase) {
      return tokenize(phrase).every((w) => offered.has(stem(w)));
    },
  };
}
