/** The cross-site check of state-changing form posts: a foreign or unknown origin → 403. */
import { AppError } from '../errors.js';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Throws `forbidden` unless the post comes from the site's own pages: the `Origin` header when
 * sent, else the origin of the `Referer`. A post with neither is refused too, since a browser
 * sends at least one of them with a form of the site's own.
 */
export function assertSameOrigin(headers: { origin?: string; referer?: string }, publicUrl: string): void {
  const own = new URL(publicUrl).origin;
  if (headers.origin !== undefined) {
    if (headers.origin !== own) throw new AppError('forbidden', 'This form was posted from another site.');
    return;
  }
  if (headers.referer === undefined) {
    throw new AppError('forbidden', 'This form can only be sent from its page on this site (the browser sent no origin).');
  }
  if (originOf(headers.referer) !== own) throw new AppError('forbidden', 'This form was posted from another site.');
}
