import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { MemberMoney } from '@/components/MemberMoney';
import { PendingHtml, SafeHtml } from '@/components/SafeHtml';
import { DrawnViewSkeleton } from '@/components/RowsTemplates';
import { usePatterns, useSay, type Sentences } from '@/components/useSentences';
import { attrSlot, classSlot, valueSlot } from '@/lib/fillSlots';
import { PATHS } from '@/state/paths';
import type { RedbagSentence } from '@/state/bonusFigures';
import type { RowFigures } from '@/state/recordFigures';
import { m } from './messages';

/** Each sentence of the screen. */
const SENTENCES: Sentences<RedbagSentence> = {
  left: m.redbagLeftText,
  size: m.redbagSizeText,
  deposit: m.redbagDepositText,
  nextDeposit: m.redbagNextDepositText,
  bet: m.redbagBetText,
  nextBet: m.redbagNextBetText,
  used: m.redbagUsedText,
};

/** The screen's sentences in the member's language (state/bonusFigures redbagFigures). */
export const useRedbagSay = () => useSay(SENTENCES);

type Props = {
  f?: RowFigures;
  /** What the last grab came to (the app's: what it won, or why it failed). */
  outcome?: ReactNode;
  /** The grab button as the app draws it; without it, the drawn copy's, usable as the figures say. */
  button?: ReactNode;
};

/**
 * Today's red packet from its figures (state/bonusFigures redbagFigures): the grabs left, the main wallet, the size,
 * the grab button, where the grabs come from and the rules. Without figures, the view a drawn copy fills from the
 * early read of today's red packet and the member's info.
 */
export function RedbagView({ f, outcome, button }: Props) {
  const t = useIntl().formatMessage;
  const text = (name: string) => f?.[`rb.${name}`] ?? '';
  const line = (name: string, className?: string) => (
    <li
      className={text(`${name}.class`) || className}
      {...valueSlot(`rb.${name}`)}
      {...(className ? classSlot(`rb.${name}.class`) : {})}
    >
      {text(name)}
    </li>
  );
  return (
    <>
      <section className="bonus-head redbag-head" aria-labelledby="redbag-left">
        <p id="redbag-left" className="bonus-big" {...valueSlot('rb.left')}>
          {text('left')}
        </p>
        <p className="bonus-wallet" data-wallet="money">
          {t(m.walletText)} <MemberMoney field="money" slot />
        </p>
        <p {...valueSlot('rb.size')}>{text('size')}</p>
        {outcome}
        {button ?? (
          <button
            type="button"
            className="btn btn-accent btn-block"
            disabled
            {...attrSlot({ disabled: 'rb.grab.disabled' })}
          >
            {t(m.redbagGrabButton)}
          </button>
        )}
        <p className={text('none.class') || 'redbag-none'} {...classSlot('rb.none.class')}>
          {t(m.redbagNoneText)}
        </p>
      </section>
      <section className="bonus-card" aria-labelledby="redbag-why-title">
        <h2 id="redbag-why-title">{t(m.redbagWhySection)}</h2>
        <ul className="bonus-facts">
          {line('deposit')}
          {line('nextDeposit', 'bonus-muted')}
          {line('bet')}
          {line('nextBet', 'bonus-muted')}
          {line('used')}
        </ul>
        <Link className="btn btn-ghost btn-block" to={PATHS.Recharge}>
          {t(m.depositLink)}
        </Link>
      </section>
      <section
        className={text('rules.class') || 'bonus-card'}
        aria-labelledby="redbag-rules-title"
        {...classSlot('rb.rules.class')}
      >
        <h2 id="redbag-rules-title">{t(m.redbagRulesSection)}</h2>
        {f ? (
          <SafeHtml html={text('rules')} className="bonus-rules" slot="rb.rules" />
        ) : (
          <PendingHtml className="bonus-rules" slot="rb.rules" />
        )}
      </section>
    </>
  );
}

/** Stands in for the screen while today's red packet loads: in a drawn copy, its view (components/RowsTemplates). */
export function RedbagSkeleton() {
  const patterns = usePatterns(SENTENCES);
  return <DrawnViewSkeleton name={'redbag'} patterns={patterns} className="bonus-skeleton" view={<RedbagView />} />;
}
