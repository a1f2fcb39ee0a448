import { useIntl } from 'react-intl';
import { ProgressBar } from '@/components/ProgressBar';
import { slotsFor, type Slot } from '@/lib/fillSlots';
import { ROW_MARK } from '@/lib/fillRows';
import { usePatterns, useSay, type Sentences } from '@/components/useSentences';
import type { VipFigures, VipLevelFigures, VipSentence } from './vipFigures';
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

/** The screen's sentences in the member's language (vipFigures). */
export const useVipSay = () => useSay(SENTENCES);

/** The sentences a drawn screen is made of (components/useSentences). */
export const useVipPatterns = () => usePatterns(SENTENCES);

/** The screen's slots, and a level's row's (lib/fillSlots). */
const slot = slotsFor<VipFigures>();
const levelSlot = slotsFor<VipLevelFigures>();

/** A figure's name in the figures `F`. */
type Name<F> = Extract<keyof F, string>;

/** Money figures under their names, each in its slot of the figures `F` (the screen's, or a level's). */
function MoneyFacts<F extends Readonly<Record<Name<F>, string>>>({
  f,
  facts,
  slots,
  className,
}: {
  f?: F;
  facts: ReadonlyArray<readonly [{ id: string }, Name<F>]>;
  slots: (parts: Slot<F>) => Record<string, string>;
  className?: string;
}) {
  const t = useIntl().formatMessage;
  return (
    <dl className={className}>
      {facts.map(([label, name]) => (
        <div key={name}>
          <dt>{t(label)}</dt>
          <dd>
            <span className="money" data-whole="amount" {...slots({ text: name })}>
              {f?.[name] ?? ''}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The figures of each step toward the next level. */
const STEPS = {
  deposit: { className: 'depositStepClass', left: 'depositLeft', value: 'depositValue', percent: 'depositPercent' },
  bet: { className: 'betStepClass', left: 'betLeft', value: 'betValue', percent: 'betPercent' },
} as const satisfies Record<string, Record<string, Name<VipFigures>>>;

/** A step toward the next level: what is left, a bar, and the figures in words. */
function Step({ f, name, label }: { f?: VipFigures; name: keyof typeof STEPS; label: string }) {
  const s = STEPS[name];
  return (
    <div className={f?.[s.className] || 'vip-step'} {...slot({ class: s.className })}>
      <p {...slot({ text: s.left })}>{f?.[s.left] ?? ''}</p>
      <ProgressBar
        percent={Number(f?.[s.percent] ?? '') || 0}
        label={label}
        valueText={f?.[s.value] ?? ''}
        fill={slot({ width: s.percent })}
      />
      <p className="vip-muted" aria-hidden="true" {...slot({ text: s.value })}>
        {f?.[s.value] ?? ''}
      </p>
    </div>
  );
}

/** A level: what it takes and what it pays, its rule, and whether it is the member's own. */
function LevelRow({ f }: { f?: VipLevelFigures }) {
  const t = useIntl().formatMessage;
  const mine = (f?.rowClass ?? '').includes('vip-level-current');
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
      className={f?.rowClass || 'vip-level'}
      aria-current={mine ? 'true' : undefined}
      {...levelSlot({ class: 'rowClass' })}
      {...(f ? {} : ROW_MARK)}
    >
      <div className="vip-level-head">
        <h3 {...levelSlot({ text: 'name' })}>{f?.name ?? ''}</h3>
        <span className={f?.badgeClass || 'vip-badge'} {...levelSlot({ class: 'badgeClass' })}>
          {t(m.currentBadge)}
        </span>
      </div>
      <MoneyFacts f={f} facts={facts} slots={levelSlot} />
      <p className={f?.ruleClass || 'vip-muted'} {...levelSlot({ class: 'ruleClass' })}>
        {`${t(m.upRuleLabel)}: `}
        <span {...levelSlot({ text: 'rule' })}>{f?.rule ?? ''}</span>
      </p>
    </li>
  );
}

/**
 * The member's VIP level, the way to the next one, what the member has received, and every level's thresholds and
 * bonuses, from their figures (vipFigures); without them, the screen a drawn copy fills from the early reads
 * of the VIP table and the member's info, with one level's row to repeat.
 */
export function VipView({ f, levels }: { f?: VipFigures; levels?: VipLevelFigures[] }) {
  const t = useIntl().formatMessage;
  return (
    <>
      <section className="vip-head" aria-labelledby="vip-current">
        <p>{t(m.currentLabel)}</p>
        <p id="vip-current" className="vip-current" {...slot({ text: 'current' })}>
          {f?.current ?? ''}
        </p>
        <MoneyFacts
          f={f}
          slots={slot}
          facts={[
            [m.depositLabel, 'totalDeposit'],
            [m.betLabel, 'totalBet'],
          ]}
        />
      </section>
      <p className={f?.topClass || 'vip-card vip-top'} {...slot({ class: 'topClass' })}>
        {t(m.topText)}
      </p>
      <section
        className={f?.nextClass || 'vip-card'}
        aria-labelledby="vip-next-title"
        {...slot({ class: 'nextClass' })}
      >
        <h2 id="vip-next-title" {...slot({ text: 'next' })}>
          {f?.next ?? ''}
        </h2>
        <p className={f?.nextRuleClass || 'vip-rule'} {...slot({ text: 'nextRule', class: 'nextRuleClass' })}>
          {f?.nextRule ?? ''}
        </p>
        <Step f={f} name="deposit" label={t(m.depositLabel)} />
        <Step f={f} name="bet" label={t(m.betLabel)} />
      </section>
      <section className="vip-card" aria-labelledby="vip-received-title">
        <h2 id="vip-received-title">{t(m.receivedSection)}</h2>
        <MoneyFacts
          f={f}
          slots={slot}
          className="vip-received"
          facts={[
            [m.levelBonusLabel, 'levelBonusReceived'],
            [m.weekBonusLabel, 'weekBonusReceived'],
            [m.monthBonusLabel, 'monthBonusReceived'],
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
