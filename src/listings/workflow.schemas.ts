/** Request and response schemas of the listing workflows. */
import { Type } from 'typebox';
import { Email, Nullable, SafeString, ListingSlug as Slug } from '../http/schemas.js';

export const SubmitBody = Type.Object(
  {
    name: SafeString({ minLength: 1, maxLength: 120 }),
    website: Type.Optional(
      SafeString({
        minLength: 4,
        maxLength: 2048,
        description:
          'The business website (http or https); verification proves control of it. Optional: without one, give `publicEmail` or `phone`, and a code sent there verifies the listing.',
      }),
    ),
    email: Email,
    country: Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2' }),
    categories: Type.Array(Type.String({ maxLength: 40 }), { minItems: 1, maxItems: 5 }),
    description: Type.Optional(SafeString({ maxLength: 1000 })),
    phone: Type.Optional(SafeString({ maxLength: 40 })),
    publicEmail: Type.Optional(Email),
    address: Type.Optional(
      Type.Object(
        {
          street: Type.Optional(SafeString({ maxLength: 200 })),
          locality: Type.Optional(SafeString({ maxLength: 100 })),
          region: Type.Optional(SafeString({ maxLength: 100 })),
          postalCode: Type.Optional(SafeString({ maxLength: 20 })),
        },
        { additionalProperties: false },
      ),
    ),
    geo: Type.Optional(
      Type.Object(
        { lat: Type.Number({ minimum: -90, maximum: 90 }), lon: Type.Number({ minimum: -180, maximum: 180 }) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const ClaimBody = Type.Object(
  {
    slug: Slug,
    email: Email,
    name: SafeString({ minLength: 1, maxLength: 120, description: "The claimant's name" }),
    role: Type.Union([Type.Literal('owner'), Type.Literal('manager'), Type.Literal('employee'), Type.Literal('agency')]),
  },
  { additionalProperties: false },
);

export const ClaimAccepted = Type.Object({
  ok: Type.Literal(true),
  claimId: Type.String(),
  claimToken: Type.String({ description: 'Claim-session token (256 bit); send as `Authorization: Bearer <token>`; shown once' }),
  expiresAt: Type.String(),
  listing: Type.Object({ slug: Type.String(), listingStatus: Type.String() }),
  next: Type.Object({ verificationStart: Type.String(), workspace: Type.String() }),
});

export const ClaimParams = Type.Object({ claimId: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }) });

export const BearerHeaders = Type.Object({
  authorization: Type.Optional(Type.String({ maxLength: 300, description: 'Bearer <claimToken>' })),
});

export const ClaimSummary = Type.Object({ id: Type.String(), status: Type.String() });

export const VerificationStartResponse = Type.Object({
  ok: Type.Literal(true),
  claim: ClaimSummary,
  challenge: Type.Object({
    expiresAt: Type.String(),
    dns: Type.Optional(
      Type.Object(
        { type: Type.Literal('TXT'), name: Type.String(), value: Type.String() },
        { description: 'Present when the listing has a website' },
      ),
    ),
    website: Type.Optional(
      Type.Object(
        { fileUrl: Type.String(), fileContent: Type.String(), metaTag: Type.String() },
        { description: 'Present when the listing has a website' },
      ),
    ),
    code: Type.Optional(
      Type.Object(
        { email: Type.Optional(Type.String()), phone: Type.Optional(Type.String()) },
        {
          description:
            "Where a verification code can be sent instead: the listing's public e-mail and phone (see `verification/code`)",
        },
      ),
    ),
  }),
});

const CodeChannelSchema = Type.Union([Type.Literal('email'), Type.Literal('phone')], {
  description:
    "`email`: the code is e-mailed to the listing's public address; `phone`: a reviewer calls the listing's public number and reads it out",
});

export const CodeBody = Type.Object({ channel: CodeChannelSchema }, { additionalProperties: false });

export const VerificationCodeResponse = Type.Object({
  ok: Type.Literal(true),
  claim: Type.Object({ id: Type.String(), status: Type.String() }),
  code: Type.Object({
    channel: Type.String(),
    sentTo: Type.String({ description: 'The public e-mail or phone the code goes to' }),
    expiresAt: Type.String(),
    attempts: Type.Integer({ description: 'Wrong entries allowed before a new code is needed' }),
  }),
});

export const CheckBody = Type.Object(
  {
    method: Type.Union([Type.Literal('dns'), Type.Literal('website'), Type.Literal('email'), Type.Literal('phone')], {
      description: '`dns` and `website` look the challenge up; `email` and `phone` compare `code` with the code sent',
    }),
    code: Type.Optional(Type.String({ maxLength: 20, description: 'The six-digit code (methods `email` and `phone`)' })),
  },
  { additionalProperties: false },
);

export const Finding = Type.Object({
  source: Type.Union([Type.Literal('dns'), Type.Literal('file'), Type.Literal('meta'), Type.Literal('code')]),
  location: Type.String({ description: 'The DNS name or URL looked at, or where the code was sent' }),
  matched: Type.Boolean(),
  status: Type.Optional(Type.Integer({ description: 'HTTP status' })),
  seen: Type.Optional(Type.Array(Type.String(), { description: 'Records or values found there' })),
  detail: Type.String({ description: 'What was found, and how to fix it' }),
});

export const VerificationCheckResponse = Type.Object({
  ok: Type.Literal(true),
  verified: Type.Boolean(),
  method: Type.String(),
  checkedAt: Type.String(),
  findings: Type.Array(Finding),
  claim: ClaimSummary,
});

export const VerificationStatusResponse = Type.Object({
  ok: Type.Literal(true),
  claim: Type.Object({
    id: Type.String(),
    status: Type.String(),
    kind: Type.String(),
    disputed: Type.Boolean(),
    listing: Type.Object({ slug: Type.String() }),
    method: Type.Optional(Type.String()),
    verifiedAt: Type.Optional(Type.String()),
    expiresAt: Type.String(),
    challengeExpiresAt: Nullable(Type.String()),
    lastCheckedAt: Nullable(Type.String()),
  }),
});

const ChangeValue = Type.Union([
  Type.String({ maxLength: 2048 }),
  Type.Number(),
  Type.Null(),
  Type.Array(Type.Unknown(), { maxItems: 25 }),
  Type.Object({}, { additionalProperties: true }),
]);

export const CORRECTABLE_FIELDS = [
  'name',
  'description',
  'website',
  'phone',
  'publicEmail',
  'address',
  'geo',
  'categories',
  'hours',
  'priceRange',
  'languages',
  'sameAs',
  'businessStatus',
] as const;

export const CorrectBody = Type.Object(
  {
    slug: Slug,
    email: Email,
    changes: Type.Object(Object.fromEntries(CORRECTABLE_FIELDS.map((f) => [f, Type.Optional(ChangeValue)])), {
      additionalProperties: false,
      minProperties: 1,
      description: `New values of public fields: ${CORRECTABLE_FIELDS.join(', ')}`,
    }),
    reason: SafeString({ minLength: 3, maxLength: 1000 }),
  },
  { additionalProperties: false },
);

export const RemoveBody = Type.Object(
  {
    slug: Slug,
    email: Email,
    reason: SafeString({ minLength: 3, maxLength: 1000 }),
    relationship: Type.Union([Type.Literal('owner'), Type.Literal('subject'), Type.Literal('other')]),
  },
  { additionalProperties: false },
);

export const RequestAccepted = Type.Object({
  ok: Type.Literal(true),
  requestId: Type.String(),
  status: Type.Literal('pending_review'),
});
