/** `signboard import <file>`: progress bar on a terminal, summary with reasons for rejected rows. */
import { statSync, writeFileSync } from 'node:fs';
import { SingleBar } from 'cli-progress';
import { type ImportSummary, importRecords } from '../import/import.service.js';
import { readCheckedRecords } from '../import/read-in-worker.js';
import { formatOf, type ReadProgress } from '../import/read-records.js';
import { withDeps } from './context.js';

export interface ImportOptions {
  errors?: string;
  json?: boolean;
}

const SHOWN_REJECTIONS = 20;

/** Imports the file; returns the summary and what to print (text, or one JSON line with `--json`). */
export async function runImport(file: string, options: ImportOptions): Promise<{ summary: ImportSummary; output: string }> {
  const format = formatOf(file);
  if (!format) throw new Error('the file must end in .json, .jsonl (or .ndjson) or .csv');
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new Error(`cannot read ${file}`);
  }
  const progress: ReadProgress = { bytes: 0 };
  const bar =
    process.stderr.isTTY && !options.json
      ? new SingleBar({
          format: 'importing [{bar}] {percentage}% | {rows} rows | {rate} rows/s | ETA {eta_formatted}',
          stream: process.stderr,
          hideCursor: true,
        })
      : null;
  bar?.start(size, 0, { rows: 0, rate: 0 });
  const started = Date.now();
  const summary = await withDeps((deps) =>
    importRecords(deps, readCheckedRecords(file, format, progress), {
      onProgress: (rows) => {
        const rate = Math.round(rows / Math.max(0.001, (Date.now() - started) / 1000));
        bar?.update(Math.min(progress.bytes, size), { rows, rate });
      },
      onIndex: (name, position, count) => {
        if (position === 1) bar?.stop();
        if (process.stderr.isTTY && !options.json) process.stderr.write(`building index ${position} of ${count} (${name})…\n`);
      },
    }),
  ).finally(() => bar?.stop());

  if (options.errors) {
    writeFileSync(
      options.errors,
      summary.rejected.map((r) => JSON.stringify(r)).join('\n') + (summary.rejected.length ? '\n' : ''),
    );
  }
  if (options.json) return { summary, output: JSON.stringify(summary) };
  const seconds = (summary.durationMs / 1000).toFixed(1);
  const rate = Math.round(summary.rows / Math.max(0.001, summary.durationMs / 1000));
  const lines = [
    `${summary.rows} rows in ${seconds} s (${rate} rows/s): ${summary.created} created, ${summary.updated} updated, ${summary.rejected.length} rejected`,
    ...summary.rejected
      .slice(0, SHOWN_REJECTIONS)
      .map((row) => `  line ${row.line}${row.slug ? ` (${row.slug})` : ''}: ${row.reasons.join('; ')}`),
  ];
  if (summary.rejected.length > SHOWN_REJECTIONS) {
    lines.push(
      `  … and ${summary.rejected.length - SHOWN_REJECTIONS} more${options.errors ? ` (all in ${options.errors})` : ' (use --errors <file> to save them all)'}`,
    );
  }
  return { summary, output: lines.join('\n') };
}
