import '@/components/facts.css';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Money } from '@/components/Money';
import { useFocusOnShow } from '@/components/useFocusOnShow';
import { QueryState } from '@/components/QueryState';
import { loadMyPlansPage, useYuebaoMineQuery, type MyPlan } from '@/api/yuebaoApi';
import { useAppDispatch } from '@/state/hooks';
import { formatServerDate } from '@/lib/dates';
import { parseMoney } from '@/lib/money';
import { hasMorePages } from '@/lib/pagedList';
import type { YuebaoContext, YuebaoEvent } from '@machines/yuebaoMachine';
import { InterestHistory } from './InterestHistory';
import { m } from './messages';

type Props = {
  status: 0 | 1;
  context: YuebaoContext;
  confirming: boolean;
  redeeming: boolean;
  busy: boolean;
  send: (e: YuebaoEvent) => void;
};

/** Interest has stopped: the cap is reached, or a single-settlement plan has paid. */
function stopped(p: MyPlan): 'cap' | 'settled' | null {
  const cap = parseMoney(p.LimitInterest);
  if (cap && cap.gt(0) && (parseMoney(p.Interest) ?? cap.minus(1)).gte(cap)) return 'cap';
  return p.NextInterestTime ? null : 'settled';
}

/** The member's purchases of one status, with the totals, redeem (confirmed first) and interest history. */
export function MyPlans({ status, context: c, confirming, redeeming, busy, send }: Props) {
  const t = useIntl().formatMessage;
  const dispatch = useAppDispatch();
  const args = { status };
  const mine = useYuebaoMineQuery(args);
  const [open, setOpen] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const data = mine.data;
  const more = async () => {
    if (!data || loadingMore) return;
    setLoadingMore(true);
    try {
      await dispatch(loadMyPlansPage(args, data.loadedPage + 1));
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <QueryState
      isLoading={mine.isLoading}
      isError={mine.isError}
      onRetry={() => void mine.refetch()}
      isEmpty={!data || data.items.length === 0}
      emptyText={t(m.mineEmptyText)}
    >
      <dl className="totals yb-totals">
        <div>
          <dt>{t(m.countLabel)}</dt>
          <dd>{data?.summary.TotalCount ?? 0}</dd>
        </div>
        <div>
          <dt>{t(m.principalLabel)}</dt>
          <dd>
            <Money value={data?.summary.Principal ?? 0} />
          </dd>
        </div>
        <div>
          <dt>{t(m.interestLabel)}</dt>
          <dd>
            <Money value={data?.summary.Interest ?? 0} />
          </dd>
        </div>
        <div>
          <dt>{t(m.totalCapLabel)}</dt>
          <dd>
            <Money value={data?.summary.TotalLimitInterest ?? 0} />
          </dd>
        </div>
      </dl>
      <ul className="yb-list">
        {data?.items.map((p) => {
          const stop = stopped(p);
          const mineNow = c.recordId === p.id;
          const hours = Number(p.SettleTime) || 0;
          return (
            <li key={p.id} className="yb-card" data-record={p.id}>
              <div className="yb-card-head">
                <h2 id={`yb-mine-${p.id}`}>{p.SettingName}</h2>
                <span className={`yb-status ${status === 1 ? 'ended' : (stop ?? 'running')}`}>
                  {status === 1
                    ? t(m.endedText)
                    : stop === 'cap'
                      ? t(m.capHitText)
                      : stop === 'settled'
                        ? t(m.settledText)
                        : t(m.runningText)}
                </span>
              </div>
              <dl className="yb-facts facts">
                <div>
                  <dt>{t(m.amountShownLabel)}</dt>
                  <dd data-figure="amount">
                    <Money value={p.amount} />
                  </dd>
                </div>
                <div>
                  <dt>{t(m.interestCapLabel)}</dt>
                  <dd>
                    <Money value={p.Interest} className="yb-interest" /> / <Money value={p.LimitInterest} />
                  </dd>
                </div>
                <div>
                  <dt>{t(m.boughtAtLabel)}</dt>
                  <dd>{formatServerDate(p.CreatedOn)}</dd>
                </div>
                {status === 0 ? (
                  <div>
                    <dt>{t(m.nextLabel)}</dt>
                    <dd>{p.NextInterestTime ? formatServerDate(p.NextInterestTime) : '—'}</dd>
                  </div>
                ) : (
                  <div>
                    <dt>{t(m.redeemedAtLabel)}</dt>
                    <dd>{formatServerDate(p.drawing_at)}</dd>
                  </div>
                )}
                <div>
                  <dt>{t(m.cycleLabel)}</dt>
                  <dd>{t({ id: (Number(p.IsCycleSettle) === 1 ? m.cyclicText : m.singleText).id }, { hours })}</dd>
                </div>
                <div>
                  <dt>{t(m.rateLabel)}</dt>
                  <dd>{t({ id: m.rateText.id }, { rate: p.Rate })}</dd>
                </div>
              </dl>
              {mineNow && confirming ? (
                <RedeemConfirm
                  id={p.id}
                  amount={p.amount}
                  interest={p.Interest}
                  onKeep={() => send({ type: 'redeem.cancel' })}
                  onConfirm={() => send({ type: 'redeem.confirm' })}
                />
              ) : null}
              {mineNow && c.errorAt === 'redeem' && c.errorCode !== null ? (
                <p className="field-error" role="alert">
                  {t(m.redeemFailedText)}
                </p>
              ) : null}
              <div className="yb-actions">
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-expanded={open === p.id}
                  aria-describedby={`yb-mine-${p.id}`}
                  onClick={() => setOpen(open === p.id ? null : p.id)}
                >
                  {open === p.id ? t(m.hideHistoryButton) : t(m.historyButton)}
                </button>
                {status === 0 ? (
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={busy || confirming}
                    aria-describedby={`yb-mine-${p.id}`}
                    onClick={() => send({ type: 'redeem.request', recordId: p.id })}
                  >
                    {mineNow && redeeming ? t(m.redeemingText) : t(m.redeemButton)}
                  </button>
                ) : null}
              </div>
              {open === p.id ? <InterestHistory recordId={p.id} /> : null}
            </li>
          );
        })}
      </ul>
      {data && hasMorePages(data) ? (
        <button type="button" className="btn btn-ghost btn-block" disabled={loadingMore} onClick={() => void more()}>
          {t(m.moreButton)}
        </button>
      ) : null}
    </QueryState>
  );
}

type ConfirmProps = {
  id: MyPlan['id'];
  amount: MyPlan['amount'];
  interest: MyPlan['Interest'];
  onKeep: () => void;
  onConfirm: () => void;
};

/** Asks once more before redeeming, in place; focus lands on the confirm button as the question appears. */
function RedeemConfirm({ id, amount, interest, onKeep, onConfirm }: ConfirmProps) {
  const t = useIntl().formatMessage;
  const confirm = useFocusOnShow<HTMLButtonElement>();
  return (
    <div
      className="yb-confirm"
      role="alertdialog"
      aria-labelledby={`yb-confirm-${id}`}
      aria-describedby={`yb-confirm-detail-${id}`}
    >
      <p id={`yb-confirm-${id}`} className="yb-confirm-title">
        {t(m.confirmText)}
      </p>
      <p id={`yb-confirm-detail-${id}`}>
        {t(
          { id: m.confirmDetailText.id },
          { amount: <Money key="a" value={amount} />, interest: <Money key="i" value={interest} /> },
        )}
      </p>
      <div className="yb-actions">
        <button type="button" className="btn btn-ghost" onClick={onKeep}>
          {t(m.keepButton)}
        </button>
        <button type="button" className="btn btn-primary" ref={confirm} onClick={onConfirm}>
          {t(m.confirmButton)}
        </button>
      </div>
    </div>
  );
}
