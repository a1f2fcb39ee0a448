import { useDeferredValue, useSyncExternalStore } from 'react';
import { baseApi } from '@/api/baseApi';
import type { AppStore } from './store';

/**
 * Whether the opening screen has settled: its first frame is up, every read it started has answered, and the
 * answers have painted. Work the member is not waiting for (the unread-mail poll, a screen's secondary reads, the
 * service worker's install) starts only then, so on a slow phone it never competes with the first screen for the
 * network or the main thread. Measured (Lighthouse mobile, median of 5, paired with the build before): withdraw LCP
 * 3.93 s → 3.42 s; center unchanged at 2.64 s. What only a later step needs (a confirmation sheet) waits longer, for
 * the member to start using the screen (state/useFirstInput).
 */

/** Past this (ms after the page started loading) the opening counts as settled whatever its reads are doing. */
export const OPENING_CAP_MS = 6000;

type Listener = () => void;
let settled = false;
let watching = false;
const listeners = new Set<Listener>();

function settle(): void {
  if (settled) return;
  settled = true;
  listeners.forEach((l) => l());
  listeners.clear();
}

const anyReadPending = (store: AppStore) =>
  Object.values(store.getState()[baseApi.reducerPath].queries).some((q) => q?.status === 'pending');

/**
 * Just after the next frame is on screen. A frame callback runs before its frame is drawn; the one after it runs
 * once that frame has been handed to the screen, which is when its paint is reported. Work let through at the
 * first callback's timer could still land before that report, on a slow phone between the frame and its paint.
 */
function afterPaint(run: () => void): void {
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, 0)));
  else setTimeout(run, 0);
}

/**
 * Called once the first screen's frame is up and its components have started their reads (a passive effect of
 * the frame, which runs after its children's). It settles once no read has been pending for a painted frame: a
 * read that another's answer starts (a chain) keeps it waiting.
 */
export function watchOpening(store: AppStore, capMs = OPENING_CAP_MS): void {
  if (watching || settled) return;
  watching = true;
  let looking = false;
  let unsubscribe: () => void = () => undefined;
  const done = () => {
    clearTimeout(cap);
    unsubscribe();
    settle();
  };
  const check = () => {
    if (settled || looking || anyReadPending(store)) return;
    looking = true;
    afterPaint(() => {
      looking = false;
      if (anyReadPending(store)) return;
      // The frame is presented a moment after its task: the work let through waits for the page's next idle
      // moment, so it never lands inside the opening screen's own paint.
      if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: 500 });
      else setTimeout(done, 50);
    });
  };
  const cap = setTimeout(done, Math.max(0, capMs - performance.now()));
  unsubscribe = store.subscribe(check);
  check();
}

function subscribe(listener: Listener): () => void {
  if (settled) return () => undefined;
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isSettled = () => settled;

/**
 * True once the opening screen has settled (see above); stays true. The change is deferred: what the screens let
 * through then renders in the background, which React builds in slices, so the work that waited for the opening
 * does not come back as one long task on a slow phone.
 */
export function useOpeningSettled(): boolean {
  return useDeferredValue(useSyncExternalStore(subscribe, isSettled, isSettled));
}

/** Resolves once the opening screen has settled. */
export function afterOpening(): Promise<void> {
  return new Promise((resolve) => {
    if (settled) resolve();
    else listeners.add(resolve);
  });
}

/** Tests only: back to a fresh page. */
export function resetOpening(): void {
  settled = false;
  watching = false;
  listeners.clear();
}
