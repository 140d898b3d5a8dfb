/** Requests for the official `@a2a-js/sdk` client. */
import { Role } from '@a2a-js/sdk';

/** An SDK request sending one text message (the SDK's types are ts-proto style), in a context when given. */
export function sdkMessage(text: string, contextId = '') {
  return {
    tenant: '',
    metadata: undefined,
    configuration: undefined,
    message: {
      messageId: crypto.randomUUID(),
      role: Role.ROLE_USER,
      contextId,
      taskId: '',
      parts: [{ content: { $case: 'text' as const, value: text }, mediaType: 'text/plain', filename: '', metadata: undefined }],
      extensions: [],
      metadata: undefined,
      referenceTaskIds: [],
    },
  };
}
