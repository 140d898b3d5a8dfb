/** The Origin check of state-changing form posts (SPEC §4: a foreign Origin → 403). */
import { AppError } from '../errors.js';

/**
 * Throws `forbidden` when the request names an Origin other than the site's own.
 * Requests without an Origin header (non-browser clients) pass; SameSite cookies cover them.
 */
export function assertSameOrigin(originHeader: string | undefined, publicUrl: string): void {
  if (originHeader === undefined) return;
  if (originHeader !== new URL(publicUrl).origin) throw new AppError('forbidden', 'This form was posted from another site.');
}
