/**
 * `npm run bench:new-questions [-- --answers 40000] [-- --json out.json]`: what the answer engine costs, in process,
 * for a business-and-question pair it has not answered before, beside a pair it has.
 *
 * 20 demo businesses are asked the project's own questions in turn, as `bench:http`'s rows with every question new
 * ask them (request i: business i mod 20, question i + ⌊i / 20⌋), after the lexical data is read as a started server
 * reads it. Each phase of the run is timed apart (a fresh process fills the engine's tables as it goes: V8's compiled
 * code, each word's WordNet reading and each business's term searches and spelling), then the last 2,000 pairs are
 * answered again, every table warm: the ratio of the two is what newness costs.
 */
import { readFileSync } from 'node:fs';
import { answer } from '../../src/answers/engine.js';
import { loadLexicalData } from '../../src/answers/lexical-data.js';
import type { FactSnapshot } from '../../src/answers/types.js';
import { generateDemoData } from '../../src/demo/generate.js';
import { buildSnapshot } from '../../src/gateway/snapshot.js';
import { parseArgs, printTable, saveJson } from '../lib/report.js';

const BUSINESSES = 20;
const REPEATED = 2_000;
/** Where each timed phase ends (the last runs to the end). */
const PHASES = [1_000, 10_000, 20_000];

const args = parseArgs();
const total = Math.max((PHASES.at(-1) ?? 0) + REPEATED, Number(args.get('answers') ?? 40_000));
const listings = generateDemoData(new Date('2026-11-21T12:00:00Z')).listings;
const step = Math.max(1, Math.floor(listings.length / BUSINESSES));
const snapshots: FactSnapshot[] = listings
  .filter((_, i) => i % step === 0)
  .slice(0, BUSINESSES)
  .map(({ draft }) => buildSnapshot(draft, `https://gateway.example/ai/${draft.slug}/a2a/v1/action-request`));
const lines = readFileSync(new URL('./questions.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean);
const questions = [...new Set(lines.map((line) => (JSON.parse(line) as { question: string }).question))];
/** Answers the i-th request: business i mod 20, question i + ⌊i / 20⌋. */
const ask = (i: number) =>
  answer(
    questions[(i + Math.floor(i / snapshots.length)) % questions.length] ?? '',
    snapshots[i % snapshots.length] as FactSnapshot,
  );

await loadLexicalData();
const rows: Record<string, string | number>[] = [];
let from = 0;
for (const end of [...PHASES, total]) {
  const started = performance.now();
  for (let i = from; i < end; i++) ask(i);
  rows.push({
    answers: `${from.toLocaleString('en-US')}–${end.toLocaleString('en-US')}`,
    'µs per answer': ((performance.now() - started) * 1000) / (end - from),
  });
  from = end;
}
const started = performance.now();
for (let i = total - REPEATED; i < total; i++) ask(i);
const repeated = ((performance.now() - started) * 1000) / REPEATED;
rows.push({ answers: `the last ${REPEATED.toLocaleString('en-US')} again`, 'µs per answer': repeated });
const last = rows[PHASES.length]?.['µs per answer'] as number;
for (const row of rows) row['÷ again'] = (row['µs per answer'] as number) / repeated;
console.log(`${snapshots.length} businesses, ${questions.length} questions, ${total.toLocaleString('en-US')} new pairs`);
printTable(rows);
console.log(`\nthe last phase's new pairs cost ${(last / repeated).toFixed(2)} times the same pairs answered again`);
saveJson(args, 'new-questions', rows);
