/**
 * The `signboard` CLI against a temporary SQLite file: every command run in this process through
 * `runCli` (as Fastify's inject does for HTTP), and the real binary in a child process for what
 * only a process shows (exit codes, a terminal's progress bar).
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/program.js';
import { type AuditSites, startAuditSites } from '../helpers/audit-sites.js';
import { listingRecord } from '../helpers/factories.js';

const exec = promisify(execFile);
const BIN = join(process.cwd(), 'bin/signboard.js');

describe('signboard CLI', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;

  /** One CLI invocation in this process, with `extra` added to the environment while it runs. */
  const runWith = async (extra: Record<string, string>, args: string[]) => {
    let stdout = '';
    let stderr = '';
    const saved = { ...process.env };
    Object.assign(process.env, env, extra);
    try {
      const code = await runCli(args, { out: (text) => (stdout += text), err: (text) => (stderr += text) });
      return { code, stdout, stderr };
    } finally {
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
    }
  };
  const run = (...args: string[]) => runWith({}, args);
  const count = (table: string, file = join(dir, 'cli.db')) => {
    const db = new SqliteDatabase(file, { readonly: true });
    try {
      return (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    } finally {
      db.close();
    }
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'signboard-cli-'));
    env = { ...process.env, DATABASE_URL: join(dir, 'cli.db'), LOG_LEVEL: 'silent' };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs as a binary: --help exits 0, a bad configuration exits non-zero with one line', async () => {
    const help = await exec(process.execPath, [BIN, '--help'], { env, timeout: 60_000 });
    expect(help.stdout).toContain('Usage: signboard');
    const badConfig = await exec(process.execPath, [BIN, 'migrate'], { env: { ...env, PORT: 'x' } }).catch((e) => e);
    expect(badConfig.code).toBe(1);
    expect(badConfig.stderr.trim().split('\n')).toHaveLength(1);
    expect(badConfig.stderr).toContain('PORT');
  });

  it('documents every command with --help', async () => {
    const top = await run('--help');
    expect(top.code).toBe(0);
    for (const command of ['migrate', 'seed-demo', 'import', 'backup', 'audit', 'credits', 'api-key']) {
      expect(top.stdout).toContain(command);
      const help = await run(command, '--help');
      expect(help.code, command).toBe(0);
      expect(help.stdout).toContain(`Usage: signboard ${command}`);
    }
  });

  it('migrates, then reports the schema up to date', async () => {
    expect((await run('migrate')).stdout).toContain('applied: 0001-initial');
    expect((await run('migrate')).stdout).toContain('the schema is up to date');
  });

  it('imports with a summary and reasons, and updates on re-import', async () => {
    const file = join(dir, 'rows.jsonl');
    const rows = Array.from({ length: 30 }, (_, i) =>
      JSON.stringify(listingRecord({ slug: `cli-shop-${i}`, name: `CLI Shop ${i}` })),
    );
    rows.push(JSON.stringify({ name: 'No Categories' }));
    writeFileSync(file, `${rows.join('\n')}\n`);
    const first = await run('import', file, '--errors', join(dir, 'errors.jsonl'));
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/31 rows in [\d.]+ s \(\d+ rows\/s\): 30 created, 0 updated, 1 rejected/);
    expect(first.stdout).toContain('line 31: categories must name 1 to 5 categories');
    expect(existsSync(join(dir, 'errors.jsonl'))).toBe(true);
    const second = await run('import', file, '--json');
    expect(JSON.parse(second.stdout)).toMatchObject({ rows: 31, created: 0, updated: 30 });
    expect(count('listings')).toBe(30);
  });

  it('shows a progress bar on a terminal', () => {
    const file = join(dir, 'tty.jsonl');
    writeFileSync(
      file,
      `${Array.from({ length: 1200 }, (_, i) => JSON.stringify(listingRecord({ slug: `tty-${i}`, name: `TTY ${i}` }))).join('\n')}\n`,
    );
    const output = execFileSync('script', ['-qec', `${process.execPath} ${BIN} import ${file}`, '/dev/null'], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(output).toContain('importing [');
    expect(output).toMatch(/rows\/s/);
    expect(output).toContain('1200 rows in');
  });

  it('grants credits to a client and shows the balance', async () => {
    expect((await run('credits', 'show', 'cli-shop-1')).stdout.trim()).toBe('cli-shop-1: 100 credit(s)');
    expect((await run('credits', 'grant', 'cli-shop-1', '25')).stdout.trim()).toBe(
      'granted 25 credit(s) to cli-shop-1; balance 125',
    );
    expect((await run('credits', 'show', 'cli-shop-1')).stdout.trim()).toBe('cli-shop-1: 125 credit(s)');
    for (const args of [
      ['cli-shop-1', '0'],
      ['cli-shop-1', '-5'],
      ['cli-shop-1', 'lots'],
      ['no-such-shop', '5'],
    ]) {
      const failed = await run('credits', 'grant', ...args);
      expect(failed.code, args.join(' ')).not.toBe(0);
      expect(failed.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('issues, lists and revokes API keys, printing a key only once', async () => {
    const created = await run('api-key', 'create', 'Partner agent', '--daily-limit', '900');
    expect(created.code).toBe(0);
    const key = /Key \(shown once[^)]*\): (sbk_[A-Za-z0-9_-]{43})/.exec(created.stdout)?.[1];
    expect(key).toBeDefined();
    const listed = JSON.parse((await run('api-key', 'list', '--json')).stdout);
    expect(listed).toEqual([expect.objectContaining({ name: 'Partner agent', dailyLimit: 900, revokedAt: null })]);
    expect(JSON.stringify(listed)).not.toContain(key);
    expect((await run('api-key', 'revoke', listed[0].id)).stdout).toContain('revoked');
    expect((await run('api-key', 'revoke', listed[0].id)).code).toBe(1);
    expect((await run('api-key', 'create', 'Bad', '--daily-limit', 'lots')).code).toBe(1);
  });

  it('fails with a one-line reason and a non-zero exit code', async () => {
    const missing = await run('import', join(dir, 'nope.jsonl'));
    expect(missing.code).not.toBe(0);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
    expect(missing.stderr).toContain('signboard: cannot read');
    const wrongType = await run('import', join(dir, 'rows.txt'));
    expect(wrongType.stderr).toContain('must end in .json');
    const badConfig = await runWith({ PORT: 'x' }, ['migrate']);
    expect(badConfig.code).not.toBe(0);
    expect(badConfig.stderr).toContain('PORT');
    const unknown = await run('frobnicate');
    expect(unknown.code).not.toBe(0);
  });

  it('adds reviewers and works the review queue', async () => {
    expect((await run('reviewer', 'add', 'not-an-email')).code).not.toBe(0);
    expect((await run('reviewer', 'add', 'rev@signboard.example')).stdout).toContain('reviewer rev@signboard.example added');
    expect((await run('reviewer', 'add', 'rev@signboard.example')).stdout).toContain('already a reviewer');

    const { openStorage } = await import('../../src/storage/connect.js');
    const { submitListing } = await import('../../src/listings/submission.service.js');
    const { createIdGenerator, systemClock } = await import('../../src/deps.js');
    const { loadConfig } = await import('../../src/config.js');
    const { createUrls } = await import('../../src/urls.js');
    const storage = openStorage({ kind: 'sqlite', file: join(dir, 'cli.db') });
    const config = loadConfig({ DATABASE_URL: join(dir, 'cli.db') });
    const deps = { ...storage, config, clock: systemClock, ids: createIdGenerator() };
    const session = await submitListing(deps, createUrls(config), {
      name: 'Queue Shop',
      website: 'https://queue-shop.example/',
      email: 'q@queue.example',
      country: 'NL',
      categories: ['florist'],
      phone: '+31 20 555 0199',
    });
    // The claimant asked for a call to the listed phone (as `verification/code` leaves it).
    await storage.db
      .updateTable('claims')
      .set({ code_channel: 'phone', code_hash: 'h', code_to_read: '493817', code_expires_at: '2999-01-01T00:00:00.000Z' })
      .where('id', '=', session.claimId)
      .execute();
    await storage.close();

    const listed = JSON.parse((await run('queue', 'list', '--json')).stdout);
    expect(listed).toEqual([
      {
        id: session.claimId,
        type: 'submission',
        status: 'pending_verification',
        disputed: false,
        listing: { slug: 'queue-shop-nl', name: 'Queue Shop' },
        createdAt: expect.any(String),
        call: { phone: '+31 20 555 0199', code: '493817', expiresAt: '2999-01-01T00:00:00.000Z' },
      },
    ]);
    const text = (await run('queue', 'list')).stdout;
    expect(text).toContain(`${session.claimId}  submission`);
    expect(text).toContain('CALL +31 20 555 0199 and read out 493817');
    const early = await run('queue', 'approve', session.claimId);
    expect(early.code).not.toBe(0);
    expect(early.stderr).toContain('not been verified');
    expect((await run('queue', 'reject', session.claimId)).code).not.toBe(0); // --note is required
    expect((await run('queue', 'reject', session.claimId, '--note', 'No such shop')).stdout).toContain('rejected');
    expect((await run('queue', 'reject', session.claimId, '--note', 'again')).stderr).toContain('(conflict)');
    expect((await run('queue', 'list')).stdout).toContain('the review queue is empty');

    // A claim whose website check passed (as the verification routes leave it) is approved from the CLI.
    const again = openStorage({ kind: 'sqlite', file: join(dir, 'cli.db') });
    const second = await submitListing({ ...again, config, clock: systemClock, ids: createIdGenerator() }, createUrls(config), {
      name: 'Approved Shop',
      website: 'https://approved-shop.example/',
      email: 'a@approved.example',
      country: 'NL',
      categories: ['florist'],
    });
    await again.db
      .updateTable('claims')
      .set({ status: 'verified', verification_method: 'dns_txt' })
      .where('id', '=', second.claimId)
      .execute();
    await again.close();
    const approved = await run('queue', 'approve', second.claimId, '--note', 'checked');
    expect(approved.stdout).toContain(`submission ${second.claimId}: approved`);
    // The activation link in the mail comes from PUBLIC_URL alone: unset, the CLI says so.
    expect(approved.stderr).toContain('warning: PUBLIC_URL is not set, so links in e-mails point to http://localhost:3000');
    const db = new SqliteDatabase(join(dir, 'cli.db'), { readonly: true });
    try {
      expect(
        db.prepare("select listing_status, verification_status from listings where slug = 'approved-shop-nl'").get(),
      ).toEqual({ listing_status: 'published', verification_status: 'verified' });
      expect((db.prepare("select count(*) as n from outbox where subject like '%: approved'").get() as { n: number }).n).toBe(1);
    } finally {
      db.close();
    }
  });

  it('loads the demo data, then backs the database up consistently', async () => {
    const seeded = await run('seed-demo');
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toMatch(/demo data: 320 listings/);
    const target = join(dir, 'backup.db');
    const backup = await run('backup', target);
    expect(backup.code).toBe(0);
    expect(count('listings', target)).toBe(count('listings'));
    expect(count('facts', target)).toBe(count('facts'));
    expect((await run('backup', target)).stderr).toContain('--force');
    expect((await run('backup', target, '--force')).code).toBe(0);
  });

  describe('audit', () => {
    let sites: AuditSites;
    beforeAll(async () => {
      sites = await startAuditSites();
    });
    afterAll(() => sites.close());
    const audit = (...args: string[]) =>
      runWith({ DNS_SERVERS: sites.dns.address, FETCH_ALLOW_PRIVATE: 'true' }, ['audit', ...args]);

    it('prints the audit as a table, with what to do under each problem', async () => {
      const result = await audit(sites.url('bad'));
      expect(result.code).toBe(0);
      const lines = result.stdout.split('\n');
      expect(lines[0]).toBe(`Website audit of ${sites.url('bad')}`);
      expect(lines[1]).toMatch(/^Score \d+\/100 · grade F · \d+\.\d s$/);
      expect(lines).toContainEqual(
        expect.stringMatching(/^✗ fail {2}Search engines may index the page +29 {2}The page may not be indexed/),
      );
      expect(lines).toContainEqual(expect.stringMatching(/^ +→ Let search engines index the home page/));
      expect(lines.filter((line) => /^(✓ pass|! warn|✗ fail|– n\/a) /.test(line))).toHaveLength(19);
    });

    it('prints JSON with --json', async () => {
      const result = await audit(sites.url('good'), '--json');
      expect(result.code).toBe(0);
      const json = JSON.parse(result.stdout);
      expect(json).toMatchObject({ url: sites.url('good'), grade: 'A' });
      expect(json.checks.map((c: { id: string }) => c.id)).toContain('llms_txt');
    });

    it('refuses unsafe targets with a one-line reason', async () => {
      const result = await run('audit', 'http://169.254.169.254/latest/meta-data/');
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe('signboard: target not allowed: 169.254.169.254 is not a public address');
      expect((await run('audit', 'not a site')).stderr.trim()).toBe('signboard: not a web address: not a site');
    });
  });
});
