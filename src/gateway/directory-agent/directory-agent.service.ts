/**
 * The directory-wide A2A agent: "find me a dentist in Lisbon who speaks English" is a directory
 * search (the same reading as `/api/directory`), answered with a short text and the matching
 * businesses; "ask Bright Dentistry whether they do whitening" goes to that business's engine, as
 * the ask route answers it. No LLM. A follow-up in the same context ("do they speak English?",
 * "and in Porto?") refines the previous search. Every task ends at once and is stored.
 */
import type { Deps } from '../../deps.js';
import { type DirectoryResult, searchDirectory } from '../../directory/search.service.js';
import { interpretQuery } from '../../directory/understanding/interpret.js';
import { queryVocabularyOf } from '../../directory/understanding/vocabulary.js';
import { findFactsForListing, findListingsBySlugs } from '../../listings/listing.repository.js';
import { tokenize } from '../../storage/search/search-text.js';
import type { Urls } from '../../urls.js';
import type { A2aAgent } from '../a2a/jsonrpc.js';
import { A2aError, type A2aVersion, readMessage, renderTask, type TaskRecord } from '../a2a/wire.js';
import { ask } from '../ask.service.js';
import { redact } from '../handoff.service.js';
import {
  type DirectoryTask,
  findDirectoryTask,
  insertDirectoryTask,
  lastFindOf,
  type SearchMemory,
} from './directory-task.repository.js';
import { followUpQuery, readRequest } from './requests.js';

type AgentDeps = Deps;

/** Businesses listed in a find's answer. */
const FOUND_LIMIT = 5;
/** Facts shown per business as matching the request. */
const FACTS_PER_BUSINESS = 3;

/** Who is asking: the visitor allowance of the ask skill counts them. */
export interface AgentVisitor {
  ip: string;
  userAgent: string;
}

/** Facts of a business whose words meet the request's (its understood filters and remaining words). */
function matchingFacts(facts: { id: string; kind: string; text: string }[], needles: Set<string>) {
  return facts
    .filter((fact) => tokenize(fact.text).some((word) => needles.has(word)))
    .slice(0, FACTS_PER_BUSINESS)
    .map((f) => ({ id: f.id, kind: f.kind, text: f.text }));
}

/** The words a fact may hold to count as matching: filters read (Lisbon, English) and text words. */
function needlesOf(found: DirectoryResult): Set<string> {
  const text = found.interpretation ? (found.interpretation.text ?? '') : (found.query.q ?? '');
  const said = [...(found.interpretation?.understood ?? []).map((u) => u.label), text];
  return new Set(tokenize(said.join(' ')).filter((w) => w.length > 2 && w !== 'speaks' && w !== 'open'));
}

/** "3 businesses match", or "120+ businesses match; the first 5". */
function headline(found: DirectoryResult, shown: number): string {
  if (found.total > shown) return `${found.total}${found.totalExact ? '' : '+'} businesses match; the first ${shown}`;
  return shown === 1 ? 'One business matches' : `${shown} businesses match`;
}

async function find(deps: AgentDeps, urls: Urls, text: string, contextId: string | undefined) {
  const previous = contextId ? await lastFindOf(deps.db, contextId) : undefined;
  let query = text.slice(0, 200);
  if (previous?.search) {
    const vocabulary = await queryVocabularyOf(deps).current();
    const reading = interpretQuery(text, vocabulary.book, vocabulary.isKnownWord);
    query = followUpQuery(previous.search, { text, understood: reading.understood }).slice(0, 200);
  }
  const found = await searchDirectory(deps, urls, { q: query, limit: FOUND_LIMIT });
  const rows = await findListingsBySlugs(
    deps.db,
    found.results.map((r) => r.slug),
  );
  const needles = needlesOf(found);
  const businesses = await Promise.all(
    found.results.map(async (r) => {
      const id = rows.get(r.slug)?.id;
      const facts = id ? await findFactsForListing(deps.db, id) : [];
      return {
        slug: r.slug,
        name: r.name,
        city: r.city,
        country: r.country,
        categories: r.categories,
        verified: r.verified,
        profileUrl: r.profileUrl,
        pageUrl: r.pageUrl,
        agentCardUrl: urls.agentCard(r.slug),
        facts: matchingFacts(facts, needles),
      };
    }),
  );
  const read = found.interpretation?.understood.map((u) => u.label) ?? [];
  const lines =
    businesses.length === 0
      ? [
          `No business matches${read.length ? ` ${read.join(', ')}` : ` "${query}"`}.`,
          ...found.suggestions.map((s) => `Wider: ${s.label} (${s.total}${s.totalExact ? '' : '+'}).`),
        ]
      : [
          `${headline(found, businesses.length)}${read.length ? ` (${read.join(', ')})` : ''}:`,
          ...businesses.map((b, i) => `${i + 1}. ${b.name}${b.city ? `, ${b.city}` : ''}: ${b.profileUrl}`),
        ];
  const memory: SearchMemory = {
    text: query,
    understood: (found.interpretation?.understood ?? []).map((u) => ({ kind: u.kind, words: u.words })),
  };
  return {
    answer: lines.join('\n'),
    outcome: businesses.length > 0 ? 'found' : 'none',
    data: {
      skill: 'find-businesses',
      query,
      total: found.total,
      interpretation: found.interpretation,
      businesses,
      suggestions: found.suggestions,
      llm: false,
    },
    search: memory,
  };
}

