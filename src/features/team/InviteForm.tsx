import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { useAppDispatch } from '@/state/hooks';
import { toastShown } from '@/state/toastSlice';
import { PATHS } from '@/state/paths';
import {
  useCreateInviteMutation,
  useTeamInvitesQuery,
  useTeamRatesQuery,
  useUpdateInviteMutation,
} from '@/api/teamApi';
import type { Invite } from '@/api/teamTypes';
import { initialRates, rateBounds, type RateBound } from '@/lib/teamRates';
import { RatesFields, useRates } from './RatesFields';
import { useSubview } from './useSubview';
import { m } from './messages';

const BACK = `${PATHS.Promotion}?tab=links`;

/** Create an invite link, or change the rates of one: every game type within the agent's bounds. */
export function InviteForm({ inviteId }: { inviteId: number | null }) {
  const t = useIntl().formatMessage;
  const rates = useTeamRatesQuery();
  const invites = useTeamInvitesQuery(undefined, { skip: inviteId === null });
  const invite = inviteId === null ? null : invites.data?.items.find((i) => i.id === inviteId);
  const bounds = rates.data ? rateBounds(rates.data.own, rates.data.lowest) : [];
  const loading = rates.isLoading || (inviteId !== null && invites.isLoading);
  const missing = inviteId !== null && !loading && !invite;
  return (
    <PageLayout titleId={inviteId === null ? m.createLinkTitle.id : m.editLinkTitle.id} fallback={BACK}>
      <QueryState
        isLoading={loading}
        isError={(rates.isError && !rates.data) || missing}
        errorMessage={missing ? t(m.linkMissingText) : undefined}
        onRetry={() => void rates.refetch()}
      >
        {bounds.length ? <Form key={inviteId ?? 'new'} bounds={bounds} invite={invite ?? null} /> : null}
      </QueryState>
    </PageLayout>
  );
}

function Form({ bounds, invite }: { bounds: RateBound[]; invite: Invite | null }) {
  const t = useIntl().formatMessage;
  const dispatch = useAppDispatch();
  const view = useSubview();
  const rates = useRates(bounds, initialRates(bounds, invite?.invite_rates), 'link-rate');
  const [create, creating] = useCreateInviteMutation();
  const [update, updating] = useUpdateInviteMutation();
  const busy = creating.isLoading || updating.isLoading;
  const sending = useRef(false);

  const submit = async () => {
    if (sending.current) return;
    const body = rates.check();
    if (!body) return;
    sending.current = true;
    try {
      if (invite) await update({ invite_id: invite.id, rates: body }).unwrap();
      else await create(body).unwrap();
      dispatch(toastShown({ kind: 'success', messageId: invite ? m.linkSavedText.id : m.linkCreatedText.id }));
      view.close({ edit: null });
    } catch {
      /* the server's reason is in the toast; what was typed stays */
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
      <RatesFields bounds={bounds} rates={rates} idPrefix="link-rate" disabled={busy} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {t(invite ? m.saveRatesButton : m.createLinkButton)}
      </button>
    </form>
  );
}
