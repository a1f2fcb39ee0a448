import { formatMoney } from '@/lib/moneyText';
import { formatServerDate } from '@/lib/dates';
import type { Say } from '@/lib/textPattern';
import { shownClass } from '@/lib/fillSlots';
import { redbagChances, type TierChances } from '@/lib/bonusChances';
import type { RedbagInfo, RedbagRecord, SignRecord } from '@/api/bonusTypes';

/** A row of a bonus log (BonusRowView): what it was and what it paid, each figure by the name of its slot. */
export type BonusRowFigures = { main: string; money: string };

/** A row of a bonus log that says when, apart (a sign-in's, a spin's). */
export type DatedRowFigures = BonusRowFigures & { time: string };

/**
 * A sign-in's row of the bonus history as figures: what the app's row shows, and what the early script writes into
 * a drawn list's row from its own read. `say` gives the row's sentence in the page's language (the app: its message;
 * the early filler: the drawn list's pattern); its values go in as text.
 */
export function signRowFigures(record: SignRecord, say: Say<'signRow'>): DatedRowFigures {
  return {
    main: say('signRow', { day: String(record.day), days: String(record.days) }),
    time: formatServerDate(record.created_at),
    money: formatMoney(record.money),
  };
}

/** The sentences of the red packet's screen (its messages, by these names). */
export type RedbagSentence = 'left' | 'size' | 'deposit' | 'nextDeposit' | 'bet' | 'nextBet' | 'used';

/** The red packet's screen, each figure by the name of the slot that holds it. */
export type RedbagFigures = {
  left: string;
  size: string;
  /** The grab button's attribute: empty when a grab can be tried. */
  grabDisabled: string;
  noneClass: string;
  deposit: string;
  nextDeposit: string;
  nextDepositClass: string;
  bet: string;
  nextBet: string;
  nextBetClass: string;
  used: string;
  /** The operator's HTML, written only through the sanitiser. */
  rules: string;
  rulesClass: string;
};

/**
 * The red packet's screen as figures: what the app draws from today's red packet (`/redbag/desc`) and what the early
 * script writes into a drawn copy from its own read of it. Today's grabs left and their size; whether a grab can be
 * tried (`grabDisabled`) and the words when none is left; where the grabs come from, each tier's next step only
 * where there is one; the rules, shown only when there are any. Counts go into the sentences as text, which pick
 * their plural forms from it (lib/textPattern).
 */
export function redbagFigures(d: RedbagInfo, say: Say<RedbagSentence>): RedbagFigures {
  const c = redbagChances(d.setting, d.today_recharge, d.today_bet, d.used);
  const count = (n: number) => String(n);
  const tier = (name: 'deposit' | 'bet', today: unknown, chances: TierChances) => {
    const next = name === 'deposit' ? 'nextDeposit' : 'nextBet';
    return {
      line: say(name, { money: formatMoney(today), count: count(chances.chances) }),
      next: chances.next
        ? say(next, { money: formatMoney(chances.next.need), count: count(chances.next.chances) })
        : '',
      nextClass: shownClass('bonus-muted', chances.next !== null),
    };
  };
  const deposit = tier('deposit', d.today_recharge, c.fromDeposit);
  const bet = tier('bet', d.today_bet, c.fromBet);
  return {
    left: say('left', { count: count(c.remain) }),
    size: say('size', { min: formatMoney(d.size.min), max: formatMoney(d.size.max) }),
    grabDisabled: c.remain > 0 ? '' : 'disabled',
    noneClass: shownClass('redbag-none', c.remain <= 0),
    deposit: deposit.line,
    nextDeposit: deposit.next,
    nextDepositClass: deposit.nextClass,
    bet: bet.line,
    nextBet: bet.next,
    nextBetClass: bet.nextClass,
    used: say('used', { count: count(d.used) }),
    rules: d.desc,
    rulesClass: shownClass('bonus-card', d.desc.trim() !== ''),
  };
}

/** A grab of the red packet's log as figures: when, and what it paid. */
export const redbagRowFigures = (r: RedbagRecord): BonusRowFigures => ({
  main: formatServerDate(r.created_at),
  money: formatMoney(r.money),
});