/** The business a request names: by slug, else by its whole name (in a city when one is given). */
async function resolveBusiness(deps: AgentDeps, urls: Urls, name: string, city: string | null) {
  const found = await searchDirectory(deps, urls, { q: name.slice(0, 200), interpret: 'false', limit: 20 });
  const wanted = tokenize(name).join(' ');
  const words = new Set(tokenize(name));
  const inCity = found.results.filter((r) => !city || tokenize(r.city ?? '').join(' ') === tokenize(city).join(' '));
  const exact = inCity.filter((r) => r.slug === name || tokenize(r.name).join(' ') === wanted);
  const named = exact.length > 0 ? exact : inCity.filter((r) => [...words].every((w) => tokenize(r.name).includes(w)));
  return named;
}

async function askOne(
  deps: AgentDeps,
  urls: Urls,
  name: string,
  city: string | null,
  question: string,
  contact: unknown,
  visitor: AgentVisitor,
) {
  const named = await resolveBusiness(deps, urls, name, city);
  if (named.length !== 1) {
    const which = named.slice(0, 5);
    return {
      answer:
        named.length === 0
          ? `No business called "${name}"${city ? ` in ${city}` : ''} is in the directory.`
          : `Several businesses are called "${name}": ${which.map((b) => `${b.name} in ${b.city ?? 'no fixed place'} (${b.slug})`).join('; ')}. Ask again with the city, e.g. "ask ${name} in ${which[0]?.city ?? '…'} …".`,
      outcome: named.length === 0 ? 'none' : 'unclear',
      data: {
        skill: 'ask-business',
        businesses: which.map((b) => ({
          slug: b.slug,
          name: b.name,
          city: b.city,
          profileUrl: b.profileUrl,
          agentCardUrl: urls.agentCard(b.slug),
        })),
        llm: false,
      },
    };
  }
  const business = named[0] as DirectoryResult['results'][number];
  const answered = await ask(
    deps,
    urls,
    business.slug,
    question,
    visitor,
    'live',
    typeof contact === 'string' ? contact : undefined,
  );
  return {
    answer: `${business.name}: ${answered.answer}`,
    outcome: answered.outcome,
    data: {
      skill: 'ask-business',
      business: {
        slug: business.slug,
        name: business.name,
        profileUrl: business.profileUrl,
        agentCardUrl: urls.agentCard(business.slug),
      },
      outcome: answered.outcome,
      citations: answered.citations,
      ...(answered.handoff ? { handoff: answered.handoff } : {}),
      llm: false,
    },
  };
}

function render(task: DirectoryTask, version: A2aVersion, historyLength?: number) {
  const record: TaskRecord = {
    id: task.id,
    contextId: task.contextId,
    question: task.question,
    answer: task.answer,
    outcome: task.outcome as TaskRecord['outcome'],
    citations: [],
    state: task.state,
    updatedAt: task.at,
  };
  return renderTask(record, version, { data: task.data, historyLength });
}

/** The directory agent for one request. */
export function directoryAgent(deps: AgentDeps, urls: Urls, visitor: AgentVisitor): A2aAgent {
  const taskOf = async (id: unknown) => {
    const task = typeof id === 'string' && id.length <= 100 ? await findDirectoryTask(deps.db, id) : undefined;
    if (!task) throw new A2aError('TASK_NOT_FOUND', `Task not found: ${String(id).slice(0, 100)}`);
    return task;
  };
  return {
    async send(rawMessage, version) {
      const message = readMessage(rawMessage);
      if (message.taskId) {
        const task = await taskOf(message.taskId);
        throw new A2aError(
          'UNSUPPORTED_OPERATION',
          `Task ${task.id} is in a terminal state; send a new message without taskId (contextId may be kept).`,
        );
      }
      const request = readRequest(message.question);
      const done =
        request.skill === 'ask'
          ? {
              ...(await askOne(deps, urls, request.business, request.city, request.question, message.contact, visitor)),
              search: null,
            }
          : await find(deps, urls, request.query, message.contextId);
      const id = deps.ids.next();
      const task: DirectoryTask = {
        id,
        contextId: message.contextId ?? id,
        skill: request.skill,
        question: redact(message.question),
        answer: done.answer,
        outcome: done.outcome,
        data: done.data,
        search: done.search,
        state: done.outcome === 'refused' ? 'rejected' : 'completed',
        at: deps.clock.now().toISOString(),
      };
      await insertDirectoryTask(deps.db, task);
      return render(task, version);
    },
    get: async (id, version, historyLength) => render(await taskOf(id), version, historyLength),
    async cancel(id) {
      await taskOf(id);
      throw new A2aError('TASK_NOT_CANCELABLE', `Task ${String(id)} is already in a terminal state and cannot be canceled.`);
    },
  };
}
