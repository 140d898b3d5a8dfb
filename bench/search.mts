/**
 * `npm run bench:search [-- --count 1000000] [-- --db sqlite|postgres|both] [-- --slowest N] [-- --json out.json]
 * [-- --dump out.jsonl] [-- --at 2026-11-29T07:30:00Z]`:
 * in-process latency of 2,000 directory searches (the `/api/directory` service, count and page
 * included) over the databases `bench:import` left, per query class; `--slowest` also lists the
 * N slowest searches with their parameters, where to look first. Every search runs again with
 * `interpret=false` right before or after it (alternately, so neither reading finds the other's reads
 * cached more often), and a second table gives what understanding costs as ratios.
 * `--dump` writes what every search returned (one line each, in run order), and `--at` runs every
 * search at that time instead of now: two dumps of the same databases at the same `--at` compare
 * with `diff`, which is how a change is shown to return the same results.
 */
import { writeFileSync } from 'node:fs';
import { pino } from 'pino';
import { loadConfig } from '../src/config.js';
import { DEMO_COUNTRIES } from '../src/demo/demo-places.js';
import { DEMO_TRADES } from '../src/demo/demo-trades.js';
import { createRandom } from '../src/demo/generate.js';
import { type DirectoryParams, type DirectoryResult, searchDirectory } from '../src/directory/search.service.js';
import { openDeps } from '../src/open-deps.js';
import { createUrls } from '../src/urls.js';
import { VOCABULARY } from './lib/listings.js';
import { type BenchDialect, benchDatabaseUrl, dialectsOf, parseArgs, percentile, printTable, saveJson } from './lib/report.js';

/** One timed search; `pages` > 1 follows the cursor and times only the pages after `skip`. */
interface BenchQuery {
  kind: string;
  params: DirectoryParams;
  pages?: number;
  skip?: number;
}

const PER_CLASS = 250;
/** The queries' random source: each call of {@link benchQueries} starts it anew, so every run times the same searches. */
const SEED = 424242;
type Random = ReturnType<typeof createRandom>;
const cities = DEMO_COUNTRIES.flatMap((c) => c.cities.map((city) => ({ country: c.code, name: city.name })));
const common = [...VOCABULARY.slice(0, 40), ...DEMO_TRADES.map((t) => t.category.split('-')[0] ?? t.category)];
const rare = VOCABULARY.slice(1_500);
const typed = [...VOCABULARY.slice(0, 300), ...DEMO_TRADES.flatMap((t) => t.nameWords.map((w) => w.toLowerCase()))];

function randomFilters(rnd: Random): DirectoryParams {
  const params: DirectoryParams = {};
  const city = rnd.pick(cities);
  const roll = rnd.next();
  if (roll < 0.35) params.country = city.country;
  else if (roll < 0.55) {
    params.country = city.country;
    params.city = city.name;
  }
  if (rnd.chance(0.5) || !params.country) params.category = rnd.pick(DEMO_TRADES).category;
  if (rnd.chance(0.25)) params.verified = rnd.chance(0.5) ? 'true' : 'false';
  if (rnd.chance(0.3)) params.sort = rnd.pick(['name', 'newest', 'updated'] as const);
  return params;
}

/** The 2,000 queries, the same every run (with understanding and without, on each database). */
export function benchQueries(): BenchQuery[] {
  const rnd = createRandom(SEED);
  const queries: BenchQuery[] = [];
  const add = (kind: string, make: () => DirectoryParams | DirectoryParams[]) => {
    for (let n = 0; n < PER_CLASS; ) {
      for (const params of [make()].flat().slice(0, PER_CLASS - n)) {
        queries.push({ kind, params });
        n++;
      }
    }
  };
  add('common word', () => ({ q: `${rnd.pick(common)} ` }));
  add('rare word', () => ({ q: `${rnd.pick(rare)} ` }));
  add('two words', () => ({ q: `${rnd.pick(common)} ${rnd.chance(0.5) ? rnd.pick(cities).name : rnd.pick(common)} ` }));
  add('prefix as typed', () => {
    const word = rnd.pick(typed);
    const before = rnd.chance(0.3) ? `${rnd.pick(common)} ` : '';
    return Array.from({ length: Math.max(1, word.length - 1) }, (_, i) => ({ q: `${before}${word.slice(0, i + 2)}` }));
  });
  add('filters, no q', () => randomFilters(rnd));
  add('filters + q', () => ({ ...randomFilters(rnd), q: `${rnd.pick(common)} ` }));
  add('natural language', () => {
    const trade = rnd.pick(DEMO_TRADES);
    const city = rnd.pick(cities);
    const tail = rnd.pick(['', ' who speaks English', ' open on Sunday', ' open now', ' verified']);
    return { q: `${rnd.chance(0.5) ? 'a ' : ''}${trade.noun} in ${city.name}${tail}` };
  });
  add('misspelt', () => {
    const word = rnd.pick(DEMO_TRADES).noun.split(' ')[0] ?? 'bakery';
    const at = rnd.int(1, Math.max(1, word.length - 2));
    const typo = `${word.slice(0, at)}${word[at + 1] ?? ''}${word[at] ?? ''}${word.slice(at + 2)}`;
    return { q: `${typo} ${rnd.pick(cities).name.toLowerCase()} ` };
  });
  for (let i = 0; i < PER_CLASS / 10; i++)
    queries.push({ kind: 'deep page, q', params: { q: `${rnd.pick(common)} ` }, pages: 15, skip: 5 });
  for (let i = 0; i < PER_CLASS / 10; i++)
    queries.push({ kind: 'deep page, filters', params: randomFilters(rnd), pages: 15, skip: 5 });
  return queries;
}

