/** The directory agent's A2A Agent Card (`/.well-known/agent-card.json`), in the per-business cards' shape. Pure. */
import type { Urls } from '../../urls.js';
import { AGENT_VERSION, legacyInterfaceFields, supportedInterfaces } from '../agent-card.js';

export function renderDirectoryAgentCard(urls: Urls) {
  const base = urls.gateway('/a2a/v1');
  const io = { inputModes: ['text/plain'], outputModes: ['text/plain', 'application/json'] };
  return {
    name: 'Signboard directory',
    description:
      'Finds local businesses in the Signboard directory from a plain request ("a dentist in Lisbon who speaks English") and asks one of them a question on your behalf. Answers come only from approved public facts, with no LLM; questions that need a person are handed to the business.',
    version: AGENT_VERSION,
    supportedInterfaces: supportedInterfaces(base),
    provider: { organization: 'Signboard', url: urls.home() },
    documentationUrl: urls.gateway('/api/a2a'),
    capabilities: { streaming: true, pushNotifications: false, extendedAgentCard: false },
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain', 'application/json'],
    skills: [
      {
        id: 'find-businesses',
        name: 'Find businesses',
        description:
          'Searches the directory: kind of business, city or country, language spoken, opening day and time, verified owners; typos are forgiven. Answers with a short list and a data part with each business, its profile and agent card, and the facts that match. A follow-up in the same contextId refines the search.',
        tags: ['search', 'directory', 'local-business'],
        examples: ['Find me a dentist in Lisbon who speaks English', 'bakery open on Sunday in Utrecht', 'and in Rotterdam?'],
        ...io,
      },
      {
        id: 'ask-business',
        name: 'Ask a business',
        description:
          "Asks one business a question, answered by that business's own agent from its approved facts, with citations (no LLM).",
        tags: ['question-answering', 'approved-facts'],
        examples: ['Ask Bright Dentistry whether they do whitening', 'Ask Hearth Bread Co. in Rotterdam: when are you open?'],
        ...io,
      },
    ],
    ...legacyInterfaceFields(base),
  };
}
