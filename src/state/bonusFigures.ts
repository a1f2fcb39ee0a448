import { formatMoney } from '@/lib/moneyText';
import { formatServerDate } from '@/lib/dates';
import type { Say } from '@/lib/textPattern';
import { shownClass } from '@/lib/fillSlots';
import { redbagChances, type TierChances } from '@/lib/bonusChances';
import type { RedbagInfo, RedbagRecord, SignRecord } from '@/api/bonusTypes';
import type { RowFigures } from './recordFigures';

/**
 * A sign-in's row of the bonus history as figures, by slot name: what the app's row shows, and what the early
 * script writes into a drawn list's row from its own read. `say` gives the row's sentence in the page's language
 * (the app: its message; the early filler: the drawn list's pattern); its values go in as text.
 */
export function signRowFigures(record: SignRecord, say: Say<'signRow'>): RowFigures {
  return {
    main: say('signRow', { day: String(record.day), days: String(record.days) }),
    time: formatServerDate(record.created_at),
    money: formatMoney(record.money),
  };
}

/** The sentences of the red packet's screen (its messages, by these names). */
export type RedbagSentence = 'left' | 'size' | 'deposit' | 'nextDeposit' | 'bet' | 'nextBet' | 'used';

/**
 * The red packet's screen as figures, by slot name: what the app draws from today's red packet (`/redbag/desc`) and
 * what the early script writes into a drawn copy from its own read of it. Today's grabs left and their size; whether
 * a grab can be tried (`rb.grab.disabled`, the button's attribute: empty when it can) and the words when none is
 * left; where the grabs come from, each tier's next step only where there is one; the rules, the operator's HTML
 * (written only through the sanitiser), shown only when there are any. Counts go into the sentences as text, which
 * pick their plural forms from it (lib/textPattern).
 */
export function redbagFigures(d: RedbagInfo, say: Say<RedbagSentence>): RowFigures {
  const c = redbagChances(d.setting, d.today_recharge, d.today_bet, d.used);
  const count = (n: number) => String(n);
  const tier = (name: 'deposit' | 'bet', today: unknown, chances: TierChances): RowFigures => {
    const next = name === 'deposit' ? 'nextDeposit' : 'nextBet';
    return {
      [`rb.${name}`]: say(name, { money: formatMoney(today), count: count(chances.chances) }),
      [`rb.${next}`]: chances.next
        ? say(next, { money: formatMoney(chances.next.need), count: count(chances.next.chances) })
        : '',
      [`rb.${next}.class`]: shownClass('bonus-muted', chances.next !== null),
    };
  };
  return {
    'rb.left': say('left', { count: count(c.remain) }),
    'rb.size': say('size', { min: formatMoney(d.size.min), max: formatMoney(d.size.max) }),
    'rb.grab.disabled': c.remain > 0 ? '' : 'disabled',
    'rb.none.class': shownClass('redbag-none', c.remain <= 0),
    ...tier('deposit', d.today_recharge, c.fromDeposit),
    ...tier('bet', d.today_bet, c.fromBet),
    'rb.used': say('used', { count: count(d.used) }),
    'rb.rules': d.desc,
    'rb.rules.class': shownClass('bonus-card', d.desc.trim() !== ''),
  };
}

/** A grab of the red packet's log as figures: when, and what it paid. */
export const redbagRowFigures = (r: RedbagRecord): RowFigures => ({
  main: formatServerDate(r.created_at),
  money: formatMoney(r.money),
});
