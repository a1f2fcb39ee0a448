import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useAppSelector } from '@/state/hooks';
import { selectIsDemo, selectIsLoggedIn } from '@/state/sessionSlice';
import { PATHS } from '@/state/paths';
import { selectOpenIntents } from '@/state/intentSlice';
import { useOpeningSettled } from '@/state/openingSettled';
import { updateWaiting } from './serviceWorker';

// Loaded only when they apply, so a visitor's first screen carries neither.
const MemberWatchers = lazy(() => import('./MemberWatchers').then((m) => ({ default: m.MemberWatchers })));
const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));
const NoticeAlert = lazy(() => import('@/features/notice/NoticeAlert').then((m) => ({ default: m.NoticeAlert })));
const IntentNotice = lazy(() => import('@/components/IntentNotice').then((m) => ({ default: m.IntentNotice })));

/**
 * App-wide pieces loaded when they apply: the unread-mail poll and the reality check (members, once the opening screen has settled:
 * the tab's badge can wait, the screen the member opened cannot), the home notice popup, the update prompt, and
 * the notice of a money request whose answer was lost (only while one is).
 */
export function ShellExtras({ pathname }: { pathname: string }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const isDemo = useAppSelector(selectIsDemo);
  const opened = useOpeningSettled();
  const update = useSyncExternalStore(updateWaiting.subscribe, updateWaiting.get, updateWaiting.get);
  const intentOpen = useAppSelector((s) => Object.keys(selectOpenIntents(s)).length > 0);
  return (
    <Suspense fallback={null}>
      {intentOpen ? <IntentNotice /> : null}
      {opened && loggedIn && !isDemo ? <MemberWatchers /> : null}
      {pathname === PATHS.Home ? <NoticeAlert /> : null}
      {update ? <UpdatePrompt /> : null}
    </Suspense>
  );
}
