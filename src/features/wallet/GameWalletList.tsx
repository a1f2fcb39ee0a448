import '@/components/lists.css';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Money } from '@/components/Money';
import { useSingleSubmit } from '@/components/useSingleSubmit';
import { useGameBalanceMutation, type Wallet } from '@/api/walletApi';
import { isGameWallet } from './walletMath';
import { m } from './messages';

/** One row per game supplier ('not opened' as N/A), each with its own quiet balance refresh. */
export function GameWalletList({ wallets, disabled }: { wallets: Wallet[]; disabled: boolean }) {
  const intl = useIntl();
  const [refresh] = useGameBalanceMutation();
  const [refreshing, setRefreshing] = useState<Record<string, boolean>>({});
  // A double tap asks the supplier once, even when its answer beats the second touch.
  const once = useSingleSubmit();
  const games = wallets.filter((w) => isGameWallet(w.api_name));
  if (!games.length) return <p className="wallet-empty">{intl.formatMessage(m.emptyText)}</p>;
  const onRefresh = (code: string) =>
    once(async () => {
      if (refreshing[code]) return;
      setRefreshing((r) => ({ ...r, [code]: true }));
      try {
        await refresh({ api_code: code }).unwrap();
      } catch {
        /* the toast already told the member */
      } finally {
        setRefreshing((r) => ({ ...r, [code]: false }));
      }
    }, code);
  return (
    <ul className="game-wallets">
      {games.map((w) => (
        <li key={w.api_name} className="game-wallet" data-wallet={w.api_name}>
          <span className="game-wallet-title">{w.api_title || w.api_name}</span>
          <Money value={w.money} className="game-wallet-money" />
          <button
            type="button"
            className={refreshing[w.api_name] ? 'icon-btn spinning' : 'icon-btn'}
            aria-label={`${intl.formatMessage(m.refreshButton)} ${w.api_title || w.api_name}`}
            aria-busy={refreshing[w.api_name] || undefined}
            disabled={disabled || refreshing[w.api_name]}
            onClick={() => void onRefresh(w.api_name)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
