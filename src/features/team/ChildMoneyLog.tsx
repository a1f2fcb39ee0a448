import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FilterChips } from '@/components/FilterChips';
import { FilterSelect } from '@/components/RecordParts';
import { MONEY_LOG_ROW_HEIGHT, MoneyLogDetail, MoneyLogRow } from '@/components/RecordViews';
import { MONEY_LOG_TOTALS } from '@/state/recordFigures';
import { RecordListPage, useRecordSearch } from '@/components/RecordListPage';
import { PATHS } from '@/state/paths';
import { useMoneyLogTypesQuery } from '@/api/recordsApi';
import { loadChildMoneyLogPage, useTeamChildMoneyLogQuery } from '@/api/teamApi';
import type { ChildMoneyLogArgs } from '@/api/teamTypes';
import { ChildHeader, childPath } from './ChildHeader';
import { m } from './messages';

type Wallet = '' | 'money' | 'fs_money';

/** A direct member's money log, on the record screens' list with their date, wallet and type filters. */
export function ChildMoneyLog({ childId, name }: { childId: number; name: string }) {
  const t = useIntl().formatMessage;
  const { search, range } = useRecordSearch('week');
  const walletParam = search.get('wallet');
  const wallet: Wallet = walletParam === 'money' || walletParam === 'fs_money' ? walletParam : '';
  const type = search.get('type');
  const args: ChildMoneyLogArgs = useMemo(
    () => ({ member_id: childId, range, operate_type: type, money_type: wallet }),
    [childId, range, type, wallet],
  );
  const query = useTeamChildMoneyLogQuery(args);
  const types = useMoneyLogTypesQuery();
  const walletNames = Object.fromEntries((types.data?.moneyTypes ?? []).map((o) => [o.key, o.value]));
  return (
    <RecordListPage
      pages={loadChildMoneyLogPage}
      args={args}
      query={query}
      titleId={m.childMoneyLogTitle.id}
      path={childPath(childId, name, 'moneylog')}
      range={range}
      tabs={<ChildHeader name={name} />}
      filters={
        <>
          <FilterChips<Wallet>
            label={t(m.logWalletLabel)}
            name="wallet"
            value={wallet}
            onChange={(v) => search.set({ wallet: v })}
            options={[
              { value: '', label: t(m.logAllWalletsOption) },
              { value: 'money', label: walletNames.money ?? 'money' },
              { value: 'fs_money', label: walletNames.fs_money ?? 'fs_money' },
            ]}
          />
          <div className="filter-selects">
            <FilterSelect
              label={m.logTypeLabel}
              value={type}
              onChange={(v) => search.set({ type: v })}
              options={types.data?.operateTypes ?? []}
            />
          </div>
        </>
      }
      totals={[
        [m.logFlowTotalLabel, MONEY_LOG_TOTALS[0]],
        [m.logValidTotalLabel, MONEY_LOG_TOTALS[1]],
      ]}
      label={m.childMoneyLogTitle}
      itemHeight={MONEY_LOG_ROW_HEIGHT}
      row={(log) => <MoneyLogRow log={log} />}
      detail={(log) => <MoneyLogDetail log={log} />}
      empty={{ text: m.childRecordsEmptyText, action: m.backToDownlineButton, to: `${PATHS.Promotion}?tab=team` }}
    />
  );
}
