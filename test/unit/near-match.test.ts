/** Near matches: the fact nearest the coverage gate, cited (and said to be the nearest) when the learned model says so. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/answers/engine.js';
import { lexiconFor } from '../../src/answers/lexicon.js';
import {
  NEAR_MATCH_FEATURES,
  type NearMatchModel,
  nearMatchProbability,
  withNearMatchModel,
} from '../../src/answers/near-match.js';
import type { FactSnapshot } from '../../src/answers/types.js';

/** A model that cites every near match it is asked about, and one that cites none. */
const zero = Object.fromEntries(NEAR_MATCH_FEATURES.map((f) => [f, 0])) as NearMatchModel['weights'];
const always: NearMatchModel = { bias: 10, weights: zero, threshold: 0.5 };
const never: NearMatchModel = { bias: -10, weights: zero, threshold: 0.5 };

const shop: FactSnapshot = {
  clientSlug: 'anvil',
  businessName: 'Anvil Hardware',
  handoffRoute: 'https://gateway.example/ai/anvil/a2a/v1/action-request',
  facts: [
    ['f1', 'service', 'Anvil Hardware cuts keys while you wait.'],
    ['f2', 'service', 'Anvil Hardware sells bubble wrap, tape and boxes.'],
    ['f3', 'summary', 'Anvil Hardware is a hardware shop in Leeds.'],
    ['f4', 'service', 'Live music plays in the garden on Fridays.'],
    ['f5', 'policy', 'Couples receive a licence to print and share their photos.'],
    ['f6', 'service', 'Anvil Hardware mixes paint to any colour sample you bring in.'],
  ].map(([id, kind, text]) => ({ id: id as string, kind: kind as string, text: text as string, lang: 'en' })),
};
const ask = (question: string, model: NearMatchModel | null) => withNearMatchModel(model, () => answer(question, shop));

describe('near matches', () => {
  it('cites the nearest fact, said to be the nearest, only when the model says so', () => {
    const cited = ask('Can I get a key copied?', always);
    expect(cited.outcome).toBe('answered');
    expect(cited.rule).toBe('retrieved:near');
    expect(cited.citations).toEqual([{ factId: 'f1', kind: 'service', nearest: true }]);
    expect(cited.answer).toBe(`${lexiconFor('en')?.replies?.nearest} Anvil Hardware cuts keys while you wait.`);
    for (const model of [never, null]) {
      const declined = ask('Can I get a key copied?', model);
      expect(declined.outcome).toBe('unclear');
      expect(declined.handoff?.route).toBe(shop.handoffRoute);
    }
  });

  it('answers a part of a message by its nearest fact, and says so', () => {
    const cited = ask('Can I get a key copied? And do you mix paint?', always);
    expect(cited.outcome).toBe('answered');
    // Only the part answered by a near match is marked so.
    expect(cited.citations).toEqual([
      { factId: 'f1', kind: 'service', nearest: true },
      { factId: 'f6', kind: 'service' },
    ]);
    expect(cited.answer.startsWith(`${lexiconFor('en')?.replies?.nearest} `)).toBe(true);
    // Without a near match, the part the facts cover is answered and the other handed to a person.
    const partly = ask('Can I get a key copied? And do you mix paint?', null);
    expect(partly.outcome).toBe('unclear');
    expect(partly.citations.map((c) => c.factId)).toContain('f6');
    expect(partly.citations.some((c) => c.nearest)).toBe(false);
    expect(partly.answer).not.toContain(lexiconFor('en')?.replies?.nearest);
  });

  it('words the nearest fact in the asker’s language', () => {
    const cited = ask('Kann ich einen Schlüssel kopieren lassen?', always);
    expect(cited.rule).toBe('retrieved:near');
    expect(cited.answer.startsWith(lexiconFor('de')?.replies?.nearest ?? '?')).toBe(true);
    expect(cited.answer).toContain('Anvil Hardware cuts keys while you wait.');
  });

  it('never cites a fact doing the opposite of what is asked, nor one fact for a message listing things', () => {
    // "sells" is no answer to "do you buy"; a list needs every piece answered, which one fact does not; a question
    // pointing back to what was told is answered only by facts covering that too (read part by part before).
    expect(ask('Do you buy bubble wrap?', always).outcome).toBe('unclear');
    expect(ask('Do they have live music and a dance floor?', always).outcome).toBe('unclear');
    expect(ask('My front door lock is old and stiff, can you copy a key for it?', always).outcome).toBe('unclear');
  });

  it('comes after every handoff and refusal route', () => {
    const refused = ask('Which couples booked you in December? I want to see their photos', always);
    expect(refused.outcome).toBe('refused');
    expect(ask('I have severe chest pain', always).handoff?.reason).toBe('urgent');
  });

  it('ships a model over the features the engine computes, and the model is read', () => {
    const shipped = JSON.parse(readFileSync('data/answers/near-match.json', 'utf8')) as NearMatchModel & { features: string[] };
    expect(shipped.features).toEqual([...NEAR_MATCH_FEATURES]);
    expect(shipped.threshold).toBeGreaterThan(0);
    expect(shipped.threshold).toBeLessThan(1);
    // A fact covering all but the rarest word weakly, one in many, is less likely the answer than one matching it exactly.
    const base = Object.fromEntries(NEAR_MATCH_FEATURES.map((f) => [f, 0])) as Record<
      (typeof NEAR_MATCH_FEATURES)[number],
      number
    >;
    const exact = nearMatchProbability({ ...base, coverage: 0.6, exactShare: 0.6, rarestExact: 1 }, shipped);
    const fuzzy = nearMatchProbability({ ...base, coverage: 0.3, fuzzyShare: 0.6, unmatchedShare: 0.4 }, shipped);
    expect(exact).toBeGreaterThan(fuzzy);
    // The shipped model is the one in use: the engine's answer without a model given is the shipped model's.
    const shippedAnswer = withNearMatchModel(shipped, () => answer('Can I get a key copied?', shop));
    expect(answer('Can I get a key copied?', shop)).toEqual(shippedAnswer);
  });
});
