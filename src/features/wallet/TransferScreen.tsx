import '@/components/buttons.css';
import './wallet.css';
import { PullRefresh } from '@/components/PullRefresh';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { useApiMoneysQuery, walletApi } from '@/api/walletApi';
import type { OpeningReads } from '@/state/openingReads';
import { useRecoverGames } from '@/components/useRecoverGames';
import { wholeBalance } from '@/lib/wholeBalance';
import { useAppSelector } from '@/state/hooks';
import { selectIsDemo, selectIsLoggedIn } from '@/state/sessionSlice';
import { useMemberInfo } from '@/state/useMemberInfo';
import { PATHS } from '@/state/paths';
import { WalletSummary } from './WalletSummary';
import { GameWalletList } from './GameWalletList';
import { TransferModeCard } from './TransferModeCard';
import { ManualTransferForm } from './ManualTransferForm';
import { useTransferFlows } from './useTransferFlows';
import { m } from './messages';

/** Every game wallet's balance (the member's own wallets come with the member's info the session reads). */
const openingReads: OpeningReads = (dispatch) => {
  dispatch(walletApi.util.prefetch('apiMoneys', undefined, {}));
};
TransferScreen.openingReads = openingReads;

/** /Member/Transfer: wallets, the transfer mode, manual transfers and bringing game money home. */
export function TransferScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const isDemo = useAppSelector(selectIsDemo);
  const me = useMemberInfo();
  const member = me.member;
  const wallets = useApiMoneysQuery(undefined, { skip: !loggedIn });
  const { mode, sendMode, move, sendMove } = useTransferFlows();
  const games = useRecoverGames();
  const modeBusy = mode.hasTag('busy');
  const moveBusy = move.hasTag('busy');
  const anyBusy = modeBusy || moveBusy || games.busy;
  // The mode is the member's own setting: until the member's info answers it is not known, and nothing is guessed.
  const isAuto = member ? Boolean(member.is_trans_on) : null;
  const rows = wallets.data ?? [];

  const recover = () => {
    if (anyBusy) return;
    void games.recover(wholeBalance(rows)?.recoverable ?? []);
  };

  return (
    <PageLayout titleId={m.titleText.id} fallback={PATHS.Center}>
      <WalletSummary hero />
      {isDemo ? null : (
        <nav className="wallet-links" aria-label={t(m.summaryLabel)}>
          <Link className="btn btn-accent" to={PATHS.Recharge}>
            {t(m.rechargeLink)}
          </Link>
          <Link className="btn btn-ghost" to={PATHS.ApplyDrawing}>
            {t(m.withdrawLink)}
          </Link>
        </nav>
      )}
      <TransferModeCard
        isAuto={isAuto}
        confirming={mode.matches('confirming')}
        busy={modeBusy || moveBusy}
        context={mode.context}
        send={sendMode}
      />
      <PullRefresh onRefresh={() => wallets.refetch()}>
        <QueryState
          isLoading={wallets.isLoading || me.pending}
          isError={(wallets.isError && !wallets.data) || me.failed}
          onRetry={() => {
            if (wallets.isError) void wallets.refetch();
            if (me.failed) me.retry();
          }}
        >
          {isAuto !== false ? null : (
            <ManualTransferForm wallets={rows} context={move.context} busy={moveBusy || modeBusy} send={sendMove} />
          )}
          <section className="wallet-card" aria-labelledby="game-wallets-title">
            <div className="wallet-card-head">
              <h2 id="game-wallets-title">{t(m.gamesSection)}</h2>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                onClick={recover}
                disabled={anyBusy}
                aria-busy={games.busy || undefined}
              >
                {t(m.recoverButton)}
              </button>
            </div>
            {games.failed ? (
              <p className="field-error" role="alert">
                {t(m.recoverFailedText)}
              </p>
            ) : null}
            <GameWalletList wallets={rows} disabled={anyBusy} />
          </section>
        </QueryState>
      </PullRefresh>
    </PageLayout>
  );
}
