/**
 * What one caller may spend on one client per UTC day, so that nobody can drain a business's
 * credits: an anonymous caller counts by its address (an IPv6 /64), a caller with an API key by
 * its key. Checked before a credit is spent; over the quota → 429 with Retry-After.
 */
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { addressBucket, consumeRateLimit } from '../http/rate-limit.js';
import { bearerToken } from '../security/tokens.js';
import { API_KEY_PREFIX, findLiveApiKey } from './api-keys.js';

const DAY_MS = 86_400_000;

/** Who is asking: the TCP peer's address and the Authorization header, if any. */
export interface Caller {
  ip: string;
  authorization?: string;
}

/** The API key of an `Authorization: Bearer sbk_…` header; null without one. @throws AppError unauthorized for another scheme. */
function apiKeyOf(authorization: string | undefined): string | null {
  if (authorization === undefined || authorization === '') return null;
  const token = bearerToken(authorization);
  if (!token?.startsWith(API_KEY_PREFIX)) {
    throw new AppError(
      'unauthorized',
      'The Authorization header must be "Bearer <API key>" with a Signboard API key, or left out.',
    );
  }
  return token;
}

/**
 * Counts one message against the caller's quota for this client today.
 * @throws AppError unauthorized (an unknown or revoked key), rate_limited (429 with Retry-After).
 */
export async function admitCaller(deps: Pick<Deps, 'db' | 'clock' | 'config'>, clientId: string, caller: Caller): Promise<void> {
  const now = deps.clock.now();
  const key = apiKeyOf(caller.authorization);
  if (key !== null) {
    const apiKey = await findLiveApiKey(deps.db, key);
    if (!apiKey) throw new AppError('unauthorized', 'This API key is not valid (unknown or revoked).');
    await consumeRateLimit(
      deps.db,
      `spend:${clientId}:key:${apiKey.id}`,
      { limit: apiKey.daily_limit, windowMs: DAY_MS },
      now,
      `This API key has used its ${apiKey.daily_limit} messages to this business today`,
    );
    return;
  }
  const limit = deps.config.messageDailyLimit;
  await consumeRateLimit(
    deps.db,
    `spend:${clientId}:${addressBucket(caller.ip)}`,
    { limit, windowMs: DAY_MS },
    now,
    `This address has used its ${limit} messages to this business today (the free ask preview still answers; agents with an API key get a larger quota)`,
  );
}
