import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useGameLoginMutation } from '@/api/gameApi';
import { asApiError } from '@/api/baseQuery';
import { PageLayout } from '@/components/PageLayout';
import { useAppSelector } from '@/state/hooks';
import { selectIsDemo, selectIsLoggedIn, selectMember } from '@/state/sessionSlice';
import { loginPath } from '@/state/paths';
import { goExternal } from '@/state/navigation';
import { DEMO_GAME_CODE } from '@/lib/playGame';
import { safeHttpUrl } from '@/lib/safeUrl';
import './games.css';

type Phase = { kind: 'entering' } | { kind: 'failed'; message?: string } | { kind: 'badUrl' };

/**
 * /loginToSupplier?api_code=…&isMobile=1: asks the platform for the supplier's game address
 * (GET /game/login, 100 s) and replaces this page with it.
 */
export function LoginToSupplierScreen() {
  const [search] = useSearchParams();
  const location = useLocation();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isDemo = useAppSelector(selectIsDemo);
  // Auto-transfer: the platform moves the member's balance into the game before it answers.
  const sweeping = useAppSelector(selectMember)?.is_trans_on ?? false;
  const [gameLogin] = useGameLoginMutation();
  const [phase, setPhase] = useState<Phase>({ kind: 'entering' });
  const [attempt, setAttempt] = useState(0);
  const sent = useRef<string | null>(null);

  const apiCode = (search.get('api_code') ?? '').trim();
  const gameType = search.get('gameType') ?? undefined;
  const gameCode = search.get('gameCode') ?? undefined;
  const demoRefused = isDemo && apiCode.toUpperCase() !== DEMO_GAME_CODE;

  useEffect(() => {
    if (!isLoggedIn || !apiCode || demoRefused) return;
    const key = `${apiCode}|${gameType}|${gameCode}|${attempt}`;
    // One request per visit: entering a game can move the whole balance into it.
    if (sent.current === key) return;
    sent.current = key;
    setPhase({ kind: 'entering' });
    gameLogin({ api_code: apiCode, isMobile: 1, gameType, gameCode })
      .unwrap()
      .then(({ game_url }) => {
        const target = safeHttpUrl(game_url, window.location.href);
        if (target) goExternal(target, { replace: true });
        else setPhase({ kind: 'badUrl' });
      })
      .catch((e: unknown) => setPhase({ kind: 'failed', message: asApiError(e)?.message }));
  }, [isLoggedIn, apiCode, gameType, gameCode, attempt, demoRefused, gameLogin]);

  let body;
  if (!isLoggedIn) {
    body = (
      <>
        <p>
          <FormattedMessage id="games.play.loginRequiredText" />
        </p>
        <Link className="btn btn-primary" to={loginPath(`${location.pathname}${location.search}`)}>
          <FormattedMessage id="common.actions.loginButton" />
        </Link>
      </>
    );
  } else if (!apiCode) {
    body = (
      <p>
        <FormattedMessage id="games.supplier.failedText" />
      </p>
    );
  } else if (demoRefused) {
    body = (
      <p>
        <FormattedMessage id="games.play.demoOnlyLotteryText" />
      </p>
    );
  } else if (phase.kind === 'entering') {
    body = (
      <>
        <span className="spinner" aria-hidden="true" />
        <p role="status">
          <FormattedMessage id="games.supplier.enteringText" />
        </p>
        {sweeping ? (
          <p className="supplier-sweep">
            <FormattedMessage id="games.supplier.sweepingText" />
          </p>
        ) : null}
      </>
    );
  } else {
    body = (
      <>
        <p role="alert">
          {phase.kind === 'failed' && phase.message ? (
            phase.message
          ) : (
            <FormattedMessage id="games.supplier.failedText" />
          )}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
          <FormattedMessage id="common.actions.retryButton" />
        </button>
      </>
    );
  }
  return (
    <PageLayout titleId="routes.loginToSupplier.titleText">
      <div className="supplier-screen">{body}</div>
    </PageLayout>
  );
}
