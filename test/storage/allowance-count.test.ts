/** The visitor allowance's counters: answers arriving together share one upsert, and every answer still gets its own number. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAnswer } from '../../src/gateway/allowance.js';
import { InstanceState } from '../../src/instance-state.js';
import { openStorage, type Storage } from '../../src/storage/connect.js';
import { DIALECTS, openTestStorage, type TestStorage } from '../helpers/storage.js';

const key = (visitor: string) => ({ day: '2026-11-21', listing_id: 'listing-1', visitor_hash: visitor });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const sorted = (numbers: number[]) => [...numbers].sort((a, b) => a - b);

describe.each(DIALECTS)('countAnswer on %s', (dialect) => {
  let storage: TestStorage;
  let other: Storage;
  /** Two instances, each with its own state, on one database. */
  let first: { db: Storage['db']; state: InstanceState };
  let second: { db: Storage['db']; state: InstanceState };
  beforeAll(async () => {
    storage = await openTestStorage(dialect);
    other = openStorage(storage.target);
    first = { db: storage.db, state: new InstanceState() };
    second = { db: other.db, state: new InstanceState() };
  });
  afterAll(async () => {
    await other.close();
    await storage.destroy();
  });

  it('numbers answers arriving together 1 to n, in arrival order, with one stored total', async () => {
    const numbers = await Promise.all(range(1, 30).map(() => countAnswer(first, key('together'))));
    expect(numbers).toEqual(range(1, 30));
    const row = await storage.db
      .selectFrom('allowance_counters')
      .select('count')
      .where('visitor_hash', '=', 'together')
      .executeTakeFirst();
    expect(Number(row?.count)).toBe(30);
    expect(await countAnswer(first, key('together'))).toBe(31);
  });

  it('keeps the counters of different visitors apart within one batch', async () => {
    const numbers = await Promise.all(range(1, 20).map((i) => countAnswer(first, key(i % 2 ? 'odd' : 'even'))));
    expect(numbers.filter((_, i) => i % 2 === 0)).toEqual(range(1, 10));
    expect(numbers.filter((_, i) => i % 2 === 1)).toEqual(range(1, 10));
  });

  it('never gives two answers the same number when two instances count at once', async () => {
    const numbers = await Promise.all(range(1, 80).map((i) => countAnswer(i % 2 ? first : second, key('shared'))));
    expect(sorted(numbers)).toEqual(range(1, 80));
  });

  it('rejects every answer of a batch whose write fails, and counts the next batch as usual', async () => {
    const broken = { ...key('broken'), visitor_hash: null as unknown as string };
    const batch = [countAnswer(first, key('neighbour')), countAnswer(first, broken)];
    const results = await Promise.allSettled(batch);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await countAnswer(first, key('neighbour'))).toBe(1);
  });
});
