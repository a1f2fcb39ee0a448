import Cookies from 'js-cookie';

/** The member's token lives only in this cookie (never localStorage), so page scripts of other origins cannot read it across sites. */
export const TOKEN_COOKIE = 'member_token';

export function readToken(): string {
  return Cookies.get(TOKEN_COOKIE) ?? '';
}

export function writeToken(token: string): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  Cookies.set(TOKEN_COOKIE, token, { sameSite: 'Strict', secure, path: '/', expires: 14 });
}

/**
 * Removes the cookie if it still holds `token`, the session that ended. Another tab of the same member may have
 * logged in since and written its own: ending this tab's session must not end that one.
 */
export function clearToken(token: string): void {
  if (readToken() === token) Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

/** The platform's renewed header may or may not carry the scheme; the cookie keeps the bare token. */
export function bareToken(headerValue: string | null | undefined): string {
  return String(headerValue ?? '')
    .replace(/^\s*Bearer\s+/i, '')
    .trim();
}
