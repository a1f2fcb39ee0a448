import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DrawnViewSkeleton, ListRows } from '@/components/RowsTemplates';
import { usePatterns, useSay, type Sentences } from '@/components/useSentences';
import { classSlot, valueSlot } from '@/lib/fillSlots';
import { ROW_MARK } from '@/lib/fillRows';
import type { SignSentence } from '@/state/signFigures';
import type { RowFigures } from '@/state/recordFigures';
import { m } from './messages';

/** Each sentence of the screen. */
const SENTENCES: Sentences<SignSentence> = {
  month: m.signMonthText,
  streak: m.signStreakText,
  reward: m.signRewardText,
  awardDays: m.awardDaysText,
  awardLeft: m.awardLeftText,
  day: m.signDayText,
  repeat: m.signRepeatText,
};

/** The screen's sentences in the member's language (state/signFigures). */
export const useSignSay = () => useSay(SENTENCES);

type Figures = { f?: RowFigures };
const text = (f: RowFigures | undefined, name: string) => f?.[name] ?? '';
/** A part the figures may leave out: its class from them, or hidden until they come (a template's). */
const part = (f: RowFigures | undefined, name: string, className: string) => ({
  className: text(f, name) || `${className} off`,
  ...classSlot(name),
});

/**
 * The head: this month's sign-ins and the streak; signed in today, the words that say so; else what signing in pays
 * and the button (`button`, the app's own; without it, the drawn copy's).
 */
export function SignHead({ f, outcome, button }: Figures & { outcome?: ReactNode; button?: ReactNode }) {
  const t = useIntl().formatMessage;
  return (
    <section className="bonus-head" aria-labelledby="sign-head-title">
      <p id="sign-head-title" {...valueSlot('sign.month')}>
        {text(f, 'sign.month')}
      </p>
      <p className="bonus-big" {...valueSlot('sign.streak')}>
        {text(f, 'sign.streak')}
      </p>
      {outcome}
      <p {...part(f, 'sign.signed.class', 'bonus-signed')}>{t(m.signedTodayText)}</p>
      <p {...part(f, 'sign.reward.class', 'sign-reward')} {...valueSlot('sign.reward')}>
        {text(f, 'sign.reward')}
      </p>
      {button ?? (
        <button type="button" {...part(f, 'sign.button.class', 'btn btn-accent btn-block')}>
          {t(m.signButton)}
        </button>
      )}
    </section>
  );
}

/** A week of the calendar, Sunday first: each day's number, its marks and the tick of a signed day. */
function WeekRow({ f }: Figures) {
  const t = useIntl().formatMessage;
  return (
    <tr {...(f ? {} : ROW_MARK)}>
      {Array.from({ length: 7 }, (_, i) => {
        const d = `d${i}`;
        return (
          <td
            key={d}
            className={text(f, `${d}.class`)}
            aria-current={text(f, `${d}.class`).includes('today') ? 'date' : undefined}
            {...classSlot(`${d}.class`)}
          >
            <span className="sign-day-no" {...valueSlot(d)}>
              {text(f, d)}
            </span>
            <span aria-hidden="true" {...part(f, `${d}.tick`, 'sign-tick')}>
              ✓
            </span>
            <span {...part(f, `${d}.signed`, 'visually-hidden')}>{t(m.signSignedText)}</span>
            <span {...part(f, `${d}.today`, 'visually-hidden')}>{t(m.signTodayText)}</span>
          </td>
        );
      })}
    </tr>
  );
}

