import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '@/state/hooks';
import { selectIsDemo, selectIsLoggedIn } from '@/state/sessionSlice';
import { INBOX_ARGS, useInboxQuery } from '@/api/mailApi';
import { useUnreadSync } from './useUnreadSync';

/** The original polled the first inbox page every 10 s while logged in (docs/screens.md#the-shell). */
export const MAIL_POLL_MS = 10_000;

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  );
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/**
 * Keeps the unread count fresh: polls the first inbox page every 10 s while a (non-demo) member is logged
 * in and the page is visible, and once more when the page comes back into view. Renders nothing.
 */
export function MailUnreadPoller() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const demo = useAppSelector(selectIsDemo);
  const visible = usePageVisible();
  const active = loggedIn && !demo;
  const { refetch, isUninitialized } = useInboxQuery(INBOX_ARGS, {
    skip: !active,
    pollingInterval: active && visible ? MAIL_POLL_MS : 0,
  });
  const wasVisible = useRef(visible);
  useEffect(() => {
    // Only a return to view refreshes at once; the interval does the rest.
    if (visible && !wasVisible.current && active && !isUninitialized) void refetch();
    wasVisible.current = visible;
  }, [visible, active, isUninitialized, refetch]);
  useUnreadSync();
  return null;
}
