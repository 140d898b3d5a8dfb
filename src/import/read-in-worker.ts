/**
 * Reads and validates an import file on a worker thread, so parsing runs on the second core
 * while the importing thread writes (SQLite's writes run on the thread that makes them).
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CheckedRecord } from './check-records.js';
import type { ImportFormat, ReadProgress } from './read-records.js';
import type { ReadWorkerData, ReadWorkerMessage } from './read-worker.js';

/**
 * The worker thread. Run from TypeScript sources (tsx, tests), it loads them through tsx's
 * CommonJS hook: on node 20 a worker thread gets no ESM loader hooks.
 */
function startWorker(data: ReadWorkerData): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./read-worker.js', import.meta.url), { workerData: data });
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const entry = fileURLToPath(new URL('./read-worker.ts', import.meta.url));
  const boot = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`;
  return new Worker(boot, { eval: true, workerData: data });
}

/**
 * Yields the file's checked records in order, as `checkRecords(readRecords(…))` would, updating
 * `progress.bytes`; a file that cannot be read rejects with the reader's message.
 */
export async function* readCheckedRecords(
  path: string,
  format: ImportFormat,
  progress: ReadProgress = { bytes: 0 },
): AsyncGenerator<CheckedRecord> {
  const worker = startWorker({ path, format });
  const inbox: ReadWorkerMessage[] = [];
  let wake: (() => void) | null = null;
  const deliver = (message: ReadWorkerMessage) => {
    inbox.push(message);
    wake?.();
    wake = null;
  };
  worker.on('message', deliver);
  worker.on('error', (error) => deliver({ type: 'error', message: error.message }));
  worker.on('exit', (code) => deliver({ type: 'error', message: `the reading thread stopped (exit code ${code})` }));
  try {
    for (;;) {
      const message = inbox.shift();
      if (!message) {
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      if (message.type === 'error') throw new Error(message.message);
      progress.bytes = message.bytes;
      if (message.type === 'end') return;
      worker.postMessage('more');
      yield* message.records;
    }
  } finally {
    worker.removeAllListeners();
    await worker.terminate();
  }
}
