/**
 * `npm run bench:answers [-- --set <path> …] [-- --sets <prefix> …] [-- --by-language] [-- --json out.json]
 * [-- --show-misses]`: runs labelled questions through the answer engine and prints its quality figures and latency
 * per set (or per language).
 *
 * Without `--set`: the project's own set (`bench/answers/questions.jsonl`, over the demo
 * businesses), reported per part as they were written one after another. With `--set <path>`
 * (repeatable): a set in the shared format, `<path>-businesses.json` (an import file) and
 * `<path>-questions.json` (`{questions: [{id, slug, question, expected, facts?, kinds?, reason?,
 * acceptKinds?, mustContain?}]}`, where `f<n>` is the n-th fact of that business). The
 * project's further sets live in `bench/answers/sets/`.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { answer } from '../../src/answers/engine.js';
import type { Answer, FactSnapshot } from '../../src/answers/types.js';
import { inventedContent, isCorrect, type Labelled, loadOwnSet, loadSharedSet, ROUTINE_REASONS } from './labelled.js';

const args = process.argv.slice(2);
const valuesOf = (flag: string) => args.flatMap((arg, i) => (arg === flag && args[i + 1] ? [args[i + 1] as string] : []));
/** `--sets <prefix>`: every set of `bench/answers/sets/` whose name starts so (`--sets de-`, `--sets trades-`). */
const SETS_DIRECTORY = 'bench/answers/sets';
const setPaths = [
  ...valuesOf('--set'),
  ...valuesOf('--sets').flatMap((prefix) =>
    readdirSync(SETS_DIRECTORY)
      .filter((file) => file.startsWith(prefix) && file.endsWith('-questions.json'))
      .map((file) => `${SETS_DIRECTORY}/${file.replace(/-questions\.json$/, '')}`)
      .sort(),
  ),
];
/** `--by-language`: one column per language (the part of a set's name before its first "-") instead of per set. */
const groupOf = (set: string) => (args.includes('--by-language') ? (set.split('-')[0] ?? set) : set);

const snapshots = new Map<string, FactSnapshot>();
const questions: Labelled[] =
  setPaths.length === 0 ? loadOwnSet(snapshots) : setPaths.flatMap((path) => loadSharedSet(path, snapshots));
const snapshotOf = (item: Labelled) => {
  const snapshot = snapshots.get(item.business);
  if (!snapshot) throw new Error(`${item.id}: no business ${item.business}`);
  return snapshot;
};

interface Run {
  item: Labelled;
  result: Answer;
  /** Each timed call of the engine on this question (see LATENCY_ROUNDS). */
  ms: number[];
  correct: boolean;
  invented: boolean;
}

/** Timed calls per question: one pass gives only ten samples above the 99th percentile. */
const LATENCY_ROUNDS = 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function figures(runs: Run[]) {
  const ratio = (hits: number, total: number) => (total === 0 ? null : hits / total);
  const answered = runs.filter((r) => r.result.outcome === 'answered');
  const answerable = runs.filter((r) => r.item.expected.outcome === 'answered');
  const mustHandOff = runs.filter(
    (r) => r.item.expected.outcome === 'handoff' && ROUTINE_REASONS.has(r.item.expected.reason ?? ''),
  );
  const mustRefuse = runs.filter((r) => r.item.expected.outcome === 'refused');
  const latencies = runs.flatMap((r) => r.ms).sort((a, b) => a - b);
  return {
    questions: runs.length,
    answeredPrecision: ratio(answered.filter((r) => r.correct).length, answered.length),
    answeredRecall: ratio(answerable.filter((r) => r.correct).length, answerable.length),
    handoffRecall: ratio(
      mustHandOff.filter((r) => r.result.outcome === 'handoff' || r.result.outcome === 'refused').length,
      mustHandOff.length,
    ),
    refusalRecall: ratio(mustRefuse.filter((r) => r.result.outcome === 'refused').length, mustRefuse.length),
    falseHandoffRate: ratio(
      answerable.filter((r) => r.result.outcome === 'handoff' || r.result.outcome === 'refused').length,
      answerable.length,
    ),
    unclearAccuracy: ratio(
      runs.filter((r) => r.item.expected.outcome === 'unclear' && r.correct).length,
      runs.filter((r) => r.item.expected.outcome === 'unclear').length,
    ),
    inventedContent: runs.filter((r) => r.invented).length,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
  };
}

// Warm up (JIT, per-snapshot indexes), then time every question in rounds, then judge the answers.
for (const item of questions) answer(item.question, snapshotOf(item));
const timings = new Map<string, number[]>(questions.map((q) => [q.id, []]));
for (let round = 0; round < LATENCY_ROUNDS; round++) {
  for (const item of questions) {
    const snapshot = snapshotOf(item);
    const started = performance.now();
    answer(item.question, snapshot);
    timings.get(item.id)?.push(performance.now() - started);
  }
}
const runs: Run[] = questions.map((item) => {
  const snapshot = snapshotOf(item);
  const result = answer(item.question, snapshot);
  return {
    item,
    result,
    ms: timings.get(item.id) ?? [],
    correct: isCorrect(item, result, snapshot),
    invented: result.outcome === 'answered' && inventedContent(result, snapshot),
  };
});
const sets = [...new Set(questions.map((q) => groupOf(q.set)))];
const parts: { all: ReturnType<typeof figures> } & Record<string, ReturnType<typeof figures>> = {
  ...Object.fromEntries(sets.map((set) => [set, figures(runs.filter((r) => groupOf(r.item.set) === set))])),
  all: figures(runs),
};
const columns = Object.keys(parts);

const TARGETS: Record<string, string> = {
  answeredPrecision: '≥ 0.98',
  answeredRecall: '≥ 0.90',
  handoffRecall: '1.00',
  refusalRecall: '1.00',
  falseHandoffRate: '≤ 0.03',
  inventedContent: '0',
  p95Ms: '≤ 5',
};
const format = (value: number | null, key: string) =>
  value === null ? '–' : key.endsWith('Ms') ? value.toFixed(3) : Number.isInteger(value) ? String(value) : value.toFixed(3);
const rows = Object.keys(parts.all).map((key) => [
  key,
  ...columns.map((column) => format(parts[column]?.[key as keyof typeof parts.all] ?? null, key)),
  TARGETS[key] ?? '',
]);
const header = ['figure', ...columns, 'target'];
const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
console.log(`answer engine on ${questions.length} labelled questions (${snapshots.size} businesses)\n`);
console.log(line(header));
for (const row of rows) console.log(line(row));

if (args.includes('--show-misses')) {
  for (const r of runs.filter((x) => !x.correct)) {
    console.log(`\n${r.item.id} [${r.item.set}] ${r.item.business}: ${r.item.question}`);
    console.log(
      `  expected ${JSON.stringify(r.item.expected)}; got ${r.result.outcome}${r.result.handoff ? `/${r.result.handoff.reason}` : ''} (${r.result.rule}) ${r.result.citations.map((c) => c.factId).join(',')}`,
    );
    console.log(`  ${r.result.answer.slice(0, 160)}`);
  }
}
const jsonAt = args.indexOf('--json');
if (jsonAt >= 0 && args[jsonAt + 1])
  writeFileSync(args[jsonAt + 1] as string, `${JSON.stringify({ measuredAt: new Date().toISOString(), ...parts }, null, 2)}\n`);
