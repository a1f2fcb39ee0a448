import './credit.css';
import '@/components/lists.css';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import { PageLayout } from '@/components/PageLayout';
import { useMeQuery } from '@/api/authApi';
import type { CreditAccount } from '@/api/creditApi';
import { useAppSelector } from '@/state/hooks';
import { selectIsDemo, selectIsLoggedIn, selectMember } from '@/state/sessionSlice';
import { PATHS } from '@/state/paths';
import type { creditMachine } from '@machines/creditMachine';
import type { CreditEvent } from '@machines/creditTypes';
import { useCreditFlow } from './useCreditFlow';
import { useCreditAccount } from './useCreditAccount';
import { AccountPanel, AccountPanelPending } from './AccountPanel';
import { m } from './messages';

/** What follows a screen's part: a node, or one drawn from the same view (the loan's rule, led by its wait). */
type After = ReactNode | ((v: CreditView) => ReactNode);

export type CreditView = {
  state: SnapshotFrom<typeof creditMachine>;
  send: (e: CreditEvent) => void;
  busy: boolean;
  /** The account's figures and loans, once looked up. */
  data: CreditAccount | undefined;
  /** The main wallet when the member is logged in; null for a visitor. */
  balance: string | null;
};

const SECTIONS = [
  { to: PATHS.CreditIndex, label: m.rulesTab },
  { to: PATHS.CreditRecord, label: m.recordsTab },
  { to: PATHS.CreditBorrow, label: m.borrowTab },
  { to: PATHS.CreditRepay, label: m.repayTab },
];

function CreditFlow({
  own,
  balance,
  after,
  children,
}: {
  own: { name: string; realname: string };
  balance: string | null;
  after: After;
  children: (v: CreditView) => ReactNode;
}) {
  const [state, send] = useCreditFlow(own);
  const account = state.context.account;
  const query = useCreditAccount(account);
  const busy = state.hasTag('busy');
  const asking = account === null || state.matches('account');
  const data = asking ? undefined : query.data;
  return (
    <>
      <AccountPanel
        context={state.context}
        asking={asking}
        busy={busy}
        data={data}
        own={Boolean(own.name)}
        realname={own.realname}
        send={send}
      />
      {data ? children({ state, send, busy, data, balance }) : null}
      {/* Under a member's own account, once it has answered: the screen's part comes in above it, not over it. */}
      {own.name && !data ? null : typeof after === 'function' ? after({ state, send, busy, data, balance }) : after}
    </>
  );
}

/** Every credit screen: the section links, the limit query (a member's own account filled in), then the screen. */
export function CreditShell({
  titleId,
  after,
  children,
}: {
  titleId: string;
  after?: After;
  children: (v: CreditView) => ReactNode;
}) {
  const t = useIntl().formatMessage;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const member = useAppSelector(selectMember);
  // The platform lends nothing to trial accounts: a demo player's own account is not looked up for them.
  const isDemo = useAppSelector(selectIsDemo);
  const own = member && !isDemo ? { name: member.name, realname: member.realname ?? '' } : { name: '', realname: '' };
  // Subscribed, so the main wallet shown here refreshes after a repayment or an approved loan.
  useMeQuery(undefined, { skip: !loggedIn });
  return (
    <PageLayout titleId={titleId} fallback={PATHS.Center}>
      <nav className="segmented credit-nav" aria-label={t(m.navLabel)}>
        {SECTIONS.map((s) => (
          <NavLink key={s.to} to={s.to} replace className="segmented-tab">
            {t(s.label)}
          </NavLink>
        ))}
      </nav>
      {loggedIn && !member ? (
        <AccountPanelPending withName />
      ) : (
        <CreditFlow own={own} balance={member ? member.money : null} after={after}>
          {children}
        </CreditFlow>
      )}
    </PageLayout>
  );
}
