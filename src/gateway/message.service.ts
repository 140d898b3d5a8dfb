/**
 * Gateway messages: a question to one client's agent, answered by the no-LLM
 * engine for one credit. The checks that can refuse a request (input, client, credit) run before
 * anything is spent; the answer is stored as a completed task.
 */

import type { Answer } from '../answers/types.js';
import type { Deps } from '../deps.js';
import type { Urls } from '../urls.js';
import { checkQuestion, recordAnswer, withHandoffNote } from './ask.service.js';
import { admitCaller, type Caller } from './caller-quota.js';
import { answerFor, findClientKey } from './client.service.js';
import { spendCredit } from './credits.js';
import { questionInContext } from './follow-up.js';
import { checkContact, type RecordedHandoff } from './handoff.service.js';
import { lastQuestionIn } from './task.repository.js';

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
  /** The reply's text: the answer, and a line about a recorded handoff. */
  text: string;
  /** The recorded handoff, or the route the answer offers. */
  handoff?: Answer['handoff'] | RecordedHandoff;
}

/**
 * Answers one message for one credit, within the caller's daily quota for this client.
 * @throws AppError 400 / 401 / 404 client_not_found / 429 rate_limited / 402 credits_exhausted.
 */
export async function answerMessage(
  deps: MessageDeps,
  urls: Urls,
  slug: string,
  message: { text: unknown; contact?: unknown; contextId?: string },
  channel: 'message' | 'a2a',
  caller: Caller,
): Promise<AnsweredMessage> {
  const typed = checkQuestion(typeof message.text === 'string' ? message.text : undefined, 'message.text');
  const contact = checkContact(message.contact, 'message.metadata.contact');
  const client = await findClientKey(deps, slug);
  await admitCaller(deps, client.id, caller);
  const creditsRemaining = await spendCredit(deps, urls, client);
  // A follow-up in the same context ("and on Saturdays?") is read, and kept, as the question it completes.
  const previous = message.contextId ? await lastQuestionIn(deps.db, client.id, message.contextId) : null;
  const question = questionInContext(previous, typed);
  const result = await answerFor(deps, urls, client, question);
  const task = await recordAnswer(deps, urls, client, question, result, {
    channel,
    contact,
    ip: caller.ip,
    contextId: message.contextId,
  });
  const handoff = task.handoff ?? result.handoff;
  return {
    clientSlug: client.slug,
    question,
    result,
    taskId: task.id,
    contextId: task.contextId,
    at: task.at,
    creditsRemaining,
    text: withHandoffNote(result, client.name, task.handoff),
    ...(handoff ? { handoff } : {}),
  };
}

/** The simple (non-A2A) message response */
export function simpleMessageResponse(message: AnsweredMessage) {
  const { result } = message;
  return {
    ok: true as const,
    clientSlug: message.clientSlug,
    taskId: message.taskId,
    reply: {
      text: message.text,
      outcome: result.outcome,
      citations: result.citations,
      ...(message.handoff ? { handoff: message.handoff } : {}),
    },
    credits: { spent: 1, remaining: message.creditsRemaining },
    llm: false as const,
  };
}
