/**
 * `npm run bench:http [-- --count 1000000] [-- --db sqlite|postgres|both] [-- --duration 10] [-- --only ask,MCP] [-- --json out.json]`:
 * builds dist/ and starts the server as `npm start` does on a `bench:import` database (timing start to ready), then drives each route
 * with autocannon at 50 connections (MCP tool calls on `/mcp` timed in turns with the HTTP routes they wrap)
 * and reports req/s, p99, the server's CPU time per request and the ratio to a bare Fastify route
 * measured in the same run (and, for bodies of 2 KB or more, to the bare route sending as many
 * bytes), plus the server's peak RSS.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { openStorage } from '../src/storage/connect.js';
import { VOCABULARY } from './lib/listings.js';
import { type BenchDialect, benchDatabaseUrl, dialectsOf, parseArgs, printTable, saveJson } from './lib/report.js';

const CONNECTIONS = 50;
/** How long the row of new questions on a warm server first asks them of other businesses. */
const WARM_SERVER_SECONDS = 20;
const QUESTIONS = ['What are your opening hours?', 'Where are you?', 'Do you take card payments?', 'How much does it cost?'];

/** The labelled questions of bench:answers (typos, handoffs and refusals included), each text once. */
function labelledQuestions(): string[] {
  const lines = readFileSync('bench/answers/questions.jsonl', 'utf8').split('\n').filter(Boolean);
  const texts = lines.map((line) => (JSON.parse(line) as { question: string }).question).filter((q) => q.length <= 200);
  return [...new Set(texts)];
}

/**
 * Ask paths that never repeat a business and question pair within 40,000 requests, far more than
 * the server keeps answers for: every request runs the engine, and most load a snapshot.
 */
function newQuestionPaths(slugs: string[]): string[] {
  const questions = labelledQuestions();
  return Array.from({ length: 40_000 }, (_, i) => {
    const question = questions[(i + Math.floor(i / slugs.length)) % questions.length] ?? '';
    return `/ai/${slugs[i % slugs.length]}/ask?q=${encodeURIComponent(question)}`;
  });
}

/** One request of a target: a GET path, or a request with a method, headers and a body. */
type RequestSpec = string | { path: string; method: 'POST'; headers: Record<string, string>; body: string };

/** A stateless MCP `tools/call` on `/mcp`, as a 2025-11-25 client sends it. */
function mcpCall(tool: string, args: Record<string, unknown>): RequestSpec {
  return {
    path: '/mcp',
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool, arguments: args } }),
  };
}

const requestOf = (spec: RequestSpec) => (typeof spec === 'string' ? { path: spec } : spec);

/** The bare route sending `size` bytes, requested as the target's requests are (a GET, or a POST with the same bodies). */
function sameSizePaths(paths: RequestSpec[], size: number): RequestSpec[] {
  return paths.map((spec) => (typeof spec === 'string' ? `/bytes/${size}` : { ...spec, path: `/bytes/${size}` }));
}

/** Every 500th published slug (from the `offset`-th), for requests that name a business. */
async function sampleSlugs(url: string, offset = 0): Promise<string[]> {
  const storage = openStorage(loadConfig({ DATABASE_URL: url }).database);
  try {
    const { rows } = await sql<{ slug: string }>`select slug from listings where listing_status = 'published'`.execute(
      storage.db,
    );
    return rows.filter((_, i) => i % 500 === offset).map((r) => r.slug);
  } finally {
    await storage.close();
  }
}

/** The arguments `npm start` gives node ("node --flag dist/main.js" → ["--flag", "dist/main.js"]). */
function startArguments(): string[] {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  const [program, ...args] = (scripts.start ?? '').split(/\s+/);
  if (program !== 'node' || args.length === 0) throw new Error(`npm start is not "node … file": ${scripts.start}`);
  return args;
}

