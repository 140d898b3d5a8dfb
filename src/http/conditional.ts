/** Validators for conditional GETs: a strong ETag from a body, and whether the client's copy is current. */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A strong ETag of a body (a SHA-256 prefix). */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether the request's `If-None-Match` names this ETag or, without it, its `If-Modified-Since` is
 * not older than `lastModified` (compared to the second, as HTTP dates are).
 */
export function isNotModified(request: FastifyRequest, etag: string, lastModified?: Date): boolean {
  const wanted = request.headers['if-none-match'];
  if (wanted) return wanted.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return lastModified !== undefined && Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}
