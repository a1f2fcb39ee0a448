import { useIntl } from 'react-intl';
import { ProgressBar } from '@/components/ProgressBar';
import { classSlot, valueSlot } from '@/lib/fillSlots';
import { ROW_MARK } from '@/lib/fillRows';
import { usePatterns, useSay, type Sentences } from '@/components/useSentences';
import type { RowFigures } from '@/state/recordFigures';
import type { VipSentence } from '@/state/vipFigures';
import { m } from './messages';

/** Each sentence of the screen. */
const SENTENCES: Sentences<VipSentence> = {
  noLevel: m.noLevelText,
  next: m.nextSection,
  rule: m.ruleText,
  depositLeft: m.depositLeftText,
  betLeft: m.betLeftText,
  progress: m.progressValue,
};

/** The screen's sentences in the member's language (state/vipFigures). */
export const useVipSay = () => useSay(SENTENCES);

/** The sentences a drawn screen is made of (components/useSentences). */
export const useVipPatterns = () => usePatterns(SENTENCES);

type Figures = { f?: RowFigures };
const text = (f: RowFigures | undefined, name: string) => f?.[name] ?? '';

/** A money figure of the screen's slot `name`. */
const Money = ({ f, name }: Figures & { name: string }) => (
  <span className="money" data-whole="amount" {...valueSlot(name)}>
    {text(f, name)}
  </span>
);

/** Money figures under their names, each the screen's slot `name`. */
function MoneyFacts({
  f,
  facts,
  className,
}: Figures & { facts: ReadonlyArray<readonly [{ id: string }, string]>; className?: string }) {
  const t = useIntl().formatMessage;
  return (
    <dl className={className}>
      {facts.map(([label, name]) => (
        <div key={name}>
          <dt>{t(label)}</dt>
          <dd>
            <Money f={f} name={name} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A step toward the next level: what is left, a bar, and the figures in words. */
function Step({ f, name, label }: Figures & { name: 'deposit' | 'bet'; label: string }) {
  const slot = (part: string) => `vip.${name}.${part}`;
  return (
    <div className={text(f, slot('class')) || 'vip-step'} {...classSlot(slot('class'))}>
      <p {...valueSlot(slot('left'))}>{text(f, slot('left'))}</p>
      <ProgressBar
        percent={Number(text(f, slot('percent'))) || 0}
        label={label}
        valueText={text(f, slot('value'))}
        slot={slot('percent')}
      />
      <p className="vip-muted" aria-hidden="true" {...valueSlot(slot('value'))}>
        {text(f, slot('value'))}
      </p>
    </div>
  );
}

/** A level: what it takes and what it pays, its rule, and whether it is the member's own. */
function LevelRow({ f }: Figures) {
  const t = useIntl().formatMessage;
  const mine = text(f, 'row.class').includes('vip-level-current');
  const facts = [
    [m.levelDepositLabel, 'deposit'],
    [m.levelBetLabel, 'bet'],
    [m.levelBonusAmountLabel, 'levelBonus'],
    [m.weekAmountLabel, 'weekBonus'],
    [m.monthAmountLabel, 'monthBonus'],
    [m.creditLabel, 'credit'],
  ] as const;
  return (
    <li
      className={text(f, 'row.class') || 'vip-level'}
      aria-current={mine ? 'true' : undefined}
      {...classSlot('row.class')}
      {...(f ? {} : ROW_MARK)}
    >
      <div className="vip-level-head">
        <h3 {...valueSlot('name')}>{text(f, 'name')}</h3>
        <span className={text(f, 'badge.class') || 'vip-badge'} {...classSlot('badge.class')}>
          {t(m.currentBadge)}
        </span>
      </div>
      <MoneyFacts f={f} facts={facts} />
      <p className={text(f, 'rule.class') || 'vip-muted'} {...classSlot('rule.class')}>
        {`${t(m.upRuleLabel)}: `}
        <span {...valueSlot('rule')}>{text(f, 'rule')}</span>
      </p>
    </li>
  );
}

/**
 * The member's VIP level, the way to the next one, what the member has received, and every level's thresholds and
 * bonuses, from their figures (state/vipFigures); without them, the screen a drawn copy fills from the early reads
 * of the VIP table and the member's info, with one level's row to repeat.
 */
export function VipView({ f, levels }: Figures & { levels?: RowFigures[] }) {
  const t = useIntl().formatMessage;
  return (
    <>
      <section className="vip-head" aria-labelledby="vip-current">
        <p>{t(m.currentLabel)}</p>
        <p id="vip-current" className="vip-current" {...valueSlot('vip.current')}>
          {text(f, 'vip.current')}
        </p>
        <MoneyFacts
          f={f}
          facts={[
            [m.depositLabel, 'vip.deposit'],
            [m.betLabel, 'vip.bet'],
          ]}
        />
      </section>
      <p className={text(f, 'vip.top.class') || 'vip-card vip-top'} {...classSlot('vip.top.class')}>
        {t(m.topText)}
      </p>
      <section
        className={text(f, 'vip.next.class') || 'vip-card'}
        aria-labelledby="vip-next-title"
        {...classSlot('vip.next.class')}
      >
        <h2 id="vip-next-title" {...valueSlot('vip.next')}>
          {text(f, 'vip.next')}
        </h2>
        <p
          className={text(f, 'vip.rule.class') || 'vip-rule'}
          {...classSlot('vip.rule.class')}
          {...valueSlot('vip.rule')}
        >
          {text(f, 'vip.rule')}
        </p>
        <Step f={f} name="deposit" label={t(m.depositLabel)} />
        <Step f={f} name="bet" label={t(m.betLabel)} />
      </section>
      <section className="vip-card" aria-labelledby="vip-received-title">
        <h2 id="vip-received-title">{t(m.receivedSection)}</h2>
        <MoneyFacts
          f={f}
          className="vip-received"
          facts={[
            [m.levelBonusLabel, 'vip.levelBonus'],
            [m.weekBonusLabel, 'vip.weekBonus'],
            [m.monthBonusLabel, 'vip.monthBonus'],
          ]}
        />
      </section>
      <section className="vip-card" aria-labelledby="vip-levels-title">
        <h2 id="vip-levels-title">{t(m.levelsSection)}</h2>
        <p className="vip-muted">{t(m.salaryText)}</p>
        <ol className="vip-levels">
          {levels ? levels.map((level) => <LevelRow key={level.level} f={level} />) : <LevelRow />}
        </ol>
      </section>
    </>
  );
}
