import './team.css';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn, selectMember } from '@/state/sessionSlice';
import { authApi, useMeQuery } from '@/api/authApi';
import { teamApi } from '@/api/teamApi';
import { isDatePreset } from '@/lib/dateRange';
import type { OpeningReads } from '@/state/openingReads';
import { PATHS } from '@/state/paths';
import { ShareView } from './ShareView';
import { ALL_CHILDREN, TeamOverview, TeamSkeleton } from './TeamOverview';
import { TABS, TeamTabs, type Tab } from './TeamTabs';
import { InviteLinks } from './InviteLinks';
import { InviteForm } from './InviteForm';
import { Downline } from './Downline';
import { AddMemberForm } from './AddMemberForm';
import { ChildRatesForm } from './ChildRatesForm';
import { ChildMoneyLog } from './ChildMoneyLog';
import { ChildGameRecords } from './ChildGameRecords';
import { useSubview } from './useSubview';
import { m } from './messages';

/**
 * An agent's overview (the screen's first tab): the downline's first page with the team's counts, the chart and the
 * report for its period. A member who is not an agent sees how to share instead, which reads none of them.
 */
const openingReads: OpeningReads = (dispatch, get) => {
  const tab = get('tab');
  if ((tab && tab !== 'overview') || get('child')) return;
  const param = get('range', 'week');
  const range = isDatePreset(param) ? param : 'week';
  // Whether the member is an agent is in their own info, which this route does not wait for before it opens.
  dispatch(async (send, getState) => {
    const me = send(authApi.endpoints.me.initiate());
    await me;
    me.unsubscribe();
    if (!selectMember(getState())?.is_agent) return;
    send(teamApi.util.prefetch('teamChildren', ALL_CHILDREN, {}));
    send(teamApi.util.prefetch('teamChart', undefined, {}));
    send(teamApi.util.prefetch('teamReport', range, {}));
  });
};
PromotionScreen.openingReads = openingReads;

/** /Member/Promotion: an agent's team (overview, invite links, downline); anyone else sees how to share and become one. */
export function PromotionScreen() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // Whether the member is an agent decides the whole screen: the member entry stays subscribed here.
  const me = useMeQuery(undefined, { skip: !loggedIn });
  const member = useAppSelector(selectMember);
  const view = useSubview();

  if (!member) {
    return (
      <PageLayout titleId={m.titleText.id} fallback={PATHS.Center}>
        <QueryState
          isLoading={!me.isError}
          isError={me.isError}
          onRetry={() => void me.refetch()}
          skeleton={<TeamSkeleton tabs />}
        >
          {null}
        </QueryState>
      </PageLayout>
    );
  }
  if (!member.is_agent) return <ShareView />;

  const child = Number(view.get('child')) || 0;
  const childView = view.get('view');
  if (child && childView === 'rates') return <ChildRatesForm childId={child} name={view.get('name')} />;
  if (child && childView === 'moneylog') return <ChildMoneyLog childId={child} name={view.get('name')} />;
  if (child && childView === 'gamerecord') return <ChildGameRecords childId={child} name={view.get('name')} />;

  const param = view.get('tab');
  const tab: Tab = (TABS as string[]).includes(param) ? (param as Tab) : 'overview';
  const edit = view.get('edit');
  if (tab === 'links' && edit) return <InviteForm inviteId={edit === 'new' ? null : Number(edit) || null} />;
  if (tab === 'team' && view.get('add')) return <AddMemberForm />;

  return (
    <PageLayout titleId={m.titleText.id} fallback={PATHS.Center}>
      <TeamTabs tab={tab} onChange={(v) => view.set({ tab: v === 'overview' ? null : v, q: null })} />
      {tab === 'overview' ? <TeamOverview /> : tab === 'links' ? <InviteLinks /> : <Downline />}
    </PageLayout>
  );
}
