/** What every benchmark shares: where its data lives, the machine it ran on, tables and JSON output. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Generated files and benchmark databases (git-ignored); `BENCH_DIR` moves it. */
export const BENCH_DIR = process.env.BENCH_DIR ?? join(process.cwd(), 'bench', 'out');

/** The PostgreSQL database the benchmarks create and drop; `BENCH_PG_URL` changes it. */
export const BENCH_PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/signboard_bench';

export type BenchDialect = 'sqlite' | 'postgres';

/** The database URL for one dialect's benchmark database at a listing count. */
export function benchDatabaseUrl(dialect: BenchDialect, count: number): string {
  if (dialect === 'postgres') return BENCH_PG_URL;
  mkdirSync(BENCH_DIR, { recursive: true });
  return join(BENCH_DIR, `listings-${count}.db`);
}

/** Parses `--name value` and `--flag` arguments. */
export function parseArgs(argv = process.argv.slice(2)): Map<string, string> {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) continue;
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      args.set(arg.slice(2), next);
      i++;
    } else args.set(arg.slice(2), 'true');
  }
  return args;
}

/** The dialects named by `--db sqlite|postgres|both` (default both). */
export function dialectsOf(args: Map<string, string>): BenchDialect[] {
  const db = args.get('db') ?? 'both';
  if (db === 'both') return ['sqlite', 'postgres'];
  if (db === 'sqlite' || db === 'postgres') return [db];
  throw new Error(`--db must be sqlite, postgres or both (got ${db})`);
}

/** Drops and re-creates the PostgreSQL benchmark database. */
export async function recreatePostgresDatabase(url = BENCH_PG_URL): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** Bytes a database takes on disk (SQLite file with its WAL; PostgreSQL database size). */
export async function databaseBytes(url: string): Promise<number> {
  if (!url.startsWith('postgres')) {
    return [url, `${url}-wal`].filter(existsSync).reduce((sum, f) => sum + statSync(f).size, 0);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ size: string }>('select pg_database_size(current_database()) as size');
    return Number(rows[0]?.size ?? 0);
  } finally {
    await client.end();
  }
}

/** Percentile (nearest rank) of sorted numbers. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** The machine a run was measured on. */
export function machine(): Record<string, string | number> {
  let postgres = 'unknown';
  try {
    postgres = execFileSync('psql', ['--version'], { encoding: 'utf8' }).trim();
  } catch {}
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    postgres,
  };
}

/** Prints rows as an aligned table (numbers right-aligned). */
export function printTable(rows: Record<string, string | number>[]): void {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const cell = (v: string | number | undefined) => (typeof v === 'number' ? formatNumber(v) : (v ?? ''));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => (typeof first[columns[i] ?? ''] === 'number' ? v.padStart(widths[i] ?? 0) : v.padEnd(widths[i] ?? 0)))
      .join('  ');
  console.log(line(columns));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(columns.map((c) => cell(row[c]))));
}

function formatNumber(v: number): string {
  if (!Number.isFinite(v)) return '-';
  if (Number.isInteger(v)) return v.toLocaleString('en-US');
  return Math.abs(v) >= 100 ? Math.round(v).toLocaleString('en-US') : v.toFixed(Math.abs(v) >= 10 ? 1 : 2);
}

/** Writes a run's results when `--json <file>` was given. */
export function saveJson(args: Map<string, string>, benchmark: string, results: unknown): void {
  const file = args.get('json');
  if (!file) return;
  writeFileSync(file, `${JSON.stringify({ benchmark, at: new Date().toISOString(), machine: machine(), results }, null, 2)}\n`);
  console.log(`saved ${file}`);
}
