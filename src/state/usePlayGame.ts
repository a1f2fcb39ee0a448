import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectIsDemo, selectIsLoggedIn, selectMember } from '@/state/sessionSlice';
import { toastShown } from '@/state/toastSlice';
import { loginPath, loginToSupplierPath, PATHS } from '@/state/paths';
import { currentPath } from '@/state/navigation';
import { baseApi, MONEY_MOVED } from '@/api/baseApi';
import { useRecoveryLastMutation } from '@/api/gameApi';
import { decidePlay, parseOpenGame, returnPlan, type PlayRequest } from '@/lib/playGame';

// The mark survives the page being replaced by a game (the lottery opens in place) and is seen by the
// tab the member comes back to; session storage would not do, as every load clears it (docs/screens.md#routes).
const OPEN_GAME_KEY = 'open_game';
let awaySinceOpen = false;
/** The first check of a page load: a mark found then was left by a game that replaced the app. */
let loadChecked = false;

function markOpen(apiCode: string): void {
  awaySinceOpen = false;
  try {
    localStorage.setItem(OPEN_GAME_KEY, JSON.stringify({ apiCode, at: Date.now() }));
  } catch {
    /* storage blocked: the balances are still read again by the screens that show them */
  }
}

function takeOpen() {
  try {
    const raw = localStorage.getItem(OPEN_GAME_KEY);
    localStorage.removeItem(OPEN_GAME_KEY);
    return parseOpenGame(raw, Date.now());
  } catch {
    return null;
  }
}

const hasOpen = () => {
  try {
    return localStorage.getItem(OPEN_GAME_KEY) !== null;
  } catch {
    return false;
  }
};

/** Opens a game the way the platform does (docs/platform-api.md#games-and-wallets), with the login and demo rules of docs/screens.md#who-may-do-what. */
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
          navigate(loginPath(currentPath()));
          return;
        case 'demoRefused':
          dispatch(toastShown({ messageId: 'games.play.demoOnlyLotteryText' }));
          return;
        case 'sameWindow':
          markOpen(decision.params.api_code);
          navigate(loginToSupplierPath(decision.params));
          return;
        case 'newWindow': {
          markOpen(decision.params.api_code);
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

/**
 * Back from a game: in auto-transfer mode the game's balance is recovered into the main wallet, otherwise
 * the balances are read again, so every figure on screen is the platform's. It runs when this tab comes
 * back after the member left it for a game, or when the app loads again after a game opened in its place.
 */
export function useGameReturn(): void {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const member = useAppSelector(selectMember);
  const known = member !== null;
  const autoTransfer = member?.is_trans_on ?? false;
  const [recover] = useRecoveryLastMutation();
  useEffect(() => {
    if (!isLoggedIn || !known) return undefined;
    const settle = () => {
      // The game's own window runs this app too, on its way into the game: it must not pull the money back.
      if (currentPath().startsWith(PATHS.LoginToSupplier)) return;
      const plan = returnPlan(takeOpen(), { isLoggedIn, autoTransfer });
      // Sent by itself on the way back, without a key: it brings the game's whole balance back, so a copy the
      // network repeats finds the game wallet empty and moves nothing more.
      if (plan.kind === 'recover') void recover({ api_code: plan.apiCode });
      else if (plan.kind === 'refresh') dispatch(baseApi.util.invalidateTags(MONEY_MOVED));
    };
    const away = () => {
      if (hasOpen()) awaySinceOpen = true;
    };
    const back = () => {
      if (document.visibilityState === 'hidden' || !awaySinceOpen) return;
      awaySinceOpen = false;
      settle();
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? away() : back());
    // A fresh load after a game that replaced the app (a mark left behind, nothing opened since).
    if (!loadChecked) {
      loadChecked = true;
      if (hasOpen()) settle();
    }
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', away);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', away);
      window.removeEventListener('focus', back);
    };
  }, [dispatch, recover, isLoggedIn, known, autoTransfer]);
}
