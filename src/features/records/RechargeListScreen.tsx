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
import { loadRecordsPage, refreshRecords, useDrawingListQuery, useRechargeListQuery, type DrawingRecord, type RangeArgs, type RechargeRecord } from '@/api/recordsApi';
import { hasMorePages, nextPageOf } from '@/lib/pagedList';
import { formatServerDate } from '@/lib/dates';
import { isDatePreset, type DatePreset } from '@/lib/dateRange';
import { DetailList, NotFound, RefreshButton, Segmented, StatusText, Totals } from './RecordParts';
import { drawingBankInfo, rechargeAccountInfo, rechargePayInfo } from './rechargeInfo';
import { m } from './messages';

const ROW_HEIGHT = 84;
type Tab = 'recharge' | 'drawing';

function RechargeDetail({ r }: { r: RechargeRecord }) {
  const t = useIntl().formatMessage;
  return (
    <div className="detail-card">
      <DetailList
        rows={[
          [t(m.rechargeBillLabel), r.bill_no],
          [t(m.rechargeAmountLabel), <Money key="a" value={r.money} />],
          [t(m.rechargeAccountLabel), rechargeAccountInfo(r)],
          [t(m.rechargeMethodLabel), r.payment_type_text || r.payment_type],
          [t(m.rechargePayInfoLabel), rechargePayInfo(r)],
          [t(m.rechargeStatusLabel), <StatusText key="s" status={Number(r.status)} text={r.status_text} />],
          [t(m.rechargeReasonLabel), r.fail_reason ?? ''],
          [t(m.rechargeRemitLabel), formatServerDate(r.hk_at)],
          [t(m.rechargeConfirmLabel), formatServerDate(r.confirm_at)],
          [t(m.rechargeCreatedLabel), formatServerDate(r.created_at)],
        ]}
      />
    </div>
  );
}

function DrawingDetail({ d }: { d: DrawingRecord }) {
  const t = useIntl().formatMessage;
  return (
    <div className="detail-card">
      <DetailList
        rows={[
          [t(m.rechargeBillLabel), d.bill_no],
          [t(m.rechargeAmountLabel), <Money key="a" value={d.money} />],
          [t(m.drawingFeeLabel), <Money key="f" value={d.counter_fee} />],
          [t(m.drawingBankLabel), drawingBankInfo(d)],
          [t(m.rechargeStatusLabel), <StatusText key="s" status={Number(d.status)} text={d.status_text} />],
          [t(m.rechargeReasonLabel), d.fail_reason ?? ''],
          [t(m.drawingAppliedLabel), formatServerDate(d.created_at)],
          [t(m.rechargeConfirmLabel), formatServerDate(d.confirm_at)],
        ]}
      />
    </div>
  );
}

function Row({ bill, money, status, statusText, sub, time, onOpen }: { bill: string; money: unknown; status: number; statusText?: string; sub: string; time: string; onOpen: () => void }) {
  return (
    <button type="button" className="record-card" onClick={onOpen}>
      <span className="record-line">
        <span className="record-amount"><Money value={money} /></span>
        <StatusText status={status} text={statusText} />
      </span>
      <span className="record-line">
        <span className="record-sub">{sub}</span>
        <span className="record-sub">{time}</span>
      </span>
      <span className="record-sub">{bill}</span>
    </button>
  );
}

