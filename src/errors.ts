/**
 * The catalogue of stable error codes (snake_case) with their HTTP status and default message,
 * and {@link AppError}, the one error type services throw. The error handler renders it as
 * `{ok:false, error:{code, message, details?}}`.
 */

export const ERROR_CODES = {
  validation_failed: { status: 400, message: 'The request is not valid.' },
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  invalid_cursor: { status: 400, message: 'The cursor is not valid for this query.' },
  unknown_category: { status: 400, message: 'One or more categories are not in the taxonomy.' },
  unknown_country: { status: 400, message: 'The country is not a known ISO 3166-1 alpha-2 code.' },
  client_slug_missing: { status: 400, message: 'clientSlug is missing: give it in the path, the query string or the JSON body.' },
  client_slug_conflict: { status: 400, message: 'The clientSlug values given in the path, query and body differ.' },
  unauthorized: { status: 401, message: 'Credentials are missing or wrong.' },
  credits_exhausted: { status: 402, message: 'The client has no credits left.' },
  forbidden: { status: 403, message: 'This action is not allowed.' },
  scope_denied: { status: 403, message: 'One or more requested scopes are denied.' },
  not_found: { status: 404, message: 'Nothing is at this address.' },
  listing_not_found: { status: 404, message: 'No published listing has this slug.' },
  client_not_found: { status: 404, message: 'No published client has this slug.' },
  method_not_allowed: { status: 405, message: 'This method is not allowed here.' },
  conflict: { status: 409, message: 'The request conflicts with the current state.' },
  listing_removed: { status: 410, message: 'This listing was removed.' },
  client_removed: { status: 410, message: 'This client was removed.' },
  gone: { status: 410, message: 'This is no longer available.' },
  request_timeout: { status: 408, message: 'The request did not arrive in time.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, message: 'The request body must be application/json.' },
  target_not_allowed: { status: 422, message: 'This target may not be fetched.' },
  website_mismatch: { status: 422, message: "The audited website is not the listing's website." },
  rate_limited: { status: 429, message: 'Too many requests; try again later.' },
  headers_too_large: { status: 431, message: 'The request headers are too large.' },
  internal_error: { status: 500, message: 'Something went wrong on our side.' },
  service_unavailable: { status: 503, message: 'The service is not ready.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** An expected failure with a stable code; anything else becomes a 500 `internal_error`. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: Record<string, unknown>,
    /** Extra response headers, e.g. `Retry-After` for 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? ERROR_CODES[code].message);
    this.name = 'AppError';
    this.status = ERROR_CODES[code].status;
  }
}

/** Shorthand for a 400 naming the offending parameter. */
export function invalidParameter(parameter: string, message: string): AppError {
  return new AppError('validation_failed', message, { parameter });
}
