/**
 * The A2A wire formats the gateway speaks: protocol versions, the
 * question read from an incoming Message (v1.0 ProtoJSON parts or v0.3 `kind` parts), a stored answer
 * rendered as a Task in either version, and A2A errors as JSON-RPC error objects or `google.rpc.Status`
 * bodies. Pure.
 */

import type { Answer, Citation } from '../../answers/types.js';
import { AppError } from '../../errors.js';

/** A2A protocol versions the gateway speaks, newest first. */
export type A2aVersion = '1.0' | '0.3';

/** The A2A errors of spec §5.4 the gateway can raise, with their JSON-RPC code, HTTP status and `google.rpc` status. */
export const A2A_ERRORS = {
  TASK_NOT_FOUND: { rpc: -32001, http: 404, status: 'NOT_FOUND' },
  TASK_NOT_CANCELABLE: { rpc: -32002, http: 400, status: 'FAILED_PRECONDITION' },
  PUSH_NOTIFICATION_NOT_SUPPORTED: { rpc: -32003, http: 400, status: 'UNIMPLEMENTED' },
  UNSUPPORTED_OPERATION: { rpc: -32004, http: 400, status: 'UNIMPLEMENTED' },
  CONTENT_TYPE_NOT_SUPPORTED: { rpc: -32005, http: 400, status: 'INVALID_ARGUMENT' },
  EXTENDED_AGENT_CARD_NOT_CONFIGURED: { rpc: -32007, http: 400, status: 'FAILED_PRECONDITION' },
  VERSION_NOT_SUPPORTED: { rpc: -32009, http: 400, status: 'INVALID_ARGUMENT' },
} as const;

export type A2aErrorReason = keyof typeof A2A_ERRORS;

/** An A2A protocol error; every other failure is an {@link AppError}. */
export class A2aError extends Error {
  constructor(
    readonly reason: A2aErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'A2aError';
  }
}

/** The `A2A-Version` header (or query parameter): missing → 0.3 (spec §3.6.2); unsupported → VersionNotSupported. */
export function readVersion(value: string | undefined): A2aVersion | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const [major, minor = '0'] = value.trim().split('.');
  if (major === '1' && minor === '0') return '1.0';
  if (major === '0' && minor === '3') return '0.3';
  throw new A2aError('VERSION_NOT_SUPPORTED', `A2A-Version ${value.slice(0, 20)} is not supported; use 1.0 or 0.3.`);
}

/** The parts of a Message the gateway reads. */
export interface IncomingMessage {
  question: string;
  contextId?: string;
  taskId?: string;
  /** `metadata.contact`: how a person at the business may reach the asker (checked by the service). */
  contact?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const IDENTIFIER = /^[\w.:-]{1,100}$/;

/**
 * Reads the question of an A2A Message: its text parts joined (`{text}` in v1.0, `{kind:"text", text}` in
 * v0.3), or a data part's `text`/`question`. @throws AppError validation_failed / A2aError ContentTypeNotSupported.
 */
export function readMessage(message: unknown, at = 'params.message'): IncomingMessage {
  if (!isObject(message)) throw invalid(at, `${at} must be an A2A Message object.`);
  const role = message.role;
  if (role !== undefined && role !== 'ROLE_USER' && role !== 'user') {
    throw invalid(`${at}.role`, `${at}.role must be ROLE_USER (or "user" in A2A 0.3).`);
  }
  if (!Array.isArray(message.parts) || message.parts.length === 0) {
    throw invalid(`${at}.parts`, `${at}.parts must be a non-empty array of parts.`);
  }
  const texts: string[] = [];
  for (const part of message.parts.slice(0, 20)) {
    if (!isObject(part)) continue;
    if (typeof part.text === 'string') texts.push(part.text);
    const data = part.data;
    if (isObject(data)) {
      const said = data.text ?? data.question;
      if (typeof said === 'string') texts.push(said);
    }
  }
  if (texts.length === 0) {
    throw new A2aError(
      'CONTENT_TYPE_NOT_SUPPORTED',
      'Only text parts (or a data part with "text") are read; send the question as text.',
    );
  }
  const id = (field: 'contextId' | 'taskId') => {
    const value = message[field];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string' || !IDENTIFIER.test(value)) {
      throw invalid(`${at}.${field}`, `${at}.${field} must be an identifier of 1 to 100 letters, digits, ., : or -.`);
    }
    return value;
  };
  const metadata = isObject(message.metadata) ? message.metadata : {};
  return { question: texts.join('\n'), contextId: id('contextId'), taskId: id('taskId'), contact: metadata.contact };
}

function invalid(parameter: string, message: string): AppError {
  return new AppError('validation_failed', message, { parameter });
}

/** A stored gateway answer, as a task. */
export interface TaskRecord {
  id: string;
  contextId: string;
  /** The question as stored (redacted), for the task's history. */
  question?: string;
  answer: string;
  outcome: Answer['outcome'];
  citations: Citation[];
  /** The handoff route; with its id and status address when a handoff was recorded with the answer. */
  handoff?: Answer['handoff'] & { id?: string; statusUrl?: string };
  /** `completed`, or `rejected` for a refused request. */
  state: string;
  updatedAt: string;
}

