import { useMemo } from 'react';
import { PATHS } from '@/state/paths';
import { loadGameRecordsPage, recordsApi, useGameRecordsQuery, type GameRecordArgs } from '@/api/recordsApi';
import type { OpeningReads, SearchGet } from '@/state/openingReads';
import { FilterSelect } from '@/components/RecordParts';
import { GameRecordDetail, GameRecordRow, GameRecordRowView } from '@/components/RecordViews';
import { GAME_RECORD_TOTALS } from '@/state/recordFigures';
import { RecordListPage, recordRange, useRecordSearch } from '@/components/RecordListPage';
import type { RowsTemplate } from '@/components/InfiniteList';
import type { GameRecordLists } from './gameRecord.drawn';
import { m } from './messages';

const ROW_HEIGHT = 112;

/** The list's request as the address asks for it: date range, supplier, game type. */
function gameRecordArgs(get: SearchGet): GameRecordArgs {
  return { range: recordRange(get, 'week'), api_name: get('api'), gameType: get('type') };
}

const openingReads: OpeningReads = (dispatch, get) => {
  dispatch(recordsApi.util.prefetch('gameRecords', gameRecordArgs(get), {}));
};
GameRecordScreen.openingReads = openingReads;

/** /Member/GameRecord: bet records with date, supplier and game type filters, totals and a detail view. */
export function GameRecordScreen() {
  const { search, range } = useRecordSearch('week');
  const api = search.get('api');
  const type = search.get('type');
  const args = useMemo(() => gameRecordArgs(search.get), [search.get]);
  const query = useGameRecordsQuery(args);
  const suppliers = [...new Set([...(query.data?.apis ?? []), ...(api ? [api] : [])])];
  return (
    <RecordListPage
      pages={loadGameRecordsPage}
      args={args}
      query={query}
      titleId="routes.gameRecord.titleText"
      path={PATHS.GameRecord}
      range={range}
      filters={
        <div className="filter-selects">
          <FilterSelect
            label={m.gameSupplierLabel}
            value={api}
            onChange={(v) => search.set({ api: v })}
            options={suppliers.map((a) => ({ key: a, value: a }))}
          />
          <FilterSelect
            label={m.gameTypeLabel}
            value={type}
            onChange={(v) => search.set({ type: v })}
            options={query.data?.gametypes ?? []}
          />
        </div>
      }
      totals={[
        [m.gameTotalBetLabel, GAME_RECORD_TOTALS[0]],
        [m.gameTotalValidLabel, GAME_RECORD_TOTALS[1]],
        [m.gameTotalWinLabel, GAME_RECORD_TOTALS[2]],
      ]}
      label={m.gameListLabel}
      itemHeight={ROW_HEIGHT}
      row={(record) => <GameRecordRow record={record} />}
      rowTemplate={{ name: 'gameRecords', row: <GameRecordRowView /> } satisfies RowsTemplate<GameRecordLists>}
      detail={(record) => <GameRecordDetail record={record} />}
      empty={{ text: m.gameEmptyText, action: m.gameEmptyAction, to: PATHS.Home }}
    />
  );
}
