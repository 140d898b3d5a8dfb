/**
 * The ask routes: a free preview (GET) and a live answer (POST, recorded for the
 * owner's figures and the public counts), both from the no-LLM engine, both within the daily
 * visitor allowance.
 */

import { recordActivity } from '../activity/activity.repository.js';
import { MAX_QUESTION_LENGTH } from '../answers/engine.js';
import { hasControlCharacters, normalizeQuestion } from '../answers/text.js';
import type { Answer } from '../answers/types.js';
import type { Deps } from '../deps.js';
import { invalidParameter } from '../errors.js';
import type { Urls } from '../urls.js';
import { type Allowance, consumeAllowance } from './allowance.js';
import { answerFor, findClientKey } from './client.service.js';
import { checkContact, type RecordedHandoff, recordHandoff, redact } from './handoff.service.js';
import { insertTask } from './task.repository.js';

export interface AskResponse {
  ok: true;
  question: string;
  outcome: Answer['outcome'];
  answer: string;
  citations: Answer['citations'];
  handoff?: Answer['handoff'] | RecordedHandoff;
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

export async function ask(
  deps: AskDeps,
  urls: Urls,
  slug: string,
  raw: string | undefined,
  visitor: { ip: string; userAgent: string },
  mode: 'preview' | 'live',
  rawContact?: string,
): Promise<AskResponse> {
  const question = checkQuestion(raw, mode === 'preview' ? 'q' : 'question');
  const contact = checkContact(rawContact, 'contact');
  const client = await findClientKey(deps, slug);
  const allowance = await consumeAllowance(deps, client.id, visitor);
  const result = await answerFor(deps, urls, client, question);
  // Only a live question is passed on: a preview (GET) records nothing and says so.
  const recorded =
    mode === 'live'
      ? await recordAnswer(deps, urls, client, question, result, { channel: 'ask', contact, ip: visitor.ip })
      : null;
  const handoff = recorded?.handoff ?? result.handoff;
  return {
    ok: true,
    question,
    outcome: result.outcome,
    answer: withHandoffNote(result, client.name, recorded?.handoff ?? null),
    citations: result.citations,
    ...(handoff ? { handoff } : {}),
    allowance,
    llm: false,
  };
}

/** The answer, and for a recorded handoff one line saying so, with its reference and status address. */
export function withHandoffNote(result: Answer, businessName: string, handoff: RecordedHandoff | null): string {
  if (!handoff) return result.answer;
  return `${result.answer} Your question has been passed to ${businessName} (reference ${handoff.id}); follow it at ${handoff.statusUrl}.`;
}

/**
 * Stores an answer as a gateway task in a terminal state (`rejected` when refused, else `completed`)
 * for the owner's figures and A2A `GetTask`, and counts it in the public activity.
 */
export async function recordAnswer(
  deps: AskDeps,
  urls: Urls,
  client: { id: string; slug: string; name: string; country: string | null },
  question: string,
  result: Answer,
  asked: { channel: 'ask' | 'message' | 'a2a'; contact: string | null; ip: string; contextId?: string },
): Promise<{ id: string; contextId: string; at: string; handoff: RecordedHandoff | null }> {
  const { channel, contextId } = asked;
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
  const handoff = await recordHandoff(deps, urls, client, { result, question, contact: asked.contact, channel, ip: asked.ip });
  return { id, contextId: context, at: now, handoff };
}
