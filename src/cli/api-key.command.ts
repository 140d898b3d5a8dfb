/** `signboard api-key create <name>`, `api-key list` and `api-key revoke <id>`. */
import { createApiKey, listApiKeys, revokeApiKey } from '../gateway/api-keys.js';
import { withDeps } from './context.js';

export async function createKeyCommand(name: string, options: { dailyLimit?: string }): Promise<string> {
  const raw = options.dailyLimit;
  if (raw !== undefined && !/^\d{1,7}$/.test(raw)) throw new Error(`"${raw}" is not a daily limit from 1 to 1,000,000`);
  return withDeps(async (deps) => {
    const { apiKey, key } = await createApiKey(deps, { name, dailyLimit: raw === undefined ? undefined : Number(raw) });
    return [
      `API key ${apiKey.id} for "${apiKey.name}": ${apiKey.daily_limit} messages per business per day.`,
      `Key (shown once; send it as "Authorization: Bearer <key>"): ${key}`,
    ].join('\n');
  });
}

export async function listKeysCommand(options: { json?: boolean }): Promise<string> {
  return withDeps(async (deps) => {
    const keys = await listApiKeys(deps.db);
    if (options.json)
      return JSON.stringify(
        keys.map((k) => ({
          id: k.id,
          name: k.name,
          dailyLimit: k.daily_limit,
          createdAt: k.created_at,
          revokedAt: k.revoked_at,
        })),
      );
    if (keys.length === 0) return 'no API keys';
    return keys
      .map((k) => `${k.id}  ${k.revoked_at ? 'revoked' : 'live   '}  ${String(k.daily_limit).padStart(7)}/day  ${k.name}`)
      .join('\n');
  });
}

export async function revokeKeyCommand(id: string): Promise<string> {
  return withDeps(async (deps) => {
    if (!(await revokeApiKey(deps, id))) throw new Error(`no live API key has the id "${id}"`);
    return `API key ${id} revoked`;
  });
}
