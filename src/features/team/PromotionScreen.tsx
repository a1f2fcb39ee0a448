import './team.css';
import { useIntl } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { Segmented } from '@/components/RecordParts';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn, selectMember } from '@/state/sessionSlice';
import { useMeQuery } from '@/api/authApi';
import { PATHS } from '@/state/paths';
import { ShareView } from './ShareView';
import { TeamOverview } from './TeamOverview';
import { InviteLinks } from './InviteLinks';
import { InviteForm } from './InviteForm';
import { Downline } from './Downline';
import { AddMemberForm } from './AddMemberForm';
import { ChildRatesForm } from './ChildRatesForm';
import { ChildMoneyLog } from './ChildMoneyLog';
import { ChildGameRecords } from './ChildGameRecords';
import { useSubview } from './useSubview';
import { m } from './messages';

type Tab = 'overview' | 'links' | 'team';
const TABS: Tab[] = ['overview', 'links', 'team'];

/** /Member/Promotion: an agent's team (overview, invite links, downline); anyone else sees how to share and become one. */
export function PromotionScreen() {
  const t = useIntl().formatMessage;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // Whether the member is an agent decides the whole screen: the member entry stays subscribed here.
  const me = useMeQuery(undefined, { skip: !loggedIn });
  const member = useAppSelector(selectMember);
  const view = useSubview();

  if (!member) {
    return (
      <PageLayout titleId={m.titleText.id} fallback={PATHS.Center}>
        <QueryState isLoading={!me.isError} isError={me.isError} onRetry={() => void me.refetch()}>
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

  const labels: Record<Tab, string> = { overview: t(m.overviewTab), links: t(m.linksTab), team: t(m.downlineTab) };
  return (
    <PageLayout titleId={m.titleText.id} fallback={PATHS.Center}>
      <Segmented
        label={t(m.tabsLabel)}
        value={tab}
        onChange={(v) => view.set({ tab: v === 'overview' ? null : v, q: null })}
        options={TABS.map((v) => ({ value: v, label: labels[v] }))}
      />
      {tab === 'overview' ? <TeamOverview /> : tab === 'links' ? <InviteLinks /> : <Downline />}
    </PageLayout>
  );
}
