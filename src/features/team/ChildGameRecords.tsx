import { useMemo } from 'react';
import { Money } from '@/components/Money';
import { FilterSelect, SignedMoney } from '@/components/RecordParts';
import { GameRecordDetail, GameRecordRow } from '@/components/RecordViews';
import { RecordListPage, useRecordSearch } from '@/components/RecordListPage';
import { PATHS } from '@/state/paths';
import { loadChildGameRecordsPage, useTeamChildGameRecordsQuery, type ChildGameRecordArgs } from '@/api/teamApi';
import { ChildHeader, childPath } from './ChildHeader';
import { m } from './messages';

const ROW_HEIGHT = 112;

/** A direct member's bets, on the record screens' list with their date, supplier and game type filters. */
export function ChildGameRecords({ childId, name }: { childId: number; name: string }) {
  const { search, range } = useRecordSearch('week');
  const api = search.get('api');
  const type = search.get('type');
  const args: ChildGameRecordArgs = useMemo(
    () => ({ member_id: childId, range, api_name: api, gameType: type }),
    [childId, range, api, type],
  );
  const query = useTeamChildGameRecordsQuery(args);
  const suppliers = [...new Set([...(query.data?.apis ?? []), ...(api ? [api] : [])])];
  return (
    <RecordListPage
      pages={loadChildGameRecordsPage}
      args={args}
      query={query}
      titleId={m.childGameRecordTitle.id}
      path={childPath(childId, name, 'gamerecord')}
      range={range}
      tabs={<ChildHeader name={name} />}
      filters={
        <div className="filter-selects">
          <FilterSelect
            label={m.betSupplierLabel}
            value={api}
            onChange={(v) => search.set({ api: v })}
            options={suppliers.map((a) => ({ key: a, value: a }))}
          />
          <FilterSelect
            label={m.betTypeLabel}
            value={type}
            onChange={(v) => search.set({ type: v })}
            options={query.data?.gametypes ?? []}
          />
        </div>
      }
      totals={[
        [m.betTotalLabel, (list) => <Money value={list.statistic.sum_bet_amount} />],
        [m.betTotalValidLabel, (list) => <Money value={list.statistic.sum_valid_bet_amount} />],
        [m.betTotalWinLabel, (list) => <SignedMoney value={list.statistic.sum_net_amount} />],
      ]}
      label={m.childGameRecordTitle}
      itemHeight={ROW_HEIGHT}
      row={(record) => <GameRecordRow record={record} />}
      detail={(record) => <GameRecordDetail record={record} />}
      empty={{ text: m.childRecordsEmptyText, action: m.backToDownlineButton, to: `${PATHS.Promotion}?tab=team` }}
    />
  );
}
