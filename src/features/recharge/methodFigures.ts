import { formatMoney } from '@/lib/moneyText';
import type { Say } from '@/lib/textPattern';
import type { Payment } from '@/api/rechargeApi';

/** The sentences a deposit method's row is made of (the screen's messages, by these names). */
export type MethodSentence = 'limit' | 'noLimit' | 'bonus';

/** Which group a method stands in: the online channels (which may pay a bonus) or the company accounts. */
export type MethodKind = 'online' | 'company';

/** A deposit method's row's figures: its name, and its kind with its limits and bonus. */
export type MethodFigures = { name: string; meta: string };

/**
 * A deposit method's row as text, in the member's language: its name, and its kind with the single-deposit limits
 * and, online, the bonus rate. What the method list draws, and what the early script writes into a drawn Deposit
 * screen's row template from its own read of the methods, so both say the same.
 */
export function methodFigures(p: Payment, kind: MethodKind, say: Say<MethodSentence>): MethodFigures {
  const limits =
    Number(p.min) || Number(p.max)
      ? say('limit', { min: formatMoney(p.min), max: formatMoney(p.max) })
      : say('noLimit');
  const bonus = Number(p.rate) > 0 && kind === 'online' ? ` · ${say('bonus', { rate: String(p.rate) })}` : '';
  return { name: p.desc || p.name, meta: `${p.type_text} · ${limits}${bonus}` };
}
