import { useMeQuery } from '@/api/authApi';
import { useAppSelector } from './hooks';
import { selectIsLoggedIn, selectMember } from './sessionSlice';

/**
 * The member's info for a screen whose figures depend on it (a balance, the transfer mode, the VIP level): the
 * member once known; `pending` while the read is on its way, `failed` when it failed with nothing known, and
 * `retry` to ask again. Such a screen shows a placeholder meanwhile, never a figure guessed from nothing.
 */
export function useMemberInfo() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const member = useAppSelector(selectMember);
  const me = useMeQuery(undefined, { skip: !loggedIn });
  const failed = member === null && me.isError;
  return { member, pending: member === null && !failed, failed, retry: () => void me.refetch() };
}
