/**
 * Real A2A interop on each database: the official `@a2a-js/sdk` client discovers a client's agent
 * card from `/ai/{slug}/` on a listening server and talks to it over JSON-RPC and over HTTP+JSON
 * (send, get task, error codes); the v0.3 wire format (no A2A-Version header, `kind` parts); JSON-RPC
 * error codes for malformed envelopes, unknown methods and streaming; credits spent once per answer.
 */
import { ClientFactory, ClientFactoryOptions } from '@a2a-js/sdk/client';
import { LegacyJsonRpcTransport } from '@a2a-js/sdk/compat/v0_3/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalance } from '../../src/gateway/credits.js';
import { sdkMessage } from '../helpers/a2a.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { BAKERY_CLIENT, createListing } from '../helpers/factories.js';
import { freePort } from '../helpers/http-server.js';
import { DIALECTS } from '../helpers/storage.js';

const SHOP = BAKERY_CLIENT;

/** Response bodies are read untyped. */
const asAny = (value: unknown): any => value;

describe.each(DIALECTS)('A2A interop on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  const rpc = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/ai/${SHOP.slug}/a2a/v1/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  let listingId: string;
  const balance = () => creditBalance(t.deps, listingId);

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp(dialect, { GATEWAY_URL: base, STARTER_CREDITS: '100' });
    listingId = await createListing(t.deps, SHOP);
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  for (const transport of ['JSONRPC', 'HTTP+JSON'] as const) {
    it(`lets the official SDK client discover the card and ask over ${transport}`, async () => {
      const factory = new ClientFactory(
        ClientFactoryOptions.createFrom(ClientFactoryOptions.default, { preferredTransports: [transport] }),
      );
      // The SDK resolves the card path against the base, so the base needs its trailing slash.
      const client = await factory.createFromUrl(`${base}/ai/${SHOP.slug}/`);
      const before = await balance();
      const sent = await client.sendMessage(sdkMessage('When are you open on Saturday?'));
      expect(await balance()).toBe(before - 1);
      if (!('status' in sent)) throw new Error('expected a Task');
      expect(sent.status?.state).toBe(3); // TASK_STATE_COMPLETED
      const parts = sent.artifacts[0]?.parts ?? [];
      const text = parts.find((p) => p.content?.$case === 'text')?.content;
      expect(text?.value).toBe('Opening hours: Saturday from 08:00 to 15:00.');
      const data = parts.find((p) => p.content?.$case === 'data')?.content?.value as Record<string, unknown>;
      expect(data).toMatchObject({ outcome: 'answered', citations: [{ factId: 'f-hours', kind: 'hours' }], llm: false });

      const fetched = await client.getTask({ tenant: '', id: sent.id, historyLength: undefined });
      expect(fetched.id).toBe(sent.id);
      expect(fetched.contextId).toBe(sent.contextId);
      expect(await balance()).toBe(before - 1);

      await expect(client.getTask({ tenant: '', id: 'no-such-task', historyLength: undefined })).rejects.toThrow(/not found/i);
      await expect(client.cancelTask({ tenant: '', id: sent.id, metadata: undefined })).rejects.toThrow(/cancel/i);

      // Streaming: the card declares it, and the answer comes as the stream's one (final) event.
      const events = [];
      for await (const event of client.sendMessageStream(sdkMessage('When are you open on Saturday?'))) events.push(event);
      expect(events).toHaveLength(1);
      const streamed = events[0]?.payload;
      if (streamed?.$case !== 'task') throw new Error('expected a task event');
      expect(streamed.value.status?.state).toBe(3);
      expect(await balance()).toBe(before - 2);

      const withHistory = await client.getTask({ tenant: '', id: sent.id, historyLength: 2 });
      expect(withHistory.history.map((m) => m.parts[0]?.content?.value)).toEqual([
        'When are you open on Saturday?',
        'Opening hours: Saturday from 08:00 to 15:00.',
      ]);
    });
  }

  it('speaks v0.3 to the SDK legacy transport and to a request without the version header', async () => {
    const legacy = new LegacyJsonRpcTransport({ endpoint: `${base}/ai/${SHOP.slug}/a2a/v1/message` });
    const sent = await legacy.sendMessage(sdkMessage('How much is a sourdough loaf?'));
    if (!('status' in sent)) throw new Error('expected a Task');
    expect(sent.artifacts[0]?.parts[0]?.content).toEqual({ $case: 'text', value: 'A sourdough loaf costs €4.50.' });

    const response = await rpc({
      jsonrpc: '2.0',
      id: 7,
      method: 'message/send',
      params: {
        message: { kind: 'message', messageId: 'm-1', role: 'user', parts: [{ kind: 'text', text: 'Where is the bakery?' }] },
      },
    });
    expect(response.status).toBe(200);
    const body = await response.json().then(asAny);
    expect(body).toMatchObject({ jsonrpc: '2.0', id: 7, result: { kind: 'task', status: { state: 'completed' } } });
    expect(body.result.artifacts[0].parts[0]).toMatchObject({ kind: 'text' });
    expect(body.result.artifacts[0].parts[1]).toMatchObject({ kind: 'data', data: { outcome: expect.any(String), llm: false } });

    const got = await (await rpc({ jsonrpc: '2.0', id: 8, method: 'tasks/get', params: { id: body.result.id } }))
      .json()
      .then(asAny);
    expect(got.result).toMatchObject({ kind: 'task', id: body.result.id, status: { state: 'completed' } });

    // A follow-up in the same context is read against the question before it.
    const ask = async (text: string, contextId?: string) =>
      (
        await rpc({
          jsonrpc: '2.0',
          id: 10,
          method: 'message/send',
          params: {
            message: {
              kind: 'message',
              messageId: crypto.randomUUID(),
              role: 'user',
              contextId,
              parts: [{ kind: 'text', text }],
            },
          },
        }).then((r) => r.json())
      ).result;
    const first = await ask('When are you open on Monday?');
    const followed = await ask('and on Saturday?', first.contextId);
    expect(followed.contextId).toBe(first.contextId);
    expect(followed.artifacts[0].parts[0].text).toBe('Opening hours: Saturday from 08:00 to 15:00.');
    const kept = await (
      await rpc({ jsonrpc: '2.0', id: 11, method: 'tasks/get', params: { id: followed.id, historyLength: 2 } })
    ).json();
    expect(kept.result.history[0].parts[0].text).toBe('When are you open on Saturday?');

    const streamed = await rpc({
      jsonrpc: '2.0',
      id: 9,
      method: 'message/stream',
      params: {
        message: { kind: 'message', messageId: 'm-9', role: 'user', parts: [{ kind: 'text', text: 'When are you open?' }] },
      },
    });
    expect(streamed.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const event = JSON.parse((await streamed.text()).replace(/^data: /, ''));
    expect(event).toMatchObject({ jsonrpc: '2.0', id: 9, result: { kind: 'task', status: { state: 'completed' } } });
  });

  it('answers malformed envelopes, unknown methods, tasks and streaming with their JSON-RPC codes', async () => {
    const codeOf = async (body: unknown, headers?: Record<string, string>) => {
      const response = await rpc(body, headers);
      expect(response.status).toBe(200);
      return (await response.json().then(asAny)).error;
    };
    const v1 = { 'A2A-Version': '1.0' };
    expect((await codeOf('{"jsonrpc": "2.0", "method": ')).code).toBe(-32700);
    expect((await codeOf({ jsonrpc: '1.0', id: 1, method: 'SendMessage' })).code).toBe(-32600);
    expect((await codeOf({ jsonrpc: '2.0', id: 1 })).code).toBe(-32600);
    expect((await codeOf({ jsonrpc: '2.0', id: 1, method: 'DoSomethingElse' }, v1)).code).toBe(-32601);
    expect((await codeOf({ jsonrpc: '2.0', id: 1, method: 'message/send', params: {} }, v1)).code).toBe(-32601);
    const notFound = await codeOf({ jsonrpc: '2.0', id: 1, method: 'GetTask', params: { id: 'nope' } }, v1);
    expect(notFound).toMatchObject({
      code: -32001,
      data: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'TASK_NOT_FOUND', domain: 'a2a-protocol.org' }],
    });
    expect((await codeOf({ jsonrpc: '2.0', id: 1, method: 'SubscribeToTask', params: { id: 'nope' } }, v1)).code).toBe(-32001);
    expect((await codeOf({ jsonrpc: '2.0', id: 1, method: 'GetTask', params: 'nope' }, v1)).code).toBe(-32602);
    expect((await codeOf({ jsonrpc: '2.0', id: 1, method: 'toString' })).code).toBe(-32601);
    expect((await codeOf({ jsonrpc: '2.0', id: 1, method: '__proto__' })).code).toBe(-32601);
    expect((await codeOf([{ jsonrpc: '2.0', id: 1, method: 'GetTask' }])).code).toBe(-32600);
    expect((await codeOf({ jsonrpc: '2.0', id: 1, method: 'SendMessage', params: {} }, { 'A2A-Version': '2.0' })).code).toBe(
      -32009,
    );
    const badMessage = await codeOf({ jsonrpc: '2.0', id: 1, method: 'SendMessage', params: { message: { parts: [] } } }, v1);
    expect(badMessage).toMatchObject({ code: -32602, data: [{ reason: 'VALIDATION_FAILED' }] });
    const fileOnly = await codeOf(
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'SendMessage',
        params: { message: { role: 'ROLE_USER', parts: [{ url: 'https://x.example/a.pdf' }] } },
      },
      v1,
    );
    expect(fileOnly.code).toBe(-32005);
  });

  it('serves the HTTP+JSON binding with google.rpc.Status errors, and keeps the simple body on both routes', async () => {
    const v1 = { 'content-type': 'application/a2a+json', 'A2A-Version': '1.0' };
    const sent = await fetch(`${base}/ai/${SHOP.slug}/a2a/v1/message:send`, {
      method: 'POST',
      headers: v1,
      body: JSON.stringify({ message: { messageId: 'm-2', role: 'ROLE_USER', parts: [{ text: 'When are you open?' }] } }),
    });
    expect(sent.status).toBe(200);
    const { task } = await sent.json().then(asAny);
    expect(task.status.state).toBe('TASK_STATE_COMPLETED');
    const got = await fetch(`${base}/api/a2a/${SHOP.slug}/v1/tasks/${task.id}`, { headers: v1 });
    expect((await got.json().then(asAny)).id).toBe(task.id);

    const missing = await fetch(`${base}/ai/${SHOP.slug}/a2a/v1/tasks/nope`, { headers: v1 });
    expect(missing.status).toBe(404);
    expect(await missing.json().then(asAny)).toMatchObject({
      error: { code: 404, status: 'NOT_FOUND', details: [{ reason: 'TASK_NOT_FOUND', domain: 'a2a-protocol.org' }] },
    });
    const cancel = await fetch(`${base}/ai/${SHOP.slug}/a2a/v1/tasks/${task.id}:cancel`, { method: 'POST', headers: v1 });
    expect(cancel.status).toBe(400);
    expect((await cancel.json().then(asAny)).error.details[0].reason).toBe('TASK_NOT_CANCELABLE');
    const stream = await fetch(`${base}/ai/${SHOP.slug}/a2a/v1/message:stream`, {
      method: 'POST',
      headers: v1,
      body: JSON.stringify({ message: { messageId: 'm-3', role: 'ROLE_USER', parts: [{ text: 'When are you open?' }] } }),
    });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const event = JSON.parse((await stream.text()).replace(/^data: /, ''));
    expect(event.task.status.state).toBe('TASK_STATE_COMPLETED');
    const subscribe = await fetch(`${base}/ai/${SHOP.slug}/a2a/v1/tasks/${task.id}:subscribe`, { method: 'POST', headers: v1 });
    expect((await subscribe.json().then(asAny)).error.details[0].reason).toBe('UNSUPPORTED_OPERATION');
    const history = await fetch(`${base}/ai/${SHOP.slug}/a2a/v1/tasks/${task.id}?historyLength=1`, { headers: v1 });
    expect((await history.json().then(asAny)).history).toMatchObject([{ role: 'ROLE_AGENT' }]);

    // v0.3 kind parts without the header: a bare v0.3 task.
    const legacy = await fetch(`${base}/ai/${SHOP.slug}/a2a/v1/message:send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: { kind: 'message', messageId: 'm-3', role: 'user', parts: [{ kind: 'text', text: 'Hours?' }] },
      }),
    });
    expect(await legacy.json().then(asAny)).toMatchObject({ kind: 'task', status: { state: 'completed' } });

    for (const path of ['message', 'message:send']) {
      const simple = await fetch(`${base}/ai/${SHOP.slug}/a2a/v1/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: { text: 'When are you open?' } }),
      });
      expect(await simple.json().then(asAny)).toMatchObject({ ok: true, reply: { outcome: 'answered' }, llm: false });
    }
  });

  it('answers at zero credits with the matching JSON-RPC and google.rpc.Status errors, pointing to the free routes', async () => {
    await t.deps.db.updateTable('credit_balances').set({ balance: 0 }).where('listing_id', '=', listingId).execute();
    const v1 = { 'A2A-Version': '1.0' };
    const message = { role: 'ROLE_USER', parts: [{ text: 'Hours?' }] };
    const rpcError = (
      await (await rpc({ jsonrpc: '2.0', id: 3, method: 'SendMessage', params: { message } }, v1)).json().then(asAny)
    ).error;
    expect(rpcError).toMatchObject({ code: -32000, data: [{ reason: 'CREDITS_EXHAUSTED', domain: 'signboard' }] });
    expect(rpcError.data[0].metadata.askPreview).toContain(`/ai/${SHOP.slug}/ask`);
    const rest = await fetch(`${base}/ai/${SHOP.slug}/a2a/v1/message:send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...v1 },
      body: JSON.stringify({ message }),
    });
    expect(rest.status).toBe(402);
    expect(await rest.json().then(asAny)).toMatchObject({
      error: { code: 402, status: 'RESOURCE_EXHAUSTED', details: [{ reason: 'CREDITS_EXHAUSTED' }] },
    });
    await t.deps.db.updateTable('credit_balances').set({ balance: 100 }).where('listing_id', '=', listingId).execute();
  });

  it('answers a message on a finished task with UnsupportedOperation and spends nothing', async () => {
    const v1 = { 'A2A-Version': '1.0' };
    const first = await (
      await rpc(
        { jsonrpc: '2.0', id: 1, method: 'SendMessage', params: { message: { role: 'ROLE_USER', parts: [{ text: 'Hours?' }] } } },
        v1,
      )
    )
      .json()
      .then(asAny);
    const before = await balance();
    const again = await (
      await rpc(
        {
          jsonrpc: '2.0',
          id: 2,
          method: 'SendMessage',
          params: { message: { role: 'ROLE_USER', taskId: first.result.task.id, parts: [{ text: 'And on Sunday?' }] } },
        },
        v1,
      )
    )
      .json()
      .then(asAny);
    expect(again.error.code).toBe(-32004);
    expect(await balance()).toBe(before);
  });
});
