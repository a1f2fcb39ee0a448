/**
 * An address the app may send the browser to: http(s) only, so a server value such as
 * 'javascript:…' or 'data:…' can never run. Relative values resolve against `base`.
 */
export function safeHttpUrl(raw: unknown, base?: string): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value || /[\u0000-\u001f]/.test(value)) return null;
  let url: URL;
  try {
    url = base ? new URL(value, base) : new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** An in-app return path from `?redirect=`: only our own hash routes, never another site. */
export function safeReturnPath(raw: unknown, fallback = '/Main/home'): string {
  if (typeof raw !== 'string') return fallback;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\u0000-\u001f]/.test(value))
    return fallback;
  if (/^\/(Login|Register)(\b|\/|\?|$)/i.test(value)) return fallback;
  return value;
}
