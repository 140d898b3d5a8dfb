/**
 * `npm run bench:answers [-- --json out.json] [-- --show-misses]`: runs the labelled question
 * set (bench/answers/questions.jsonl, over the demo businesses) through the answer engine and
 * prints its quality figures and latency for each set of questions (written one after another; each
 * was run once untuned, then tuned on; README "Ask" gives those first-run figures) and for all.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { generateDemoData } from '../../src/demo/generate.js';
import { answer } from '../../src/gateway/answer/engine.js';
import type { Answer, FactSnapshot } from '../../src/gateway/answer/types.js';
import { buildSnapshot } from '../../src/gateway/snapshot.js';

interface Labelled {
  id: string;
  /** Which of the sets written one after another the question belongs to (see the README). */
  set: number;
  slug: string;
  question: string;
  expected: { outcome: Answer['outcome']; kinds?: string[]; reason?: string };
  tag: string;
}

/** The demo data the set was written over (deterministic for this instant). */
const DEMO_AT = new Date('2026-11-21T12:00:00Z');
const ROUTINE_REASONS = new Set(['sensitive', 'urgent', 'regulated', 'case_specific']);

const questions: Labelled[] = readFileSync(new URL('./questions.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Labelled);
const snapshots = new Map<string, FactSnapshot>(
  generateDemoData(DEMO_AT).listings.map(({ draft }) => [
    draft.slug,
    buildSnapshot(draft, `https://gateway.example/ai/${draft.slug}/a2a/v1/action-request`),
  ]),
);

/** The kinds an answer cites (profile fields count as the kind they answer for). */
function citedKinds(result: Answer, snapshot: FactSnapshot): string[] {
  return result.citations.map((c) => {
    const fact = snapshot.facts.find((f) => f.id === c.factId);
    return fact?.answersFor ?? fact?.kind ?? c.kind;
  });
}

/** Content of an answer that no cited fact holds: digits, URLs and e-mail addresses left after removing the cited texts. */
function inventedContent(result: Answer, snapshot: FactSnapshot): boolean {
  let rest = result.answer;
  for (const citation of result.citations) {
    const fact = snapshot.facts.find((f) => f.id === citation.factId);
    for (const part of [fact?.text, fact?.question]) if (part) rest = rest.split(part).join(' ');
  }
  return /\d|@|https?:/.test(rest);
}

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

function run(item: Labelled): Run {
  const snapshot = snapshots.get(item.slug);
  if (!snapshot) throw new Error(`${item.id}: no demo business ${item.slug}`);
  const result = answer(item.question, snapshot);
  const ms = timings.get(item.id) ?? [];
  const kinds = citedKinds(result, snapshot);
  const correct =
    result.outcome === item.expected.outcome &&
    (result.outcome !== 'answered' || (kinds.length > 0 && kinds.every((k) => item.expected.kinds?.includes(k))));
  return { item, result, ms, correct, invented: result.outcome === 'answered' && inventedContent(result, snapshot) };
}

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
      runs.filter((r) => r.item.expected.outcome === 'unclear' && r.result.outcome === 'unclear').length,
      runs.filter((r) => r.item.expected.outcome === 'unclear').length,
    ),
    inventedContent: runs.filter((r) => r.invented).length,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

// Warm up (JIT, per-snapshot indexes), then time every question in rounds, then judge the answers.
for (const item of questions) answer(item.question, snapshots.get(item.slug) as FactSnapshot);
const timings = new Map<string, number[]>(questions.map((q) => [q.id, []]));
for (let round = 0; round < LATENCY_ROUNDS; round++) {
  for (const item of questions) {
    const snapshot = snapshots.get(item.slug) as FactSnapshot;
    const started = performance.now();
    answer(item.question, snapshot);
    timings.get(item.id)?.push(performance.now() - started);
  }
}
const runs = questions.map(run);
const sets = [...new Set(questions.map((q) => q.set))].sort((a, b) => a - b);
const parts: { all: ReturnType<typeof figures> } & Record<string, ReturnType<typeof figures>> = {
  ...Object.fromEntries(sets.map((set) => [`set ${set}`, figures(runs.filter((r) => r.item.set === set))])),
  all: figures(runs),
};
const columns = Object.keys(parts);

const TARGETS: Record<string, string> = {
  answeredPrecision: '≥ 0.98',
  handoffRecall: '1.00',
  refusalRecall: '1.00',
  falseHandoffRate: '≤ 0.10',
  inventedContent: '0',
  p99Ms: '≤ 2',
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
console.log(
  `answer engine on ${questions.length} labelled questions (${new Set(questions.map((q) => q.slug)).size} demo businesses)\n`,
);
console.log(line(header));
for (const row of rows) console.log(line(row));

const args = process.argv.slice(2);
if (args.includes('--show-misses')) {
  for (const r of runs.filter((x) => !x.correct)) {
    console.log(`\n${r.item.id} [set ${r.item.set}] ${r.item.slug}: ${r.item.question}`);
    console.log(
      `  expected ${JSON.stringify(r.item.expected)}; got ${r.result.outcome}${r.result.handoff ? `/${r.result.handoff.reason}` : ''} (${r.result.rule}) ${r.result.citations.map((c) => c.factId).join(',')}`,
    );
    console.log(`  ${r.result.answer.slice(0, 160)}`);
  }
}
const jsonAt = args.indexOf('--json');
if (jsonAt >= 0 && args[jsonAt + 1])
  writeFileSync(args[jsonAt + 1] as string, `${JSON.stringify({ measuredAt: new Date().toISOString(), ...parts }, null, 2)}\n`);
