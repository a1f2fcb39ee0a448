import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/state/hooks';
import { authApi } from '@/api/authApi';
import { usePlayRealityQuery } from '@/api/playApi';
import { AreaMessages } from '@/flow/AreaMessages';
import { RealityCheckDialog } from './RealityCheckDialog';
import { platformLacksCalls } from './platformSupport';
import { onSessionEnded } from './sessionChannel';

/**
 * Mounted for a logged-in member once the opening screen has settled: asks the platform once when the next reality
 * check is due and shows the check over whatever screen is open when it is (or when the member comes back to this
 * tab from a game window). It also hears a time-out taken in another tab: the platform's 401 then logs this one out.
 */
export function RealityCheckHost() {
  const dispatch = useAppDispatch();
  const reality = usePlayRealityQuery();
  const [due, setDue] = useState(false);
  const lacking = platformLacksCalls(reality.data);
  const dueIn = reality.data?.due_in_s ?? null;
  const { refetch } = reality;

  useEffect(
    () => onSessionEnded(() => void dispatch(authApi.endpoints.me.initiate(undefined, { forceRefetch: true }))),
    [dispatch],
  );

  useEffect(() => {
    if (dueIn === null) return;
    const timer = setTimeout(() => setDue(true), dueIn * 1000);
    return () => clearTimeout(timer);
  }, [dueIn, reality.fulfilledTimeStamp]);

  // Back from a game window (or another app), the platform's clock says whether a check came due meanwhile.
  useEffect(() => {
    if (lacking) return;
    const back = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', back);
    return () => {
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', back);
    };
  }, [lacking, refetch]);

  if (!due || lacking) return null;
  return (
    <AreaMessages area="account">
      <RealityCheckDialog onAnswered={() => setDue(false)} />
    </AreaMessages>
  );
}