/** This month's calendar (state/signFigures calendarFigures): its name, the weekdays, a row for each week. */
export function SignCalendarView({ caption, weeks }: { caption?: string; weeks?: RowFigures[] }) {
  const intl = useIntl();
  const heads = useMemo(() => {
    const f = new Intl.DateTimeFormat(intl.locale, { weekday: 'narrow', timeZone: 'UTC' });
    // 2023-01-01 was a Sunday.
    return Array.from({ length: 7 }, (_, i) => f.format(new Date(Date.UTC(2023, 0, 1 + i))));
  }, [intl.locale]);
  const table = (rows: ReactNode) => (
    <table className="sign-calendar" aria-label={intl.formatMessage(m.signCalendarLabel)}>
      <caption {...valueSlot('sign.caption')}>{caption ?? ''}</caption>
      <thead>
        <tr>
          {heads.map((h, i) => (
            <th key={i} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{rows}</tbody>
    </table>
  );
  return (
    <ListRows
      name={'signWeeks'}
      rows={weeks && table(weeks.map((w, i) => <WeekRow key={i} f={w} />))}
      view={table(<WeekRow />)}
      empty={table(null)}
    />
  );
}

/**
 * A streak award (state/signFigures awardFigures): its days and money, and where it stands: claimed, the claim
 * button (`claim`, the app's own), or the days to go. `days`: the award's days, which the row is known by.
 */
export function AwardRow({ f, days, claim }: Figures & { days?: number; claim?: ReactNode }) {
  const t = useIntl().formatMessage;
  return (
    <li data-award-days={days} {...(f ? {} : ROW_MARK)}>
      <span className="sign-award-days" {...valueSlot('days')}>
        {text(f, 'days')}
      </span>
      <span className="money sign-award-money" data-whole="amount" {...valueSlot('money')}>
        {text(f, 'money')}
      </span>
      <span {...part(f, 'claimed.class', 'sign-award-state done')}>{t(m.awardClaimedText)}</span>
      {claim ?? (
        <button type="button" {...part(f, 'claim.class', 'btn btn-primary sign-claim')}>
          {t(m.awardClaimButton)}
        </button>
      )}
      <span {...part(f, 'left.class', 'sign-award-state')} {...valueSlot('left')}>
        {text(f, 'left')}
      </span>
    </li>
  );
}

/** The streak awards' list: the app's rows, or in a drawn copy the slot the filler draws them into. */
export const AwardList = ({ rows }: { rows?: ReactNode }) => (
  <ListRows
    name={'signAwards'}
    rows={rows && <ul className="sign-awards">{rows}</ul>}
    view={
      <ul className="sign-awards">
        <AwardRow />
      </ul>
    }
    empty={<ul className="sign-awards" />}
  />
);

/** A streak day's reward: the day and its money, the next day to sign marked. */
function RewardRow({ f }: Figures) {
  return (
    <li className={text(f, 'row.class') || undefined} {...classSlot('row.class')} {...(f ? {} : ROW_MARK)}>
      <span {...valueSlot('day')}>{text(f, 'day')}</span>
      <span className="money" data-whole="amount" {...valueSlot('money')}>
        {text(f, 'money')}
      </span>
    </li>
  );
}

/** The reward of each day of a streak (state/signFigures rewardFigures), where the platform has a reward table. */
export function SignRewards({ f, rows }: Figures & { rows?: RowFigures[] }) {
  const t = useIntl().formatMessage;
  return (
    <section aria-labelledby="sign-rewards-title" {...part(f, 'sign.rewards.class', 'bonus-card')}>
      <h2 id="sign-rewards-title">{t(m.signRewardsSection)}</h2>
      <ListRows
        name={'signRewards'}
        rows={
          rows && (
            <ol className="sign-rewards">
              {rows.map((r) => (
                <RewardRow key={r.day} f={r} />
              ))}
            </ol>
          )
        }
        view={
          <ol className="sign-rewards">
            <RewardRow />
          </ol>
        }
        empty={<ol className="sign-rewards" />}
      />
      <p className="bonus-muted" {...valueSlot('sign.repeat')}>
        {text(f, 'sign.repeat')}
      </p>
    </section>
  );
}

/**
 * Stands in for the screen while this month's sign-ins and the streak's awards load: in a drawn copy, its view
 * (`view`, with its lists' slots; components/RowsTemplates).
 */
export function SignSkeleton({ view }: { view: ReactNode }) {
  const patterns = usePatterns(SENTENCES);
  return <DrawnViewSkeleton name={'signIn'} patterns={patterns} className="bonus-skeleton" view={view} />;
}
