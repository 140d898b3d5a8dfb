/**
 * `npm run learn:near-match [-- --set <path> …] [-- --threshold 0.75] [-- --write | --check]`: learns the near-match model
 * (`data/answers/near-match.json`, see src/answers/near-match.ts) from labelled question sets, and measures it as a
 * new set would meet it: each set is answered with a model learned from every other set (leave one set out), beside
 * the engine without near matches. `--write` saves the model learned from all the sets; `--check` only says whether
 * the saved one is that model (exit 1 when not).
 *
 * Sets: every set in `bench/answers/sets/`, and each `--set <path>` given (in the same shared format). Deterministic:
 * the same sets give the same model, byte for byte.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { answer } from '../../src/answers/engine.js';
import {
  NEAR_MATCH_FEATURES,
  type NearMatchFeatures,
  type NearMatchModel,
  withNearMatchModel,
} from '../../src/answers/near-match.js';
import type { FactSnapshot } from '../../src/answers/types.js';
import { printTable } from '../lib/report.js';
import { citationFits, isCorrect, type Labelled, loadSharedSet } from './labelled.js';

interface Example {
  set: string;
  x: number[];
  y: 0 | 1;
}

const args = process.argv.slice(2);
const optionValue = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const threshold = Number(optionValue('--threshold') ?? 0.75);
if (!(threshold > 0 && threshold < 1)) {
  console.error('--threshold: a number between 0 and 1');
  process.exit(2);
}
/** Ridge penalty on the weights (not the bias): keeps rare features' weights small. */
const PENALTY = 1;
const SETS_DIRECTORY = new URL('./sets/', import.meta.url);
const paths = [
  ...readdirSync(SETS_DIRECTORY)
    .filter((name) => name.endsWith('-questions.json'))
    .map((name) => fileURLToPath(new URL(name.replace(/-questions\.json$/, ''), SETS_DIRECTORY)))
    .sort(),
  ...args.flatMap((arg, i) => (arg === '--set' && args[i + 1] ? [args[i + 1] as string] : [])),
];

const snapshots = new Map<string, FactSnapshot>();
const questions: Labelled[] = paths.flatMap((path) => loadSharedSet(path, snapshots));
const snapshotOf = (item: Labelled) => snapshots.get(item.business) as FactSnapshot;
const sets = [...new Set(questions.map((q) => q.set))];

// Every near match the engine weighs, with whether citing it answers the question.
const examples: Example[] = [];
for (const item of questions) {
  const snapshot = snapshotOf(item);
  const seen = new Set<string>();
  withNearMatchModel(
    null,
    () => answer(item.question, snapshot),
    (features: NearMatchFeatures, factId: string) => {
      if (seen.has(factId)) return;
      seen.add(factId);
      examples.push({
        set: item.set,
        x: NEAR_MATCH_FEATURES.map((name) => features[name]),
        y: citationFits(item, factId, snapshot) ? 1 : 0,
      });
    },
  );
}

/** Logistic regression by Newton's method (iteratively reweighted least squares) with a ridge penalty. */
function learn(from: readonly Example[]): NearMatchModel {
  const n = NEAR_MATCH_FEATURES.length + 1;
  const w = new Array<number>(n).fill(0);
  const row = (e: Example) => [1, ...e.x];
  for (let iteration = 0; iteration < 50; iteration++) {
    const gradient = new Array<number>(n).fill(0);
    const hessian = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    for (const e of from) {
      const x = row(e);
      const p = 1 / (1 + Math.exp(-x.reduce((z, v, i) => z + v * (w[i] as number), 0)));
      const r = p * (1 - p);
      for (let i = 0; i < n; i++) {
        gradient[i] = (gradient[i] as number) + (x[i] as number) * (e.y - p);
        const h = hessian[i] as number[];
        for (let j = 0; j < n; j++) h[j] = (h[j] as number) + r * (x[i] as number) * (x[j] as number);
      }
    }
    for (let i = 1; i < n; i++) {
      gradient[i] = (gradient[i] as number) - PENALTY * (w[i] as number);
      (hessian[i] as number[])[i] = ((hessian[i] as number[])[i] as number) + PENALTY;
    }
    const step = solve(hessian, gradient);
    let largest = 0;
    for (let i = 0; i < n; i++) {
      w[i] = (w[i] as number) + (step[i] as number);
      largest = Math.max(largest, Math.abs(step[i] as number));
    }
    if (largest < 1e-9) break;
  }
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return {
    bias: round(w[0] as number),
    weights: Object.fromEntries(
      NEAR_MATCH_FEATURES.map((name, i) => [name, round(w[i + 1] as number)]),
    ) as NearMatchModel['weights'],
    threshold,
  };
}

