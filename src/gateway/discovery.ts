/** The gateway's global discovery document. Pure: built from the URLs alone. */

import { AGENT_RULES, ALLOWED_SCOPES, DENIED_SCOPES } from '../answers/rules.js';
import type { Urls } from '../urls.js';
import { BILLING } from './policy.js';

/** The product label shown in gateway documents. */
export const GATEWAY_PRODUCT = 'Signboard AI Gateway';

/** Client-scoped route templates under one prefix, with `{clientSlug}` left in. */
function clientRoutes(prefix: string) {
  return {
    handshake: `${prefix}/handshake`,
    message: `${prefix}/message`,
    messageSend: `${prefix}/message:send`,
    actionRequest: `${prefix}/action-request`,
  };
}

/** `GET /api/a2a` and `GET /ai/a2a`. */
export function renderGlobalDiscovery(urls: Urls) {
  const preferred = clientRoutes(urls.gateway('/ai/{clientSlug}/a2a/v1'));
  const aliases = clientRoutes(urls.gateway('/api/a2a/{clientSlug}/v1'));
  const queryBody = (operation: string) => `${urls.gateway(`/api/a2a/v1/${operation}`)}?clientSlug={clientSlug}`;
  return {
    ok: true as const,
    type: 'service_asg_global_a2a_directory' as const,
    product: GATEWAY_PRODUCT,
    focus: 'action-request' as const,
    message:
      'Each business has its own agent. Give its clientSlug in the path (/ai/{clientSlug}/a2a/v1/…, preferred), ' +
      'in the query string (?clientSlug=…) or in the JSON body ({"clientSlug": "…"}). The /api/a2a aliases exist ' +
      'because many agents look for /api/a2a first; they run the same operations. Discovery is free; each POST ' +
      'message spends one of the business’s credits; action requests are free and only recorded for a person.',
    clientSlugPlacement: [
      aliases.handshake,
      queryBody('handshake'),
      `POST ${urls.gateway('/api/a2a/v1/message')} {"clientSlug": "{clientSlug}", "message": {"text": "When are you open?"}}`,
    ],
    preferredClientScopedRoutes: preferred,
    commonApiAliases: {
      ...aliases,
      queryBodyHandshake: queryBody('handshake'),
      queryBodyMessage: queryBody('message'),
      queryBodyActionRequest: queryBody('action-request'),
    },
    scopes: { allowed: [...ALLOWED_SCOPES], denied: [...DENIED_SCOPES] },
    billing: { ...BILLING },
    rules: [...AGENT_RULES],
    discovery: {
      llms: urls.api('/llms.txt'),
      robots: urls.api('/robots.txt'),
      sitemap: urls.api('/sitemap.xml'),
      aigSitemap: urls.gateway('/aig-sitemap.xml'),
      sampleQuestions: urls.gateway('/questions'),
    },
  };
}
