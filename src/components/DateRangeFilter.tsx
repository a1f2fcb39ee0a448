import { useIntl } from 'react-intl';
import { DATE_PRESETS, type DatePreset } from '@/lib/dateRange';
import { FilterChips } from './FilterChips';

const LABELS: Record<DatePreset, string> = {
  today: 'list.date.todayOption',
  yesterday: 'list.date.yesterdayOption',
  week: 'list.date.weekOption',
  month: 'list.date.monthOption',
};

type Props = { value: DatePreset; onChange: (value: DatePreset) => void; name?: string };

/** Today, yesterday, within 7 days, within 30 days (docs/screens.md#numbers-and-limits). */
export function DateRangeFilter({ value, onChange, name = 'range' }: Props) {
  const intl = useIntl();
  return (
    <FilterChips
      label={intl.formatMessage({ id: 'list.date.filterLabel' })}
      name={name}
      value={value}
      onChange={onChange}
      options={DATE_PRESETS.map((p) => ({ value: p, label: intl.formatMessage({ id: LABELS[p] }) }))}
    />
  );
}
