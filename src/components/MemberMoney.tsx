import { useAppSelector } from '@/state/hooks';
import { selectMember } from '@/state/sessionSlice';
import { slotsFor } from '@/lib/fillSlots';
import { MONEY_FIGURES, type MemberFigures } from '@/state/memberFigures';
import { useMoneyText } from './Money';

const slot = slotsFor<MemberFigures>();

type Props = {
  field: 'money' | 'fs_money' | 'ml_money';
  className?: string;
  /**
   * Whether it is the slot of the member's figure of that balance (state/memberFigures MONEY_FIGURES), which a drawn copy of the
   * screen is given from the early script's own read of the member's info: only on a screen the early filler draws
   * the rest of, whose drawn copy would otherwise stand with a skeleton here (it costs the filler's download).
   */
  slot?: boolean;
};

/**
 * One of the member's own balances, as the member's info last gave it. While that info has not answered (a
 * slow or failed read), a placeholder stands in: a balance is never shown as a 0 the platform did not say.
 */
export function MemberMoney({ field, className, slot: filled = false }: Props) {
  const member = useAppSelector(selectMember);
  const money = useMoneyText();
  return (
    <span
      className={className ? `money ${className}` : 'money'}
      data-whole="amount"
      {...(filled ? slot({ text: MONEY_FIGURES[field] }) : {})}
    >
      {member ? money(member[field]) : <span className="skeleton money-skeleton" aria-hidden="true" />}
    </span>
  );
}
