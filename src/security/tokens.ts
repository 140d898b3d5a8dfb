/** Secret tokens: random, stored only as SHA-256 hashes, compared in constant time. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new random token of 256 bits, base64url (43 characters). */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** The hex SHA-256 of a token: what the database keeps. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` hashes to `storedHash`, compared in constant time. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,200})\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
