import { formatMoney, moneyUnits } from '@/lib/moneyText';
import { formatServerDate } from '@/lib/dates';
import type { Say } from '@/lib/textPattern';
import { shownClass } from '@/lib/fillSlots';
import { wheelChances } from '@/lib/bonusChances';
import type { WheelChances, WheelPrize, WheelRecord, WheelSetting } from '@/api/bonusTypes';
import type { DatedRowFigures } from './bonusFigures';

/** The sentences of the wheel's screen (its messages, by these names). */
export type WheelSentence = 'left' | 'rule' | 'deposit' | 'need' | 'cap';

/** The wheel's screen, each figure by the name of the slot that holds it. */
export type WheelFigures = {
  left: string;
  /** The spin button's attribute: empty when a spin can be tried. */
  spinDisabled: string;
  rule: string;
  deposit: string;
  need: string;
  moreClass: string;
  /** The disc's sectors, its background (wheelBackground). */
  disc: string;
  /** The operator's HTML, written only through the sanitiser. */
  rules: string;
  rulesClass: string;
};

/** A prize's label on the disc: its words, its class and its turn. */
export type WheelLabelFigures = { label: string; labelClass: string; turn: string };

/** A prize listed under the wheel. */
export type WheelPrizeFigures = { name: string };

/** The sectors' colours, dark and light in turn; an odd count's last sector takes a third so that no two meet. */
const COLOURS = ['#1d3b8b', '#f0b429', '#2a56c6', '#ffd36b'];

/** Sector i of n spans [i, i+1) × 360/n degrees clockwise from the top. */
const sectorOf = (n: number) => 360 / Math.max(1, n);

/** The disc's equal sectors, one per prize in the setting's order, as its background. */
export function wheelBackground(count: number): string {
  const sector = sectorOf(count);
  const stops = Array.from(
    { length: count },
    (_, i) => `${COLOURS[(i % 2) + (count % 2 && i === count - 1 ? 2 : 0)]} ${i * sector}deg ${(i + 1) * sector}deg`,
  );
  return `conic-gradient(${stops.join(', ')})`;
}

/** Whether a prize pays money (one that pays nothing is a "thanks for playing"). */
export const paysMoney = (prize: WheelPrize): boolean => (moneyUnits(prize.money, 2) ?? 0n) > 0n;

/**
 * Each prize's label on the disc: what it pays (or its name, for a prize that pays nothing), its
 * colour against its sector and its turn to the sector's middle; a label in the lower half of the disc at rest is
 * turned over (`flip`), so that it reads upright there.
 */
export function wheelLabelFigures(prizes: readonly WheelPrize[]): WheelLabelFigures[] {
  const sector = sectorOf(prizes.length);
  return prizes.map((p, i) => {
    const middle = (i + 0.5) * sector;
    return {
      label: paysMoney(p) ? formatMoney(p.money) : p.name,
      labelClass: `wheel-label ${i % 2 ? 'light' : 'dark'}${middle > 90 && middle < 270 ? ' flip' : ''}`,
      turn: `rotate(${middle}deg)`,
    };
  });
}

/** The prizes listed under the wheel, by name. */
export const wheelPrizeFigures = (prizes: readonly WheelPrize[]): WheelPrizeFigures[] =>
  prizes.map((p) => ({ name: p.name }));

/**
 * The wheel's screen as figures: what the app draws from the wheel's setting and today's spins, and
 * what the early script writes into a drawn copy from its own reads of them. Today's spins left and whether one can
 * be tried (`spinDisabled`); the rule, what today's deposit earned and
 * what one more spin takes (with the way to deposit), or that today's maximum is reached; the disc's sectors; the
 * rules, the operator's HTML (written only through the sanitiser), shown only when there are any.
 */
export function wheelFigures(s: WheelSetting, q: WheelChances, say: Say<WheelSentence>): WheelFigures {
  const c = wheelChances(s.per, s.max, q.today_recharge, q.used);
  return {
    left: say('left', { count: String(c.remain) }),
    spinDisabled: c.remain > 0 ? '' : 'disabled',
    rule: say('rule', { per: formatMoney(s.per), max: String(s.max) }),
    deposit: say('deposit', { money: formatMoney(q.today_recharge), count: String(c.total) }),
    need: c.need ? say('need', { money: formatMoney(c.need) }) : say('cap'),
    moreClass: shownClass('btn btn-ghost btn-block wheel-more', c.need !== null),
    disc: wheelBackground(s.prizes.length),
    rules: s.desc,
    rulesClass: shownClass('wheel-rules', s.desc.trim() !== ''),
  };
}

/** A spin of the wheel's log as figures: the prize, when, and what it paid. */
export const wheelRowFigures = (r: WheelRecord): DatedRowFigures => ({
  main: r.name,
  time: formatServerDate(r.created_at),
  money: formatMoney(r.money),
});
