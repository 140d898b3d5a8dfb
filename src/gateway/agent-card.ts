/**
 * A client's A2A Agent Card: the v1.0 shape with `supportedInterfaces` (JSON-RPC first,
 * then HTTP+JSON) plus the v0.3 fields `url`, `protocolVersion` and `preferredTransport`, so that
 * clients of either version find the endpoints. Skills come from the kinds of approved facts the
 * client has. Pure.
 */

import type { FactSnapshot } from '../answers/types.js';
import type { Urls } from '../urls.js';

/** Agent version of every card: the gateway's, not the A2A protocol's. */
export const AGENT_VERSION = '1.0.0';

/** What each fact kind lets an agent ask, in the order skills are listed. */
const SKILLS_BY_KIND: Record<string, { id: string; name: string; what: string; example: string }> = {
  summary: { id: 'about', name: 'About the business', what: 'what the business does', example: 'What do you do?' },
  service: { id: 'services', name: 'Services', what: 'the services it lists', example: 'Which services do you offer?' },
  pricing: { id: 'pricing', name: 'Prices', what: 'its published prices', example: 'How much does it cost?' },
  hours: { id: 'opening-hours', name: 'Opening hours', what: 'its opening hours', example: 'When are you open?' },
  location: { id: 'location', name: 'Location', what: 'where it is', example: 'Where are you?' },
  area_served: { id: 'area-served', name: 'Area served', what: 'the area it serves', example: 'Which area do you serve?' },
  policy: { id: 'policies', name: 'Policies', what: 'its published policies', example: 'What is your cancellation policy?' },
  faq: { id: 'faq', name: 'Frequently asked questions', what: 'its answered FAQs', example: 'Is there a free trial?' },
  language: {
    id: 'languages',
    name: 'Languages',
    what: 'the languages its staff speak',
    example: 'Which languages do you speak?',
  },
  contact_route: { id: 'contact', name: 'Contact route', what: 'how to reach a person', example: 'How can I contact you?' },
};

/** The v1.0 interfaces of an agent whose bindings live under `base`: JSON-RPC at `base/message` first, then HTTP+JSON. */
export function supportedInterfaces(base: string) {
  return [
    { url: `${base}/message`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
    { url: base, protocolBinding: 'HTTP+JSON', protocolVersion: '1.0' },
  ];
}

/** The same interfaces in the v0.3 fields, for clients that predate `supportedInterfaces`. */
export function legacyInterfaceFields(base: string) {
  return {
    url: `${base}/message`,
    protocolVersion: '0.3.0',
    preferredTransport: 'JSONRPC',
    additionalInterfaces: [
      { url: `${base}/message`, transport: 'JSONRPC' },
      { url: base, transport: 'HTTP+JSON' },
    ],
  };
}

export interface CardInput {
  snapshot: FactSnapshot;
  description: string;
  /** The business's website, if any (the card's provider URL). */
  website: string | null;
}

/** An A2A Agent Card as served (v1.0 with the v0.3 fields). */
export type AgentCard = ReturnType<typeof renderAgentCard>;

export function renderAgentCard({ snapshot, description, website }: CardInput, urls: Urls) {
  const slug = snapshot.clientSlug;
  const base = urls.gateway(`/ai/${encodeURIComponent(slug)}/a2a/v1`);
  const kinds = new Set(snapshot.facts.map((f) => f.answersFor ?? f.kind));
  const factSkills = Object.entries(SKILLS_BY_KIND)
    .filter(([kind]) => kinds.has(kind))
    .map(([kind, skill]) => ({
      id: skill.id,
      name: skill.name,
      description: `Answers questions about ${skill.what}, from ${snapshot.businessName}'s approved public facts only.`,
      tags: [kind.replace('_', '-'), 'approved-facts'],
      examples: [skill.example],
      inputModes: ['text/plain'],
      outputModes: ['text/plain', 'application/json'],
    }));
  return {
    name: snapshot.businessName,
    description: `${description} Answers come only from approved public facts, with no LLM; sensitive, urgent, regulated or case-specific questions are handed to a person.`,
    version: AGENT_VERSION,
    supportedInterfaces: supportedInterfaces(base),
    provider: { organization: snapshot.businessName, url: website ?? urls.businessPage(slug) },
    documentationUrl: urls.gateway('/api/a2a'),
    capabilities: { streaming: true, pushNotifications: false, extendedAgentCard: false },
    defaultInputModes: ['text/plain', 'application/json'],
    defaultOutputModes: ['text/plain', 'application/json'],
    skills: [
      ...factSkills,
      {
        id: 'human-handoff',
        name: 'Human handoff',
        description: 'Records a handoff, support-route or callback request for a person at the business (free).',
        tags: ['handoff', 'action-request'],
        examples: ['Please ask someone to call me back about a large order.'],
        inputModes: ['application/json'],
        outputModes: ['application/json'],
      },
    ],
    ...legacyInterfaceFields(base),
  };
}
