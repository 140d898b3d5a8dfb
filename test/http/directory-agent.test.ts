/**
 * The directory-wide A2A agent driven by the official `@a2a-js/sdk` client from the site root, over
 * JSON-RPC and HTTP+JSON, on each database: finding businesses (with the matching facts), a
 * follow-up in the same context, asking one business (its engine, its citations), streaming,
 * GetTask with history, and the card.
 */
import { ClientFactory, ClientFactoryOptions } from '@a2a-js/sdk/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoData, generateDemoData } from '../../src/demo/generate.js';
import { seedDemo } from '../../src/demo/seed.js';
import { sdkMessage } from '../helpers/a2a.js';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/app.js';
import { freePort } from '../helpers/http-server.js';
import { DIALECTS } from '../helpers/storage.js';

type Draft = DemoData['listings'][number]['draft'];

/** The text and data parts of a task's answer. */
function answerOf(task: unknown): { text: string; data: any } {
  const parts = (task as { artifacts: { parts: { content?: { $case: string; value: unknown } }[] }[] }).artifacts[0]?.parts ?? [];
  const text = parts.find((p) => p.content?.$case === 'text')?.content?.value;
  const data = parts.find((p) => p.content?.$case === 'data')?.content?.value;
  return { text: String(text), data };
}

describe.each(DIALECTS)('the directory agent on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let drafts: Draft[];
  const where = (test: (d: Draft) => boolean) =>
    drafts
      .filter(test)
      .map((d) => d.slug)
      .sort();

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp(dialect, { GATEWAY_URL: base });
    await seedDemo(t.deps);
    drafts = generateDemoData(new Date(TEST_NOW)).listings.map((l) => l.draft);
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  for (const transport of ['JSONRPC', 'HTTP+JSON'] as const) {
    it(`finds businesses and asks one, through the official SDK client over ${transport}`, async () => {
      const factory = new ClientFactory(
        ClientFactoryOptions.createFrom(ClientFactoryOptions.default, { preferredTransports: [transport] }),
      );
      const client = await factory.createFromUrl(`${base}/`);

      const found = await client.sendMessage(sdkMessage('Find me a dentist in Lisbon who speaks English'));
      if (!('status' in found)) throw new Error('expected a Task');
      expect(found.status?.state).toBe(3); // TASK_STATE_COMPLETED
      const { text, data } = answerOf(found);
      const expected = where(
        (d) => d.categories.includes('dentist') && d.address?.locality === 'Lisbon' && Boolean(d.languages?.includes('en')),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(data.businesses.map((b: { slug: string }) => b.slug).sort()).toEqual(expected);
      const first = data.businesses[0];
      expect(text).toContain(first.name);
      expect(first.agentCardUrl).toBe(`${base}/ai/${first.slug}/.well-known/agent-card.json`);
      expect(first.facts.length).toBeGreaterThan(0);
      expect(first.facts.every((f: { text: string }) => /lisbon|english|dent/i.test(f.text))).toBe(true);

      // A follow-up in the same context keeps the kind of business and the language, with a new city.
      const porto = await client.sendMessage(sdkMessage('and in Porto?', found.contextId));
      if (!('status' in porto)) throw new Error('expected a Task');
      expect(
        answerOf(porto)
          .data.businesses.map((b: { slug: string }) => b.slug)
          .sort(),
      ).toEqual(
        where((d) => d.categories.includes('dentist') && d.address?.locality === 'Porto' && Boolean(d.languages?.includes('en'))),
      );

      const asked = await client.sendMessage(sdkMessage(`Ask ${first.name} in Lisbon when they are open`));
      if (!('status' in asked)) throw new Error('expected a Task');
      const answer = answerOf(asked);
      expect(answer.data).toMatchObject({
        skill: 'ask-business',
        business: { slug: first.slug },
        outcome: 'answered',
        llm: false,
      });
      expect(answer.data.citations[0].kind).toBe('hours');
      expect(answer.text).toMatch(/Opening hours/);

      const fetched = await client.getTask({ tenant: '', id: asked.id, historyLength: 2 });
      expect(fetched.history.map((m) => m.parts[0]?.content?.value)).toEqual([
        `Ask ${first.name} in Lisbon when they are open`,
        answer.text,
      ]);
      await expect(client.getTask({ tenant: '', id: 'no-such-task', historyLength: undefined })).rejects.toThrow(/not found/i);

      const events = [];
      for await (const event of client.sendMessageStream(sdkMessage('bakery open on Sunday in Utrecht'))) events.push(event);
      expect(events).toHaveLength(1);
      const streamed = events[0]?.payload;
      if (streamed?.$case !== 'task') throw new Error('expected a task event');
      expect(answerOf(streamed.value).data.skill).toBe('find-businesses');
    });
  }

  it('says which business it means when a name is shared, and when none has it', async () => {
    const shared = drafts.find((d) => drafts.some((other) => other !== d && other.name === d.name))?.name;
    expect(shared).toBeDefined();
    const rpc = async (text: string) => {
      const res = await fetch(`${base}/a2a/v1/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'message/send',
          params: { message: { kind: 'message', messageId: 'm', role: 'user', parts: [{ kind: 'text', text }] } },
        }),
      });
      return (await res.json()).result.artifacts[0].parts;
    };
    const several = await rpc(`ask ${shared} whether they are open on Sunday`);
    expect(several[0].text).toMatch(/Several businesses are called/);
    expect(several[1].data.businesses.length).toBeGreaterThan(1);
    const none = await rpc('ask Zyxwv Unheard Of Ltd whether they are open');
    expect(none[0].text).toMatch(/No business called "Zyxwv Unheard Of Ltd"/);
  });

  it('publishes its card at the site root, with both skills and streaming', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.well-known/agent-card.json' });
    expect(res.statusCode).toBe(200);
    const card = res.json();
    expect(card.skills.map((s: { id: string }) => s.id)).toEqual(['find-businesses', 'ask-business']);
    expect(card.capabilities.streaming).toBe(true);
    expect(card.supportedInterfaces[0]).toEqual({
      url: `${base}/a2a/v1/message`,
      protocolBinding: 'JSONRPC',
      protocolVersion: '1.0',
    });
    const again = await t.app.inject({
      method: 'GET',
      url: '/.well-known/agent.json',
      headers: { 'if-none-match': res.headers.etag },
    });
    expect(again.statusCode).toBe(304);
  });
});
