/**
 * `npm run bench:import [-- --count 1000000] [-- --db sqlite|postgres|both] [-- --json out.json]`:
 * generates the listings file once (bench/out), then times `signboard import` of it into a fresh
 * SQLite file and a fresh PostgreSQL database, and prints rows/s and the database size. The
 * databases are kept for `bench:search` and `bench:http`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeListingsFile } from './generate-listings.mjs';
import {
  BENCH_DIR,
  type BenchDialect,
  benchDatabaseUrl,
  databaseBytes,
  dialectsOf,
  parseArgs,
  printTable,
  recreatePostgresDatabase,
  saveJson,
} from './lib/report.js';

/** The generated import file for a count, written on first use. */
export async function listingsFile(count: number): Promise<string> {
  mkdirSync(BENCH_DIR, { recursive: true });
  const file = join(BENCH_DIR, `listings-${count}.jsonl`);
  if (!existsSync(file)) {
    const started = Date.now();
    await writeListingsFile(count, `${file}.part`, (rows) => process.stderr.write(`\rgenerating ${rows} / ${count}`));
    rmSync(file, { force: true });
    await import('node:fs/promises').then((fs) => fs.rename(`${file}.part`, file));
    process.stderr.write(`\rgenerated ${count} listings in ${((Date.now() - started) / 1000).toFixed(1)} s: ${file}\n`);
  }
  return file;
}

/** Runs the real CLI import into a fresh database; returns its summary and wall time. */
async function importInto(dialect: BenchDialect, count: number, file: string) {
  const url = benchDatabaseUrl(dialect, count);
  if (dialect === 'postgres') await recreatePostgresDatabase(url);
  else for (const suffix of ['', '-wal', '-shm']) rmSync(`${url}${suffix}`, { force: true });
  const started = process.hrtime.bigint();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'import', file, '--json'], {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`import into ${dialect} exited with ${code}`))));
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const summary = JSON.parse(output) as { rows: number; created: number; rejected: unknown[] };
  return { dialect, url, seconds, summary, bytes: await databaseBytes(url) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = parseArgs();
  const count = Number(args.get('count') ?? 1_000_000);
  if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive integer');
  const file = await listingsFile(count);
  const results = [];
  for (const dialect of dialectsOf(args)) {
    console.error(`importing ${count} listings into ${dialect}…`);
    const r = await importInto(dialect, count, file);
    if (r.summary.created !== count) throw new Error(`${dialect}: created ${r.summary.created} of ${count}`);
    results.push({
      database: dialect,
      listings: r.summary.created,
      seconds: r.seconds,
      'rows/s': Math.round(count / r.seconds),
      'size MB': Math.round(r.bytes / 1e6),
    });
  }
  printTable(results);
  saveJson(args, 'import', results);
}