/** Starts a server process and resolves with it and the milliseconds until `readyPath` answered 200. */
async function startServer(args: string[], env: Record<string, string>, port: number, readyPath: string) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: 'ignore' });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server ${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}${readyPath}`)).ok) return { child, readyMs: performance.now() - started };
    } catch {}
    await sleep(20);
  }
}

/** Peak resident set size of a process so far (Linux VmHWM), in MB. */
function peakRssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** CPU time a process has used so far (user and system), in ms, from /proc (Linux clock ticks of 10 ms). */
function cpuMs(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after the command.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A warm-up of its own: other requests, for longer than the usual few seconds. */
interface WarmUp {
  paths: RequestSpec[];
  seconds: number;
}

/** autocannon's options for rotating paths. */
function optionsFor(port: number, rotating: RequestSpec[]) {
  let next = 0;
  return {
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    requests: [
      { setupRequest: (req: autocannon.Request) => ({ ...req, ...requestOf(rotating[next++ % rotating.length] ?? '/') }) },
    ],
  };
}

/** A timed autocannon run on rotating paths; with the server's process, also the CPU time it used. */
async function measure(port: number, paths: RequestSpec[], seconds: number, server?: ChildProcess) {
  const cpuBefore = server ? cpuMs(server) : 0;
  const result = await autocannon({ ...optionsFor(port, paths), duration: seconds });
  return {
    seconds,
    requests: result.requests.total,
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    cpuMs: server ? cpuMs(server) - cpuBefore : Number.NaN,
  };
}

type Measured = Awaited<ReturnType<typeof measure>>;

/** A run's figures as the rows report them: the server's CPU time per request in it. */
const figures = (m: Measured) => ({ ...m, cpuPerRequest: m.cpuMs / Math.max(1, m.requests) });

/**
 * Runs autocannon on rotating paths: a short warm-up (or `warm`'s), then the timed run; with the server's
 * process, also its CPU time per request in the timed run.
 */
async function load(port: number, paths: RequestSpec[], seconds: number, server?: ChildProcess, warm?: WarmUp) {
  await autocannon({ ...optionsFor(port, warm?.paths ?? paths), duration: warm?.seconds ?? Math.min(3, seconds) });
  return figures(await measure(port, paths, seconds, server));
}

/** How many times each of a pair is timed, in turns (A B B A A B B A): a server's drift in a run falls on both alike. */
const PAIR_TURNS = 4;

/**
 * A route and the MCP tool that wraps it, timed in turns on the same server, each warmed up
 * first and then timed for `seconds` in all: their CPU times per request compare the two, not
 * the two moments of the run they were measured in (a server's heap and tables grow as it runs).
 */
async function loadPair(port: number, route: RequestSpec[], tool: RequestSpec[], seconds: number, server: ChildProcess) {
  const pair = [route, tool];
  for (const paths of pair) await autocannon({ ...optionsFor(port, paths), duration: Math.min(3, seconds) });
  const totals: Measured[] = pair.map(() => ({ seconds: 0, requests: 0, rps: 0, p99: 0, failed: 0, cpuMs: 0 }));
  for (let turn = 0; turn < 2 * PAIR_TURNS; turn++) {
    const which = [0, 1, 1, 0][turn % 4] ?? 0;
    const part = await measure(port, pair[which] ?? [], seconds / PAIR_TURNS, server);
    const total = totals[which] as Measured;
    total.seconds += part.seconds;
    total.requests += part.requests;
    total.cpuMs += part.cpuMs;
    total.p99 = Math.max(total.p99, part.p99);
    total.failed += part.failed;
  }
  return totals.map((t) => figures({ ...t, rps: t.requests / t.seconds }));
}

/** Bodies from this size (bytes) are also compared with the bare route sending as many bytes. */
const SAME_SIZE_FROM = 2048;

/** Mean body size in bytes over up to 20 of the paths. */
async function meanBodySize(port: number, paths: RequestSpec[]): Promise<number> {
  const sample = paths.filter((_, i) => i % Math.ceil(paths.length / 20) === 0);
  let total = 0;
  for (const spec of sample) {
    const { path, ...init } = requestOf(spec);
    total += (await (await fetch(`http://127.0.0.1:${port}${path}`, init)).arrayBuffer()).byteLength;
  }
  return Math.round(total / sample.length);
}

