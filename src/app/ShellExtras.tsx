import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/state/hooks';
import { selectIsDemo, selectIsLoggedIn } from '@/state/sessionSlice';
import { PATHS } from '@/state/paths';

// Loaded only when they apply, so a visitor's first screen carries neither.
const MailUnreadPoller = lazy(() => import('@/features/mail/MailUnreadPoller').then((m) => ({ default: m.MailUnreadPoller })));
const NoticeAlert = lazy(() => import('@/features/notice/NoticeAlert').then((m) => ({ default: m.NoticeAlert })));

/** App-wide pieces owned by features: the unread-mail poll (members) and the home notice popup. */
export function ShellExtras({ pathname }: { pathname: string }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const isDemo = useAppSelector(selectIsDemo);
  return (
    <Suspense fallback={null}>
      {loggedIn && !isDemo ? <MailUnreadPoller /> : null}
      {pathname === PATHS.Home ? <NoticeAlert /> : null}
    </Suspense>
  );
}
