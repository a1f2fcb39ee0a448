import { Workbox } from 'workbox-window';

const UPDATE_CHECK_MS = 30 * 60_000;

/**
 * Registers the worker and tells the shell when a deployment has landed while the app is open: the new
 * worker waits, and `apply` lets it take over and reloads the page at the same address.
 */
export function watchUpdates(onWaiting: (apply: () => void) => void): void {
  const wb = new Workbox('sw.js');
  wb.addEventListener('waiting', () => {
    onWaiting(() => {
      wb.addEventListener('controlling', () => location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.register().catch(() => {
    /* the app works without it */
  });
  // A deployment can land while the app stays open for hours: look again now and then, and on return.
  setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => undefined);
  });
}
