import './bonus.css';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageLayout } from '@/components/PageLayout';
import { QueryState } from '@/components/QueryState';
import { useMoneyText } from '@/components/Money';
import { bonusApi, useSignAwardsQuery, useSignInMutation, useSignMonthQuery } from '@/api/bonusApi';
import type { SignAwards } from '@/api/bonusTypes';
import { useMeQuery } from '@/api/authApi';
import { PATHS } from '@/state/paths';
import { useAfreshOnOpen, type OpeningReads } from '@/state/openingReads';
import { platformDate } from '@/lib/signCalendar';
import { calendarFigures, rewardFigures, signHeadFigures, type SignHeadFigures } from './signFigures';
import { localeFromTag } from '@i18n/locales';
import { StreakAwards } from './StreakAwards';
import { SignCalendarView, SignHead, SignRewards, SignSkeleton, useSignSay } from './SignView';
import { ShotOutcome } from './ShotOutcome';
import { useOneShot } from './useOneShot';
import { m } from './messages';

const openingReads: OpeningReads = (dispatch) => {
  dispatch(bonusApi.util.prefetch('signMonth', undefined, {}));
  dispatch(bonusApi.util.prefetch('signAwards', undefined, {}));
};
DailyBonusScreen.openingReads = openingReads;

/** The screen's parts, as the app draws them from its figures or, without them, as a drawn copy's slots. */
function SignParts({ f, awards, head }: { f: SignScreenFigures | null; awards?: SignAwards; head?: ReactNode }) {
  return (
    <>
      {head ?? <SignHead />}
      <section className="bonus-card">
        <SignCalendarView caption={f?.calendar.caption} weeks={f?.calendar.weeks} />
      </section>
      <StreakAwards awards={awards} />
      <SignRewards f={f?.rewards.view} rows={f?.rewards.rows} />
    </>
  );
}

type SignScreenFigures = {
  head: SignHeadFigures;
  calendar: ReturnType<typeof calendarFigures>;
  rewards: ReturnType<typeof rewardFigures>;
};

/** /dailybonus: this month's calendar, today's sign-in (once a day), and the awards for a streak. */
export function DailyBonusScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useMoneyText();
  const say = useSignSay();
  // Subscribed, so the main wallet refreshes itself after a reward is paid.
  useMeQuery();
  const afresh = useAfreshOnOpen();
  const month = useSignMonthQuery(undefined, { refetchOnMountOrArgChange: afresh });
  const awards = useSignAwardsQuery(undefined, { refetchOnMountOrArgChange: afresh });
  const [signIn] = useSignInMutation();
  const shot = useOneShot((_: void, intent) => signIn(intent), m.signFailedText.id);
  const [date] = useState(() => platformDate(Date.now()));
  const lang = localeFromTag(intl.locale);
  const signed = month.data;
  const a = awards.data;
  const f: SignScreenFigures | null =
    signed && a
      ? {
          head: signHeadFigures(date, signed, a, say),
          calendar: calendarFigures(date, signed, lang),
          rewards: rewardFigures(a, say),
        }
      : null;
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
        skeleton={<SignSkeleton view={<SignParts f={null} />} />}
      >
        {f ? (
          <SignParts
            f={f}
            awards={a}
            head={
              <SignHead
                f={f.head}
                outcome={
                  <ShotOutcome
                    shot={shot}
                    paidClass="bonus-result"
                    paid={(r) => t({ id: m.signDoneText.id }, { money: money(r.money), days: r.days })}
                  />
                }
                button={
                  <button
                    type="button"
                    className={f.head.buttonClass}
                    disabled={shot.busy}
                    aria-busy={shot.busy}
                    onClick={() => void shot.run(undefined)}
                  >
                    {shot.busy ? t(m.signingText) : t(m.signButton)}
                  </button>
                }
              />
            }
          />
        ) : null}
      </QueryState>
    </PageLayout>
  );
}
