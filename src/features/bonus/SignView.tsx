import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DrawnViewSkeleton, ListRows } from '@/components/RowsTemplates';
import { usePatterns, useSay, type Sentences } from '@/components/useSentences';
import { slotsFor, type Slot } from '@/lib/fillSlots';
import { ROW_MARK } from '@/lib/fillRows';
import {
  WEEK_DAYS,
  type AwardFigures,
  type RewardRowFigures,
  type RewardsFigures,
  type SignHeadFigures,
  type SignSentence,
  type WeekFigures,
} from './signFigures';
import { m } from './messages';
import type { lists } from './sign.drawn';

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

/** The screen's sentences in the member's language (signFigures). */
export const useSignSay = () => useSay(SENTENCES);

/**
 * The slots of the figures `F` (lib/fillSlots), and of a part the figures may leave out: its class from its figure
 * `name`, or hidden until they come (a template's), with the element's other slots (`more`).
 */
function partsFor<F extends Readonly<Record<string, string>>>() {
  const slot = slotsFor<F>();
  const part = (f: F | undefined, name: Extract<keyof F, string>, className: string, more: Slot<F> = {}) => ({
    className: f?.[name] || `${className} off`,
    ...slot({ ...more, class: name }),
  });
  return { slot, part };
}

const head = partsFor<SignHeadFigures>();
const week = partsFor<WeekFigures>();
const calendar = slotsFor<{ caption: string }>();
const award = partsFor<AwardFigures>();
const reward = slotsFor<RewardRowFigures>();
const rewards = partsFor<RewardsFigures>();

/**
 * The head: this month's sign-ins and the streak; signed in today, the words that say so; else what signing in pays
 * and the button (`button`, the app's own; without it, the drawn copy's).
 */
export function SignHead({ f, outcome, button }: { f?: SignHeadFigures; outcome?: ReactNode; button?: ReactNode }) {
  const t = useIntl().formatMessage;
  return (
    <section className="bonus-head" aria-labelledby="sign-head-title">
      <p id="sign-head-title" {...head.slot({ text: 'month' })}>
        {f?.month ?? ''}
      </p>
      <p className="bonus-big" {...head.slot({ text: 'streak' })}>
        {f?.streak ?? ''}
      </p>
      {outcome}
      <p {...head.part(f, 'signedClass', 'bonus-signed')}>{t(m.signedTodayText)}</p>
      <p {...head.part(f, 'rewardClass', 'sign-reward', { text: 'reward' })}>{f?.reward ?? ''}</p>
      {button ?? (
        <button type="button" {...head.part(f, 'buttonClass', 'btn btn-accent btn-block')}>
          {t(m.signButton)}
        </button>
      )}
    </section>
  );
}

/** A week of the calendar, Sunday first: each day's number, its marks and the tick of a signed day. */
function WeekRow({ f }: { f?: WeekFigures }) {
  const t = useIntl().formatMessage;
  return (
    <tr {...(f ? {} : ROW_MARK)}>
      {WEEK_DAYS.map((d) => {
        const marks = f?.[`${d}Class`] ?? '';
        return (
          <td
            key={d}
            className={marks}
            aria-current={marks.includes('today') ? 'date' : undefined}
            {...week.slot({ class: `${d}Class` })}
          >
            <span className="sign-day-no" {...week.slot({ text: d })}>
              {f?.[d] ?? ''}
            </span>
            <span aria-hidden="true" {...week.part(f, `${d}Tick`, 'sign-tick')}>
              ✓
            </span>
            <span {...week.part(f, `${d}Signed`, 'visually-hidden')}>{t(m.signSignedText)}</span>
            <span {...week.part(f, `${d}Today`, 'visually-hidden')}>{t(m.signTodayText)}</span>
          </td>
        );
      })}
    </tr>
  );
}

/** This month's calendar (signFigures calendarFigures): its name, the weekdays, a row for each week. */
export function SignCalendarView({ caption, weeks }: { caption?: string; weeks?: WeekFigures[] }) {
  const intl = useIntl();
  const heads = useMemo(() => {
    const f = new Intl.DateTimeFormat(intl.locale, { weekday: 'narrow', timeZone: 'UTC' });
    // 2023-01-01 was a Sunday.
    return Array.from({ length: 7 }, (_, i) => f.format(new Date(Date.UTC(2023, 0, 1 + i))));
  }, [intl.locale]);
  const table = (rows: ReactNode) => (
    <table className="sign-calendar" aria-label={intl.formatMessage(m.signCalendarLabel)}>
      <caption {...calendar({ text: 'caption' })}>{caption ?? ''}</caption>
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
    <ListRows<typeof lists>
      name="signWeeks"
      rows={weeks && table(weeks.map((w, i) => <WeekRow key={i} f={w} />))}
      view={table(<WeekRow />)}
      empty={table(null)}
    />
  );
}

/**
 * A streak award (signFigures awardFigures): its days and money, and where it stands: claimed, the claim
 * button (`claim`, the app's own), or the days to go. `days`: the award's days, which the row is known by.
 */
export function AwardRow({ f, days, claim }: { f?: AwardFigures; days?: number; claim?: ReactNode }) {
  const t = useIntl().formatMessage;
  return (
    <li data-award-days={days} {...(f ? {} : ROW_MARK)}>
      <span className="sign-award-days" {...award.slot({ text: 'days' })}>
        {f?.days ?? ''}
      </span>
      <span className="money sign-award-money" data-whole="amount" {...award.slot({ text: 'money' })}>
        {f?.money ?? ''}
      </span>
      <span {...award.part(f, 'claimedClass', 'sign-award-state done')}>{t(m.awardClaimedText)}</span>
      {claim ?? (
        <button type="button" {...award.part(f, 'claimClass', 'btn btn-primary sign-claim')}>
          {t(m.awardClaimButton)}
        </button>
      )}
      <span {...award.part(f, 'leftClass', 'sign-award-state', { text: 'left' })}>{f?.left ?? ''}</span>
    </li>
  );
}

/** The streak awards' list: the app's rows, or in a drawn copy the slot the filler draws them into. */
export const AwardList = ({ rows }: { rows?: ReactNode }) => (
  <ListRows<typeof lists>
    name="signAwards"
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
function RewardRow({ f }: { f?: RewardRowFigures }) {
  return (
    <li className={f?.rowClass || undefined} {...reward({ class: 'rowClass' })} {...(f ? {} : ROW_MARK)}>
      <span {...reward({ text: 'day' })}>{f?.day ?? ''}</span>
      <span className="money" data-whole="amount" {...reward({ text: 'money' })}>
        {f?.money ?? ''}
      </span>
    </li>
  );
}

/** The reward of each day of a streak (signFigures rewardFigures), where the platform has a reward table. */
export function SignRewards({ f, rows }: { f?: RewardsFigures; rows?: RewardRowFigures[] }) {
  const t = useIntl().formatMessage;
  return (
    <section aria-labelledby="sign-rewards-title" {...rewards.part(f, 'rewardsClass', 'bonus-card')}>
      <h2 id="sign-rewards-title">{t(m.signRewardsSection)}</h2>
      <ListRows<typeof lists>
        name="signRewards"
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
      <p className="bonus-muted" {...rewards.slot({ text: 'repeat' })}>
        {f?.repeat ?? ''}
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
  return <DrawnViewSkeleton<typeof lists> name="signIn" patterns={patterns} className="bonus-skeleton" view={view} />;
}
