/**
 * What the service worker may keep. Platform answers, the operator's controls, the simulated suppliers and
 * uploaded files are never cached: balances and records must always be the server's, and a money request
 * must never wait in a queue to be replayed later.
 */
export const NEVER_CACHED = /^\/(?:api|__operator|sim|assets)(?:\/|$)/;

/** True for a same-origin path the worker must leave to the network. */
export function isNeverCached(pathname: string): boolean {
  return NEVER_CACHED.test(pathname);
}

/**
 * Build files left out of the precache: the compressed twins (the server picks them per request), the
 * API base of this deployment (fetched network-first instead), the worker itself and build metadata.
 */
export const PRECACHE_EXCLUDE: RegExp[] = [
  /\.(?:gz|br|map)$/,
  /(?:^|\/)app-config\.json$/,
  /(?:^|\/)sw\.js$/,
  /\.LICENSE\.txt$/,
  // Each screen's drawn opening view, in every language (src/app/screenShells.tsx): only a first visit's
  // opening screen uses one, fetched then.
  /(?:^|\/)shells\//,
  // The Flow Lab is for support staff: a member who never opens it never downloads it.
  /(?:^|\/)(?:js|css|media)\/[^/]*(?:flowlab|elk)[^/]*$/,
];

/** The file whose fresh copy a deployment must reach the member with (network first, cache when offline). */
export const CONFIG_FILE = 'app-config.json';
