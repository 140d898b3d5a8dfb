/** Opaque keyset cursors: base64url JSON bound to the query they were issued for. */
import { createHash } from 'node:crypto';
import { AppError } from '../errors.js';

/** Ids are ULIDs; anything else in a cursor was not made here. */
const ID = /^[0-9A-Za-z_-]{1,64}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/;

export interface CursorPayload {
  /** Fingerprint of the query (sort, terms, filters) the cursor belongs to. */
  f: string;
  /** The sort key of the last item (number or string), null when the key is null. */
  k: number | string | null;
  /** The id of the last item. */
  id: string;
}

export function queryFingerprint(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 10);
}

export function encodeCursor(payload: CursorPayload): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

/**
 * Decodes a cursor and checks it belongs to the query.
 * @throws AppError invalid_cursor for anything malformed or issued for another query.
 */
export function decodeCursor(cursor: string, fingerprint: string): CursorPayload {
  let payload: unknown;
  if (cursor.length > 2000) throw new AppError('invalid_cursor', 'The cursor is malformed.', { parameter: 'cursor' });
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('invalid_cursor', 'The cursor is malformed.', { parameter: 'cursor' });
  }
  const p = payload as Partial<CursorPayload>;
  // Anyone can write a cursor: every field is checked as strictly as a query parameter would be.
  const keyOk =
    p.k === null ||
    (typeof p.k === 'string' && p.k.length <= 1000 && !CONTROL.test(p.k)) ||
    (typeof p.k === 'number' && Number.isFinite(p.k));
  if (typeof p !== 'object' || p === null || typeof p.id !== 'string' || !ID.test(p.id) || typeof p.f !== 'string' || !keyOk) {
    throw new AppError('invalid_cursor', 'The cursor is malformed.', { parameter: 'cursor' });
  }
  if (p.f !== fingerprint) {
    throw new AppError('invalid_cursor', 'The cursor belongs to a different query; start again without it.', {
      parameter: 'cursor',
    });
  }
  return p as CursorPayload;
}
