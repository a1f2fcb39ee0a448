import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FilterChips } from '@/components/FilterChips';
import { PATHS } from '@/state/paths';
import {
  loadMoneyLogPage,
  recordsApi,
  useMoneyLogQuery,
  useMoneyLogTypesQuery,
  type MoneyLogArgs,
} from '@/api/recordsApi';
import type { OpeningReads, SearchGet } from '@/state/openingReads';
import { FilterSelect, Segmented } from '@/components/RecordParts';
import { MONEY_LOG_ROW_HEIGHT, MoneyLogDetail, MoneyLogRow, MoneyLogRowView } from '@/components/RecordViews';
import { MONEY_LOG_TOTALS } from '@/state/recordFigures';
import { RecordListPage, recordRange, useRecordSearch } from '@/components/RecordListPage';
import type { RowsTemplate } from '@/components/InfiniteList';
import type { MoneyLogLists } from './moneyLog.drawn';
import { m } from './messages';

/** Game in/out: the platform's operate type for wallet transfers (docs/platform-api.md#recharge-and-records). */
export const TRANSFER_OPERATE_TYPE = '3';

type Tab = 'all' | 'transfer';
type Wallet = '' | 'money' | 'fs_money';

/** The address's view: the tab, the wallet, and the request it makes of the list. */
function moneyLogView(get: SearchGet) {
  const tab: Tab = get('tab') === 'transfer' ? 'transfer' : 'all';
  const walletParam = get('wallet');
  const wallet: Wallet = walletParam === 'money' || walletParam === 'fs_money' ? walletParam : '';
  const type = tab === 'transfer' ? TRANSFER_OPERATE_TYPE : get('type');
  const args: MoneyLogArgs = { range: recordRange(get, 'week'), operate_type: type, money_type: wallet };
  return { tab, wallet, type, args };
}

const openingReads: OpeningReads = (dispatch, get) => {
  dispatch(recordsApi.util.prefetch('moneyLog', moneyLogView(get).args, {}));
  dispatch(recordsApi.util.prefetch('moneyLogTypes', undefined, {}));
};
MoneyLogScreen.openingReads = openingReads;

/** /Member/MoneyLog: every balance change, and the transfer records (game in/out) on their own tab. */
export function MoneyLogScreen() {
  const t = useIntl().formatMessage;
  const { search, range } = useRecordSearch('week');
  const { tab, wallet, type, args } = useMemo(() => moneyLogView(search.get), [search.get]);
  const query = useMoneyLogQuery(args);
  const types = useMoneyLogTypesQuery();
  const walletNames = Object.fromEntries((types.data?.moneyTypes ?? []).map((o) => [o.key, o.value]));
  const transfer = tab === 'transfer';
  return (
    <RecordListPage
      pages={loadMoneyLogPage}
      args={args}
      query={query}
      titleId="routes.moneyLog.titleText"
      path={PATHS.MoneyLog}
      range={range}
      tabs={
        <Segmented
          label={t(m.moneyTabsLabel)}
          value={tab}
          onChange={(v) => search.set({ tab: v === 'all' ? null : v, type: null })}
          options={[
            { value: 'all', label: t(m.moneyAllTab) },
            { value: 'transfer', label: t(m.moneyTransferTab) },
          ]}
        />
      }
      filters={
        <>
          <FilterChips<Wallet>
            label={t(m.moneyWalletFilterLabel)}
            name="wallet"
            value={wallet}
            onChange={(v) => search.set({ wallet: v })}
            options={[
              { value: '', label: t(m.moneyAllWalletsOption) },
              // The platform names its wallets; until that answer is in, the app's own names.
              { value: 'money', label: walletNames.money ?? t(m.moneyMainWalletOption) },
              { value: 'fs_money', label: walletNames.fs_money ?? t(m.moneyRebateWalletOption) },
            ]}
          />
          {transfer ? null : (
            <div className="filter-selects">
              <FilterSelect
                label={m.moneyTypeFilterLabel}
                value={type}
                onChange={(v) => search.set({ type: v })}
                options={types.data?.operateTypes ?? []}
              />
            </div>
          )}
        </>
      }
      totals={[
        [m.moneyFlowTotalLabel, MONEY_LOG_TOTALS[0]],
        [m.moneyValidTotalLabel, MONEY_LOG_TOTALS[1]],
      ]}
      label={transfer ? m.moneyTransferTab : m.moneyListLabel}
      itemHeight={MONEY_LOG_ROW_HEIGHT}
      row={(log) => <MoneyLogRow log={log} />}
      rowTemplate={{ name: 'moneyLog', row: <MoneyLogRowView /> } satisfies RowsTemplate<MoneyLogLists>}
      detail={(log) => <MoneyLogDetail log={log} />}
      empty={
        transfer
          ? { text: m.moneyTransferEmptyText, action: m.moneyTransferEmptyAction, to: PATHS.Transfer }
          : { text: m.moneyEmptyText, action: m.moneyEmptyAction, to: PATHS.Recharge }
      }
    />
  );
}
