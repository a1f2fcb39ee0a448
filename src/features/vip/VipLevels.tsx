import { useIntl } from 'react-intl';
import { Money } from '@/components/Money';
import type { VipLevel, VipTable } from '@/api/vipApi';
import { m } from './messages';

/** Every VIP level with what it takes and what it pays; the member's own level marked. */
export function VipLevels({ table, level }: { table: VipTable; level: number }) {
  const t = useIntl().formatMessage;
  const row = (l: VipLevel) =>
    [
      [m.levelDepositLabel, <Money key="d" value={l.deposit_money} />],
      [m.levelBetLabel, <Money key="b" value={l.bet_money} />],
      [m.levelBonusAmountLabel, <Money key="l" value={l.level_bonus} />],
      [m.weekAmountLabel, <Money key="w" value={l.week_bonus} />],
      [m.monthAmountLabel, <Money key="m" value={l.month_bonus} />],
      [m.creditLabel, <Money key="c" value={l.credit_bonus} />],
    ] as const;
  return (
    <section className="vip-card" aria-labelledby="vip-levels-title">
      <h2 id="vip-levels-title">{t(m.levelsSection)}</h2>
      <p className="vip-muted">{t(m.salaryText)}</p>
      <ol className="vip-levels">
        {table.levels.map((l) => (
          <li
            key={l.level}
            className={l.level === level ? 'vip-level vip-level-current' : 'vip-level'}
            aria-current={l.level === level ? 'true' : undefined}
          >
            <div className="vip-level-head">
              <h3>{l.level_name || `VIP${l.level}`}</h3>
              {l.level === level ? <span className="vip-badge">{t(m.currentBadge)}</span> : null}
            </div>
            <dl>
              {row(l).map(([label, value]) => (
                <div key={label.id}>
                  <dt>{t(label)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            {table.levelup_types[String(l.levelup_type)] ? (
              <p className="vip-muted">
                {t(m.upRuleLabel)}: {table.levelup_types[String(l.levelup_type)]}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
