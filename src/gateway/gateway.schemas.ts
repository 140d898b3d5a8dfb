/** Schemas of the gateway's discovery, handshake, message and action-request routes (SPEC §6, §8.4). */
import { Type } from 'typebox';
import { ListingSlug } from '../http/schemas.js';

export const OptionalClientParams = Type.Object({ clientSlug: Type.Optional(ListingSlug) });
export const ClientSlugQuery = Type.Object({
  clientSlug: Type.Optional(Type.String({ maxLength: 200 })),
  scopes: Type.Optional(Type.String({ maxLength: 1000, description: 'Scopes wanted, comma-separated' })),
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
export const SimpleMessageBody = Type.Object(
  {
    clientSlug: Type.Optional(Type.String({ maxLength: 200 })),
    message: Type.Object({ text: Type.String({ maxLength: 4000 }) }, { additionalProperties: true }),
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

const Citation = Type.Object({ factId: Type.String(), kind: Type.String() });
const Handoff = Type.Object({ reason: Type.String(), route: Type.String() });

export const SimpleMessageResponse = Type.Object({
  ok: Type.Literal(true),
  clientSlug: Type.String(),
  taskId: Type.String(),
  reply: Type.Object({
    text: Type.String(),
    outcome: Type.String(),
    citations: Type.Array(Citation),
    handoff: Type.Optional(Handoff),
  }),
  credits: Type.Object({ spent: Type.Integer(), remaining: Type.Integer() }),
  llm: Type.Literal(false),
});

export const ActionRequestResponse = Type.Object({
  ok: Type.Literal(true),
  actionRequest: Type.Object({ id: Type.String(), kind: Type.String(), status: Type.Literal('recorded') }),
  route: Type.Object({ text: Type.String(), website: Type.Union([Type.String(), Type.Null()]), businessPage: Type.String() }),
});

/** Documents whose many fields are fixed by SPEC §6.1 / §6.6 and rendered by pure functions. */
export const OpenDocument = Type.Object({}, { additionalProperties: true });
