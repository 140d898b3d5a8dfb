/**
 * Verification by code, for businesses without a website (or whose owner prefers it): a six-digit
 * code goes to the listing's public e-mail, or a reviewer calls the listing's public phone and
 * reads it out. Whoever answers there can type it into the claim session's workspace.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { AppError } from '../errors.js';
import { hashToken, tokenMatches } from '../security/tokens.js';
import type { Executor } from '../storage/database.js';
import type { ClaimRow } from './claim.repository.js';
import type { ListingRow } from './listing.repository.js';
import type { Finding } from './verification-evidence.js';

export type CodeChannel = 'email' | 'phone';
/** How long a code is valid. */
export const CODE_MS = 24 * 3_600_000;
/** Wrong entries allowed per code; then a new code is needed. */
export const CODE_ATTEMPTS = 5;
/** Codes sent per claim per day (each e-mail or call costs someone something). */
export const CODE_SEND_LIMIT = { limit: 3, windowMs: 86_400_000 };

/** Where a code can go for this listing: its public e-mail and its public phone, as listed. */
export function codeChannels(listing: Pick<ListingRow, 'public_email' | 'phone'>): { channel: CodeChannel; sentTo: string }[] {
  const channels: { channel: CodeChannel; sentTo: string }[] = [];
  if (listing.public_email) channels.push({ channel: 'email', sentTo: listing.public_email });
  if (listing.phone) channels.push({ channel: 'phone', sentTo: listing.phone });
  return channels;
}

/** A new six-digit code and the hash kept of it (bound to the claim, so a hash says nothing elsewhere). */
export function newCode(claimId: string): { code: string; hash: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { code, hash: hashToken(`${claimId}:${code}`) };
}

/**
 * The code as typed, with spaces and dashes dropped ("123 456" and "123-456" count).
 * @throws AppError validation_failed when it is not six digits.
 */
export function typedCode(code: string | undefined): string {
  const digits = (code ?? '').replace(/[\s-]/g, '');
  if (!/^\d{6}$/.test(digits)) throw new AppError('validation_failed', 'Enter the six-digit code.', { parameter: 'code' });
  return digits;
}

/**
 * Compares a typed code with the claim's current one and says what was found. A wrong code
 * counts against the code's attempts.
 * @throws AppError validation_failed (no code typed), conflict (no code waiting, or too many wrong ones).
 */
export async function checkCode(
  deps: { db: Executor; clock: { now(): Date } },
  claim: ClaimRow,
  listing: Pick<ListingRow, 'public_email' | 'phone'>,
  channel: CodeChannel,
  code: string | undefined,
): Promise<Finding> {
  const typed = typedCode(code);
  const target = codeChannels(listing).find((c) => c.channel === channel);
  const waiting =
    target &&
    claim.code_channel === channel &&
    claim.code_hash &&
    claim.code_expires_at &&
    claim.code_expires_at > deps.clock.now().toISOString();
  if (!target || !waiting || !claim.code_hash) {
    throw new AppError('conflict', `No ${channel === 'email' ? 'e-mail' : 'phone'} code is waiting; ask for a new one.`);
  }
  if (claim.code_attempts >= CODE_ATTEMPTS) {
    throw new AppError('conflict', 'Too many wrong codes; ask for a new one.');
  }
  if (tokenMatches(`${claim.id}:${typed}`, claim.code_hash)) {
    return { source: 'code', location: target.sentTo, matched: true, detail: `The code sent to ${target.sentTo} matches.` };
  }
  await deps.db.updateTable('claims').set({ code_attempts: sql`code_attempts + 1` }).where('id', '=', claim.id).execute();
  const left = CODE_ATTEMPTS - claim.code_attempts - 1;
  return {
    source: 'code',
    location: target.sentTo,
    matched: false,
    detail:
      left > 0
        ? `The code does not match the one sent to ${target.sentTo}; ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'The code does not match, and that was the last try; ask for a new code.',
  };
}
