import './records.css';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageLayout } from '@/components/PageLayout';
import { InfiniteList } from '@/components/InfiniteList';
import { DateRangeFilter } from '@/components/DateRangeFilter';
import { FilterChips } from '@/components/FilterChips';
import { Money } from '@/components/Money';
import { useInfiniteLoader } from '@/components/useInfiniteLoader';
import { useSearchState } from '@/components/useSearchState';
import { useAppDispatch } from '@/app/hooks';
import { PATHS } from '@/app/paths';
import { loadRecordsPage, refreshRecords, useMoneyLogQuery, useMoneyLogTypesQuery, type MoneyLog, type MoneyLogArgs } from '@/api/recordsApi';
import { hasMorePages, nextPageOf } from '@/lib/pagedList';
import { formatServerDate } from '@/lib/dates';
import { isDatePreset, type DatePreset } from '@/lib/dateRange';
import { DetailList, NotFound, RefreshButton, Segmented, SignedMoney, Totals } from './RecordParts';
import { m } from './messages';

const ROW_HEIGHT = 104;
/** Game in/out: the platform's operate type for wallet transfers (contract §3.5). */
export const TRANSFER_OPERATE_TYPE = '3';

type Tab = 'all' | 'transfer';
type Wallet = '' | 'money' | 'fs_money';

const sign = (log: MoneyLog): 1 | -1 => (Number(log.number_type) === -1 ? -1 : 1);

function MoneyLogDetail({ log }: { log: MoneyLog }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <div className="detail-card">
      <DetailList
        rows={[
          [t(m.moneyChangeLabel), t(sign(log) > 0 ? m.moneyIncomeText : m.moneyExpenseText)],
          [t(m.moneyAmountLabel), <SignedMoney key="a" value={log.money} sign={sign(log)} />],
          [t(m.moneyBeforeLabel), <Money key="b" value={log.money_before} />],
          [t(m.moneyAfterLabel), <Money key="f" value={log.money_after} />],
          [t(m.moneyWalletLabel), log.money_type_text || log.money_type],
          [t(m.moneyTransferTypeLabel), log.operate_type_text || String(log.operate_type)],
          [t(m.moneyDescriptionLabel), log.description],
          [t(m.moneyTimeLabel), formatServerDate(log.created_at)],
        ]}
      />
    </div>
  );
}

function MoneyLogRow({ log, onOpen }: { log: MoneyLog; onOpen: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <button type="button" className="record-card" onClick={onOpen}>
      <span className="record-line">
        <span className="record-title">{log.operate_type_text || String(log.operate_type)}</span>
        <span className="record-amount"><SignedMoney value={log.money} sign={sign(log)} /></span>
      </span>
      <span className="record-line">
        <span className="record-sub">{log.money_type_text} · {t(m.moneyBeforeLabel)} <Money value={log.money_before} symbol={false} /> → {t(m.moneyAfterLabel)} <Money value={log.money_after} symbol={false} /></span>
      </span>
      <span className="record-line">
        <span className="record-sub">{log.description}</span>
        <span className="record-sub">{formatServerDate(log.created_at)}</span>
      </span>
    </button>
  );
}

/** /Member/MoneyLog: every balance change, and the transfer records (game in/out) on their own tab. */
export function MoneyLogScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const search = useSearchState();
  const tab: Tab = search.get('tab') === 'transfer' ? 'transfer' : 'all';
  const rangeParam = search.get('range', 'week');
  const range: DatePreset = isDatePreset(rangeParam) ? rangeParam : 'week';
  const walletParam = search.get('wallet');
  const wallet: Wallet = walletParam === 'money' || walletParam === 'fs_money' ? walletParam : '';
  const type = tab === 'transfer' ? TRANSFER_OPERATE_TYPE : search.get('type');
  const openId = search.get('id');
  const args: MoneyLogArgs = useMemo(() => ({ range, operate_type: type, money_type: wallet }), [range, type, wallet]);
  const query = useMoneyLogQuery(args);
  const types = useMoneyLogTypesQuery();
  const list = query.currentData;
  const fetchPage = useCallback(
    (page: number) => dispatch(page <= 1 ? refreshRecords('moneyLog', args) : loadRecordsPage('moneyLog', args, page)),
    [dispatch, args],
  );
  const loader = useInfiniteLoader(fetchPage, nextPageOf(list), hasMorePages(list), JSON.stringify(args));

  if (openId) {
    const log = list?.items.find((r) => String(r.id) === openId);
    return (
      <PageLayout title={t(m.detailTitle)} fallback={PATHS.MoneyLog}>
        {log ? <MoneyLogDetail log={log} /> : query.isFetching ? <div className="skeleton-block" aria-busy="true"><span className="skeleton-line" /></div> : <NotFound onBack={() => search.set({ id: null })} />}
      </PageLayout>
    );
  }

  const walletNames = Object.fromEntries((types.data?.moneyTypes ?? []).map((o) => [o.key, o.value]));
  const transfer = tab === 'transfer';
  return (
    <PageLayout titleId="routes.moneyLog.titleText" fallback={PATHS.Center} right={<RefreshButton onClick={() => { loader.refresh().catch(() => undefined); }} />}>
      <Segmented
        label={t(m.moneyTabsLabel)}
        value={tab}
        onChange={(v) => search.set({ tab: v === 'all' ? null : v, type: null })}
        options={[{ value: 'all', label: t(m.moneyAllTab) }, { value: 'transfer', label: t(m.moneyTransferTab) }]}
      />
      <div className="filter-bar">
        <DateRangeFilter value={range} onChange={(v) => search.set({ range: v })} />
        <FilterChips<Wallet>
          label={t(m.moneyWalletFilterLabel)}
          name="wallet"
          value={wallet}
          onChange={(v) => search.set({ wallet: v })}
          options={[
            { value: '', label: t(m.moneyAllWalletsOption) },
            { value: 'money', label: walletNames.money ?? 'money' },
            { value: 'fs_money', label: walletNames.fs_money ?? 'fs_money' },
          ]}
        />
        {transfer ? null : (
          <div className="filter-selects">
            <label className="filter-select">
              {t(m.moneyTypeFilterLabel)}
              <select value={type} onChange={(e) => search.set({ type: e.target.value })}>
                <option value="">{t(m.allOption)}</option>
                {(types.data?.operateTypes ?? []).map((o) => <option key={o.key} value={o.key}>{o.value}</option>)}
              </select>
            </label>
          </div>
        )}
      </div>
      {list ? (
        <Totals
          items={[
            [t(m.moneyFlowTotalLabel), <Money key="s" value={list.statistic.sum_money} />],
            [t(m.moneyValidTotalLabel), <SignedMoney key="v" value={list.statistic.valid_money} />],
          ]}
        />
      ) : null}
      <InfiniteList
        label={t(transfer ? m.moneyTransferTab : m.moneyListLabel)}
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
        renderItem={(log) => <MoneyLogRow log={log} onOpen={() => search.set({ id: String(log.id) }, { push: true })} />}
        empty={(
          <>
            <p>{t(transfer ? m.moneyTransferEmptyText : m.moneyEmptyText)}</p>
            <Link className="btn btn-primary" to={transfer ? PATHS.Transfer : PATHS.Recharge}>{t(transfer ? m.moneyTransferEmptyAction : m.moneyEmptyAction)}</Link>
          </>
        )}
      />
    </PageLayout>
  );
}
