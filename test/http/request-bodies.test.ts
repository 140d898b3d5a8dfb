/**
 * The body handling every POST route inherits from createHttpServer: JSON only, 64 KiB at most,
 * unknown fields refused, control characters refused, errors in the envelope.
 */
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors.js';
import { SafeString } from '../../src/http/schemas.js';
import { BODY_LIMIT, createHttpServer } from '../../src/http/server.js';

describe('request bodies', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = createHttpServer(pino({ level: 'silent' }), 'silent');
    const Body = Type.Object(
      { name: SafeString({ minLength: 1, maxLength: 20 }), count: Type.Optional(Type.Integer()) },
      { additionalProperties: false },
    );
    app.post('/probe', { schema: { body: Body } }, async (request) => ({ ok: true, body: request.body }));
    app.post('/boom', async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    app.post('/limited', async () => {
      throw new AppError('rate_limited', undefined, undefined, { 'Retry-After': '30' });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  it('accepts a valid body', async () => {
    const res = await post('/probe', JSON.stringify({ name: 'ok', count: 2 }));
    expect(res.json()).toEqual({ ok: true, body: { name: 'ok', count: 2 } });
  });

  it.each([
    ['{"name": ', 400, 'invalid_json'],
    ['', 400, 'invalid_json'],
    ['[1,2]', 400, 'validation_failed'],
    ['{"name": "ok", "extra": 1}', 400, 'validation_failed'],
    ['{"name": "a\\u0000b"}', 400, 'validation_failed'],
    ['{"name": "ok", "count": "2"}', 400, 'validation_failed'],
    ['{"count": 2}', 400, 'validation_failed'],
  ])('refuses %s', async (payload, status, code) => {
    const res = await post('/probe', payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ ok: false, error: { code } });
  });

  it('names the offending field', async () => {
    const extra = (await post('/probe', '{"name": "ok", "extra": 1}')).json();
    expect(extra.error.details).toMatchObject({ location: 'body', parameter: 'extra' });
    expect(extra.error.message).toBe('body parameter "extra" is not an allowed field');
    const missing = (await post('/probe', '{"count": 2}')).json();
    expect(missing.error.details.parameter).toBe('name');
  });

  it('refuses other content types with 415 and bodies over 64 KiB with 413', async () => {
    const form = await post('/probe', 'name=ok', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    expect(form.json().error.code).toBe('unsupported_media_type');
    const big = await post('/probe', JSON.stringify({ name: 'x'.repeat(BODY_LIMIT) }));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('payload_too_large');
  });

  it('hides internal errors behind a 500 envelope and keeps Retry-After on 429', async () => {
    const boom = await post('/boom', '{}');
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ ok: false, error: { code: 'internal_error', message: 'Something went wrong on our side.' } });
    const limited = await post('/limited', '{}');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
  });
});
