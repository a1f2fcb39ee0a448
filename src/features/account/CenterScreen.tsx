import './account.css';
import { lazy, Suspense, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { confirmDialog } from '@/components/dialogs';
import { PageLayout } from '@/components/PageLayout';
import { BalanceFigures } from '@/components/BalanceFigures';
import { WholeBalance } from '@/components/WholeBalance';
import { HelpLink } from '@/components/HelpLink';
import { slotsFor } from '@/lib/fillSlots';
import { useLogoutMutation, useMeQuery } from '@/api/authApi';
import { QueryState } from '@/components/QueryState';
import { useAppSelector } from '@/state/hooks';
import { selectIsDemo, selectIsLoggedIn, selectMember, selectUnread, type MemberState } from '@/state/sessionSlice';
import { PATHS } from '@/state/paths';
import { MONEY_FIGURES, memberFigures, type MemberFigures } from '@/state/memberFigures';
import {
  LinkIcon,
  RECORD_LINKS,
  WALLET_LINKS,
  openToDemo,
  promotionLinks,
  settingsLinks,
  type CenterLink,
} from './centerLinks';
import { m } from './messages';

const slot = slotsFor<MemberFigures>();

// Loaded when opened: the trace export is not part of Center's own chunk.
const ReportProblemSheet = lazy(() =>
  import('@/flow/ReportProblemSheet').then((x) => ({ default: x.ReportProblemSheet })),
);

function LinkGrid({
  name,
  title,
  links,
  unread,
}: {
  name: string;
  title: string;
  links: CenterLink[];
  unread: number;
}) {
  const intl = useIntl();
  const headingId = `center-${name}`;
  if (!links.length) return null;
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="account-grid">
        {links.map((l) => {
          const label = intl.formatMessage(l.label);
          const count = l.badge === 'unread' ? unread : 0;
          const badge = count > 0 ? intl.formatMessage({ id: m.centerUnreadBadge.id }, { count }) : '';
          return (
            <li key={l.to + label}>
              <Link to={l.to}>
                <LinkIcon d={l.icon} />
                <span>{label}</span>
                {/*
                 * The link's name is what it shows, then the count in words ('Messages, 11 unread'): the shown count
                 * is hidden from a screen reader, and the words are its own, so the name holds the label as seen in
                 * every language (a name set apart from the text would not, where a language puts the count first).
                 */}
                {badge ? <span className="visually-hidden">, {badge}</span> : null}
                {count > 0 ? ' ' : null}
                {count > 0 ? (
                  <span className="account-badge" aria-hidden="true">
                    {count > 99 ? '99+' : count}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A figure of the card in its slot (lib/fillSlots), a skeleton until the member's info is in. */
function Figure({ name, value, long }: { name: keyof MemberFigures; value: string | undefined; long?: boolean }) {
  return (
    <span {...slot({ text: name })}>
      {value ?? <span className={`skeleton skeleton-text account-skeleton${long ? ' long' : ''}`} aria-hidden="true" />}
    </span>
  );
}

/**
 * Who is logged in and their balances. Before the member's info is in, the same rows with their labels and a
 * skeleton for each figure, so nothing moves when it lands; the early shell's copy of this card is given the
 * figures from its own read of that info (state/memberFigures), unless the member is a demo player.
 */
function AccountCard({ member, isDemo }: { member: MemberState | null; isDemo: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const figures = member ? memberFigures(member) : null;
  const balance = (wallet: 'money' | 'fs_money' | 'ml_money', label: MessageDescriptor) => ({
    wallet,
    label: t(label),
    value: member?.[wallet] ?? null,
    pending: !member,
    fill: slot({ text: MONEY_FIGURES[wallet] }),
  });
  const vipSlot = { className: 'account-vip-link', ...slot({ text: 'vip' }) };
  return (
    <div aria-busy={member ? undefined : true}>
      <div className="account-id">
        <span className="account-avatar" aria-hidden="true" {...slot({ text: 'initial' })}>
          {figures?.initial}
        </span>
        <div className="account-who">
          <p className="account-name">
            <Figure name="name" value={figures?.name} />
            {isDemo ? <span className="account-tag">{t(m.centerDemoBadge)}</span> : null}
          </p>
          <p className="account-meta">
            {t(m.centerVipLabel)}:{' '}
            {figures ? (
              <Link to={PATHS.Vip} {...vipSlot}>
                {figures.vip}
              </Link>
            ) : (
              <span {...vipSlot}>
                <span className="skeleton skeleton-text account-skeleton short" aria-hidden="true" />
              </span>
            )}
          </p>
          <p className="account-meta">
            {t(m.centerLastLoginLabel)}: <Figure name="login" value={figures?.login} long />
          </p>
        </div>
      </div>
      <BalanceFigures
        className="account-balances"
        onBrand
        figures={[
          balance('money', m.centerMoneyLabel),
          balance('fs_money', m.centerFsMoneyLabel),
          balance('ml_money', m.centerMlMoneyLabel),
        ]}
      />
    </div>
  );
}

/** /Center: who is logged in, their balances, every member screen, and logout. */
export function CenterScreen() {
  const intl = useIntl();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isDemo = useAppSelector(selectIsDemo);
  const member = useAppSelector(selectMember);
  const me = useMeQuery(undefined, { skip: !isLoggedIn });
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const [reporting, setReporting] = useState(false);
  const t = intl.formatMessage;

  const askLogout = async () => {
    const yes = await confirmDialog({
      'aria-label': t(m.centerLogoutButton),
      // Inside the page's main landmark, so screen readers find it with the rest of the screen.
      getContainer: () => document.querySelector('main') ?? document.body,
      content: t(m.centerLogoutConfirmText),
      confirmText: t(m.centerLogoutConfirmButton),
      cancelText: t(m.centerCancelButton),
    });
    if (yes)
      await logout()
        .unwrap()
        .catch(() => undefined);
  };

  const unread = useAppSelector(selectUnread);
  const shown = (links: CenterLink[]) => (isDemo ? openToDemo(links) : links);
  return (
    <PageLayout titleId={m.centerTitleText.id} back={false} right={<HelpLink />}>
      <section className="account-card" aria-label={t(m.centerTitleText)}>
        {me.isError && !member ? (
          // Offline or refused: said in place (the retry comes back by itself when the network does).
          <QueryState isLoading={false} isError onRetry={() => void me.refetch()}>
            {null}
          </QueryState>
        ) : (
          <AccountCard member={member} isDemo={isDemo} />
        )}
      </section>
      {/* Beside the card the early shell draws, its place kept from the first frame so nothing below moves. */}
      <div className="account-whole">{member ? <WholeBalance /> : null}</div>
      {isDemo ? (
        <p className="account-demo-note" role="note">
          {t(m.centerDemoNoteText)}
        </p>
      ) : null}
      <LinkGrid name="wallet" title={t(m.centerWalletSection)} links={shown(WALLET_LINKS)} unread={unread} />
      <LinkGrid name="records" title={t(m.centerRecordsSection)} links={shown(RECORD_LINKS)} unread={unread} />
      <LinkGrid
        name="promotions"
        title={t(m.centerPromotionsSection)}
        links={shown(promotionLinks(Boolean(member?.is_agent) && !isDemo))}
        unread={unread}
      />
      <LinkGrid
        name="settings"
        title={t(m.centerSettingsSection)}
        links={shown(settingsLinks(Boolean(member?.has_qk_pwd)))}
        unread={unread}
      />
      <div className="account-actions">
        <button type="button" className="btn btn-ghost btn-block" onClick={() => setReporting(true)}>
          {intl.formatMessage({ id: 'account.center.reportButton' })}
        </button>
        {reporting ? (
          <Suspense fallback={null}>
            <ReportProblemSheet onClose={() => setReporting(false)} />
          </Suspense>
        ) : null}
        <button
          type="button"
          className="btn btn-danger btn-block"
          disabled={loggingOut}
          aria-busy={loggingOut || undefined}
          onClick={() => void askLogout()}
        >
          {t(m.centerLogoutButton)}
        </button>
      </div>
    </PageLayout>
  );
}
