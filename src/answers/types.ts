/** The answer engine's input (one client's approved material) and output. */

/** A statement the engine may answer from: an approved fact, a public profile field or a gateway rule. */
export interface SnapshotFact {
  /** Fact id; `profile:<field>` for public profile fields, `gateway:<name>` for gateway rules. */
  id: string;
  /** A fact kind (summary, service, …), `profile` or `gateway`. */
  kind: string;
  text: string;
  /** The question a FAQ fact answers. */
  question?: string | null;
  url?: string | null;
  /** BCP 47 language of the text. */
  lang: string;
  /**
   * For `profile` facts: the fact kind the field answers for (`profile:hours` → hours,
   * `profile:phone` → contact_route …), so questions of that kind can cite it.
   */
  answersFor?: string;
  /**
   * The same statement in other languages, by language code: profile fields and platform lines worded from
   * templates, and approved facts as their owner wrote them in other languages.
   */
  translations?: Readonly<Record<string, string>>;
  /** A FAQ's question in the languages of its translations. */
  translatedQuestions?: Readonly<Record<string, string>>;
}

/** One client's approved public material, as of one moment. */
export interface FactSnapshot {
  clientSlug: string;
  businessName: string;
  facts: SnapshotFact[];
  /** Where a person takes over (the action-request route). */
  handoffRoute: string;
  /** The languages the business serves (its listing's), its main one first: a question's language is read with them in mind. */
  languages?: readonly string[];
}

export const OUTCOMES = ['answered', 'handoff', 'refused', 'unclear'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const HANDOFF_REASONS = ['sensitive', 'urgent', 'regulated', 'case_specific', 'commitment', 'unclear'] as const;
export type HandoffReason = (typeof HANDOFF_REASONS)[number];

export interface Citation {
  factId: string;
  kind: string;
  /** The fact is the nearest the approved facts come to the question (a near match): it may not answer it exactly. */
  nearest?: true;
}

export interface Answer {
  outcome: Outcome;
  answer: string;
  citations: Citation[];
  /** Present unless the question was answered. */
  handoff?: { reason: HandoffReason; route: string };
  /** Why the engine decided as it did (a stable code, for figures and tests; never shown as text). */
  rule: string;
}