/** What a dump keeps of one search's result: everything but the listings' details (their slugs stand for them). */
function dumpLine(dialect: BenchDialect, interpret: boolean, params: DirectoryParams, result: DirectoryResult): string {
  const { total, totalExact, interpretation, suggestions, results, nextCursor } = result;
  const slugs = results.map((r) => r.slug);
  return JSON.stringify({ dialect, interpret, params, total, totalExact, interpretation, suggestions, slugs, nextCursor });
}

interface RunOptions {
  slowestCount: number;
  /** Lines of a dump, when one is wanted (see the module comment). */
  dump?: string[];
  /** The time every search runs at, instead of now. */
  at?: Date;
}

/** Both readings of the benchmark: with understanding and with `interpret=false`. */
const MODES = [true, false] as const;

/**
 * Times every search with understanding and without, back to back, the first of the two alternating from search to
 * search: the first run of a search reads what the second finds cached (the database's pages, the vocabulary), so
 * timing all of one mode before the other would charge that mode alone with the cold reads.
 */
async function run(dialect: BenchDialect, count: number, { slowestCount, dump, at }: RunOptions) {
  const config = loadConfig({ ...process.env, DATABASE_URL: benchDatabaseUrl(dialect, count) });
  const opened = await openDeps(config, pino({ level: 'silent' }), { migrate: false });
  const deps = at ? { ...opened.deps, clock: { now: () => at } } : opened.deps;
  const urls = createUrls(config);
  const timings = new Map<string, number[]>();
  const searches: { kind: string; params: DirectoryParams; page: number; ms: number }[] = [];
  const time = async (params: DirectoryParams, interpret: boolean) => {
    const started = process.hrtime.bigint();
    const result = await searchDirectory(deps, urls, interpret ? params : { ...params, interpret: 'false' });
    return { ms: Number(process.hrtime.bigint() - started) / 1e6, result };
  };
  const mode = (interpret: boolean) => (interpret ? 'on' : 'off');
  try {
    const queries = benchQueries();
    for (const q of queries.slice(0, 100)) for (const interpret of MODES) await time(q.params, interpret); // warm-up
    for (const [index, q] of queries.entries()) {
      const order = index % 2 === 0 ? MODES : [...MODES].reverse();
      for (const interpret of order) {
        const list = timings.get(`${mode(interpret)} ${q.kind}`) ?? [];
        timings.set(`${mode(interpret)} ${q.kind}`, list);
        let cursor: string | undefined;
        for (let page = 1; page <= (q.pages ?? 1); page++) {
          const { ms, result } = await time({ ...q.params, cursor }, interpret);
          dump?.push(dumpLine(dialect, interpret, { ...q.params, cursor }, result));
          if (page > (q.skip ?? 0)) {
            list.push(ms);
            if (interpret) searches.push({ kind: q.kind, params: q.params, page, ms });
          }
          if (!result.nextCursor) break;
          cursor = result.nextCursor;
        }
      }
    }
  } finally {
    await opened.close();
  }
  const slowest = searches.sort((a, b) => b.ms - a.ms).slice(0, slowestCount);
  const kinds = [...new Set(benchQueries().map((q) => q.kind))];
  const rows = MODES.flatMap((interpret) => {
    const lists = kinds.map((kind) => [kind, timings.get(`${mode(interpret)} ${kind}`) ?? []] as const);
    return [...lists, ['all', lists.flatMap(([, list]) => list)] as const].map(([kind, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return {
        database: dialect,
        understanding: mode(interpret),
        class: kind,
        queries: sorted.length,
        'p50 ms': percentile(sorted, 50),
        'p95 ms': percentile(sorted, 95),
        'p99 ms': percentile(sorted, 99),
        'max ms': sorted[sorted.length - 1] ?? Number.NaN,
      };
    });
  });
  return { rows, slowest };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = parseArgs();
  const count = Number(args.get('count') ?? 1_000_000);
  const slowestCount = Number(args.get('slowest') ?? 0);
  const results: Awaited<ReturnType<typeof run>>['rows'] = [];
  const slowest = [];
  const dump = args.has('dump') ? ([] as string[]) : undefined;
  const at = args.has('at') ? new Date(args.get('at') ?? '') : undefined;
  if (at && Number.isNaN(at.getTime())) {
    console.error('--at takes an ISO date and time, e.g. 2026-11-29T07:30:00Z');
    process.exit(2);
  }
  // The same queries without understanding, in the same run, show what understanding costs.
  for (const dialect of dialectsOf(args)) {
    const measured = await run(dialect, count, { slowestCount, dump, at });
    results.push(...measured.rows);
    slowest.push(
      ...measured.slowest.map((s) => ({
        database: dialect,
        class: s.kind,
        ms: s.ms,
        page: s.page,
        params: JSON.stringify(s.params),
      })),
    );
  }
  printTable(results);
  // What understanding costs: each class's p50 and p99 with it, over the same class without it in this run.
  console.log();
  printTable(
    results
      .filter((row) => row.understanding === 'on')
      .map((on) => {
        const off = results.find((r) => r.understanding === 'off' && r.database === on.database && r.class === on.class);
        return {
          database: on.database,
          class: on.class,
          'p50 on ÷ off': off ? on['p50 ms'] / off['p50 ms'] : Number.NaN,
          'p99 on ÷ off': off ? on['p99 ms'] / off['p99 ms'] : Number.NaN,
        };
      }),
  );
  if (slowest.length > 0) {
    console.log();
    printTable(slowest);
  }
  saveJson(args, 'search', results);
  const dumpFile = args.get('dump');
  if (dump && dumpFile) {
    writeFileSync(dumpFile, `${dump.join('\n')}\n`);
    console.log(`wrote ${dump.length} results to ${dumpFile}`);
  }
}
