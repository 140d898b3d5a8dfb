/** The ask routes and sample questions on each database: answers, validation, the allowance and recording. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lexiconFor } from '../../src/answers/lexicon.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createListing } from '../helpers/factories.js';
import { DIALECTS } from '../helpers/storage.js';

const BAKERY = {
  slug: 'crumb-bakery',
  name: 'Crumb Bakery',
  website: 'https://crumb.example/',
  phone: '+31 30 555 0101',
  hours: [{ day: 'sa', opens: '08:00', closes: '15:00' }],
  facts: [
    { id: 'f-summary', kind: 'summary', text: 'Crumb Bakery is a small bakery in Utrecht baking sourdough bread.' },
    { id: 'f-hours', kind: 'hours', text: 'Opening hours: Saturday from 08:00 to 15:00.' },
    { id: 'f-price', kind: 'pricing', text: 'A sourdough loaf costs €4.50.' },
    {
      id: 'f-contact',
      kind: 'contact_route',
      text: 'Call +31 30 555 0101; final confirmation comes from https://crumb.example/.',
    },
    { id: 'f-faq', kind: 'faq', question: 'Do you bake on Sundays?', text: 'No baking on Sundays; the shop is closed.' },
  ],
};

describe.each(DIALECTS)('ask routes on %s', (dialect) => {
  let t: TestApp;
  const get = (url: string, userAgent = 'test-agent') =>
    t.app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: { 'user-agent': 'test-agent' } });

  beforeAll(async () => {
    t = await createTestApp(dialect, { ASK_DAILY_ALLOWANCE: '20', GATEWAY_URL: 'http://gateway.test' });
    await createListing(t.deps, BAKERY);
    await createListing(t.deps, { slug: 'waiting-shop', name: 'Waiting Shop', status: 'pending_review' });
  });
  afterAll(() => t.close());

  it('previews an answer built from cited facts, without an LLM', async () => {
    const response = await get(`/ai/crumb-bakery/ask?q=${encodeURIComponent('How much is a sourdough loaf?')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      question: 'How much is a sourdough loaf?',
      outcome: 'answered',
      answer: 'A sourdough loaf costs €4.50.',
      citations: [{ factId: 'f-price', kind: 'pricing' }],
      allowance: { limit: 20, remaining: 19, resetsAt: '2026-11-22T00:00:00.000Z' },
      llm: false,
    });
  });

  it('hands off what needs a person, with the route', async () => {
    const body = (await post('/ai/crumb-bakery/ask', { question: 'Where is my order #12345?' })).json();
    expect(body).toMatchObject({
      outcome: 'handoff',
      handoff: { reason: 'case_specific', route: 'http://gateway.test/ai/crumb-bakery/a2a/v1/action-request' },
    });
    const unclear = (await get('/ai/crumb-bakery/ask?q=Do%20you%20sell%20croissants%3F')).json();
    expect(unclear).toMatchObject({ outcome: 'unclear', handoff: { reason: 'unclear' } });
    expect(unclear.answer).not.toMatch(/\bno\b/i);
  });

  it('marks a near match in the citations and says so in the answer, on the ask and message routes', async () => {
    // A trade set's locksmith: "Do you install CCTV cameras?" is answered by its nearest fact, which says it does not.
    const records = JSON.parse(readFileSync('bench/answers/sets/trades-c-businesses.json', 'utf8')) as { slug: string }[];
    await createListing(t.deps, records.find((r) => r.slug === 'keyholder-locksmiths-bristol') as Record<string, unknown>);
    const nearest = lexiconFor('en')?.replies?.nearest as string;
    const asked = (await post('/ai/keyholder-locksmiths-bristol/ask', { question: 'Do you install CCTV cameras?' })).json();
    expect(asked).toMatchObject({ outcome: 'answered', citations: [{ kind: 'service', nearest: true }] });
    expect(asked.answer).toBe(`${nearest} Keyholder Locksmiths does not install alarm systems or CCTV.`);
    const sent = await post('/ai/keyholder-locksmiths-bristol/a2a/v1/message', {
      message: { text: 'Do you install CCTV cameras?' },
    });
    expect(sent.json().reply).toMatchObject({ outcome: 'answered', citations: [{ nearest: true }] });
    // A fact covering the question is cited as it is.
    const covered = (await post('/ai/crumb-bakery/ask', { question: 'How much is a sourdough loaf?' })).json();
    expect(covered.citations).toEqual([{ factId: 'f-price', kind: 'pricing' }]);
  });

  it('records live answers for the owner and the public counts, but not previews', async () => {
    const count = async () => (await t.deps.db.selectFrom('gateway_tasks').select('id').execute()).length;
    const before = await count();
    await get('/ai/crumb-bakery/ask?q=When%20are%20you%20open%3F');
    expect(await count()).toBe(before);
    const stats = async () => (await t.app.inject('/api/stats')).json().stats.questionsAnswered;
    const answeredBefore = await stats();
    await post('/ai/crumb-bakery/ask', { question: 'When are you open? Mail me at me@example.org' });
    const task = await t.deps.db.selectFrom('gateway_tasks').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(task).toMatchObject({ channel: 'ask', outcome: 'handoff', handoff_reason: 'sensitive' });
    expect(task.question).not.toContain('me@example.org');
    await post('/ai/crumb-bakery/ask', { question: 'When are you open?' });
    expect(await stats()).toBe(answeredBefore + 1);
  });

  it.each([
    ['/ai/crumb-bakery/ask', 'q'],
    ['/ai/crumb-bakery/ask?q=', 'q'],
    ['/ai/crumb-bakery/ask?q=%20%20', 'q'],
    [`/ai/crumb-bakery/ask?q=${'a'.repeat(501)}`, 'q'],
    ['/ai/crumb-bakery/ask?q=hello%00there', 'q'],
  ])('answers 400 for %s', async (url, parameter) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', details: { parameter } });
  });

  it('answers 400 for bad bodies and 404 for clients that are not published', async () => {
    expect((await post('/ai/crumb-bakery/ask', {})).statusCode).toBe(400);
    expect((await post('/ai/crumb-bakery/ask', { question: '' })).statusCode).toBe(400);
    expect((await post('/ai/crumb-bakery/ask', { question: 'hi', extra: 1 })).statusCode).toBe(400);
    for (const url of ['/ai/nobody/ask?q=hi', '/ai/waiting-shop/ask?q=hi', '/ai/waiting-shop/sample-questions']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('client_not_found');
    }
  });

  it('answers a repeated question as before until the listing changes, then from the new facts', async () => {
    const url = `/ai/crumb-bakery/ask?q=${encodeURIComponent('What does a sourdough loaf cost?')}`;
    expect((await get(url, 'cache-agent')).json().answer).toBe('A sourdough loaf costs €4.50.');
    expect((await get(url, 'cache-agent')).json().answer).toBe('A sourdough loaf costs €4.50.');
    t.clock.advance(1000);
    const facts = BAKERY.facts.map((f) => (f.id === 'f-price' ? { ...f, text: 'A sourdough loaf costs €4.80.' } : f));
    await createListing(t.deps, { ...BAKERY, facts });
    expect((await get(url, 'cache-agent')).json().answer).toBe('A sourdough loaf costs €4.80.');
    await createListing(t.deps, BAKERY);
  });

  it('tells each of a burst of requests about its own business (their lookups share one query)', async () => {
    const slugs = ['crumb-bakery', 'waiting-shop', 'no-such-shop', 'crumb-bakery'];
    const responses = await Promise.all(slugs.map((slug) => get(`/ai/${slug}/ask?q=hours`, 'lookup-agent')));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 404, 404, 200]);
    expect(responses[1]?.json().error.code).toBe('client_not_found');
  });

  it('gives answers asked at the same moment each their own place in the allowance', async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, () => get('/ai/crumb-bakery/ask?q=hours', 'burst-agent')));
    const remaining = responses.map((r) => r.json().allowance?.remaining as number).sort((a, b) => b - a);
    expect(remaining).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8]);
  });

  it('keeps a daily allowance per visitor in the database, with Retry-After past it', async () => {
    t.clock.set('2026-11-23T23:00:00.000Z');
    const url = '/ai/crumb-bakery/ask?q=hours';
    let last = await get(url, 'allowance-agent');
    for (let i = 1; i < 20; i++) last = await get(url, 'allowance-agent');
    expect(last.json().allowance.remaining).toBe(0);
    const over = await get(url, 'allowance-agent');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('3600');
    expect((await get(url, 'another-agent')).statusCode).toBe(200);
    t.clock.set('2026-11-24T00:00:01.000Z');
    expect((await get(url, 'allowance-agent')).json().allowance.remaining).toBe(19);
  });

  it('publishes five sample questions, each with a preview URL that answers well', async () => {
    t.clock.set('2026-11-25T12:00:00.000Z');
    const body = (await get('/ai/crumb-bakery/sample-questions')).json();
    expect(body).toMatchObject({
      ok: true,
      type: 'service_asg_client_sample_questions',
      clientSlug: 'crumb-bakery',
      businessName: 'Crumb Bakery',
      endpoints: {
        ask: 'http://gateway.test/ai/crumb-bakery/ask',
        sampleQuestions: 'http://gateway.test/ai/crumb-bakery/sample-questions',
      },
    });
    expect(body.usage.creditRule).toMatch(/no LLM/);
    expect(body.questions.map((q: { id: string }) => q.id)).toEqual(['sample_1', 'sample_2', 'sample_3', 'sample_4', 'sample_5']);
    for (const question of body.questions) {
      expect(question.question).toContain('Crumb Bakery');
      expect(question.previewUrl).toBe(`http://gateway.test/ai/crumb-bakery/ask?q=${encodeURIComponent(question.question)}`);
      const answer = (await get(question.previewUrl.replace('http://gateway.test', ''))).json();
      expect(answer.outcome, question.question).toBe('answered');
      expect(answer.citations.length).toBeGreaterThan(0);
    }
  });
});
