/** The platform's list of phone user agents (docs/screens.md#the-shell): anything else is a desktop visitor. */
const MOBILE_UA = /(iPad|iPhone|MIDP|UCWeb|Android|Windows CE|Windows Mobile)/i;

/** Hash routes the desktop site also has; a visitor sent there keeps them. */
const CARRIED_ROUTES = /(LiveLevelUp|SlotLevelUp|Credit|Activity)/i;

/**
 * Hash routes for support staff, who work at desktops: the Flow Lab (`/test`, docs/screens.md#routes) and anything under it,
 * matched as the router matches (case-insensitive, trailing slash, query). The desktop site has no such screen.
 */
const STAFF_ROUTES = /^#?\/test(?:[/?#]|$)/i;

export function isMobileUserAgent(ua: string): boolean {
  return MOBILE_UA.test(ua);
}

/** Whether a hash route (`#/test`, or a router path `/test`) is one of the staff's screens, never redirected. */
export function isStaffRoute(hash: string): boolean {
  return STAFF_ROUTES.test(hash);
}

/**
 * Where a desktop visitor goes: `site_pc` with a protocol, plus '/' + hash for the carried routes;
 * null when there is no desktop site configured or its value is not a web address.
 */
export function desktopRedirectUrl(
  sitePc: string | undefined | null,
  hash: string,
  protocol = 'https:',
): string | null {
  const site = String(sitePc ?? '').trim();
  if (!site) return null;
  const withProtocol = /^[a-z][a-z0-9+.-]*:\/\//i.test(site) ? site : `${protocol}//${site.replace(/^\/+/, '')}`;
  let url: URL;
  try {
    url = new URL(withProtocol);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const base = withProtocol.replace(/\/+$/, '');
  return CARRIED_ROUTES.test(hash) ? `${base}/${hash}` : base;
}

/**
 * The redirect rule (docs/screens.md#who-it-is-for, docs/screens.md#the-shell) for one visit: a phone stays; a desktop visitor on a member's route
 * goes to the desktop site (desktopRedirectUrl); one on a staff route (the Flow Lab) stays, since support staff
 * work at desktops. null: stay.
 */
export function desktopRedirectFor(
  userAgent: string,
  sitePc: string | undefined | null,
  hash: string,
  protocol = 'https:',
): string | null {
  if (isMobileUserAgent(userAgent) || isStaffRoute(hash)) return null;
  return desktopRedirectUrl(sitePc, hash, protocol);
}
