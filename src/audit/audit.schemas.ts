/** Request and response schemas of the website audit. */
import { Type } from 'typebox';
import { Email, ListingSlug, Nullable } from '../http/schemas.js';
import { CHECK_DEFINITIONS, CHECK_STATUSES, GRADE_BANDS } from './scoring.js';

export const AuditBody = Type.Object(
  {
    // Longer URLs are refused with 422 target_not_allowed by the address policy (2,048 characters).
    url: Type.String({ minLength: 1, maxLength: 8192, description: 'The http(s) address of the page to audit' }),
    email: Type.Optional(Email),
    listingSlug: Type.Optional(ListingSlug),
  },
  { additionalProperties: false },
);

export const AuditParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9]+$' }) });

const AuditCheck = Type.Object({
  id: Type.String({ enum: CHECK_DEFINITIONS.map((c) => c.id), description: 'Fixed check id' }),
  title: Type.String(),
  status: Type.String({ enum: [...CHECK_STATUSES] }),
  weight: Type.Number({ description: 'Weight in the score; not_applicable checks do not count' }),
  details: Type.String({ description: 'What was found' }),
  recommendation: Type.String({ description: 'What to do about it' }),
  data: Type.Optional(Type.Object({}, { additionalProperties: true, description: 'Structured findings' })),
});

const Audit = Type.Object({
  id: Type.String(),
  url: Type.String(),
  finalUrl: Nullable(Type.String()),
  listingSlug: Nullable(Type.String()),
  fetchedAt: Type.String({ format: 'date-time' }),
  durationMs: Type.Integer(),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  grade: Type.String({ enum: [...GRADE_BANDS.map((b) => b.grade), 'F'] }),
  checks: Type.Array(AuditCheck),
});

export const AuditResponse = Type.Object({
  ok: Type.Literal(true),
  audit: Audit,
  emailReport: Type.Optional(
    Type.Object({
      queued: Type.Boolean(),
      reason: Type.Optional(Type.String({ enum: ['daily_limit_reached'] })),
    }),
  ),
});

export const StoredAuditResponse = Type.Object({ ok: Type.Literal(true), audit: Audit });
