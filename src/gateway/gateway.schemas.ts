/** Schemas of the gateway's discovery, handshake, message and action-request routes. */
import { Type } from 'typebox';
import { ListingSlug } from '../http/schemas.js';

export const OptionalClientParams = Type.Object({ clientSlug: Type.Optional(ListingSlug) });
export const ClientSlugQuery = Type.Object({
  clientSlug: Type.Optional(Type.String({ maxLength: 200 })),
  scopes: Type.Optional(Type.String({ maxLength: 1000, description: 'Scopes wanted, comma-separated' })),
  'A2A-Version': Type.Optional(
    Type.String({ maxLength: 20, description: 'A2A protocol version (as the header); missing → 0.3' }),
  ),
});
export const TaskParams = Type.Object({
  clientSlug: ListingSlug,
  taskRef: Type.String({ maxLength: 200, description: 'A task id, optionally followed by :cancel or :subscribe' }),
});

// Open objects: A2A clients send more fields than these, and the services give precise messages.
export const HandshakeBody = Type.Object(
  {
    clientSlug: Type.Optional(Type.String({ maxLength: 200 })),
    scopes: Type.Optional(
      Type.Union([Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 }), Type.String({ maxLength: 1000 })]),
    ),
  },
  { additionalProperties: true },
);
/** A simple `{message:{text}}` body, a JSON-RPC 2.0 envelope (on `message`) or an A2A SendMessageRequest (on `message:send`). */
export const MessageBody = Type.Object(
  {
    clientSlug: Type.Optional(Type.String({ maxLength: 200 })),
    message: Type.Optional(
      Type.Object(
        {
          text: Type.Optional(Type.String({ maxLength: 4000, description: 'The question (simple body)' })),
          parts: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }), { description: 'A2A Message parts' })),
        },
        { additionalProperties: true },
      ),
    ),
    jsonrpc: Type.Optional(Type.String({ description: 'JSON-RPC 2.0 envelope (on …/message)' })),
    method: Type.Optional(Type.String()),
    params: Type.Optional(Type.Object({}, { additionalProperties: true })),
    id: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Null()])),
  },
  { additionalProperties: true },
);
export const ActionRequestBody = Type.Object(
  {
    clientSlug: Type.Optional(Type.String({ maxLength: 200 })),
    kind: Type.String({ enum: ['handoff', 'support_route', 'callback'] }),
    message: Type.String({ maxLength: 4000 }),
    contact: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);

export const ActionRequestResponse = Type.Object({
  ok: Type.Literal(true),
  actionRequest: Type.Object({ id: Type.String(), kind: Type.String(), status: Type.Literal('recorded') }),
  route: Type.Object({ text: Type.String(), website: Type.Union([Type.String(), Type.Null()]), businessPage: Type.String() }),
});

/** Documents whose many fields are fixed by the published gateway interface and rendered by pure functions. */
export const OpenDocument = Type.Object({}, { additionalProperties: true });