const STATES: Record<string, { '1.0': string; '0.3': string }> = {
  completed: { '1.0': 'TASK_STATE_COMPLETED', '0.3': 'completed' },
  rejected: { '1.0': 'TASK_STATE_REJECTED', '0.3': 'rejected' },
  canceled: { '1.0': 'TASK_STATE_CANCELED', '0.3': 'canceled' },
  failed: { '1.0': 'TASK_STATE_FAILED', '0.3': 'failed' },
};

/** How a task is rendered beyond its answer. */
export interface RenderOptions {
  /** Extra task metadata (e.g. credits). */
  metadata?: Record<string, unknown>;
  /** The data part, when it is not the engine's outcome (the directory agent's businesses). */
  data?: Record<string, unknown>;
  /** Include the last this many messages of the history (the question, then the answer). */
  historyLength?: number;
}

const textPart = (text: string, version: A2aVersion) =>
  version === '1.0' ? { text, mediaType: 'text/plain' } : { kind: 'text', text };

/** The task's messages: the question asked and the answer given, the last `length` of them. */
function historyOf(task: TaskRecord, version: A2aVersion, length: number) {
  const v1 = version === '1.0';
  const message = (role: 'user' | 'agent', text: string, n: number) => ({
    ...(v1 ? {} : { kind: 'message' }),
    messageId: `${task.id}-${n}`,
    role: v1 ? (role === 'user' ? 'ROLE_USER' : 'ROLE_AGENT') : role,
    parts: [textPart(text, version)],
    taskId: task.id,
    contextId: task.contextId,
  });
  const messages = [...(task.question ? [message('user', task.question, 0)] : []), message('agent', task.answer, 1)];
  return length === 0 ? [] : messages.slice(-length);
}

/**
 * A Task in a terminal state whose artifact holds the answer as a text part and the engine's outcome,
 * citations and handoff route (or `data`) as a data part.
 */
export function renderTask(task: TaskRecord, version: A2aVersion, options: RenderOptions = {}) {
  const data = options.data ?? {
    outcome: task.outcome,
    citations: task.citations,
    ...(task.handoff ? { handoff: task.handoff } : {}),
    llm: false,
  };
  const state = STATES[task.state] ?? STATES.completed;
  const v1 = version === '1.0';
  const parts = [textPart(task.answer, version), v1 ? { data, mediaType: 'application/json' } : { kind: 'data', data }];
  return {
    ...(v1 ? {} : { kind: 'task' }),
    id: task.id,
    contextId: task.contextId,
    status: { state: state?.[version], timestamp: task.updatedAt },
    artifacts: [{ artifactId: `${task.id}-answer`, name: 'answer', parts }],
    ...(options.historyLength !== undefined ? { history: historyOf(task, version, options.historyLength) } : {}),
    metadata: { outcome: task.outcome, llm: false, ...options.metadata },
  };
}

/** The reason and JSON-RPC code of any failure (an AppError's code in UPPER_SNAKE_CASE). */
function describe(error: A2aError | AppError) {
  if (error instanceof A2aError) {
    const known = A2A_ERRORS[error.reason];
    return { reason: error.reason, rpc: known.rpc, http: known.http, status: known.status, domain: 'a2a-protocol.org' };
  }
  const rpc =
    error.status === 400 || error.status === 413 || error.status === 415 ? -32602 : error.status >= 500 ? -32603 : -32000;
  return {
    reason: error.code.toUpperCase(),
    rpc,
    http: error.status,
    status: RPC_STATUS[error.status] ?? 'UNKNOWN',
    domain: 'signboard',
  };
}

/** `google.rpc.Code` names of the HTTP statuses the gateway answers with. */
const RPC_STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  402: 'RESOURCE_EXHAUSTED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ABORTED',
  410: 'NOT_FOUND',
  413: 'INVALID_ARGUMENT',
  415: 'INVALID_ARGUMENT',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

/** `google.rpc.ErrorInfo`: metadata values must be strings. */
function errorInfo(error: A2aError | AppError) {
  const { reason, domain } = describe(error);
  const details = error instanceof AppError ? (error.details ?? {}) : {};
  const metadata = Object.fromEntries(
    Object.entries(details).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
  return {
    '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
    reason,
    domain,
    ...(Object.keys(metadata).length ? { metadata } : {}),
  };
}

/** A JSON-RPC error object: v1.0 carries `data` as an array with ErrorInfo, v0.3 a free-form object. */
export function jsonRpcError(error: A2aError | AppError, version: A2aVersion) {
  const { rpc } = describe(error);
  const details = error instanceof AppError ? error.details : undefined;
  const data = version === '1.0' ? [errorInfo(error)] : { reason: describe(error).reason, ...(details ? { details } : {}) };
  return { code: rpc, message: error.message, data };
}

/** The HTTP status and `google.rpc.Status` body of an error on the HTTP+JSON binding. */
export function restError(error: A2aError | AppError) {
  const { http, status } = describe(error);
  return { http, body: { error: { code: http, status, message: error.message, details: [errorInfo(error)] } } };
}
