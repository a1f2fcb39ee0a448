import { useIntl } from 'react-intl';
import { useMoneyText } from '@/components/Money';
import { ProgressBar } from '@/components/ProgressBar';
import type { VipLevel, VipTable } from '@/api/vipApi';
import type { Progress, VipStanding } from '@/lib/rewardProgress';
import { m } from './messages';

function Step({ label, left, progress }: { label: string; left: string; progress: Progress }) {
  const t = useIntl().formatMessage;
  const money = useMoneyText();
  const valueText = t({ id: m.progressValue.id }, { done: money(progress.done), target: money(progress.target) });
  return (
    <div className="vip-step">
      <p>{left}</p>
      <ProgressBar percent={progress.percent} label={label} valueText={valueText} />
      <p className="vip-muted" aria-hidden="true">
        {valueText}
      </p>
    </div>
  );
}

/** The way to the next level: what its rule asks for and how far the member has come on each. */
export function VipProgress({ standing, table }: { standing: VipStanding<VipLevel>; table: VipTable }) {
  const t = useIntl().formatMessage;
  const money = useMoneyText();
  const { next, deposit, bet } = standing;
  if (!next) return <p className="vip-card vip-top">{t(m.topText)}</p>;
  const rule = table.levelup_types[String(next.levelup_type)] ?? '';
  return (
    <section className="vip-card" aria-labelledby="vip-next-title">
      <h2 id="vip-next-title">{t({ id: m.nextSection.id }, { name: next.level_name })}</h2>
      {rule ? <p className="vip-rule">{t({ id: m.ruleText.id }, { rule })}</p> : null}
      {deposit ? (
        <Step
          label={t(m.depositLabel)}
          progress={deposit}
          left={t({ id: m.depositLeftText.id }, { money: money(deposit.left), name: next.level_name })}
        />
      ) : null}
      {bet ? (
        <Step
          label={t(m.betLabel)}
          progress={bet}
          left={t({ id: m.betLeftText.id }, { money: money(bet.left), name: next.level_name })}
        />
      ) : null}
    </section>
  );
}
