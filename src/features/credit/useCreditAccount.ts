import { useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { baseApi, MONEY_MOVED } from '@/api/baseApi';
import { useCreditAccountQuery } from '@/api/creditApi';
import { useAppDispatch } from '@/state/hooks';

/** How often an application under review is looked at again, so its result shows without a reload. */
export const REVIEW_POLL_MS = 5_000;

const pendingIds = (list: Array<{ id: number; type: string; status: number | string }> | undefined) =>
  (list ?? []).filter((r) => r.type === 'borrow' && Number(r.status) === 1).map((r) => r.id);

/**
 * The limit query of the account on screen. While an application awaits review it is read again every few
 * seconds; once the operator has decided, the balances are refreshed (an approved loan is in the main wallet).
 */
export function useCreditAccount(account: string | null) {
  const dispatch = useAppDispatch();
  const seen = useRef<number[]>([]);
  const [waiting, setWaiting] = useState(false);
  const query = useCreditAccountQuery(account ? { name: account } : skipToken, {
    pollingInterval: waiting ? REVIEW_POLL_MS : 0,
  });
  // Poll while an application awaits review: decided from the answer on screen, while rendering it.
  const pendingNow = pendingIds(query.data?.list).length > 0;
  if (pendingNow !== waiting) setWaiting(pendingNow);
  useEffect(() => {
    const now = pendingIds(query.data?.list);
    if (seen.current.some((id) => !now.includes(id))) dispatch(baseApi.util.invalidateTags(MONEY_MOVED));
    seen.current = now;
  }, [query.data, dispatch]);
  return query;
}
