import { useIntl } from 'react-intl';
import { Money, useMoneyText } from '@/components/Money';
import { ProgressBar } from '@/components/ProgressBar';
import type { LevelStanding } from '@/api/levelupApi';
import { levelUpProgress } from '@/lib/rewardProgress';
import { formatServerDate } from '@/lib/dates';
import { m } from './messages';

/** A member's standing in the programme: level, bet so far, the bet still needed, salaries and what was paid. */
export function LevelStandingCard({ standing }: { standing: LevelStanding }) {
  const t = useIntl().formatMessage;
  const money = useMoneyText();
  const progress = levelUpProgress(standing.total_bet, standing.remain_bet);
  const valueText = progress
    ? t({ id: m.progressValue.id }, { done: money(progress.done), target: money(progress.target) })
    : '';
  return (
    <section className="lv-card lv-standing" aria-label={standing.name} data-member={standing.name}>
      <dl className="lv-figures">
        <div>
          <dt>{t(m.levelLabel)}</dt>
          <dd className="lv-level">{t({ id: m.levelValue.id }, { level: standing.level })}</dd>
        </div>
        <div>
          <dt>{t(m.totalBetLabel)}</dt>
          <dd>
            <Money value={standing.total_bet} />
          </dd>
        </div>
        <div>
          <dt>{t(m.levelAwardLabel)}</dt>
          <dd>
            <Money value={standing.level_award} />
          </dd>
        </div>
        <div>
          <dt>{t(m.weekAwardLabel)}</dt>
          <dd>
            <Money value={standing.week_award} />
          </dd>
        </div>
        <div>
          <dt>{t(m.monthAwardLabel)}</dt>
          <dd>
            <Money value={standing.month_award} />
          </dd>
        </div>
      </dl>
      {progress ? (
        <div className="lv-progress">
          <p>{t({ id: m.progressText.id }, { left: money(progress.left), level: standing.level + 1 })}</p>
          <ProgressBar percent={progress.percent} label={t(m.progressLabel)} valueText={valueText} />
          <p className="lv-progress-figures" aria-hidden="true">
            {valueText}
          </p>
        </div>
      ) : (
        <p className="lv-top">{t(m.topLevelText)}</p>
      )}
      <p className="lv-salary">{t(m.salaryRuleText)}</p>
      <h3>{t(m.receivedSection)}</h3>
      {standing.list.length === 0 ? (
        <p className="lv-muted">{t(m.receivedEmptyText)}</p>
      ) : (
        <ul className="lv-received">
          {standing.list.map((r, i) => (
            <li key={`${r.created_at}-${i}`}>
              <span>{r.operate_type_text}</span>
              <span className="lv-muted">{formatServerDate(r.created_at)}</span>
              <Money value={r.money} className="lv-plus" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const FIGURE_LABELS = [m.levelLabel, m.totalBetLabel, m.levelAwardLabel, m.weekAwardLabel, m.monthAwardLabel];

/**
 * A standing on its way: the card's labels and fixed lines, each figure a skeleton, so the card takes about its
 * loaded height (the received list is counted as one line) and what follows does not jump down when it lands.
 */
export function LevelStandingPending() {
  const t = useIntl().formatMessage;
  const line = <span className="skeleton skeleton-text lv-line-skeleton" aria-hidden="true" />;
  return (
    <section className="lv-card lv-standing" aria-busy="true">
      <dl className="lv-figures">
        {FIGURE_LABELS.map((label) => (
          <div key={label.id}>
            <dt>{t(label)}</dt>
            <dd className={label === m.levelLabel ? 'lv-level' : undefined}>{line}</dd>
          </div>
        ))}
      </dl>
      <div className="lv-progress" aria-hidden="true">
        <p>{line}</p>
        <div className="progress" />
        <p className="lv-progress-figures">{line}</p>
      </div>
      <p className="lv-salary">{t(m.salaryRuleText)}</p>
      <h3>{t(m.receivedSection)}</h3>
      <p className="lv-muted">{line}</p>
    </section>
  );
}
