/**
 * The ask routes: a free preview (GET) and a live answer (POST, recorded for the
 * owner's figures and the public counts), both from the no-LLM engine, both within the daily
 * visitor allowance.
 */

import { recordActivity } from '../activity/activity.repository.js';
import type { Deps } from '../deps.js';
import { invalidParameter } from '../errors.js';
import type { Urls } from '../urls.js';
import { type Allowance, consumeAllowance } from './allowance.js';
import { MAX_QUESTION_LENGTH } from './answer/engine.js';
import { hasControlCharacters, normalizeQuestion } from './answer/text.js';
import type { Answer } from './answer/types.js';
import { answerFor, findClientKey } from './client.service.js';
import { insertTask } from './task.repository.js';

export interface AskResponse {
  ok: true;
  question: string;
  outcome: Answer['outcome'];
  answer: string;
  citations: Answer['citations'];
  handoff?: Answer['handoff'];
  allowance: Allowance;
  llm: false;
}

type AskDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'ids' | 'state'>;

/** The question as asked, checked. @throws AppError validation_failed (400) when empty, too long or binary. */
export function checkQuestion(raw: string | undefined, parameter: string): string {
  const question = normalizeQuestion(raw ?? '');
  if (!question) throw invalidParameter(parameter, `${parameter} must be a question of 1 to ${MAX_QUESTION_LENGTH} characters.`);
  if (question.length > MAX_QUESTION_LENGTH) {
    throw invalidParameter(parameter, `${parameter} is longer than ${MAX_QUESTION_LENGTH} characters.`);
  }
  if (hasControlCharacters(question) || question.includes('\uFFFD')) {
    throw invalidParameter(parameter, `${parameter} must be text, without control characters.`);
  }
  return question;
}

/** Card numbers, e-mail addresses and phone numbers are not kept in the owner's question log. */
function redact(question: string): string {
  return question
    .replace(/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu, '[e-mail]')
    .replace(/(?:\+|\b)\d[\d ()-]{7,}\d/g, '[number]');
}

export async function ask(
  deps: AskDeps,
  urls: Urls,
  slug: string,
  raw: string | undefined,
  visitor: { ip: string; userAgent: string },
  mode: 'preview' | 'live',
): Promise<AskResponse> {
  const question = checkQuestion(raw, mode === 'preview' ? 'q' : 'question');
  const client = await findClientKey(deps, slug);
  const allowance = await consumeAllowance(deps, client.id, visitor);
  const result = await answerFor(deps, urls, client, question);
  if (mode === 'live') await recordAnswer(deps, client, question, result, 'ask');
  return {
    ok: true,
    question,
    outcome: result.outcome,
    answer: result.answer,
    citations: result.citations,
    ...(result.handoff ? { handoff: result.handoff } : {}),
    allowance,
    llm: false,
  };
}

/**
 * Stores an answer as a gateway task in a terminal state (`rejected` when refused, else `completed`)
 * for the owner's figures and A2A `GetTask`, and counts it in the public activity.
 */
export async function recordAnswer(
  deps: AskDeps,
  client: { id: string; slug: string; name: string; country: string | null },
  question: string,
  result: Answer,
  channel: 'ask' | 'message' | 'a2a',
  contextId?: string,
): Promise<{ id: string; contextId: string; at: string }> {
  const now = deps.clock.now().toISOString();
  const id = deps.ids.next();
  const context = contextId ?? id;
  await deps.db.transaction().execute(async (trx) => {
    await insertTask(trx, { id, listingId: client.id, contextId: context, channel, question: redact(question), result, at: now });
    const type = result.outcome === 'answered' ? 'question_answered' : result.outcome === 'handoff' ? 'handoff_recorded' : null;
    if (type) {
      await recordActivity(trx, {
        id: deps.ids.next(),
        type,
        listing_slug: client.slug,
        listing_name: client.name,
        country: client.country,
        detail: null,
        created_at: now,
      });
    }
  });
  return { id, contextId: context, at: now };
}
