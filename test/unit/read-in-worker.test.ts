import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CheckedRecord, checkRecords } from '../../src/import/check-records.js';
import { readCheckedRecords } from '../../src/import/read-in-worker.js';
import { readRecords } from '../../src/import/read-records.js';
import { listingRecord } from '../helpers/factories.js';

const dir = mkdtempSync(join(tmpdir(), 'signboard-read-worker-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function collect(records: AsyncIterable<CheckedRecord>): Promise<CheckedRecord[]> {
  const all: CheckedRecord[] = [];
  for await (const record of records) all.push(record);
  return all;
}

describe('reading an import file on a worker thread', () => {
  it('yields what reading and checking in this thread yields, in order, past its flow-control window', async () => {
    // 6,000 rows: more messages than the worker may post before the reader takes one.
    const lines = Array.from({ length: 6000 }, (_, i) =>
      i === 17
        ? '{ not json'
        : i === 4242
          ? JSON.stringify({ name: '' })
          : JSON.stringify(listingRecord({ slug: `shop-${i}`, name: `Shop ${i}` })),
    );
    const file = join(dir, 'many.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const progress = { bytes: 0 };

    const inWorker = await collect(readCheckedRecords(file, 'jsonl', progress));
    const inThread = await collect(checkRecords(readRecords(file, 'jsonl')));

    expect(inWorker).toEqual(inThread);
    expect(inWorker).toHaveLength(6000);
    expect(inWorker[17]).toEqual({ line: 18, slug: null, reasons: ['line is not valid JSON'] });
    expect(inWorker[4242]).toMatchObject({ line: 4243, slug: null });
    expect(inWorker[5999]).toMatchObject({ line: 6000, draft: { slug: 'shop-5999' } });
    expect(progress.bytes).toBe(statSync(file).size);
  });

  it("rejects with the reader's message when the file cannot be read as a whole", async () => {
    const file = join(dir, 'object.json');
    writeFileSync(file, '{"slug": "not-an-array"}');
    await expect(collect(readCheckedRecords(file, 'json'))).rejects.toThrow('a .json import file must hold an array of listings');
  });

  it('stops the worker when the reader stops early', async () => {
    const file = join(dir, 'early.jsonl');
    writeFileSync(file, Array.from({ length: 3000 }, (_, i) => JSON.stringify(listingRecord({ slug: `early-${i}` }))).join('\n'));
    const first: CheckedRecord[] = [];
    for await (const record of readCheckedRecords(file, 'jsonl')) {
      first.push(record);
      if (first.length === 2) break;
    }
    expect(first.map((r) => r.line)).toEqual([1, 2]);
  });
});
