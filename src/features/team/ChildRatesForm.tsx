import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { useAppDispatch } from '@/state/hooks';
import { toastShown } from '@/state/toastSlice';
import { PATHS } from '@/state/paths';
import { useSetChildRatesMutation, useTeamRatesQuery } from '@/api/teamApi';
import { initialRates, rateBounds, type RateBound, type RateRow } from '@/lib/teamRates';
import { RatesFields, useRates } from './RatesFields';
import { useSubview } from './useSubview';
import { m } from './messages';

/** A direct member's rates, starting from what they have now, within the agent's own bounds. */
export function ChildRatesForm({ childId, name }: { childId: number; name: string }) {
  const t = useIntl().formatMessage;
  const rates = useTeamRatesQuery(childId);
  const bounds = rates.data ? rateBounds(rates.data.own, rates.data.lowest) : [];
  return (
    <PageLayout title={t({ id: m.childRatesTitle.id }, { name })} fallback={`${PATHS.Promotion}?tab=team`}>
      <QueryState
        isLoading={rates.isLoading}
        isError={rates.isError && !rates.data}
        onRetry={() => void rates.refetch()}
      >
        {bounds.length && rates.data ? (
          <Form key={childId} childId={childId} bounds={bounds} current={rates.data.child} />
        ) : null}
      </QueryState>
    </PageLayout>
  );
}

function Form({ childId, bounds, current }: { childId: number; bounds: RateBound[]; current: RateRow[] }) {
  const t = useIntl().formatMessage;
  const dispatch = useAppDispatch();
  const view = useSubview();
  const [save, { isLoading }] = useSetChildRatesMutation();
  const rates = useRates(bounds, initialRates(bounds, current), 'child-rate');
  const sending = useRef(false);

  const submit = async () => {
    if (sending.current) return;
    const body = rates.check();
    if (!body) return;
    sending.current = true;
    try {
      await save({ child_member_id: childId, rates: body }).unwrap();
      dispatch(toastShown({ kind: 'success', messageId: m.ratesSavedText.id }));
      view.close({ child: null, name: null, view: null });
    } catch {
      sending.current = false;
    }
  };

  return (
    <form
      className="team-card team-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <RatesFields bounds={bounds} rates={rates} idPrefix="child-rate" disabled={isLoading} />
      <button type="submit" className="btn btn-primary btn-block" disabled={isLoading}>
        {t(m.saveRatesButton)}
      </button>
    </form>
  );
}
