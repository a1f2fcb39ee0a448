import './wholeBalance.css';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useApiMoneysQuery } from '@/api/walletApi';
import { formatMoney } from '@/lib/moneyText';
import { wholeBalance } from '@/lib/wholeBalance';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/sessionSlice';
import { PATHS } from '@/state/paths';
import { AreaMessages } from '@/flow/AreaMessages';
import { useRecoverGames } from './useRecoverGames';

/**
 * Everything the member holds (main, rebate and every game wallet, summed exactly from game/api_moneys), what
 * of it sits in games and where, and the way to bring it back. The list is the Wallet-tagged read, so every
 * money move refreshes it. Drawn on the brand gradient of the card it sits in.
 */
function WholeBalanceCard() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const wallets = useApiMoneysQuery(undefined, { skip: !loggedIn });
  const games = useRecoverGames();
  const totals = wholeBalance(wallets.data);
  const holding = (wallets.data ?? []).filter((w) => totals?.recoverable.includes(w.api_name));
  const where = holding.map((w) => w.api_title || w.api_name).join(', ');
  const skeleton = <span className="skeleton skeleton-text whole-skeleton" aria-hidden="true" />;
  return (
    <section className="whole-balance" aria-labelledby="whole-balance-label" aria-busy={totals ? undefined : true}>
      <div className="whole-row">
        <span id="whole-balance-label">{t('wallet.whole.totalLabel')}</span>
        <span className="whole-total money" data-whole="amount" data-testid="whole-balance">
          {totals ? formatMoney(totals.whole) : skeleton}
        </span>
      </div>
      <p className="whole-games">
        {t('wallet.whole.inGamesLabel')}{' '}
        <span className="money" data-whole="amount" data-testid="in-games">
          {totals ? formatMoney(totals.inGames) : skeleton}
        </span>
        {where ? <span className="whole-where"> · {where}</span> : null}
      </p>
      {/* The action's line is kept while the wallets are on their way, so the card does not grow when they land. */}
      <div className="whole-action">
        {!totals ? null : totals.recoverable.length ? (
          <button
            type="button"
            className="btn btn-accent btn-small"
            disabled={games.busy}
            aria-busy={games.busy || undefined}
            onClick={() => void games.recover(totals.recoverable)}
          >
            {t('wallet.whole.recoverButton')}
          </button>
        ) : (
          <Link className="whole-link" to={PATHS.Transfer}>
            {t('wallet.whole.walletsLink')}
          </Link>
        )}
      </div>
      {games.failed ? (
        <p className="whole-failed" role="alert">
          {t('wallet.games.recoverFailedText')}
        </p>
      ) : null}
    </section>
  );
}

export function WholeBalance() {
  return (
    <AreaMessages area="wallet">
      <WholeBalanceCard />
    </AreaMessages>
  );
}
