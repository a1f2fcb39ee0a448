import './wallet.css';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { BalanceFigures } from '@/components/BalanceFigures';
import { useApiMoneysQuery } from '@/api/walletApi';
import { useMeQuery } from '@/api/authApi';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn, selectMember } from '@/state/sessionSlice';
import { MAIN, REBATE } from './walletMath';
import { m } from './messages';

/**
 * Main wallet, rebate wallet and remaining turnover, from the cache (game/api_moneys and auth/me), so
 * every money-moving call that invalidates Wallet or Member refreshes it.
 */
export function WalletSummary({ hero }: { hero?: boolean }) {
  const intl = useIntl();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const member = useAppSelector(selectMember);
  useMeQuery(undefined, { skip: !loggedIn });
  const { data: wallets } = useApiMoneysQuery(undefined, { skip: !loggedIn });
  const row = (name: string) => wallets?.find((w) => w.api_name === name)?.money;
  const figure = (wallet: string, label: MessageDescriptor, value: unknown) => ({
    wallet,
    label: intl.formatMessage(label),
    value,
    // A figure neither read has given yet (still on its way, or its read failed) is a placeholder, never a 0.
    pending: value === undefined || value === null,
  });
  return (
    <section
      className={hero ? 'wallet-summary wallet-summary-hero' : 'wallet-summary'}
      aria-label={intl.formatMessage(m.summaryLabel)}
    >
      <BalanceFigures
        onBrand={hero}
        figures={[
          figure('money', m.mainLabel, row(MAIN) ?? member?.money),
          figure('fs_money', m.rebateLabel, row(REBATE) ?? member?.fs_money),
          figure('ml_money', m.mlLabel, member?.ml_money),
        ]}
      />
    </section>
  );
}
