import { useIntl } from 'react-intl';
import { Money } from '@/components/Money';
import type { LevelRow } from '@/api/levelupApi';
import { m } from './messages';

/** The programme's levels: valid bet to reach each, its level-up bonus and its weekly and monthly salary. */
export function LevelTable({ levels, current }: { levels: LevelRow[]; current?: number }) {
  const t = useIntl().formatMessage;
  return (
    <section className="lv-card" aria-labelledby="lv-table-title">
      <h2 id="lv-table-title">{t(m.tableSection)}</h2>
      <table className="lv-table">
        <thead>
          <tr>
            <th scope="col">{t(m.levelColumn)}</th>
            <th scope="col">{t(m.betColumn)}</th>
            <th scope="col">{t(m.bonusColumn)}</th>
            <th scope="col">{t(m.weekColumn)}</th>
            <th scope="col">{t(m.monthColumn)}</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((l) => (
            <tr
              key={l.level}
              className={l.level === current ? 'lv-current' : undefined}
              aria-current={l.level === current ? 'true' : undefined}
            >
              <th scope="row">{t({ id: m.levelValue.id }, { level: l.level })}</th>
              {/* The platform's own short figures ("12.5万", "18元"), shown as it words them. */}
              <td>{String(l.dama)}</td>
              <td>
                <Money value={l.level_money} />
              </td>
              <td>{l.week_award.trim() || '-'}</td>
              <td>{l.month_award.trim() || '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
