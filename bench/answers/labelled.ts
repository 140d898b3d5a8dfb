/**
 * The labelled question sets of `bench:answers` and `learn:near-match`: loading them (the project's own set over the
 * demo businesses, or a set in the shared format) and judging an answer against its label.
 */
import { readFileSync } from 'node:fs';
import type { Answer, FactSnapshot } from '../../src/answers/types.js';
import { generateDemoData } from '../../src/demo/generate.js';
import { buildSnapshot } from '../../src/gateway/snapshot.js';
import { type ListingDraft, parseListingInput } from '../../src/listings/listing-input.js';

/** A labelled question: what the engine should do with it. */
export interface Labelled {
  id: string;
  /** The set (and, in the project's own set, the part) the question belongs to. */
  set: string;
  /** Key of the business in the map of snapshots the set was loaded into. */
  business: string;
  question: string;
  expected: {
    outcome: Answer['outcome'];
    /** Kinds a correct answer may cite (a profile field counts as the kind it answers for). */
    kinds?: string[];
    /** Fact ids a correct answer may cite; a citation of another fact must be of one of `kinds` and not in the file. */
    facts?: string[];
    reason?: string;
    /** For `unclear`: profile facts of these kinds are a fair answer too. */
    acceptKinds?: string[];
    /** Text the answer must hold. */
    mustContain?: string;
  };
}

/** The demo data the project's own set was written over (deterministic for this instant). */
const DEMO_AT = new Date('2026-11-21T12:00:00Z');
/** Handoff reasons a routine question of the sets names. */
export const ROUTINE_REASONS = new Set(['sensitive', 'urgent', 'regulated', 'case_specific']);
const ROUTE = (slug: string) => `https://gateway.example/ai/${slug}/a2a/v1/action-request`;

/** The project's own set over the demo businesses, each part of it a set of its own. */
export function loadOwnSet(snapshots: Map<string, FactSnapshot>): Labelled[] {
  for (const { draft } of generateDemoData(DEMO_AT).listings) snapshots.set(draft.slug, buildSnapshot(draft, ROUTE(draft.slug)));
  return readFileSync(new URL('./questions.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const item = JSON.parse(line) as {
        id: string;
        set: number;
        slug: string;
        question: string;
        expected: Labelled['expected'];
      };
      return { id: item.id, set: `set ${item.set}`, business: item.slug, question: item.question, expected: item.expected };
    });
}

interface SharedQuestion {
  id: string;
  slug: string;
  question: string;
  expected: Answer['outcome'];
  facts?: string[];
  kinds?: string[];
  reason?: string;
  acceptKinds?: string[];
  mustContain?: string;
}

/** A set in the shared format (`<path>-businesses.json`, `<path>-questions.json`); its businesses go into `snapshots`. */
export function loadSharedSet(path: string, snapshots: Map<string, FactSnapshot>): Labelled[] {
  const set = path.split('/').pop() ?? path;
  const drafts = new Map<string, ListingDraft>();
  for (const record of JSON.parse(readFileSync(`${path}-businesses.json`, 'utf8')) as unknown[]) {
    const parsed = parseListingInput(record);
    if (!parsed.ok) throw new Error(`${set}: a business is not valid: ${parsed.reasons.join('; ')}`);
    drafts.set(parsed.value.slug, parsed.value);
    snapshots.set(`${set}|${parsed.value.slug}`, buildSnapshot(parsed.value, ROUTE(parsed.value.slug)));
  }
  const file = JSON.parse(readFileSync(`${path}-questions.json`, 'utf8')) as { questions: SharedQuestion[] };
  return file.questions.map((q) => {
    const draft = drafts.get(q.slug);
    if (!draft) throw new Error(`${q.id}: no business ${q.slug} in ${set}`);
    const factId = (ref: string) => {
      const fact = draft.facts[Number(ref.replace(/^f/, '')) - 1];
      if (!fact) throw new Error(`${q.id}: ${q.slug} has no fact ${ref}`);
      return fact.id;
    };
    return {
      id: q.id,
      set,
      business: `${set}|${q.slug}`,
      question: q.question,
      expected: {
        outcome: q.expected,
        kinds: q.kinds,
        facts: q.facts?.map(factId),
        reason: q.reason,
        acceptKinds: q.acceptKinds,
        mustContain: q.mustContain,
      },
    };
  });
}

/** The kind a citation stands for (profile facts count as the kind they answer for), and whether the fact came from the file. */
function citedFacts(result: Answer, snapshot: FactSnapshot) {
  return result.citations.map((c) => {
    const fact = snapshot.facts.find((f) => f.id === c.factId);
    return { id: c.factId, kind: fact?.answersFor ?? fact?.kind ?? c.kind, profile: c.factId.startsWith('profile:') };
  });
}

/**
 * Content of an answer that no cited fact holds: a number, URL or e-mail address left after removing the cited
 * texts that is not one of the cited texts' own (a reply worded in another language repeats their figures).
 */
export function inventedContent(result: Answer, snapshot: FactSnapshot): boolean {
  let rest = result.answer;
  const held = new Set<string>();
  const TOKENS = /[^\s@]+@[^\s@]+\.\w+|https?:\/\/\S+|\d+/g;
  for (const citation of result.citations) {
    const fact = snapshot.facts.find((f) => f.id === citation.factId);
    for (const part of [fact?.text, fact?.question]) {
      if (!part) continue;
      rest = rest.split(part).join(' ');
      for (const token of part.match(TOKENS) ?? []) held.add(token.replace(/[.,;:)]+$/, ''));
    }
  }
  return (rest.match(TOKENS) ?? []).some((token) => !held.has(token.replace(/[.,;:)]+$/, '')));
}

/** Whether the engine's answer is what the label asks for. */
export function isCorrect(item: Labelled, result: Answer, snapshot: FactSnapshot): boolean {
  const { expected } = item;
  const cited = citedFacts(result, snapshot);
  if (expected.outcome === 'unclear') {
    if (result.outcome !== 'answered') return true;
    const accepted = expected.acceptKinds ?? [];
    return cited.length > 0 && cited.every((c) => c.profile && (accepted.includes('profile') || accepted.includes(c.kind)));
  }
  if (result.outcome !== expected.outcome) return false;
  if (result.outcome !== 'answered') return true;
  if (cited.length === 0) return false;
  if (expected.mustContain && !result.answer.includes(expected.mustContain)) return false;
  return cited.every((c) => fits(expected, c));
}

/** Whether citing a fact answers an answerable question (the near-match model learns from this). */
export function citationFits(item: Labelled, factId: string, snapshot: FactSnapshot): boolean {
  if (item.expected.outcome !== 'answered') return false;
  const fact = snapshot.facts.find((f) => f.id === factId);
  return fits(item.expected, { id: factId, kind: fact?.answersFor ?? fact?.kind ?? '', profile: factId.startsWith('profile:') });
}

function fits(expected: Labelled['expected'], c: { id: string; kind: string; profile: boolean }): boolean {
  if (expected.facts) return expected.facts.includes(c.id) || (c.profile && (expected.kinds ?? []).includes(c.kind));
  return Boolean(expected.kinds?.includes(c.kind));
}
