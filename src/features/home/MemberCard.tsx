import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Money } from '@/components/Money';
import { useAppSelector } from '@/state/hooks';
import { selectIsDemo, selectIsLoggedIn, selectMember } from '@/state/sessionSlice';
import { PATHS } from '@/state/paths';
import { useOpeningSettled } from '@/state/openingSettled';

// The whole balance reads every game wallet: after the opening screen has painted, in its own chunk.
const WholeBalance = lazy(() => import('@/components/WholeBalance').then((x) => ({ default: x.WholeBalance })));

/** Who is here: login and register for a visitor, the name and balance for a member. */
export function MemberCard() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isDemo = useAppSelector(selectIsDemo);
  const member = useAppSelector(selectMember);
  const opened = useOpeningSettled();
  if (!isLoggedIn) {
    return (
      <section className="member-card">
        <p className="member-greeting">
          <FormattedMessage id="home.home.visitorText" />
        </p>
        <div className="member-actions">
          <Link className="btn btn-accent" to={PATHS.Login}>
            <FormattedMessage id="common.actions.loginButton" />
          </Link>
          <Link className="btn btn-ghost-light" to={PATHS.Register}>
            <FormattedMessage id="common.actions.registerButton" />
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="member-card">
      <div className="member-who">
        <p className="member-greeting">
          {member ? (
            <FormattedMessage id="home.home.greetingText" values={{ name: member.name }} />
          ) : (
            <span className="skeleton skeleton-name" />
          )}
        </p>
        {isDemo ? (
          <span className="member-badge">
            <FormattedMessage id="home.home.demoBadge" />
          </span>
        ) : member?.is_agent ? (
          // An agent's way to the team area, where a demo player's badge stands (an agent is never one).
          <Link className="member-badge member-team-link" to={PATHS.Promotion}>
            <FormattedMessage id="home.home.teamLink" />
          </Link>
        ) : null}
      </div>
      <p className="member-balance-label">
        <FormattedMessage id="home.home.balanceLabel" />
      </p>
      <p className="member-balance">
        {member ? <Money value={member.money} /> : <span className="skeleton skeleton-money" />}
      </p>
      <div className="member-whole">
        {opened ? (
          <Suspense fallback={null}>
            <WholeBalance />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