/** /Member/RechargeList: recharge records, and withdrawal records on the second tab. */
export function RechargeListScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const search = useSearchState();
  const tab: Tab = search.get('tab') === 'drawing' ? 'drawing' : 'recharge';
  const rangeParam = search.get('range', 'month');
  const range: DatePreset = isDatePreset(rangeParam) ? rangeParam : 'month';
  const openId = search.get('id');
  const args: RangeArgs = useMemo(() => ({ range }), [range]);
  const recharges = useRechargeListQuery(args, { skip: tab !== 'recharge' });
  const drawings = useDrawingListQuery(args, { skip: tab !== 'drawing' });
  const query = tab === 'recharge' ? recharges : drawings;
  const list = query.currentData;
  const fetchPage = useCallback(
    (page: number) => {
      const list = tab === 'recharge' ? 'rechargeList' : 'drawingList';
      return dispatch(page <= 1 ? refreshRecords(list, args) : loadRecordsPage(list, args, page));
    },
    [dispatch, args, tab],
  );
  const loader = useInfiniteLoader(fetchPage, nextPageOf(list), hasMorePages(list), `${tab}:${range}`);

  if (openId) {
    const r = recharges.currentData?.items.find((x) => String(x.id) === openId);
    const d = drawings.currentData?.items.find((x) => String(x.id) === openId);
    const found = tab === 'recharge' ? (r ? <RechargeDetail r={r} /> : null) : d ? <DrawingDetail d={d} /> : null;
    return (
      <PageLayout title={t(m.detailTitle)} fallback={PATHS.RechargeList}>
        {found ?? (query.isFetching ? <div className="skeleton-block" aria-busy="true"><span className="skeleton-line" /></div> : <NotFound onBack={() => search.set({ id: null })} />)}
      </PageLayout>
    );
  }

  const open = (id: number) => search.set({ id: String(id) }, { push: true });
  const isRecharge = tab === 'recharge';
  return (
    <PageLayout titleId="routes.rechargeList.titleText" fallback={PATHS.Center} right={<RefreshButton onClick={() => { loader.refresh().catch(() => undefined); }} />}>
      <Segmented
        label={t(m.rechargeTabsLabel)}
        value={tab}
        onChange={(v) => search.set({ tab: v === 'recharge' ? null : v })}
        options={[{ value: 'recharge', label: t(m.rechargeTab) }, { value: 'drawing', label: t(m.drawingTab) }]}
      />
      <div className="filter-bar">
        <DateRangeFilter value={range} onChange={(v) => search.set({ range: v })} />
      </div>
      {list ? <Totals items={[[t(isRecharge ? m.rechargeTotalLabel : m.drawingTotalLabel), <Money key="s" value={list.statistic.sum_money} />]]} /> : null}
      {isRecharge ? (
        <InfiniteList<RechargeRecord>
          label={t(m.rechargeListLabel)}
          data={recharges.currentData}
          isLoading={recharges.isFetching && !recharges.currentData}
          isError={recharges.isError}
          onRetry={() => void recharges.refetch()}
          refresh={loader.refresh}
          loadMore={loader.loadMore}
          loadingMore={loader.loadingMore}
          loadFailed={loader.loadFailed}
          retryMore={loader.retry}
          itemHeight={ROW_HEIGHT}
          renderItem={(r) => <Row bill={r.bill_no} money={r.money} status={Number(r.status)} statusText={r.status_text} sub={r.payment_type_text || r.payment_type} time={formatServerDate(r.created_at)} onOpen={() => open(r.id)} />}
          empty={<><p>{t(m.rechargeEmptyText)}</p><Link className="btn btn-primary" to={PATHS.Recharge}>{t(m.rechargeEmptyAction)}</Link></>}
        />
      ) : (
        <InfiniteList<DrawingRecord>
          label={t(m.drawingListLabel)}
          data={drawings.currentData}
          isLoading={drawings.isFetching && !drawings.currentData}
          isError={drawings.isError}
          onRetry={() => void drawings.refetch()}
          refresh={loader.refresh}
          loadMore={loader.loadMore}
          loadingMore={loader.loadingMore}
          loadFailed={loader.loadFailed}
          retryMore={loader.retry}
          itemHeight={ROW_HEIGHT}
          renderItem={(d) => <Row bill={d.bill_no} money={d.money} status={Number(d.status)} statusText={d.status_text} sub={drawingBankInfo(d)} time={formatServerDate(d.created_at)} onOpen={() => open(d.id)} />}
          empty={<><p>{t(m.drawingEmptyText)}</p><Link className="btn btn-primary" to={PATHS.ApplyDrawing}>{t(m.drawingEmptyAction)}</Link></>}
        />
      )}
    </PageLayout>
  );
}
