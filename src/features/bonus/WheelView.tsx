import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { MemberMoney } from '@/components/MemberMoney';
import { PendingHtml, SafeHtml } from '@/components/SafeHtml';
import { DrawnViewSkeleton, ListRows } from '@/components/RowsTemplates';
import { usePatterns, useSay, type Sentences } from '@/components/useSentences';
import { attrSlot, classSlot, valueSlot } from '@/lib/fillSlots';
import { PATHS } from '@/state/paths';
import type { WheelSentence } from '@/state/wheelFigures';
import type { RowFigures } from '@/state/recordFigures';
import { WheelDisc } from './WheelDisc';
import { m } from './messages';

/** Each sentence of the screen. */
const SENTENCES: Sentences<WheelSentence> = {
  left: m.wheelLeftText,
  rule: m.wheelRuleText,
  deposit: m.wheelDepositText,
  need: m.wheelNeedText,
  cap: m.wheelCapText,
};

/** The screen's sentences in the member's language (state/wheelFigures). */
export const useWheelSay = () => useSay(SENTENCES);

type Props = {
  f?: RowFigures;
  /** The prizes listed under the wheel (state/wheelFigures wheelPrizeFigures). */
  prizes?: RowFigures[];
  /** The app's disc, which turns; without it, the drawn copy's. */
  disc?: ReactNode;
  /** What the last spin came to (the app's: what it won, or why it failed). */
  outcome?: ReactNode;
  /** The spin button as the app draws it; without it, the drawn copy's, usable as the figures say. */
  button?: ReactNode;
};

/**
 * The wheel's screen from its figures (state/wheelFigures): the disc, the main wallet, today's spins left, the spin
 * button, the rule and where today's spins come from, the prizes and the rules. Without figures, the view a drawn
 * copy fills from the early reads of the wheel's setting, today's spins and the member's info.
 */
export function WheelView({ f, prizes, disc, outcome, button }: Props) {
  const t = useIntl().formatMessage;
  const text = (name: string) => f?.[`wh.${name}`] ?? '';
  return (
    <>
      <section className="bonus-head wheel-head" aria-labelledby="wheel-left">
        {disc ?? <WheelDisc />}
        <p className="bonus-wallet" data-wallet="money">
          {t(m.walletText)} <MemberMoney field="money" slot />
        </p>
        <p id="wheel-left" className="bonus-big" {...valueSlot('wh.left')}>
          {text('left')}
        </p>
        {outcome ?? <div role="status" className="wheel-result" />}
        {button ?? (
          <button
            type="button"
            className="btn btn-accent btn-block"
            disabled
            {...attrSlot({ disabled: 'wh.spin.disabled' })}
          >
            {t(m.wheelSpinButton)}
          </button>
        )}
      </section>
      <section className="bonus-card" aria-labelledby="wheel-why-title">
        <h2 id="wheel-why-title" {...valueSlot('wh.rule')}>
          {text('rule')}
        </h2>
        <ul className="bonus-facts">
          <li {...valueSlot('wh.deposit')}>{text('deposit')}</li>
          <li className="bonus-muted" {...valueSlot('wh.need')}>
            {text('need')}
          </li>
        </ul>
        <Link
          className={text('more.class') || 'btn btn-ghost btn-block wheel-more off'}
          {...classSlot('wh.more.class')}
          to={PATHS.Recharge}
        >
          {t(m.depositLink)}
        </Link>
      </section>
      <section className="bonus-card" aria-labelledby="wheel-prizes-title">
        <h2 id="wheel-prizes-title">{t(m.wheelPrizesSection)}</h2>
        <ListRows
          name={'wheelPrizes'}
          rows={
            prizes && (
              <ul className="wheel-prizes">
                {prizes.map((p, i) => (
                  <PrizeRow key={i} f={p} />
                ))}
              </ul>
            )
          }
          view={
            <ul className="wheel-prizes">
              <PrizeRow />
            </ul>
          }
          empty={<ul className="wheel-prizes" />}
        />
        <div className={text('rules.class') || 'wheel-rules off'} {...classSlot('wh.rules.class')}>
          {f ? (
            <SafeHtml html={text('rules')} className="bonus-rules" slot="wh.rules" />
          ) : (
            <PendingHtml className="bonus-rules" slot="wh.rules" />
          )}
        </div>
      </section>
    </>
  );
}

const PrizeRow = ({ f }: { f?: RowFigures }) => <li {...valueSlot('name')}>{f?.name ?? ''}</li>;

/** Stands in for the screen while the setting and today's spins load: in a drawn copy, its view (components/RowsTemplates). */
export function WheelSkeleton() {
  const patterns = usePatterns(SENTENCES);
  return <DrawnViewSkeleton name={'wheel'} patterns={patterns} className="wheel-skeleton" view={<WheelView />} />;
}
