import { useMemo } from 'react';
import { FilterSelect } from '@/components/RecordParts';
import { GameRecordDetail, GameRecordRow } from '@/components/RecordViews';
import { GAME_RECORD_TOTALS } from '@/state/recordFigures';
import { RecordListPage, useRecordSearch } from '@/components/RecordListPage';
import { PATHS } from '@/state/paths';
import { loadChildGameRecordsPage, useTeamChildGameRecordsQuery } from '@/api/teamApi';
import type { ChildGameRecordArgs } from '@/api/teamTypes';
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
        [m.betTotalLabel, GAME_RECORD_TOTALS[0]],
        [m.betTotalValidLabel, GAME_RECORD_TOTALS[1]],
        [m.betTotalWinLabel, GAME_RECORD_TOTALS[2]],
      ]}
      label={m.childGameRecordTitle}
      itemHeight={ROW_HEIGHT}
      row={(record) => <GameRecordRow record={record} />}
      detail={(record) => <GameRecordDetail record={record} />}
      empty={{ text: m.childRecordsEmptyText, action: m.backToDownlineButton, to: `${PATHS.Promotion}?tab=team` }}
    />
  );
}
