/** Where a gateway request names its client: the path, the query string or the JSON body. */
import { AppError } from '../errors.js';

export interface SlugPlaces {
  path?: unknown;
  query?: unknown;
  body?: unknown;
}

/**
 * The one clientSlug a request names. @throws AppError client_slug_missing (400) when none is given,
 * client_slug_conflict (400) when two places disagree, validation_failed (400) when one is not a string.
 */
export function resolveClientSlug(places: SlugPlaces): string {
  const given = Object.entries(places).filter(([, value]) => value !== undefined && value !== null && value !== '');
  for (const [place, value] of given) {
    if (typeof value !== 'string') {
      throw new AppError('validation_failed', `clientSlug in the ${place} must be a string.`, { parameter: 'clientSlug' });
    }
  }
  const values = [...new Set(given.map(([, value]) => value as string))];
  if (values.length === 0) throw new AppError('client_slug_missing');
  if (values.length > 1) {
    throw new AppError('client_slug_conflict', undefined, { given: Object.fromEntries(given) });
  }
  return values[0] as string;
}
