import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { monthWeeks, type PlatformDate } from '@/lib/signCalendar';
import { m } from './messages';

/** This month's days, Sunday first, with the signed days ticked and today ringed. */
export function SignCalendar({ date, signed }: { date: PlatformDate; signed: number[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const weeks = useMemo(() => monthWeeks(date, signed), [date, signed]);
  const heads = useMemo(() => {
    const f = new Intl.DateTimeFormat(intl.locale, { weekday: 'narrow', timeZone: 'UTC' });
    // 2023-01-01 was a Sunday.
    return Array.from({ length: 7 }, (_, i) => f.format(new Date(Date.UTC(2023, 0, 1 + i))));
  }, [intl.locale]);
  const title = new Intl.DateTimeFormat(intl.locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(date.year, date.month - 1, 1)),
  );
  return (
    <table className="sign-calendar" aria-label={t(m.signCalendarLabel)}>
      <caption>{title}</caption>
      <thead>
        <tr>
          {heads.map((h, i) => (
            <th key={i} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((cell, i) => (
              <td
                key={i}
                className={
                  cell
                    ? ['sign-day', cell.signed ? 'signed' : '', cell.today ? 'today' : '', cell.future ? 'future' : '']
                        .filter(Boolean)
                        .join(' ')
                    : undefined
                }
                aria-current={cell?.today ? 'date' : undefined}
              >
                {cell ? (
                  <>
                    <span className="sign-day-no">{cell.day}</span>
                    {cell.signed ? (
                      <span className="sign-tick" aria-hidden="true">
                        ✓
                      </span>
                    ) : null}
                    {cell.signed ? <span className="visually-hidden">{t(m.signSignedText)}</span> : null}
                    {cell.today ? <span className="visually-hidden">{t(m.signTodayText)}</span> : null}
                  </>
                ) : null}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