async function run(dialect: BenchDialect, count: number, seconds: number, only: string[]) {
  const url = benchDatabaseUrl(dialect, count);
  const slugs = await sampleSlugs(url);
  if (slugs.length === 0) throw new Error(`no listings in ${url}; run bench:import first`);
  const q = VOCABULARY.slice(0, 200).map((w) => encodeURIComponent(w));
  const words = VOCABULARY.slice(0, 200);
  // A server that has run a while: the same questions asked of 20 other businesses first (every pair timed is still new).
  const warmServer = { paths: newQuestionPaths(await sampleSlugs(url, 250)), seconds: WARM_SERVER_SECONDS };
  // An MCP tool's row names the route it wraps: the two are timed in turns (see loadPair) when both are chosen.
  const targets: [string, RequestSpec[], WarmUp?, string?][] = [
    ['/api/directory?q=…', q.map((w, i) => `/api/directory?q=${w}${i % 3 === 0 ? `+${q[(i * 7) % q.length]}` : ''}`)],
    [
      'MCP search_businesses (the same queries)',
      words.map((w, i) => mcpCall('search_businesses', { query: i % 3 === 0 ? `${w} ${words[(i * 7) % words.length]}` : w })),
      undefined,
      '/api/directory?q=…',
    ],
    ['/business/{slug}.json', slugs.map((s) => `/business/${s}.json`)],
    ['/ai/{slug}/ask?q=…', slugs.map((s, i) => `/ai/${s}/ask?q=${encodeURIComponent(QUESTIONS[i % QUESTIONS.length] ?? '')}`)],
    ['/ai/{slug}/ask?q=… (every question new)', newQuestionPaths(slugs)],
    ['/ai/{slug}/ask?q=… (every question new, warm server)', newQuestionPaths(slugs), warmServer],
    [
      'POST /ai/{slug}/ask (live, recorded)',
      slugs.map((s, i) => ({
        path: `/ai/${s}/ask`,
        method: 'POST' as const,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question: QUESTIONS[i % QUESTIONS.length] ?? '' }),
      })),
    ],
    [
      'MCP ask_business (the same, live)',
      slugs.map((s, i) => mcpCall('ask_business', { slug: s, question: QUESTIONS[i % QUESTIONS.length] ?? '' })),
      undefined,
      'POST /ai/{slug}/ask (live, recorded)',
    ],
    ['/llms.txt', ['/llms.txt']],
    ['/sitemap.xml', ['/sitemap.xml']],
    ['/ai/{slug}/a2a/v1/handshake', slugs.map((s) => `/ai/${s}/a2a/v1/handshake`)],
  ];
  const chosen = only.length === 0 ? targets : targets.filter(([route]) => only.some((part) => route.includes(part)));
  const rows: Record<string, string | number>[] = [];
  const bare = await startServer(['bench/lib/bare-server.mjs'], {}, 3901, '/');
  try {
    const base = await load(3901, ['/'], seconds, bare.child);
    rows.push({
      database: dialect,
      route: 'bare Fastify route',
      'req/s': base.rps,
      'p99 ms': base.p99,
      ratio: 1,
      'server CPU ms/req': base.cpuPerRequest,
      'body KB': (await meanBodySize(3901, ['/'])) / 1024,
      'same-size ratio': '',
      'CPU vs route': '',
      failed: base.failed,
      'peak RSS MB so far': '',
    });
    const env = { DATABASE_URL: url, LOG_LEVEL: 'warn', DEMO_DATA: 'false', ASK_DAILY_ALLOWANCE: '1000000' };
    // As `npm start` runs it: the compiled dist/ (built once before the first database), with its node flags.
    const server = await startServer(startArguments(), env, 3902, '/readyz');
    try {
      const paired = new Map<string, ReturnType<typeof figures>>();
      for (const [route, paths, warm, wraps] of chosen) {
        const wrapped = chosen.find(([other]) => other === wraps);
        const tool = chosen.find(([, , , other]) => other === route);
        if (tool && !paired.has(route)) {
          const [routeFigures, toolFigures] = await loadPair(3902, paths, tool[1], seconds, server.child);
          if (routeFigures && toolFigures) paired.set(route, routeFigures).set(tool[0], toolFigures);
        }
        const r = paired.get(route) ?? (await load(3902, paths, seconds, server.child, warm));
        const size = await meanBodySize(3902, paths);
        // A large body costs the load generator and the loopback as much as the server: the bare
        // route sending as many bytes tells the two apart. Posted requests are compared with a bare
        // POST that parses the same JSON bodies.
        const sameSize = size >= SAME_SIZE_FROM ? await load(3901, sameSizePaths(paths, size), seconds) : null;
        rows.push({
          database: dialect,
          route,
          'req/s': r.rps,
          'p99 ms': r.p99,
          ratio: r.rps / base.rps,
          'server CPU ms/req': r.cpuPerRequest,
          'body KB': size / 1024,
          'same-size ratio': sameSize ? r.rps / sameSize.rps : '',
          'CPU vs route': wrapped ? r.cpuPerRequest / (paired.get(wrapped[0])?.cpuPerRequest ?? Number.NaN) : '',
          failed: r.failed,
          'peak RSS MB so far': peakRssMb(server.child),
        });
      }
      return { rows, readyMs: server.readyMs, peakRssMb: peakRssMb(server.child) };
    } finally {
      await stop(server.child);
    }
  } finally {
    await stop(bare.child);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = parseArgs();
  const count = Number(args.get('count') ?? 1_000_000);
  const seconds = Number(args.get('duration') ?? 10);
  const only = (args.get('only') ?? '').split(',').filter(Boolean);
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  const results = [];
  const servers = [];
  for (const dialect of dialectsOf(args)) {
    const r = await run(dialect, count, seconds, only);
    results.push(...r.rows);
    servers.push({ database: dialect, listings: count, 'start to ready ms': r.readyMs, 'peak RSS MB': r.peakRssMb });
  }
  printTable(results);
  console.log();
  printTable(servers);
  saveJson(args, 'http', { routes: results, servers });
}
