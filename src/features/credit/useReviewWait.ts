import { useIntl } from 'react-intl';
import { useCreditRulesQuery } from '@/api/creditApi';
import { waitUnits } from '@/lib/statedWait';
import { reviewWait } from './creditFacts';
import { m } from './messages';

/**
 * The one wait after applying for a loan (creditFacts reviewWait), as the screen says it ('2 hours', '5 minutes'):
 * `known` once the platform's rules have answered (or failed: the wait of docs/screens.md#numbers-and-limits then), so a countdown never starts from
 * one wait and jumps to another.
 */
export function useReviewWait() {
  const t = useIntl().formatMessage;
  const rules = useCreditRulesQuery();
  const wait = reviewWait(rules.data?.credit_borrow);
  const { unit, count } = waitUnits(wait.ms);
  return {
    ...wait,
    known: rules.data !== undefined || rules.isError,
    text: t({ id: (unit === 'hour' ? m.hoursText : m.minutesText).id }, { count }),
  };
}
