/**
 * An agent's mobile invite link as the agent shares it: the platform's address of the sign-up route
 * (`…/#/Register?token=…`) naming, beside its token, the agent's invite code and language (`&code=INV1002&lang=en`).
 * The platform resolves the token to the agent on sign-up, but no public call tells the sign-up form whose link it is
 * or in which language to open: the link says so itself. What the address already names is kept; an address
 * without a hash route (the desktop site's) is returned as it is.
 */
export function inviteLinkFor(url: string, names: { code?: string; lang?: string }): string {
  const hashAt = url.indexOf('#');
  if (hashAt < 0) return url;
  const route = url.slice(hashAt + 1);
  const queryAt = route.indexOf('?');
  const path = queryAt < 0 ? route : route.slice(0, queryAt);
  const query = new URLSearchParams(queryAt < 0 ? '' : route.slice(queryAt + 1));
  let changed = false;
  for (const [key, value] of Object.entries(names)) {
    const v = (value ?? '').trim();
    if (!v || query.has(key)) continue;
    query.set(key, v);
    changed = true;
  }
  return changed ? `${url.slice(0, hashAt + 1)}${path}?${query.toString()}` : url;
}
