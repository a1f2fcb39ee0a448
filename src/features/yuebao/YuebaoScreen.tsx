import './yuebao.css';
import '@/components/lists.css';
import { useEffect, type ReactNode } from 'react';
import { PullRefresh } from '@/components/PullRefresh';
import { useIntl } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { Money } from '@/components/Money';
import { MemberMoney } from '@/components/MemberMoney';
import { useSearchState } from '@/components/useSearchState';
import { useMeQuery } from '@/api/authApi';
import { yuebaoApi, useYuebaoBuyMutation, useYuebaoPlansQuery, useYuebaoRedeemMutation } from '@/api/yuebaoApi';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn, selectMember } from '@/state/sessionSlice';
import { PATHS } from '@/state/paths';
import { useAfreshOnOpen, type OpeningReads } from '@/state/openingReads';
import { useYuebaoFlow } from './useYuebaoFlow';
import { BUY_KEY, REDEEM_KEY } from './yuebaoActors';
import { BuyForm } from './BuyForm';
import { PlanList, PlanListSkeleton } from './PlanList';
import { MyPlans } from './MyPlans';
import { m } from './messages';

const TABS = ['plans', 'running', 'ended'] as const;
type Tab = (typeof TABS)[number];

const openingReads: OpeningReads = (dispatch) => {
  dispatch(yuebaoApi.util.prefetch('yuebaoPlans', undefined, {}));
};
YuebaoScreen.openingReads = openingReads;

/** /Member/Yuebao: plans on sale, buying in tens, the member's purchases with redeem and interest history. */
export function YuebaoScreen() {
  const t = useIntl().formatMessage;
  const { get, set } = useSearchState();
  const tab: Tab = (TABS as readonly string[]).includes(get('tab')) ? (get('tab') as Tab) : 'plans';
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const member = useAppSelector(selectMember);
  // Subscribed, so the main wallet shown here refreshes itself after a purchase or a redemption.
  useMeQuery(undefined, { skip: !loggedIn });
  const afresh = useAfreshOnOpen();
  // What is left on sale changes with everyone's purchases: read afresh each time the screen opens.
  const plans = useYuebaoPlansQuery(undefined, { refetchOnMountOrArgChange: afresh });
  const [state, send] = useYuebaoFlow();
  const [, buyAnswer] = useYuebaoBuyMutation({ fixedCacheKey: BUY_KEY });
  const [, redeemAnswer] = useYuebaoRedeemMutation({ fixedCacheKey: REDEEM_KEY });
  const c = state.context;
  const busy = state.hasTag('busy');
  const buyingPlan = plans.data?.find((p) => p.id === c.planId);
  const choosing = state.matches('choosing') || state.matches('buying');

  // A plan kept from before a re-login that is no longer on sale closes the form.
  useEffect(() => {
    if (choosing && plans.data && !buyingPlan && !busy) send({ type: 'buy.cancel' });
  }, [choosing, plans.data, buyingPlan, busy, send]);

  const showTab = (next: Tab) => set({ tab: next === 'plans' ? null : next });

  let body: ReactNode;
  if (choosing && buyingPlan) {
    // What may be bought depends on the main wallet: the form waits for the member's info to say it.
    body = member ? (
      <BuyForm plan={buyingPlan} balance={member.money} context={c} busy={busy} send={send} />
    ) : (
      <div className="skeleton-block" aria-busy="true" />
    );
  } else if (state.matches('bought')) {
    body = (
      <section className="yb-card yb-result" role="status" aria-labelledby="yb-bought-title">
        <h2 id="yb-bought-title">{buyAnswer.data?.message || t(m.boughtText)}</h2>
        <p className="yb-result-amount">
          <Money value={c.bought?.amount ?? 0} />
        </p>
        <div className="yb-actions">
          <button type="button" className="btn btn-ghost" onClick={() => send({ type: 'flow.dismiss' })}>
            {t(m.closeButton)}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              send({ type: 'flow.dismiss' });
              showTab('running');
            }}
          >
            {t(m.viewMineButton)}
          </button>
        </div>
      </section>
    );
  } else if (state.matches('redeemed')) {
    body = (
      <section className="yb-card yb-result" role="status" aria-labelledby="yb-redeemed-title">
        <h2 id="yb-redeemed-title">{redeemAnswer.data?.message ?? ''}</h2>
        <p className="yb-result-amount">
          <Money value={redeemAnswer.data?.money ?? 0} />
        </p>
        <button type="button" className="btn btn-primary btn-block" onClick={() => send({ type: 'flow.dismiss' })}>
          {t(m.closeButton)}
        </button>
      </section>
    );
  } else {
    body = (
      <>
        <div className="segmented" role="tablist" aria-label={t(m.tabsLabel)}>
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`yb-tab-${name}`}
              aria-selected={tab === name}
              aria-controls="yb-panel"
              className="segmented-tab"
              onClick={() => showTab(name)}
            >
              {t(name === 'plans' ? m.plansTab : name === 'running' ? m.runningTab : m.endedTab)}
            </button>
          ))}
        </div>
        <div id="yb-panel" role="tabpanel" aria-labelledby={`yb-tab-${tab}`}>
          {tab === 'plans' ? (
            <QueryState
              isLoading={plans.isLoading}
              isError={plans.isError}
              onRetry={() => void plans.refetch()}
              skeleton={<PlanListSkeleton />}
            >
              <PlanList
                plans={plans.data ?? []}
                disabled={busy}
                onBuy={(planId) => send({ type: 'plan.select', planId })}
              />
            </QueryState>
          ) : (
            <MyPlans
              key={tab}
              status={tab === 'running' ? 0 : 1}
              context={c}
              busy={busy}
              confirming={state.matches('confirmingRedeem')}
              redeeming={state.matches('redeeming')}
              send={send}
            />
          )}
        </div>
      </>
    );
  }

  return (
    <PageLayout titleId={m.titleText.id} fallback={PATHS.Center}>
      <p className="yb-wallet">
        {t(m.balanceLabel)} <MemberMoney field="money" className="yb-wallet-money" slot />
      </p>
      <PullRefresh onRefresh={() => plans.refetch()}>{body}</PullRefresh>
    </PageLayout>
  );
}
