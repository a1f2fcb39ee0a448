/**
 * The member's token lives only in this cookie (never localStorage), so page scripts of other origins cannot read it
 * across sites. Read and written here, for the app and for the early script alike (src/early/main.ts reads it before the
 * framework has downloaded, so this file takes nothing else). A token is a plain ASCII string: encoding it as a URI
 * component is all a cookie's value needs.
 */
export const TOKEN_COOKIE = 'member_token';

/** How long a session's cookie lasts without a visit, in seconds (14 days, the platform's token lifetime). */
const TOKEN_MAX_AGE_S = 14 * 86_400;

export function readToken(): string {
  if (typeof document === 'undefined') return '';
  const pair = document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${TOKEN_COOKIE}=`));
  const raw = pair ? pair.slice(TOKEN_COOKIE.length + 1) : '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function writeToken(token: string): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; max-age=${TOKEN_MAX_AGE_S}; samesite=strict${secure}`;
}

/**
 * Removes the cookie if it still holds `token`, the session that ended. Another tab of the same member may have
 * logged in since and written its own: ending this tab's session must not end that one.
 */
export function clearToken(token: string): void {
  if (readToken() === token) document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0`;
}

/** The platform's renewed header may or may not carry the scheme; the cookie keeps the bare token. */
export function bareToken(headerValue: string | null | undefined): string {
  return String(headerValue ?? '')
    .replace(/^\s*Bearer\s+/i, '')
    .trim();
}
