/**
 * The JSON-RPC 2.0 binding: v1.0 `SendMessage`, `GetTask`, `CancelTask`
 * and the v0.3 `message/send`, `tasks/get`, `tasks/cancel`. The method name picks the wire format of
 * the answer; an `A2A-Version` header, when sent, must be a supported version that matches it (a v0.3
 * client sends none: spec §3.6.2). `SendStreamingMessage` / `message/stream` answer as one event (every
 * task ends at once); push notifications and the extended card are declared off in the card and answer
 * with their A2A errors. Every failure is a JSON-RPC error with HTTP 200. Shared by every agent.
 */
import { toAppError } from '../../http/error-handler.js';
import { A2aError, type A2aVersion, jsonRpcError, readVersion } from './wire.js';

type Operation = 'send' | 'get' | 'cancel' | 'stream' | 'subscribe' | 'push' | 'extendedCard' | 'list';

const METHODS = new Map<string, { operation: Operation; version: A2aVersion }>(
  Object.entries({
    SendMessage: { operation: 'send', version: '1.0' },
    GetTask: { operation: 'get', version: '1.0' },
    CancelTask: { operation: 'cancel', version: '1.0' },
    ListTasks: { operation: 'list', version: '1.0' },
    SendStreamingMessage: { operation: 'stream', version: '1.0' },
    SubscribeToTask: { operation: 'subscribe', version: '1.0' },
    CreateTaskPushNotificationConfig: { operation: 'push', version: '1.0' },
    GetTaskPushNotificationConfig: { operation: 'push', version: '1.0' },
    ListTaskPushNotificationConfigs: { operation: 'push', version: '1.0' },
    DeleteTaskPushNotificationConfig: { operation: 'push', version: '1.0' },
    GetExtendedAgentCard: { operation: 'extendedCard', version: '1.0' },
    'message/send': { operation: 'send', version: '0.3' },
    'tasks/get': { operation: 'get', version: '0.3' },
    'tasks/cancel': { operation: 'cancel', version: '0.3' },
    'message/stream': { operation: 'stream', version: '0.3' },
    'tasks/resubscribe': { operation: 'subscribe', version: '0.3' },
    'tasks/pushNotificationConfig/set': { operation: 'push', version: '0.3' },
    'tasks/pushNotificationConfig/get': { operation: 'push', version: '0.3' },
    'tasks/pushNotificationConfig/list': { operation: 'push', version: '0.3' },
    'tasks/pushNotificationConfig/delete': { operation: 'push', version: '0.3' },
    'agent/getAuthenticatedExtendedCard': { operation: 'extendedCard', version: '0.3' },
  } satisfies Record<string, { operation: Operation; version: A2aVersion }>),
);

/** The answer to a JSON-RPC batch, which the A2A bindings do not use. */
export const BATCH_REFUSED = 'Invalid Request: batch requests are not supported; send one request at a time.';

type RpcId = string | number | null;

/** Whether a body is meant as a JSON-RPC envelope (rather than the simple `{message:{text}}` body). */
export function isJsonRpc(body: unknown): boolean {
  return typeof body === 'object' && body !== null && ('jsonrpc' in body || 'method' in body || Array.isArray(body));
}

/** A JSON-RPC error response with a standard code (parse error, invalid request, method not found). */
export function rpcFailure(id: RpcId, code: number, message: string) {
  return { jsonrpc: '2.0' as const, id, error: { code, message } };
}

/** What an A2A agent does; the JSON-RPC and HTTP+JSON bindings call these. */
export interface A2aAgent {
  /** Answers a Message with a Task in a terminal state (in the wire format of `version`). */
  send(message: unknown, version: A2aVersion): Promise<unknown>;
  /** A stored task, with at most `historyLength` messages of its history when asked. @throws A2aError TaskNotFound. */
  get(id: unknown, version: A2aVersion, historyLength?: number): Promise<unknown>;
  /** @throws A2aError TaskNotFound or TaskNotCancelable (every task is terminal). */
  cancel(id: unknown): Promise<never>;
}

/** A JSON-RPC answer: its body, and whether it goes out as a server-sent event stream. */
export interface RpcAnswer {
  body: object;
  stream: boolean;
}

/** `params.historyLength`, when it is a whole number from 0. */
function historyLengthOf(params: Record<string, unknown>): number | undefined {
  const value = params.historyLength;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * Handles one JSON-RPC request for an agent; always resolves to a JSON-RPC response. Streaming
 * methods answer like `SendMessage` (every task ends at once), as one event of a stream.
 */
export async function handleJsonRpc(agent: A2aAgent, body: unknown, versionHeader: string | undefined): Promise<RpcAnswer> {
  const plain = (response: object) => ({ body: response, stream: false });
  if (Array.isArray(body)) return plain(rpcFailure(null, -32600, BATCH_REFUSED));
  const envelope = body as Record<string, unknown>;
  const rawId = envelope.id;
  const id: RpcId = typeof rawId === 'string' || typeof rawId === 'number' ? rawId : null;
  if (
    envelope.jsonrpc !== '2.0' ||
    typeof envelope.method !== 'string' ||
    (rawId !== undefined && rawId !== null && id === null)
  ) {
    return plain(
      rpcFailure(id, -32600, 'Invalid Request: a JSON-RPC 2.0 envelope needs jsonrpc "2.0", a method and a string or number id.'),
    );
  }
  const method = METHODS.get(envelope.method);
  if (!method) return plain(rpcFailure(id, -32601, `Method not found: ${envelope.method.slice(0, 100)}`));
  const stream = method.operation === 'stream';
  let version = method.version;
  try {
    const asked = readVersion(versionHeader);
    if (asked && asked !== method.version) {
      return plain(rpcFailure(id, -32601, `Method ${envelope.method} is not part of A2A ${asked}.`));
    }
    if (envelope.params !== undefined && (typeof envelope.params !== 'object' || envelope.params === null)) {
      return plain(rpcFailure(id, -32602, 'Invalid params: params must be an object.'));
    }
    const params = (envelope.params ?? {}) as Record<string, unknown>;
    version = asked ?? method.version;
    return { body: { jsonrpc: '2.0' as const, id, result: await run(method.operation, params, version) }, stream };
  } catch (error) {
    const known = error instanceof A2aError ? error : toAppError(error);
    return { body: { jsonrpc: '2.0' as const, id, error: jsonRpcError(known, version) }, stream };
  }

  async function run(operation: Operation, params: Record<string, unknown>, wire: A2aVersion) {
    switch (operation) {
      case 'send':
      case 'stream': {
        const task = await agent.send(params.message, wire);
        // v1.0 wraps the result (SendMessageResponse, StreamResponse); v0.3 returns the bare Task.
        return wire === '1.0' ? { task } : task;
      }
      case 'get':
        return agent.get(params.id, wire, historyLengthOf(params));
      case 'cancel':
        return agent.cancel(params.id);
      case 'subscribe':
        await agent.get(params.id, wire);
        throw new A2aError('UNSUPPORTED_OPERATION', 'The task is already in a terminal state; there is nothing to subscribe to.');
      case 'push':
        throw new A2aError('PUSH_NOTIFICATION_NOT_SUPPORTED', 'Push notifications are not supported (see the agent card).');
      case 'extendedCard':
        throw new A2aError('EXTENDED_AGENT_CARD_NOT_CONFIGURED', 'There is no extended agent card; the public card is complete.');
      default:
        throw new A2aError('UNSUPPORTED_OPERATION', 'Listing tasks is not supported; get a task by its id.');
    }
  }
}
