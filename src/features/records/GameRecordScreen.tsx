import './records.css';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageLayout } from '@/components/PageLayout';
import { InfiniteList } from '@/components/InfiniteList';
import { DateRangeFilter } from '@/components/DateRangeFilter';
import { Money } from '@/components/Money';
import { useInfiniteLoader } from '@/components/useInfiniteLoader';
import { useSearchState } from '@/components/useSearchState';
import { useAppDispatch } from '@/app/hooks';
import { PATHS } from '@/app/paths';
import { loadRecordsPage, refreshRecords, useGameRecordsQuery, type GameRecord, type GameRecordArgs } from '@/api/recordsApi';
import { hasMorePages, nextPageOf } from '@/lib/pagedList';
import { formatServerDate } from '@/lib/dates';
import { isDatePreset, type DatePreset } from '@/lib/dateRange';
import { DetailList, NotFound, RefreshButton, SignedMoney, Totals } from './RecordParts';
import { m } from './messages';

const ROW_HEIGHT = 112;

function GameRecordDetail({ record }: { record: GameRecord }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const status = { X: m.gameStatusUnsettled, COMPLETE: m.gameStatusSettled, N: m.gameStatusCancelled, CANCEL: m.gameStatusRevoked }[record.status];
  return (
    <div className="detail-card">
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
    </div>
  );
}

function GameRecordRow({ record, onOpen }: { record: GameRecord; onOpen: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <button type="button" className="record-card" onClick={onOpen}>
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
    </button>
  );
}

/** /Member/GameRecord: bet records with date, supplier and game type filters, totals and a detail view. */
export function GameRecordScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const search = useSearchState();
  const rangeParam = search.get('range', 'week');
  const range: DatePreset = isDatePreset(rangeParam) ? rangeParam : 'week';
  const api = search.get('api');
  const type = search.get('type');
  const openId = search.get('id');
  const args: GameRecordArgs = useMemo(() => ({ range, api_name: api, gameType: type }), [range, api, type]);
  const query = useGameRecordsQuery(args);
  const list = query.currentData;
  const options = query.data;
  const fetchPage = useCallback(
    (page: number) => dispatch(page <= 1 ? refreshRecords('gameRecords', args) : loadRecordsPage('gameRecords', args, page)),
    [dispatch, args],
  );
  const loader = useInfiniteLoader(fetchPage, nextPageOf(list), hasMorePages(list), JSON.stringify(args));

  if (openId) {
    const record = list?.items.find((r) => String(r.id) === openId);
    return (
      <PageLayout title={t(m.detailTitle)} fallback={PATHS.GameRecord}>
        {record ? <GameRecordDetail record={record} /> : query.isFetching ? <div className="skeleton-block" aria-busy="true"><span className="skeleton-line" /></div> : <NotFound onBack={() => search.set({ id: null })} />}
      </PageLayout>
    );
  }

  const supplierOptions = options?.apis ?? [];
  const typeOptions = options?.gametypes ?? [];
  return (
    <PageLayout titleId="routes.gameRecord.titleText" fallback={PATHS.Center} right={<RefreshButton onClick={() => { loader.refresh().catch(() => undefined); }} />}>
      <div className="filter-bar">
        <DateRangeFilter value={range} onChange={(v) => search.set({ range: v })} />
        <div className="filter-selects">
          <label className="filter-select">
            {t(m.gameSupplierLabel)}
            <select value={api} onChange={(e) => search.set({ api: e.target.value })}>
              <option value="">{t(m.allOption)}</option>
              {[...new Set([...supplierOptions, ...(api ? [api] : [])])].map((a) => <option key={a} value={a}>{a}</option>)}
            </select>
          </label>
          <label className="filter-select">
            {t(m.gameTypeLabel)}
            <select value={type} onChange={(e) => search.set({ type: e.target.value })}>
              <option value="">{t(m.allOption)}</option>
              {typeOptions.map((o) => <option key={o.key} value={o.key}>{o.value}</option>)}
            </select>
          </label>
        </div>
      </div>
      {list ? (
        <Totals
          items={[
            [t(m.gameTotalBetLabel), <Money key="b" value={list.statistic.sum_bet_amount} />],
            [t(m.gameTotalValidLabel), <Money key="v" value={list.statistic.sum_valid_bet_amount} />],
            [t(m.gameTotalWinLabel), <SignedMoney key="w" value={list.statistic.sum_net_amount} />],
          ]}
        />
      ) : null}
      <InfiniteList
        label={t(m.gameListLabel)}
        data={list}
        isLoading={query.isFetching && !list}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        refresh={loader.refresh}
        loadMore={loader.loadMore}
        loadingMore={loader.loadingMore}
        loadFailed={loader.loadFailed}
        retryMore={loader.retry}
        itemHeight={ROW_HEIGHT}
        renderItem={(record) => <GameRecordRow record={record} onOpen={() => search.set({ id: String(record.id) }, { push: true })} />}
        empty={(
          <>
            <p>{t(m.gameEmptyText)}</p>
            <Link className="btn btn-primary" to={PATHS.Home}>{t(m.gameEmptyAction)}</Link>
          </>
        )}
      />
    </PageLayout>
  );
}
