import { useAppSelector } from '@/state/hooks';
import { selectMember } from '@/state/sessionSlice';
import { Money } from './Money';

type Props = { field: 'money' | 'fs_money' | 'ml_money'; className?: string };

/**
 * One of the member's own balances, as the member's info last gave it. While that info has not answered (a
 * slow or failed read), a placeholder stands in: a balance is never shown as a 0 the platform did not say.
 */
export function MemberMoney({ field, className }: Props) {
  const member = useAppSelector(selectMember);
  if (!member) return <span className="skeleton money-skeleton" aria-hidden="true" />;
  return <Money value={member[field]} className={className} />;
}
