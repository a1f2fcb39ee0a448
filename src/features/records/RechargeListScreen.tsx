import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Money } from '@/components/Money';
import { PATHS } from '@/state/paths';
import { loadRechargePage, rechargeApi, useRechargeListQuery, type RechargeRecord } from '@/api/rechargeApi';
import { drawingApi, loadDrawingPage, useDrawingListQuery, type DrawingRecord } from '@/api/drawingApi';
import type { OpeningReads } from '@/state/openingReads';
import type { SumList } from '@/api/listAnswers';
import { RECENT_RANGE, type RangeArgs } from '@/api/recordBodies';
import { formatServerDate } from '@/lib/dates';
import { slotsFor } from '@/lib/fillSlots';
import { SUM_TOTALS, paymentFigures, rechargeSub, type PaymentFigures, type TotalSpec } from '@/state/recordFigures';
import { Code, DetailList, Segmented, StatusText } from '@/components/RecordParts';
import { RecordListPage, recordRange, useRecordSearch } from '@/components/RecordListPage';
import type { RowsTemplate } from '@/components/InfiniteList';
import { drawingBankInfo, rechargeAccountInfo, rechargePayInfo } from './rechargeInfo';
import type { RechargeListLists } from './rechargeList.drawn';
import { m } from './messages';

// Three lines: amount and status, method and time, order number.
const ROW_HEIGHT = 100;
type Tab = 'recharge' | 'drawing';

/** A payment's row's slots. */
const slot = slotsFor<PaymentFigures>();

/** What differs between the two tabs besides their rows. */
const TABS = {
  recharge: {
    pages: loadRechargePage,
    label: m.rechargeListLabel,
    total: m.rechargeTotalLabel,
    empty: { text: m.rechargeEmptyText, action: m.rechargeEmptyAction, to: PATHS.Recharge },
  },
  drawing: {
    pages: loadDrawingPage,
    label: m.drawingListLabel,
    total: m.drawingTotalLabel,
    empty: { text: m.drawingEmptyText, action: m.drawingEmptyAction, to: PATHS.ApplyDrawing },
  },
} as const;

function RechargeDetail({ r }: { r: RechargeRecord }) {
  const t = useIntl().formatMessage;
  return (
    <DetailList
      rows={[
        [t(m.rechargeBillLabel), <Code key="n" value={r.bill_no} />],
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
  );
}

function DrawingDetail({ d }: { d: DrawingRecord }) {
  const t = useIntl().formatMessage;
  return (
    <DetailList
      rows={[
        [t(m.rechargeBillLabel), <Code key="n" value={d.bill_no} />],
        [t(m.rechargeAmountLabel), <Money key="a" value={d.money} />],
        [t(m.drawingFeeLabel), <Money key="f" value={d.counter_fee} />],
        [t(m.drawingBankLabel), drawingBankInfo(d)],
        [t(m.rechargeStatusLabel), <StatusText key="s" status={Number(d.status)} text={d.status_text} />],
        [t(m.rechargeReasonLabel), d.fail_reason ?? ''],
        [t(m.drawingAppliedLabel), formatServerDate(d.created_at)],
        [t(m.rechargeConfirmLabel), formatServerDate(d.confirm_at)],
      ]}
    />
  );
}

function Row({ record, sub }: { record: RechargeRecord | DrawingRecord; sub: string }) {
  return <RowView f={paymentFigures(record, sub)} />;
}

/** A recharge's or withdrawal's row from its figures; without them, the row template of a drawn screen. */
function RowView({ f }: { f?: PaymentFigures }) {
  const text = (name: keyof PaymentFigures) => f?.[name] ?? '';
  return (
    <>
      <span className="record-line">
        <span className="record-amount">
          <span className="money" data-whole="amount" {...slot({ text: 'money' })}>
            {text('money')}
          </span>
        </span>
        <StatusText status={f ? Number(f.status) : undefined} text={text('statusText')} fill />
      </span>
      <span className="record-line">
        <span className="record-sub" {...slot({ text: 'sub' })}>
          {text('sub')}
        </span>
        <span className="record-sub" {...slot({ text: 'time' })}>
          {text('time')}
        </span>
      </span>
      <span className="record-sub" data-whole="code" {...slot({ text: 'bill' })}>
        {text('bill')}
      </span>
    </>
  );
}

/** The open tab's list over the address's date range. */
const openingReads: OpeningReads = (dispatch, get) => {
  const args: RangeArgs = { range: recordRange(get, RECENT_RANGE.range) };
  if (get('tab') === 'drawing') dispatch(drawingApi.util.prefetch('drawingList', args, {}));
  else dispatch(rechargeApi.util.prefetch('rechargeList', args, {}));
};
RechargeListScreen.openingReads = openingReads;

/** /Member/RechargeList: recharge records, and withdrawal records on the second tab. */
export function RechargeListScreen() {
  const t = useIntl().formatMessage;
  const { search, range } = useRecordSearch(RECENT_RANGE.range);
  const tab: Tab = search.get('tab') === 'drawing' ? 'drawing' : 'recharge';
  const args: RangeArgs = useMemo(() => ({ range }), [range]);
  const recharges = useRechargeListQuery(args, { skip: tab !== 'recharge' });
  const drawings = useDrawingListQuery(args, { skip: tab !== 'drawing' });
  const { total, ...view } = TABS[tab];
  const shared = {
    ...view,
    args,
    titleId: 'routes.rechargeList.titleText',
    path: PATHS.RechargeList,
    range,
    itemHeight: ROW_HEIGHT,
    totals: [[total, SUM_TOTALS[0]]] as Array<[MessageDescriptor, TotalSpec<SumList<unknown>>]>,
    tabs: (
      <Segmented
        label={t(m.rechargeTabsLabel)}
        value={tab}
        onChange={(v) => search.set({ tab: v === 'recharge' ? null : v })}
        options={[
          { value: 'recharge', label: t(m.rechargeTab) },
          { value: 'drawing', label: t(m.drawingTab) },
        ]}
      />
    ),
  };
  // Both tabs are the same page (the same instance): switching tab resets its loader like a filter change.
  return tab === 'recharge' ? (
    <RecordListPage
      {...shared}
      query={recharges}
      row={(r) => <Row record={r} sub={rechargeSub(r)} />}
      rowTemplate={{ name: 'recharges', row: <RowView /> } satisfies RowsTemplate<RechargeListLists>}
      detail={(r) => <RechargeDetail r={r} />}
    />
  ) : (
    <RecordListPage
      {...shared}
      query={drawings}
      row={(d) => <Row record={d} sub={drawingBankInfo(d)} />}
      detail={(d) => <DrawingDetail d={d} />}
    />
  );
}
