/**
 * Near matches: when no fact covers enough of a question to be cited by the coverage gate, the fact that covers
 * most of it is still the answer about half the time ("Can I get a key copied?" against "cuts keys while you
 * wait"). A logistic model over how that fact was matched (`data/answers/near-match.json`, learned by
 * `npm run learn:near-match` from the labelled question sets) says whether to cite it. Pure and deterministic: the
 * model is fixed data, and no text is generated.
 */
import { readFileSync } from 'node:fs';

/** The rule of an answer citing a near match. */
export const NEAR_MATCH_RULE = 'retrieved:near';

/** What the model reads of the nearest fact and the question, each a number (mostly 0–1). */
export const NEAR_MATCH_FEATURES = [
  'coverage',
  'nextCoverage',
  'exactShare',
  'relatedShare',
  'fuzzyShare',
  'unmatchedShare',
  'rarestExact',
  'rarestUnmatched',
  'words',
  'oneWord',
  'specific',
  'hasIntent',
  'kindAsked',
  'intentHits',
  'negates',
  'topScore',
  'candidates',
  'wholeQuestion',
  'kindFaq',
  'kindService',
  'kindPolicy',
  'kindPricing',
  'kindSummary',
  'kindProfile',
] as const;

export type NearMatchFeature = (typeof NEAR_MATCH_FEATURES)[number];
export type NearMatchFeatures = Record<NearMatchFeature, number>;

/** A logistic model: P(cite) = σ(bias + Σ weight·feature); cited when P ≥ threshold. */
export interface NearMatchModel {
  bias: number;
  weights: Record<NearMatchFeature, number>;
  threshold: number;
}

const MODEL_FILE = new URL('../../data/answers/near-match.json', import.meta.url);

let model: NearMatchModel | null = readModel();
let observe: ((features: NearMatchFeatures, factId: string) => void) | undefined;

function readModel(): NearMatchModel | null {
  const read = JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as NearMatchModel & { features?: string[] };
  // A model learned over other features than these is not read at all: a near match is then never cited.
  const same =
    read.features?.length === NEAR_MATCH_FEATURES.length && NEAR_MATCH_FEATURES.every((f, i) => read.features?.[i] === f);
  return same ? read : null;
}

/** The model's probability that the nearest fact answers. */
export function nearMatchProbability(features: NearMatchFeatures, by: NearMatchModel): number {
  let z = by.bias;
  for (const name of NEAR_MATCH_FEATURES) z += (by.weights[name] ?? 0) * features[name];
  return 1 / (1 + Math.exp(-z));
}

/** Whether a fact that missed the coverage gate is cited all the same. */
export function citesNearMatch(features: NearMatchFeatures, factId: string): boolean {
  observe?.(features, factId);
  return model !== null && nearMatchProbability(features, model) >= model.threshold;
}

/**
 * Runs `run` with another model (null: no near match is cited), telling `observer` of every near match the engine
 * weighs; for learning and measuring the model only (`bench/answers/`). Synchronous: the engine is.
 */
export function withNearMatchModel<T>(
  other: NearMatchModel | null,
  run: () => T,
  observer?: (features: NearMatchFeatures, factId: string) => void,
): T {
  const kept = { model, observe };
  model = other;
  observe = observer;
  try {
    return run();
  } finally {
    model = kept.model;
    observe = kept.observe;
  }
}
