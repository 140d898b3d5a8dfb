/**
 * `npm run bench:queries [-- --set <file>] [-- --db sqlite|postgres|both] [-- --misses]`: how well
 * directory search finds what natural queries ask for. The demo data is loaded into a fresh
 * database; each query of the set (default `set-a.json`) goes through the `/api/directory` service
 * as `q` alone, and its first page (20) is scored against the listings its expectation describes,
 * computed from the stored listings themselves (category, city, country, language, opening day and
 * time, verified, name words), never from hand-picked results.
 *
 * Per query: precision = expected listings on the page / listings on the page; recall = expected
 * listings on the page / min(expected, 20). An empty page scores precision 1 only when nothing was
 * expected. `--misses` lists the queries below 1 on either.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../src/config.js';
import { seedDemo } from '../../src/demo/seed.js';
import { searchDirectory } from '../../src/directory/search.service.js';
import { openDeps } from '../../src/open-deps.js';
import type { ListingTable } from '../../src/storage/database.js';
import { tokenize } from '../../src/storage/search/search-text.js';
import { createUrls } from '../../src/urls.js';
import { type BenchDialect, dialectsOf, parseArgs, printTable, recreatePostgresDatabase } from '../lib/report.js';

/** What a query asks for; every named field must hold. `none`: no listing should match. */
interface Expectation {
  cat?: string | string[];
  city?: string;
  country?: string;
  lang?: string;
  day?: string;
  at?: string;
  verified?: boolean;
  name?: string;
  none?: boolean;
}

interface QuerySet {
  queries: { q: string; expect: Expectation }[];
}

const PAGE = 20;
const QUERIES_PG_URL = process.env.BENCH_QUERIES_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/signboard_queries';

const folded = (value: string | null | undefined) => tokenize(value ?? '').join(' ');

/** Whether a stored listing meets an expectation. */
export function meets(listing: ListingTable, expect: Expectation): boolean {
  if (expect.none) return false;
  const categories: string[] = JSON.parse(listing.categories);
  const languages: string[] = JSON.parse(listing.languages);
  const hours: { day: string; opens: string; closes: string }[] = JSON.parse(listing.hours);
  if (expect.cat && ![expect.cat].flat().some((c) => categories.includes(c))) return false;
  if (expect.city && folded(listing.locality) !== folded(expect.city)) return false;
  if (expect.country && listing.country !== expect.country) return false;
  if (expect.lang && !languages.some((tag) => tag.split('-')[0] === expect.lang)) return false;
  if (expect.day) {
    const { day, at } = expect;
    if (!hours.some((h) => h.day === day && (!at || (h.opens <= at && at < h.closes)))) return false;
  }
  if (expect.verified !== undefined && (listing.verification_status === 'verified') !== expect.verified) return false;
  if (expect.name) {
    const words = new Set(tokenize(listing.name));
    if (!tokenize(expect.name).every((w) => words.has(w))) return false;
  }
  return true;
}

async function run(dialect: BenchDialect, set: QuerySet, showMisses: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'signboard-queries-'));
  const url = dialect === 'postgres' ? QUERIES_PG_URL : join(dir, 'queries.db');
  if (dialect === 'postgres') await recreatePostgresDatabase(url);
  const config = loadConfig({ ...process.env, DATABASE_URL: url, DEMO_DATA: 'false' });
  const opened = await openDeps(config, pino({ level: 'silent' }));
  const urls = createUrls(config);
  const misses: Record<string, string | number>[] = [];
  let precision = 0;
  let recall = 0;
  let emptyWhenExpected = 0;
  try {
    await seedDemo(opened.deps);
    const listings = await opened.deps.db.selectFrom('listings').selectAll().where('listing_status', '=', 'published').execute();
    for (const { q, expect } of set.queries) {
      const expected = new Set(listings.filter((l) => meets(l, expect)).map((l) => l.slug));
      const page = (await searchDirectory(opened.deps, urls, { q, limit: PAGE })).results.map((r) => r.slug);
      const hits = page.filter((slug) => expected.has(slug)).length;
      const p = page.length === 0 ? (expected.size === 0 ? 1 : 0) : hits / page.length;
      const r = expected.size === 0 ? (page.length === 0 ? 1 : 0) : hits / Math.min(expected.size, PAGE);
      precision += p;
      recall += r;
      if (page.length === 0 && expected.size > 0) emptyWhenExpected++;
      if (showMisses && (p < 1 || r < 1)) {
        misses.push({ q, expected: expected.size, returned: page.length, precision: p, recall: r });
      }
    }
  } finally {
    await opened.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const n = set.queries.length;
  return {
    row: {
      database: dialect,
      queries: n,
      precision: precision / n,
      recall: recall / n,
      'empty, matches exist': emptyWhenExpected,
    },
    misses,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = parseArgs();
  const path = args.get('set') ?? join(import.meta.dirname, 'set-a.json');
  const set: QuerySet = JSON.parse(readFileSync(path, 'utf8'));
  const rows = [];
  for (const dialect of dialectsOf(args)) {
    const { row, misses } = await run(dialect, set, args.has('misses'));
    rows.push(row);
    if (misses.length > 0) printTable(misses);
  }
  printTable(rows);
}
