/**
 * API keys for agents that identify themselves: issued by an operator (CLI), shown once, stored as
 * a hash. A key sent as `Authorization: Bearer <key>` on a message route gets the key's own daily
 * quota per client instead of the anonymous per-address one.
 */
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { hashToken, newToken } from '../security/tokens.js';
import type { ApiKeyTable, Executor } from '../storage/database.js';

/** Message credits a new key may spend on one client per UTC day, unless the operator says otherwise. */
export const DEFAULT_KEY_DAILY_LIMIT = 500;
/** Every key starts so, which tells it apart from other bearer tokens. */
export const API_KEY_PREFIX = 'sbk_';

export type ApiKey = Omit<ApiKeyTable, 'key_hash'>;

/** Issues a key. @returns the stored record and the key itself (shown once, never stored). */
export async function createApiKey(
  deps: Pick<Deps, 'db' | 'clock' | 'ids'>,
  input: { name: string; dailyLimit?: number },
): Promise<{ apiKey: ApiKey; key: string }> {
  const name = input.name.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  if (!name || name.length > 100 || /[\u0000-\u001f\u007f]/.test(name)) {
    throw new AppError('validation_failed', 'The key needs a name of 1 to 100 printable characters.', { parameter: 'name' });
  }
  const dailyLimit = input.dailyLimit ?? DEFAULT_KEY_DAILY_LIMIT;
  if (!Number.isInteger(dailyLimit) || dailyLimit < 1 || dailyLimit > 1_000_000) {
    throw new AppError('validation_failed', 'The daily limit must be a whole number from 1 to 1,000,000.', {
      parameter: 'dailyLimit',
    });
  }
  const key = `${API_KEY_PREFIX}${newToken()}`;
  const apiKey: ApiKey = {
    id: deps.ids.next(),
    name,
    daily_limit: dailyLimit,
    created_at: deps.clock.now().toISOString(),
    revoked_at: null,
  };
  await deps.db
    .insertInto('api_keys')
    .values({ ...apiKey, key_hash: hashToken(key) })
    .execute();
  return { apiKey, key };
}

/** The live (not revoked) key with this value, or undefined. */
export async function findLiveApiKey(db: Executor, key: string): Promise<ApiKey | undefined> {
  return db
    .selectFrom('api_keys')
    .select(['id', 'name', 'daily_limit', 'created_at', 'revoked_at'])
    .where('key_hash', '=', hashToken(key))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function listApiKeys(db: Executor): Promise<ApiKey[]> {
  return db.selectFrom('api_keys').select(['id', 'name', 'daily_limit', 'created_at', 'revoked_at']).orderBy('id').execute();
}

/** Revokes a key; false when no live key has this id. */
export async function revokeApiKey(deps: Pick<Deps, 'db' | 'clock'>, id: string): Promise<boolean> {
  const result = await deps.db
    .updateTable('api_keys')
    .set({ revoked_at: deps.clock.now().toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
