/**
 * Gateway messages: a question to one client's agent, answered by the no-LLM
 * engine for one credit. The checks that can refuse a request (input, client, credit) run before
 * anything is spent; the answer is stored as a completed task.
 */
import type { Deps } from '../deps.js';
import type { Urls } from '../urls.js';
import type { Answer } from './answer/types.js';
import { checkQuestion, recordAnswer } from './ask.service.js';
import { admitCaller, type Caller } from './caller-quota.js';
import { answerFor, findClientKey } from './client.service.js';
import { spendCredit } from './credits.js';

type MessageDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'ids' | 'state'>;

export interface AnsweredMessage {
  clientSlug: string;
  question: string;
  result: Answer;
  taskId: string;
  contextId: string;
  /** When the task was stored (ISO 8601). */
  at: string;
  creditsRemaining: number;
}

/**
 * Answers one message for one credit, within the caller's daily quota for this client.
 * @throws AppError 400 / 401 / 404 client_not_found / 429 rate_limited / 402 credits_exhausted.
 */
export async function answerMessage(
  deps: MessageDeps,
  urls: Urls,
  slug: string,
  text: unknown,
  channel: 'message' | 'a2a',
  caller: Caller,
  contextId?: string,
): Promise<AnsweredMessage> {
  const question = checkQuestion(typeof text === 'string' ? text : undefined, 'message.text');
  const client = await findClientKey(deps, slug);
  await admitCaller(deps, client.id, caller);
  const creditsRemaining = await spendCredit(deps, urls, client);
  const result = await answerFor(deps, urls, client, question);
  const task = await recordAnswer(deps, client, question, result, channel, contextId);
  return { clientSlug: client.slug, question, result, taskId: task.id, contextId: task.contextId, at: task.at, creditsRemaining };
}

/** The simple (non-A2A) message response */
export function simpleMessageResponse(message: AnsweredMessage) {
  const { result } = message;
  return {
    ok: true as const,
    clientSlug: message.clientSlug,
    taskId: message.taskId,
    reply: {
      text: result.answer,
      outcome: result.outcome,
      citations: result.citations,
      ...(result.handoff ? { handoff: result.handoff } : {}),
    },
    credits: { spent: 1, remaining: message.creditsRemaining },
    llm: false as const,
  };
}
