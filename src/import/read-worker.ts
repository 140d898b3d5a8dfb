/**
 * Worker thread entry: reads and validates an import file and posts the checked records to the
 * importing thread in batches, staying at most a few batches ahead of what it has taken.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type CheckedRecord, checkRecords } from './check-records.js';
import { type ImportFormat, readRecords } from './read-records.js';

/** What the worker is given. */
export interface ReadWorkerData {
  path: string;
  format: ImportFormat;
}

/** What the worker posts; `bytes` is how far into the file it has read. */
export type ReadWorkerMessage =
  | { type: 'records'; records: CheckedRecord[]; bytes: number }
  | { type: 'end'; bytes: number }
  | { type: 'error'; message: string };

/** Records per message. */
const RECORDS_PER_MESSAGE = 500;
/** Messages posted and not yet taken; the importing thread returns one credit per message it takes. */
const CREDITS = 8;

const port = parentPort;
if (!port) throw new Error('read-worker runs only as a worker thread');
const { path, format } = workerData as ReadWorkerData;

let credits = CREDITS;
let resume: (() => void) | null = null;
port.on('message', () => {
  credits++;
  resume?.();
  resume = null;
});

const post = (message: ReadWorkerMessage) => port.postMessage(message);
const progress = { bytes: 0 };

async function send(records: CheckedRecord[]): Promise<void> {
  while (credits === 0) await new Promise<void>((wake) => (resume = wake));
  credits--;
  post({ type: 'records', records, bytes: progress.bytes });
}

/** Reads, checks and posts the whole file (a function: tsx runs this file as CommonJS from sources). */
async function readAll(): Promise<void> {
  try {
    let batch: CheckedRecord[] = [];
    for await (const record of checkRecords(readRecords(path, format, progress))) {
      batch.push(record);
      if (batch.length >= RECORDS_PER_MESSAGE) {
        await send(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await send(batch);
    post({ type: 'end', bytes: progress.bytes });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}

void readAll();
