import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectMember, unreadCountSet } from '@/state/sessionSlice';
import { selectInbox } from '@/api/mailApi';

/** Keeps the member's unread badge equal to the inbox cache, which polls and local read changes keep exact. */
export function useUnreadSync(): void {
  const dispatch = useAppDispatch();
  const unread = useAppSelector((s) => selectInbox(s).data?.unread);
  const hasMember = useAppSelector((s) => selectMember(s) !== null);
  useEffect(() => {
    if (hasMember && unread !== undefined) dispatch(unreadCountSet(unread));
  }, [dispatch, unread, hasMember]);
}
