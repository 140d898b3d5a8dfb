/** `npm start`'s path: the build to dist/, then the compiled server in a child process, with demo data. */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';

const PORT = 3890 + (process.pid % 100);
const base = `http://127.0.0.1:${PORT}`;

async function waitForReady(child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await sleep(50);
  }
  throw new Error('server did not become ready in 30 s');
}

describe('compiled server (npm start)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'signboard-start-'));
  let server: ChildProcess | undefined;

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('builds dist/, serves pages, assets, data files and answers from the compiled modules, and stops on SIGTERM', async () => {
    execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'pipe' });
    // Without DEMO_DATA, as a newcomer runs it: the demo businesses are loaded.
    const { DEMO_DATA: _ignored, ...inherited } = process.env;
    const env = { ...inherited, DATABASE_URL: join(dir, 'start.db'), PORT: String(PORT), LOG_LEVEL: 'silent' };
    // With the node flags of `npm start` (a flag node does not know would stop it here).
    const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;
    const [program, ...args] = start.split(/\s+/);
    expect(program).toBe('node');
    expect(args.at(-1)).toBe('dist/main.js');
    server = spawn(process.execPath, args, { env, stdio: 'ignore' });
    await waitForReady(server);

    const home = await (await fetch(`${base}/`)).text();
    const stylesheet = /\/assets\/site\.css\?v=[0-9a-f]+/.exec(home)?.[0];
    expect(stylesheet).toBeDefined();
    const css = await fetch(`${base}${stylesheet}`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');

    // Reference data and the answer engine's lexicons are read from data/ beside dist/.
    expect((await fetch(`${base}/api/categories`)).status).toBe(200);
    const ask = await fetch(`${base}/ai/hearth-bread-co-rotterdam/ask?q=${encodeURIComponent('When are you open?')}`);
    expect(ask.status).toBe(200);
    expect(((await ask.json()) as { outcome: string }).outcome).toBe('answered');

    const exited = new Promise<number | null>((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
