import './bonus.css';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { Money, useMoneyText } from '@/components/Money';
import { bonusApi, useSignAwardsQuery, useSignInMutation, useSignMonthQuery } from '@/api/bonusApi';
import { useMeQuery } from '@/api/authApi';
import { PATHS } from '@/state/paths';
import { useAfreshOnOpen, type OpeningReads } from '@/state/openingReads';
import { platformDate, signedCount, todaysReward } from '@/lib/signCalendar';
import { SignCalendar } from './SignCalendar';
import { StreakAwards } from './StreakAwards';
import { useOneShot } from './useOneShot';
import { m } from './messages';

export const openingReads: OpeningReads = (dispatch) => {
  dispatch(bonusApi.util.prefetch('signMonth', undefined, {}));
  dispatch(bonusApi.util.prefetch('signAwards', undefined, {}));
};

/** /dailybonus: this month's calendar, today's sign-in (once a day), and the awards for a streak. */
export function DailyBonusScreen() {
  const t = useIntl().formatMessage;
  const money = useMoneyText();
  // Subscribed, so the main wallet refreshes itself after a reward is paid.
  useMeQuery();
  const afresh = useAfreshOnOpen();
  const month = useSignMonthQuery(undefined, { refetchOnMountOrArgChange: afresh });
  const awards = useSignAwardsQuery(undefined, { refetchOnMountOrArgChange: afresh });
  const [signIn] = useSignInMutation();
  const shot = useOneShot(() => signIn());
  const [date] = useState(() => platformDate(Date.now()));
  const signed = month.data ?? [];
  const a = awards.data;
  const reward = a ? todaysReward(a.rewards, a.streak, a.todayChecked) : null;
  const signedToday = Boolean(a?.todayChecked) || signed.includes(date.day);
  return (
    <PageLayout
      titleId={m.signTitleText.id}
      fallback={PATHS.Center}
      right={
        <Link className="nav-link" to={PATHS.DailyBonusLog}>
          {t(m.signLogLink)}
        </Link>
      }
    >
      <QueryState
        isLoading={month.isLoading || awards.isLoading}
        isError={month.isError || awards.isError}
        onRetry={() => {
          void month.refetch();
          void awards.refetch();
        }}
        skeleton={<div className="skeleton-block bonus-skeleton" aria-busy="true" />}
      >
        <section className="bonus-head" aria-labelledby="sign-head-title">
          <p id="sign-head-title">{t({ id: m.signMonthText.id }, { days: signedCount(date, signed) })}</p>
          <p className="bonus-big">{t({ id: m.signStreakText.id }, { days: a?.streak ?? 0 })}</p>
          {shot.result ? (
            <p className="bonus-result" role="status">
              {t({ id: m.signDoneText.id }, { money: money(shot.result.money), days: shot.result.days })}
            </p>
          ) : null}
          {shot.error ? (
            <p className="bonus-error" role="alert">
              {shot.error}
            </p>
          ) : null}
          {signedToday ? (
            <p className="bonus-signed">{t(m.signedTodayText)}</p>
          ) : (
            <>
              {reward ? <p>{t({ id: m.signRewardText.id }, { money: money(reward.money) })}</p> : null}
              <button
                type="button"
                className="btn btn-accent btn-block"
                disabled={shot.busy || !a}
                aria-busy={shot.busy}
                onClick={() => void shot.run(undefined)}
              >
                {shot.busy ? t(m.signingText) : t(m.signButton)}
              </button>
            </>
          )}
        </section>
        <section className="bonus-card">
          <SignCalendar date={date} signed={signed} />
        </section>
        {a ? <StreakAwards awards={a} /> : null}
        {a && a.rewards.length ? (
          <section className="bonus-card" aria-labelledby="sign-rewards-title">
            <h2 id="sign-rewards-title">{t(m.signRewardsSection)}</h2>
            <ol className="sign-rewards">
              {a.rewards.map((r) => (
                <li key={r.day} className={a.streak + (a.todayChecked ? 0 : 1) === r.day ? 'next' : undefined}>
                  <span>{t({ id: m.signDayText.id }, { day: r.day })}</span>
                  <Money value={r.money} />
                </li>
              ))}
            </ol>
            <p className="bonus-muted">
              {t({ id: m.signRepeatText.id }, { day: a.rewards[a.rewards.length - 1].day })}
            </p>
          </section>
        ) : null}
      </QueryState>
    </PageLayout>
  );
}
