import './recharge.css';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageLayout } from '@/components/PageLayout';
import { HelpLink } from '@/components/HelpLink';
import { QueryState } from '@/components/QueryState';
import { rechargeApi, useNormalPaymentsQuery, useOnlinePaymentsQuery } from '@/api/rechargeApi';
import type { OpeningReads } from '@/state/openingReads';
import { useAppDispatch } from '@/state/hooks';
import { toastShown } from '@/state/toastSlice';
import { PATHS } from '@/state/paths';
import { MethodList, MethodListSkeleton } from './MethodList';
import { PayeeDetails } from './PayeeDetails';
import { RechargeForm } from './RechargeForm';
import { RecentRecharges } from './RecentRecharges';
import { useRechargeFlow } from './useRechargeFlow';
import { safePayUrl } from './rechargeActors';
import { m } from './messages';

/** The two lists of methods the first step shows. */
const openingReads: OpeningReads = (dispatch) => {
  dispatch(rechargeApi.util.prefetch('onlinePayments', undefined, {}));
  dispatch(rechargeApi.util.prefetch('normalPayments', undefined, {}));
};
RechargeScreen.openingReads = openingReads;

/** /Member/Recharge: method → payee → amount and remittance → submit → awaiting review or pay. */
export function RechargeScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const online = useOnlinePaymentsQuery();
  const company = useNormalPaymentsQuery();
  const [state, send] = useRechargeFlow();
  const c = state.context;
  const payment = c.channel
    ? (c.channel.kind === 'online' ? online.data : company.data)?.find((p) => p.id === c.channel?.paymentId)
    : undefined;
  const loading = online.isLoading || company.isLoading;
  const failed = (online.isError && !online.data) || (company.isError && !company.data);
  const copied = () => dispatch(toastShown({ kind: 'success', messageId: m.copiedText.id }));
  const payUrl = c.payUrl ? safePayUrl(c.payUrl) : null;

  let body: ReactNode;
  if (state.matches('awaitingReview')) {
    body = (
      <section className="recharge-card recharge-result" role="status">
        <p>{t(m.reviewText)}</p>
        <button type="button" className="btn btn-primary btn-block" onClick={() => send({ type: 'flow.restart' })}>
          {t(m.againButton)}
        </button>
      </section>
    );
  } else if (state.matches('paying')) {
    body = (
      <section className="recharge-card recharge-result" role="status">
        <p>{t(m.payingText)}</p>
        {payUrl ? (
          <a className="btn btn-accent btn-block" href={payUrl} target="_blank" rel="noopener noreferrer">
            {t(m.openPayButton)}
          </a>
        ) : null}
        <button type="button" className="btn btn-ghost btn-block" onClick={() => send({ type: 'flow.restart' })}>
          {t(m.againButton)}
        </button>
      </section>
    );
  } else if (state.matches('choosingMethod') || !payment) {
    body = (
      <QueryState
        isLoading={loading}
        isError={failed}
        skeleton={<MethodListSkeleton />}
        onRetry={() => {
          void online.refetch();
          void company.refetch();
        }}
      >
        <MethodList
          online={online.data ?? []}
          company={company.data ?? []}
          onPick={(ch) => send({ type: 'method.select', ...ch })}
        />
      </QueryState>
    );
  } else if (state.matches('payee')) {
    body = (
      <PayeeDetails
        payment={payment}
        onCopied={copied}
        onNext={() => send({ type: 'payee.next' })}
        onBack={() => send({ type: 'flow.back' })}
      />
    );
  } else {
    body = (
      <RechargeForm
        payment={payment}
        context={c}
        busy={state.hasTag('busy')}
        uploading={state.hasTag('uploading')}
        send={send}
      />
    );
  }

  return (
    // A tab of the bottom bar: at the list of methods there is nowhere to go back to.
    <PageLayout
      titleId={m.titleText.id}
      fallback={PATHS.Center}
      back={!state.matches('choosingMethod') && Boolean(payment)}
      right={<HelpLink />}
    >
      <p className="recharge-service">{t(m.serviceText)}</p>
      <Link className="recharge-limits" to={PATHS.ResponsiblePlay}>
        {t(m.limitsLink)}
      </Link>
      {body}
      {/* Placed once the channels are in, so their arrival cannot push the records down. */}
      <RecentRecharges visible={!loading} />
    </PageLayout>
  );
}
