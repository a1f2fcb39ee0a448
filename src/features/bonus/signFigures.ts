import { formatMoney } from '@/lib/moneyText';
import { shownClass } from '@/lib/fillSlots';
import type { Say } from '@/lib/textPattern';
import {
  daysToAward,
  monthWeeks,
  signedCount,
  todaysReward,
  type DayCell,
  type PlatformDate,
} from '@/lib/signCalendar';
import type { SignAwards, StreakAward } from '@/api/bonusTypes';
import { LOCALE_TAGS, type Locale } from '@i18n/localeTags';

// The daily sign-in screen as figures, each by the name of the slot that holds it: what the app draws from this month's sign-ins
// (/dailybonus/history) and the streak's awards (/dailybonus/award/list), and what the early script writes into a
// drawn copy from its own reads of both. Counts go into the sentences as text, which pick their plural forms from it
// (lib/textPattern).

/** The sentences of the sign-in screen (its messages, by these names). */
export type SignSentence = 'month' | 'streak' | 'reward' | 'awardDays' | 'awardLeft' | 'day' | 'repeat';

/** The head of the sign-in screen. */
export type SignHeadFigures = {
  month: string;
  streak: string;
  signedClass: string;
  reward: string;
  rewardClass: string;
  buttonClass: string;
};

/** The days of a week, by their place in it (`d0` Sunday to `d6`). */
export const WEEK_DAYS = ['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6'] as const;
type WeekDay = (typeof WEEK_DAYS)[number];

/** A week of the calendar: each day's number, and its class, tick and the words for its marks (`d0Class`, ...). */
export type WeekFigures = Record<WeekDay | `${WeekDay}${'Class' | 'Tick' | 'Signed' | 'Today'}`, string>;

/** A streak award's row. */
export type AwardFigures = {
  days: string;
  money: string;
  claimedClass: string;
  claimClass: string;
  left: string;
  leftClass: string;
};

/** A streak day's reward, the next day to sign marked (`rowClass`). */
export type RewardRowFigures = { day: string; money: string; rowClass: string };

/** The part of the rewards: whether it is shown, and the words that say the last day's reward repeats. */
export type RewardsFigures = { rewardsClass: string; repeat: string };

/** Whether the member has signed in today: the awards say so, or today is among this month's sign-ins. */
export const signedToday = (date: PlatformDate, signed: readonly number[], awards: SignAwards): boolean =>
  awards.todayChecked || signed.includes(date.day);

/**
 * The head: this month's sign-ins and the streak; signed in today, the words that say so; else what signing in
 * pays, when the reward table says, and the button.
 */
export function signHeadFigures(
  date: PlatformDate,
  signed: readonly number[],
  awards: SignAwards,
  say: Say<SignSentence>,
): SignHeadFigures {
  const done = signedToday(date, signed, awards);
  const reward = todaysReward(awards.rewards, awards.streak, awards.todayChecked);
  return {
    month: say('month', { days: String(signedCount(date, signed)) }),
    streak: say('streak', { days: String(awards.streak) }),
    signedClass: shownClass('bonus-signed', done),
    reward: reward ? say('reward', { money: formatMoney(reward.money) }) : '',
    rewardClass: shownClass('sign-reward', !done && reward !== null),
    buttonClass: shownClass('btn btn-accent btn-block', !done),
  };
}

/**
 * A day of the calendar, by its place in the week (`d0` Sunday to `d6`): its number, its marks (signed, today, to
 * come) and the tick of a signed day, with the words a screen reader says for them; a blank has none.
 */
function dayFigures(cell: DayCell | null, d: WeekDay): Partial<WeekFigures> {
  const marks = cell
    ? ['sign-day', cell.signed ? 'signed' : '', cell.today ? 'today' : '', cell.future ? 'future' : '']
    : [];
  return {
    [d]: cell ? String(cell.day) : '',
    [`${d}Class`]: marks.filter(Boolean).join(' '),
    [`${d}Tick`]: shownClass('sign-tick', cell?.signed ?? false),
    [`${d}Signed`]: shownClass('visually-hidden', cell?.signed ?? false),
    [`${d}Today`]: shownClass('visually-hidden', cell?.today ?? false),
  };
}

/** The calendar: its month's name in the page's language, and a row of figures for each week, Sunday first. */
export function calendarFigures(
  date: PlatformDate,
  signed: readonly number[],
  lang: Locale,
): { caption: string; weeks: WeekFigures[] } {
  const caption = new Intl.DateTimeFormat(LOCALE_TAGS[lang], {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(date.year, date.month - 1, 1)));
  // Each of the week's seven days gives its five figures: the week has them all.
  const weeks = monthWeeks(date, signed).map(
    (week) => WEEK_DAYS.reduce((row, d, i) => ({ ...row, ...dayFigures(week[i] ?? null, d) }), {}) as WeekFigures,
  );
  return { caption, weeks };
}

/** A streak award: its days and money, and where it stands: claimed, to claim, or the days still to go. */
export function awardFigures(award: StreakAward, streak: number, say: Say<SignSentence>): AwardFigures {
  return {
    days: say('awardDays', { days: String(award.days) }),
    money: formatMoney(award.money),
    claimedClass: shownClass('sign-award-state done', award.status === 2),
    claimClass: shownClass('btn btn-primary sign-claim', award.status === 1),
    left: say('awardLeft', { days: String(daysToAward(award.days, streak)) }),
    leftClass: shownClass('sign-award-state', award.status !== 1 && award.status !== 2),
  };
}

/**
 * The reward of each streak day: the day and its money, the next day to sign marked; and beside them, the words that
 * say the last day's reward repeats. The part is shown only where the platform has a reward table.
 */
export function rewardFigures(
  awards: SignAwards,
  say: Say<SignSentence>,
): { rows: RewardRowFigures[]; view: RewardsFigures } {
  const next = awards.streak + (awards.todayChecked ? 0 : 1);
  const rows = awards.rewards.map((r) => ({
    day: say('day', { day: String(r.day) }),
    money: formatMoney(r.money),
    rowClass: r.day === next ? 'next' : '',
  }));
  const last = awards.rewards[awards.rewards.length - 1];
  return {
    rows,
    view: {
      rewardsClass: shownClass('bonus-card', last !== undefined),
      repeat: last ? say('repeat', { day: String(last.day) }) : '',
    },
  };
}
