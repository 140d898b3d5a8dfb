/** `signboard reviewer add` and `signboard queue list | approve | reject`. */
import { AppError } from '../errors.js';
import { approveItem, listReviewQueue, type QueueItem, rejectItem } from '../listings/review.service.js';
import { ensureAccount } from '../owners/account.repository.js';
import { createUrls } from '../urls.js';
import { withDeps } from './context.js';

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;
const OPERATOR = { type: 'operator' as const, id: null };

export async function addReviewer(email: string): Promise<string> {
  if (!EMAIL.test(email) || email.length > 254) throw new Error(`"${email}" is not an e-mail address`);
  return withDeps(async (deps) => {
    const now = deps.clock.now().toISOString();
    const { account, created } = await ensureAccount(deps.db, {
      id: deps.ids.next(),
      email,
      role: 'reviewer',
      status: 'active',
      now,
    });
    return created ? `reviewer ${account.email} added` : `${account.email} is already a reviewer`;
  });
}

function describe(item: QueueItem): string {
  const flags = `${item.disputed ? ' DISPUTED' : ''}${item.call ? ` CALL ${item.call.phone} and read out ${item.call.code}` : ''}`;
  return `${item.id}  ${item.type.padEnd(10)} ${item.status.padEnd(20)} ${item.listing.slug} (${item.listing.name})${flags}  ${item.createdAt}`;
}

export async function listQueue(options: { json?: boolean }): Promise<string> {
  const items = await withDeps((deps) => listReviewQueue(deps));
  if (options.json) return JSON.stringify(items, null, 2);
  if (items.length === 0) return 'the review queue is empty';
  return [`${items.length} item(s) (claims can be approved once "verified"):`, ...items.map(describe)].join('\n');
}

/** Runs a decision; AppErrors become one-line messages. */
async function decide(fn: () => Promise<{ id: string; type: string; status: string }>): Promise<string> {
  try {
    const d = await fn();
    return `${d.type} ${d.id}: ${d.status}`;
  } catch (error) {
    if (error instanceof AppError) throw new Error(`${error.message} (${error.code})`);
    throw error;
  }
}

/**
 * A warning when e-mailed links would use the default public URL: the CLI cannot tell where the
 * service really runs, so links in mails (activation, sign-in) come from `PUBLIC_URL` alone.
 */
export function publicUrlWarning(env: NodeJS.ProcessEnv, publicUrl: string): string | null {
  if (env.PUBLIC_URL?.trim()) return null;
  return `warning: PUBLIC_URL is not set, so links in e-mails point to ${publicUrl}; set PUBLIC_URL to the address the service is reached at`;
}

/** Approves an item; `warn` hears when e-mailed links would use the default public URL. */
export function approve(id: string, note: string | undefined, warn: (text: string) => void): Promise<string> {
  return withDeps((deps) => {
    const warning = publicUrlWarning(process.env, deps.config.publicUrl);
    if (warning) warn(warning);
    return decide(() => approveItem(deps, createUrls(deps.config), id, OPERATOR, note?.trim() || null));
  });
}

export function reject(id: string, note: string): Promise<string> {
  return withDeps((deps) => decide(() => rejectItem(deps, id, OPERATOR, note)));
}
