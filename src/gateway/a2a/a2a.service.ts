/**
 * The A2A operations behind both bindings: send a message (one credit, answered by the
 * no-LLM engine as a Task in a terminal state), get a stored task, and cancel (every task is already
 * terminal, so never cancelable). Checks that can refuse a request run before a credit is spent.
 */
import type { Deps } from '../../deps.js';
import type { Urls } from '../../urls.js';
import type { Caller } from '../caller-quota.js';
import { findClient, handoffRouteOf } from '../client.service.js';
import { answerMessage } from '../message.service.js';
import { findTask } from '../task.repository.js';
import type { A2aAgent } from './jsonrpc.js';
import { A2aError, type A2aVersion, readMessage, renderTask, type TaskRecord } from './wire.js';

type A2aDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'ids' | 'state'>;

/** Answers an A2A Message for one credit. A message continuing a stored task is refused: every task is terminal. */
export async function sendMessage(
  deps: A2aDeps,
  urls: Urls,
  slug: string,
  rawMessage: unknown,
  version: A2aVersion,
  caller: Caller,
) {
  const message = readMessage(rawMessage);
  if (message.taskId) {
    const client = await findClient(deps, slug);
    const task = await findTask(deps.db, client.id, message.taskId, handoffRouteOf(urls, client.slug));
    if (!task) throw new A2aError('TASK_NOT_FOUND', `Task not found: ${message.taskId}`);
    throw new A2aError(
      'UNSUPPORTED_OPERATION',
      `Task ${task.id} is in a terminal state; send a new message without taskId (contextId may be kept).`,
    );
  }
  const asked = { text: message.question, contact: message.contact, contextId: message.contextId };
  const answered = await answerMessage(deps, urls, slug, asked, 'a2a', caller);
  const { result } = answered;
  const task: TaskRecord = {
    id: answered.taskId,
    contextId: answered.contextId,
    answer: answered.text,
    outcome: result.outcome,
    citations: result.citations,
    ...(answered.handoff ? { handoff: answered.handoff } : {}),
    state: result.outcome === 'refused' ? 'rejected' : 'completed',
    updatedAt: answered.at,
  };
  return renderTask(task, version, { metadata: { credits: { spent: 1, remaining: answered.creditsRemaining } } });
}

/** A stored task of this client, with its history when `historyLength` is given. @throws A2aError TaskNotFound. */
export async function getTask(
  deps: Pick<Deps, 'db' | 'state'>,
  urls: Urls,
  slug: string,
  id: unknown,
  version: A2aVersion,
  historyLength?: number,
) {
  const client = await findClient(deps, slug);
  const task =
    typeof id === 'string' && id.length <= 100 ? await findTask(deps.db, client.id, id, handoffRouteOf(urls, slug)) : undefined;
  if (!task) throw new A2aError('TASK_NOT_FOUND', `Task not found: ${String(id).slice(0, 100)}`);
  return renderTask(task, version, { historyLength });
}

/** Every gateway task is terminal when it is returned. @throws A2aError TaskNotFound / TaskNotCancelable. */
export async function cancelTask(deps: Pick<Deps, 'db' | 'state'>, urls: Urls, slug: string, id: unknown): Promise<never> {
  await getTask(deps, urls, slug, id, '1.0');
  throw new A2aError('TASK_NOT_CANCELABLE', `Task ${String(id)} is already in a terminal state and cannot be canceled.`);
}

/** One business's agent, for the A2A bindings; `slug` is read when an operation needs it (it may throw). */
export function businessAgent(deps: A2aDeps, urls: Urls, slug: () => string, caller: Caller): A2aAgent {
  return {
    send: (message, version) => sendMessage(deps, urls, slug(), message, version, caller),
    get: (id, version, historyLength) => getTask(deps, urls, slug(), id, version, historyLength),
    cancel: (id) => cancelTask(deps, urls, slug(), id),
  };
}
