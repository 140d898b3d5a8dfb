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

const FLASH = 'signboard_flash';

/** What the last workspace action did, shown once by the page it redirects to. */
export interface Flash {
  kind: 'ok' | 'info' | 'error';
  message: string;
}

/** A one-minute cookie carrying an action's outcome across its redirect (Post/Redirect/Get). */
export function flashCookie(flash: Flash, publicUrl: string): string {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  const value = encodeURIComponent(`${flash.kind}:${flash.message.slice(0, 500)}`);
  return `${FLASH}=${value}; Path=${PATH}; HttpOnly; SameSite=Lax; Max-Age=60${secure}`;
}

/** The cookie that removes a shown flash. */
export function clearedFlashCookie(): string {
  return `${FLASH}=; Path=${PATH}; HttpOnly; SameSite=Lax; Max-Age=0`;
}

/** The flash the browser holds, or null. */
export function flashFromCookie(cookieHeader: string | undefined): Flash | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== FLASH) continue;
    let text: string;
    try {
      text = decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
    const match = /^(ok|info|error):(.{1,500})$/s.exec(text);
    return match ? { kind: match[1] as Flash['kind'], message: match[2] ?? '' } : null;
  }
  return null;
}
