import { afterOpening } from '@/state/openingSettled';

type Listener = () => void;

/** Whether a new build is installed and waits for the member's reload (read by the shell's prompt). */
let waiting = false;
let applyUpdate: () => void = () => location.reload();
const listeners = new Set<Listener>();

export const updateWaiting = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => waiting,
  /** Activates the waiting build and reloads once it controls the page: same address, same session. */
  apply: () => applyUpdate(),
};

/**
 * Installs the service worker in production builds once the opening screen has settled (its reads answered and
 * painted) and the page is idle, so precaching never competes with what the member is waiting for.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1500));
    idle(
      () => {
        void import(/* webpackChunkName: "sw-updates" */ './swUpdates').then(
          ({ watchUpdates }) =>
            watchUpdates((apply) => {
              applyUpdate = apply;
              waiting = true;
              listeners.forEach((l) => l());
            }),
          () => undefined,
        );
      },
      { timeout: 4000 },
    );
  };
  void afterOpening().then(start);
}
