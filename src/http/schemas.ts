/** Schema helpers shared by every route: the error envelope, safe strings and response maps. */
import { type TSchema, Type } from 'typebox';
import { ERROR_CODES } from '../errors.js';

/** A string without control characters (NUL included). */
export function SafeString(options: { minLength?: number; maxLength: number; description?: string; pattern?: string }) {
  return Type.String({ pattern: '^[^\\u0000-\\u001f\\u007f]*$', ...options });
}

/** An e-mail address: one @, a dot in the domain, no spaces or characters that could end a header. */
export const Email = Type.String({
  minLength: 3,
  maxLength: 254,
  pattern: '^[^\\s@<>()",;:]+@[^\\s@<>()",;:]+\\.[^\\s@<>()",;:]+$',
  description: 'E-mail address',
});

/** A listing slug: lower-case words joined by single hyphens, at most 80 characters. */
export const ListingSlug = Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' });

export const ErrorResponse = Type.Object(
  {
    ok: Type.Literal(false),
    error: Type.Object({
      code: Type.String({ enum: Object.keys(ERROR_CODES) }),
      message: Type.String(),
      details: Type.Optional(Type.Object({}, { additionalProperties: true })),
    }),
  },
  { $id: 'ErrorResponse', description: 'The error envelope used by every failing request.' },
);

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request',
  401: 'Missing or wrong credentials',
  402: 'No credits left',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflicts with the current state',
  410: 'Removed',
  413: 'Body too large',
  415: 'Unsupported content type',
  422: 'Not allowed',
  429: 'Rate limited; see Retry-After',
  500: 'Server fault',
  503: 'Not ready',
};

/**
 * A route's response map: the success schema under its status plus the error envelope under
 * each error status (400 and 500 are always included).
 */
export function responses(success: Record<number, TSchema>, ...errorStatuses: number[]): Record<number, TSchema> {
  const map: Record<number, TSchema> = { ...success };
  for (const status of new Set([400, ...errorStatuses, 500])) {
    map[status] = Type.Ref('ErrorResponse', { description: ERROR_DESCRIPTIONS[status] ?? 'Error' });
  }
  return map;
}

/** Nullable helper: `T | null` in OpenAPI 3.1 form. */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}
