/**
 * Two server instances on one database, each with its own connections and port: credits are spent
 * atomically across them (200 parallel messages against 50 credits), and a task stored by one is read
 * by the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createListing } from '../helpers/factories.js';
import { DIALECTS } from '../helpers/storage.js';

const SLUG = 'crumb-bakery';
const FACTS = [{ id: 'f-hours', kind: 'hours', text: 'Opening hours: Saturday from 08:00 to 15:00.' }];

describe.each(DIALECTS)('two instances on one %s database', (dialect) => {
  let first: TestApp;
  let second: TestApp;
  const bases: string[] = [];

  beforeAll(async () => {
    first = await createTestApp(dialect, { STARTER_CREDITS: '50' });
    second = await createTestApp(dialect, { STARTER_CREDITS: '50' }, { sameDatabaseAs: first });
    await createListing(first.deps, { slug: SLUG, name: 'Crumb Bakery', facts: FACTS });
    for (const t of [first, second]) bases.push(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('spends exactly the balance across both: 200 parallel messages against 50 credits → 50 answers, 150 × 402', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${bases[i % 2]}/ai/${SLUG}/a2a/v1/message`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message: { text: 'When are you open?' } }),
        }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 402)).toHaveLength(150);
    const tasks = await first.deps.db
      .selectFrom('gateway_tasks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(tasks?.n)).toBe(50);
  });

  it('reads on one instance a task answered by the other', async () => {
    await first.deps.db.updateTable('credit_balances').set({ balance: 5 }).execute();
    const sent = await fetch(`${bases[0]}/ai/${SLUG}/a2a/v1/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'A2A-Version': '1.0' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'SendMessage',
        params: { message: { parts: [{ text: 'Hours?' }] } },
      }),
    });
    const { result } = (await sent.json()) as { result: { task: { id: string } } };
    const got = await fetch(`${bases[1]}/ai/${SLUG}/a2a/v1/tasks/${result.task.id}`, { headers: { 'A2A-Version': '1.0' } });
    expect(got.status).toBe(200);
    expect(((await got.json()) as { id: string }).id).toBe(result.task.id);
  });
});
