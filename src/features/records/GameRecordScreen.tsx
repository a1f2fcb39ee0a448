import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Money } from '@/components/Money';
import { PATHS } from '@/state/paths';
import { loadGameRecordsPage, useGameRecordsQuery, type GameRecord, type GameRecordArgs } from '@/api/recordsApi';
import { formatServerDate } from '@/lib/dates';
import { DetailList, FilterSelect, SignedMoney } from '@/components/RecordParts';
import { RecordListPage, useRecordSearch } from '@/components/RecordListPage';
import { m } from './messages';

const ROW_HEIGHT = 112;

function GameRecordDetail({ record }: { record: GameRecord }) {
  const t = useIntl().formatMessage;
  const status = { X: m.gameStatusUnsettled, COMPLETE: m.gameStatusSettled, N: m.gameStatusCancelled, CANCEL: m.gameStatusRevoked }[record.status];
  return (
    <DetailList
      rows={[
        [t(m.gameNoLabel), record.billNo],
        [t(m.gameNameLabel), record.gameName || record.api_name_text || record.api_name],
        [t(m.gameSupplierLabel), record.api_name_text || record.api_name],
        [t(m.gameTypeLabel), record.game_type_text ?? String(record.gameType)],
        [t(m.gameRoundLabel), record.roundNo ?? ''],
        [t(m.gameWagerLabel), record.wagerDetail ?? ''],
        [t(m.gameBetLabel), <Money key="b" value={record.betAmount} />],
        [t(m.gameValidLabel), <Money key="v" value={record.validBetAmount} />],
        [t(m.gamePayoutLabel), <SignedMoney key="p" value={record.netAmount} />],
        [t(m.gameResultLabel), record.gameResult ?? ''],
        [t(m.gameStatusLabel), status ? t(status) : record.status],
        [t(m.gameBetTimeLabel), formatServerDate(record.betTime)],
        [t(m.gamePayoutTimeLabel), formatServerDate(record.created_at)],
      ]}
    />
  );
}

function GameRecordRow({ record }: { record: GameRecord }) {
  const t = useIntl().formatMessage;
  return (
    <>
      <span className="record-line">
        <span className="record-title">{record.gameName || record.api_name_text || record.api_name}</span>
        <span className="record-sub">{record.game_type_text}</span>
      </span>
      <span className="record-line">
        <span className="record-sub">{record.billNo}</span>
        <span className="record-sub">{formatServerDate(record.betTime)}</span>
      </span>
      <span className="record-figures">
        <span><span className="fig-label">{t(m.gameBetLabel)}</span><Money value={record.betAmount} symbol={false} /></span>
        <span><span className="fig-label">{t(m.gameValidLabel)}</span><Money value={record.validBetAmount} symbol={false} /></span>
        <span><span className="fig-label">{t(m.gamePayoutLabel)}</span><SignedMoney value={record.netAmount} symbol={false} /></span>
      </span>
    </>
  );
}

/** /Member/GameRecord: bet records with date, supplier and game type filters, totals and a detail view. */
export function GameRecordScreen() {
  const { search, range } = useRecordSearch('week');
  const api = search.get('api');
  const type = search.get('type');
  const args: GameRecordArgs = useMemo(() => ({ range, api_name: api, gameType: type }), [range, api, type]);
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
      filters={(
        <div className="filter-selects">
          <FilterSelect label={m.gameSupplierLabel} value={api} onChange={(v) => search.set({ api: v })} options={suppliers.map((a) => ({ key: a, value: a }))} />
          <FilterSelect label={m.gameTypeLabel} value={type} onChange={(v) => search.set({ type: v })} options={query.data?.gametypes ?? []} />
        </div>
      )}
      totals={(list) => [
        [m.gameTotalBetLabel, <Money key="b" value={list.statistic.sum_bet_amount} />],
        [m.gameTotalValidLabel, <Money key="v" value={list.statistic.sum_valid_bet_amount} />],
        [m.gameTotalWinLabel, <SignedMoney key="w" value={list.statistic.sum_net_amount} />],
      ]}
      label={m.gameListLabel}
      itemHeight={ROW_HEIGHT}
      row={(record) => <GameRecordRow record={record} />}
      detail={(record) => <GameRecordDetail record={record} />}
      empty={{ text: m.gameEmptyText, action: m.gameEmptyAction, to: PATHS.Home }}
    />
  );
}