/** Solves a·x = b by Gaussian elimination with partial pivoting (a is small and positive definite). */
function solve(a: number[][], b: number[]): number[] {
  const m = a.map((r, i) => [...r, b[i] as number]);
  const n = b.length;
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]?.[c] as number) > Math.abs(m[pivot]?.[c] as number)) pivot = r;
    [m[c], m[pivot]] = [m[pivot] as number[], m[c] as number[]];
    const top = m[c] as number[];
    for (let r = c + 1; r < n; r++) {
      const cur = m[r] as number[];
      const f = (cur[c] as number) / (top[c] as number);
      for (let k = c; k <= n; k++) cur[k] = (cur[k] as number) - f * (top[k] as number);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    const cur = m[r] as number[];
    let s = cur[n] as number;
    for (let k = r + 1; k < n; k++) s -= (cur[k] as number) * (x[k] as number);
    x[r] = s / (cur[r] as number);
  }
  return x;
}

/** Answered precision and recall of a set's questions, answered with `model`. */
function measure(items: readonly Labelled[], model: NearMatchModel | null) {
  let answered = 0;
  let right = 0;
  let answerable = 0;
  let found = 0;
  for (const item of items) {
    const snapshot = snapshotOf(item);
    const result = withNearMatchModel(model, () => answer(item.question, snapshot));
    const correct = isCorrect(item, result, snapshot);
    if (result.outcome === 'answered') {
      answered++;
      if (correct) right++;
    }
    if (item.expected.outcome === 'answered') {
      answerable++;
      if (correct) found++;
    }
  }
  return { answered, right, answerable, found };
}

const MODEL_FILE = new URL('../../data/answers/near-match.json', import.meta.url);

/** The model file learned from every set, as `--write` saves it. */
function learnedFile(): string {
  const saved = {
    features: NEAR_MATCH_FEATURES,
    ...learn(examples),
    learnedFrom: { sets: sets.length, questions: questions.length, nearMatches: examples.length },
  };
  return `${JSON.stringify(saved, null, 2)}\n`;
}

// `--check`: whether the shipped model is the one these sets give on the engine as it is (after an engine change it
// is not until learned again).
if (args.includes('--check')) {
  const same = readFileSync(MODEL_FILE, 'utf8') === learnedFile();
  console.log(
    same
      ? 'data/answers/near-match.json is the model these sets give'
      : 'data/answers/near-match.json is not the model these sets give: learn it again with --write',
  );
  process.exit(same ? 0 : 1);
}

// Each set answered with a model learned from the others, beside no near matches; summed by family of sets.
const family = (set: string) => (set.startsWith('sgd-') ? set : set.replace(/-[a-z]$/, ''));
const totals = new Map<string, { without: ReturnType<typeof measure>; with: ReturnType<typeof measure> }>();
const add = (a: ReturnType<typeof measure>, b: ReturnType<typeof measure>) => ({
  answered: a.answered + b.answered,
  right: a.right + b.right,
  answerable: a.answerable + b.answerable,
  found: a.found + b.found,
});
const none = { answered: 0, right: 0, answerable: 0, found: 0 };
for (const set of sets) {
  const items = questions.filter((q) => q.set === set);
  const model = learn(examples.filter((e) => e.set !== set));
  const without = measure(items, null);
  const withModel = measure(items, model);
  for (const key of [family(set), 'all']) {
    const total = totals.get(key) ?? { without: none, with: none };
    totals.set(key, { without: add(total.without, without), with: add(total.with, withModel) });
  }
}
const ratio = (a: number, b: number) => (b === 0 ? '–' : (a / b).toFixed(3));
console.log(
  `near matches weighed: ${examples.length} (${examples.filter((e) => e.y === 1).length} the answer), over ${questions.length} questions in ${sets.length} sets; threshold ${threshold}\n`,
);
const rows = [...totals].map(([key, t]) => ({
  sets: key,
  questions: t.with.answerable,
  'precision without': ratio(t.without.right, t.without.answered),
  'precision with': ratio(t.with.right, t.with.answered),
  'recall without': ratio(t.without.found, t.without.answerable),
  'recall with': ratio(t.with.found, t.with.answerable),
  // Of the answers the near matches add (or change), how many are right.
  'added answers': t.with.answered - t.without.answered,
  'of them right': t.with.right - t.without.right,
}));
console.log(
  'each set answered with a model learned from the other sets (answerable questions; answers added and how many right):',
);
printTable(rows);

if (args.includes('--write')) {
  writeFileSync(MODEL_FILE, learnedFile());
  console.log(`\nwrote ${fileURLToPath(MODEL_FILE)}`);
}
