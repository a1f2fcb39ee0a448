import type { AppStore } from '@/state/store';
import type { OpeningReads } from '@/state/openingReads';
import { searchGetter } from '@/state/openingReads';
import { selectIsLoggedIn } from '@/state/sessionSlice';
import { screens, type ScreenName } from './routes';
import { screenEntryFor } from './routeMatch';
import { guardDecision, guardReady } from './guards';

/**
 * A screen whose first member reads the app sends as it boots on it (state/openingReads) says so on its component
 * (`MessageScreen.openingReads = ...`): loading the screen's module (the early script has preloaded its file) gives
 * them, so the reads live beside the screen that shows them and its hooks share the requests. A screen that reads
 * afresh each time it opens takes its opening read while the opening has not settled (state/openingReads
 * `useAfreshOnOpen`); the withdrawal form's checks take the accounts read while it is a few seconds old
 * (features/withdraw/withdrawActors), and its public settings are read early for its route (early/homeReads,
 * app/prefetch). The rebate list, whose deadline is the server's "now" when it is read, is kept only as long as the
 * screen may take its opening read (api/rebateApi).
 */
type OpensWithReads = { openingReads?: OpeningReads };

/**
 * Sends the opening screen's member reads (at `hash`) if the member will be let in: signed in, and for a route
 * closed to demo accounts, not one (known once the member's info is in, the read the guard waits for too).
 * A visitor sent on to the login form, or a demo account refused, sends nothing.
 */
export async function startOpeningReads(store: AppStore, hash: string): Promise<void> {
  const [path = '', search = ''] = hash.replace(/^#/, '').split('?');
  const entry = screenEntryFor(path || '/');
  if (!entry || !selectIsLoggedIn(store.getState())) return;
  const screen: Promise<object> = screens[entry.screen as ScreenName]();
  await guardReady(store, entry.meta);
  if (guardDecision(store, entry.meta, path).kind !== 'allow') return;
  ((await screen) as OpensWithReads).openingReads?.(store.dispatch, searchGetter(search));
}
