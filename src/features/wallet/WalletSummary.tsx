import './wallet.css';
import { useIntl } from 'react-intl';
import { Money } from '@/components/Money';
import { useApiMoneysQuery } from '@/api/walletApi';
import { useMeQuery } from '@/api/authApi';
import { useAppSelector } from '@/app/hooks';
import { selectIsLoggedIn, selectMember } from '@/app/sessionSlice';
import { MAIN, REBATE } from './walletMath';
import { m } from './messages';

/**
 * Main wallet, rebate wallet and remaining turnover, from the cache (game/api_moneys and auth/me), so
 * every money-moving call that invalidates Wallet or Member refreshes it. Used by Transfer and Center.
 */
export function WalletSummary({ className }: { className?: string }) {
  const intl = useIntl();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const member = useAppSelector(selectMember);
  useMeQuery(undefined, { skip: !loggedIn });
  const { data: wallets, isLoading } = useApiMoneysQuery(undefined, { skip: !loggedIn });
  const row = (name: string) => wallets?.find((w) => w.api_name === name)?.money;
  const main = row(MAIN) ?? member?.money;
  const rebate = row(REBATE) ?? member?.fs_money;
  const figure = (value: unknown) => (isLoading && value === undefined ? <span className="skeleton wallet-skeleton" aria-hidden="true" /> : <Money value={value ?? 0} />);
  return (
    <section className={className ? `wallet-summary ${className}` : 'wallet-summary'} aria-label={intl.formatMessage(m.summaryLabel)}>
      <dl>
        <div className="wallet-figure wallet-main" data-wallet="money"><dt>{intl.formatMessage(m.mainLabel)}</dt><dd>{figure(main)}</dd></div>
        <div className="wallet-figure" data-wallet="fs_money"><dt>{intl.formatMessage(m.rebateLabel)}</dt><dd>{figure(rebate)}</dd></div>
        <div className="wallet-figure" data-wallet="ml_money"><dt>{intl.formatMessage(m.mlLabel)}</dt><dd>{figure(member?.ml_money)}</dd></div>
      </dl>
    </section>
  );
}
