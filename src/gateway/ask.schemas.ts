/** Schemas of the ask and sample-question routes. */
import { Type } from 'typebox';
import { HANDOFF_REASONS, OUTCOMES } from '../answers/types.js';
import { ListingSlug } from '../http/schemas.js';

export const ClientParams = Type.Object({ clientSlug: ListingSlug });

// Length and content are checked by the service so that every problem gets a precise message.
const Question = Type.String({ maxLength: 4000, description: 'The question (1–500 characters of text)' });

export const AskQuery = Type.Object({ q: Type.Optional(Question) });
export const AskBody = Type.Object(
  {
    question: Question,
    contact: Type.Optional(
      Type.String({
        maxLength: 1000,
        description: 'How a person at the business may reach you if the question is handed to them (shown to the business only)',
      }),
    ),
  },
  { additionalProperties: false },
);

export const AskResponse = Type.Object({
  ok: Type.Literal(true),
  question: Type.String(),
  outcome: Type.String({ enum: [...OUTCOMES] }),
  answer: Type.String(),
  citations: Type.Array(
    Type.Object({
      factId: Type.String(),
      kind: Type.String(),
      nearest: Type.Optional(
        Type.Literal(true, {
          description:
            'This fact is the nearest the approved facts come to the question: it may not answer it exactly (the answer says so too)',
        }),
      ),
    }),
  ),
  handoff: Type.Optional(
    Type.Object({
      reason: Type.String({ enum: [...HANDOFF_REASONS] }),
      route: Type.String(),
      id: Type.Optional(Type.String({ description: 'The recorded handoff (live questions that need a person)' })),
      statusUrl: Type.Optional(Type.String({ description: "Where the handoff's state (open, seen, closed) can be followed" })),
    }),
  ),
  allowance: Type.Object({ limit: Type.Integer(), remaining: Type.Integer(), resetsAt: Type.String({ format: 'date-time' }) }),
  llm: Type.Literal(false),
});

export const SampleQuestionsResponse = Type.Object({
  ok: Type.Literal(true),
  type: Type.Literal('service_asg_client_sample_questions'),
  product: Type.String(),
  clientSlug: Type.String(),
  businessName: Type.String(),
  usage: Type.Object({ freePreview: Type.String(), liveAnswer: Type.String(), creditRule: Type.String() }),
  questions: Type.Array(Type.Object({ id: Type.String(), question: Type.String(), previewUrl: Type.String() }), {
    minItems: 5,
    maxItems: 5,
  }),
  endpoints: Type.Object({ ask: Type.String(), sampleQuestions: Type.String() }),
});

export const HandoffParams = Type.Object({ clientSlug: ListingSlug, handoffId: Type.String({ maxLength: 64 }) });

export const HandoffStatusResponse = Type.Object({
  ok: Type.Literal(true),
  handoff: Type.Object({
    id: Type.String(),
    reason: Type.String(),
    state: Type.String({ enum: ['open', 'seen', 'closed'] }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  }),
});
