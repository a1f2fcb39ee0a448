import { safeHttpUrl } from '@/lib/safeUrl';

export type NoticeTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | null;

/**
 * Where a notice or the home alert may send the member: one of our own hash routes (opened in the app)
 * or an http(s) address; anything else ('javascript:', 'data:', junk) goes nowhere.
 */
export function noticeTarget(raw: unknown, here: string): NoticeTarget {
  if (typeof raw !== 'string' || !raw.trim()) return null;
  const href = safeHttpUrl(raw, here);
  if (!href) return null;
  const url = new URL(href);
  const base = new URL(here);
  if (url.origin === base.origin && url.pathname === base.pathname && url.hash.startsWith('#/')) {
    const to = url.hash.slice(1);
    return to.startsWith('//') ? null : { kind: 'route', to };
  }
  return { kind: 'external', href };
}

/** An image address the alert may load: http(s) or our own path, never a script or data URL. */
export function noticeImage(raw: unknown, here: string): string | null {
  return safeHttpUrl(raw, here);
}
