import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectIsDemo, selectIsLoggedIn } from '@/state/sessionSlice';
import { toastShown } from '@/state/toastSlice';
import { loginToSupplierPath } from '@/state/paths';
import { decidePlay, type PlayRequest } from '@/lib/playGame';

/** Opens a game the way the platform does (contract §2.4), with the spec's login and demo rules. */
export function usePlayGame(): (req: PlayRequest) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isDemo = useAppSelector(selectIsDemo);
  return useCallback(
    (req: PlayRequest) => {
      const decision = decidePlay(req, { isLoggedIn, isDemo });
      switch (decision.kind) {
        case 'loginRequired':
          dispatch(toastShown({ messageId: 'games.play.loginRequiredText' }));
          return;
        case 'demoRefused':
          dispatch(toastShown({ messageId: 'games.play.demoOnlyLotteryText' }));
          return;
        case 'sameWindow':
          navigate(loginToSupplierPath(decision.params));
          return;
        case 'newWindow': {
          const url = `${location.pathname}${location.search}#${loginToSupplierPath(decision.params)}`;
          // A blocked pop-up falls back to opening the game here.
          const opened = window.open(url, '_blank');
          if (opened) opened.opener = null;
          else navigate(loginToSupplierPath(decision.params));
        }
      }
    },
    [dispatch, navigate, isLoggedIn, isDemo],
  );
}
