/** The client handshake: the agent card with scopes, billing, rules and endpoints. */

import { AGENT_RULES, ALLOWED_SCOPES, DENIED_SCOPES } from '../answers/rules.js';
import type { Deps } from '../deps.js';
import { AppError, invalidParameter } from '../errors.js';
import type { Urls } from '../urls.js';
import { findClientKey, loadAgentCard } from './client.service.js';
import { creditBalance } from './credits.js';
import { BILLING } from './policy.js';

/** Protocol versions the message routes speak, preferred first. */
export const PROTOCOL_VERSIONS = ['1.0', '0.3'] as const;

/**
 * The scopes a caller asks for (a list, or a comma- or space-separated string); all allowed ones
 * when none are named. @throws AppError validation_failed for unknown names, scope_denied (403) for denied ones.
 */
export function requestedScopes(raw: unknown): string[] {
  if (raw === undefined || raw === null || raw === '') return [...ALLOWED_SCOPES];
  const items: unknown[] = Array.isArray(raw) ? raw : [raw];
  if (items.some((item) => typeof item !== 'string')) throw invalidParameter('scopes', 'scopes must be a list of scope names.');
  const names = (items as string[]).flatMap((item) => item.split(/[\s,]+/).filter(Boolean));
  const denied = names.filter((n) => (DENIED_SCOPES as readonly unknown[]).includes(n));
  if (denied.length) throw new AppError('scope_denied', undefined, { denied, allowed: [...ALLOWED_SCOPES] });
  const unknown = names.filter((n) => !(ALLOWED_SCOPES as readonly unknown[]).includes(n));
  if (unknown.length) throw invalidParameter('scopes', `Unknown scopes: ${unknown.join(', ')}.`);
  return [...new Set(names)];
}

/** Everything an agent needs to talk to one client. */
export async function handshake(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'state'>,
  urls: Urls,
  slug: string,
  scopes: unknown,
) {
  const granted = requestedScopes(scopes);
  const client = await findClientKey(deps, slug);
  const path = (rest: string) => urls.gateway(`/ai/${encodeURIComponent(client.slug)}${rest}`);
  return {
    ok: true as const,
    clientSlug: client.slug,
    businessName: client.name,
    agentCard: await loadAgentCard(deps, urls, client),
    scopes: { allowed: [...ALLOWED_SCOPES], denied: [...DENIED_SCOPES], granted },
    billing: { ...BILLING },
    rules: [...AGENT_RULES],
    endpoints: {
      handshake: path('/a2a/v1/handshake'),
      message: path('/a2a/v1/message'),
      messageSend: path('/a2a/v1/message:send'),
      actionRequest: path('/a2a/v1/action-request'),
      agentCard: urls.agentCard(client.slug),
      ask: urls.ask(client.slug),
      sampleQuestions: urls.sampleQuestions(client.slug),
    },
    protocolVersions: [...PROTOCOL_VERSIONS],
    credits: { remaining: await creditBalance(deps, client.id) },
  };
}
