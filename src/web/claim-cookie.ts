/**
 * The claim-session token in the browser: an HttpOnly cookie scoped to the verification
 * workspace, never a URL. The value is `<claimId>.<claimToken>`.
 */
const NAME = 'signboard_claim';
const PATH = '/owner/verification';

export function claimCookie(claimId: string, token: string, expiresAt: string, publicUrl: string, now: Date): string {
  const maxAge = Math.max(0, Math.floor((Date.parse(expiresAt) - now.getTime()) / 1000));
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${NAME}=${claimId}.${token}; Path=${PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/** The claim id and token held by the browser, or null. */
export function claimFromCookie(cookieHeader: string | undefined): { claimId: string; token: string } | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name !== NAME) continue;
    const match = /^([A-Za-z0-9_-]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(value);
    return match ? { claimId: match[1] ?? '', token: match[2] ?? '' } : null;
  }
  return null;
}
