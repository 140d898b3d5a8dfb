/**
 * `signboard audit <url> [--json]`: the same audit as `POST /api/website-audit`, printed as a
 * table (or JSON). Nothing is stored and no limits apply; the address rules do.
 */
import { parseAuditTarget } from '../audit/audit.service.js';
import { type AuditResult, runAudit } from '../audit/run-audit.js';
import { loadConfig } from '../config.js';
import { createNetwork } from '../net/network.js';

const MARK: Record<string, string> = { pass: '✓ pass', warn: '! warn', fail: '✗ fail', not_applicable: '– n/a' };

/** Runs the audit; progress goes to stderr on a terminal. Throws with a one-line reason when refused. */
export async function runAuditCommand(rawUrl: string, options: { json?: boolean }): Promise<string> {
  let url: URL;
  try {
    url = parseAuditTarget(rawUrl);
  } catch {
    throw new Error(`not a web address: ${rawUrl.slice(0, 100)}`);
  }
  const { fetcher } = createNetwork(loadConfig());
  try {
    const refusal = await fetcher.refusal(url);
    if (refusal) throw new Error(`target not allowed: ${refusal}`);
    const progress = process.stderr.isTTY && !options.json;
    const result = await runAudit(fetcher, url.toString(), {
      now: new Date(),
      onProgress: progress ? (step) => process.stderr.write(`\r\x1b[Kauditing ${url.host}: fetching ${step}…`) : undefined,
    });
    if (progress) process.stderr.write('\r\x1b[K');
    return options.json ? JSON.stringify(result, null, 2) : formatAuditTable(result, process.stdout.columns || 110);
  } finally {
    await fetcher.close();
  }
}

/** Words of `text` in lines of at most `width` characters (a longer word keeps a line of its own). */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

/**
 * The audit as a readable table for a terminal `width` wide: a line per check, with what to do
 * under each failure and warning; long texts wrap under their column, never cut.
 */
export function formatAuditTable(result: AuditResult, width = 110): string {
  const titleWidth = Math.max(...result.checks.map((c) => c.title.length));
  const indent = ' '.repeat(6 + 2 + titleWidth + 2 + 6 + 2); // status, check, weight and their gaps
  const detailWidth = Math.max(30, width - indent.length);
  const lines = [
    `Website audit of ${result.url}${result.finalUrl && result.finalUrl !== result.url ? ` → ${result.finalUrl}` : ''}`,
    `Score ${result.score}/100 · grade ${result.grade} · ${(result.durationMs / 1000).toFixed(1)} s`,
    '',
    `${'STATUS'}  ${'CHECK'.padEnd(titleWidth)}  ${'WEIGHT'}  DETAILS`,
  ];
  for (const check of result.checks) {
    const [first = '', ...more] = wrapWords(check.details, detailWidth);
    lines.push(
      `${(MARK[check.status] ?? check.status).padEnd(6)}  ${check.title.padEnd(titleWidth)}  ${String(check.weight).padStart(6)}  ${first}`,
      ...more.map((line) => `${indent}${line}`),
    );
    if (check.status === 'fail' || check.status === 'warn') {
      const [advice = '', ...rest] = wrapWords(check.recommendation, detailWidth - 2);
      lines.push(`${indent}→ ${advice}`, ...rest.map((line) => `${indent}  ${line}`));
    }
  }
  return lines.join('\n');
}
