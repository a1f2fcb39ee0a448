/**
 * The router as the store's effects see it: the shell registers the hash router here, so a 401 or a
 * logout can send the member to Login from outside React.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;
let pending: { to: string; options?: { replace?: boolean } } | null = null;
// Before the router registers: the address bar's path.
let currentPathImpl: () => string = () => addressPath() || '/';

export function setNavigator(navigate: Navigate | null, currentPath?: () => string): void {
  navigateImpl = navigate;
  if (currentPath) currentPathImpl = currentPath;
  if (navigate && pending) {
    const { to, options } = pending;
    pending = null;
    // In a task of its own: the router starts listening after the frame that registered it has committed.
    setTimeout(() => navigateTo(to, options), 0);
  }
}

/**
 * Sends the member to `to` through the router; before the router is there (the first frame has not
 * committed) the last such request waits for it, as an address changed under the router would go unseen.
 */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(to, options);
  else pending = { to, options };
}

export function currentPath(): string {
  return currentPathImpl();
}

/** The address bar's path: a hash router changes it as soon as a navigation starts, before the next screen shows. */
export function addressPath(): string {
  return typeof location !== 'undefined' ? location.hash.replace(/^#/, '') : '';
}

/**
 * Where the member is, or is on the way to: a navigation still loading its screen counts, since it is where the
 * member asked to go. Falls back to the screen on view when there is no address (no hash yet, no browser).
 */
export function requestedPath(): string {
  return addressPath() || currentPath();
}

let externalImpl: (url: string, replace: boolean) => void = (url, replace) => {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
};

/** Leaves the app for another address (already checked to be http(s)); `replace` keeps it out of history. */
export function goExternal(url: string, options?: { replace?: boolean }): void {
  externalImpl(url, Boolean(options?.replace));
}

export function setExternalNavigator(go: (url: string, replace: boolean) => void): void {
  externalImpl = go;
}
