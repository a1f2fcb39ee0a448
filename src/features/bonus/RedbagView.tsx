import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { MemberMoney } from '@/components/MemberMoney';
import { PendingHtml, SafeHtml } from '@/components/SafeHtml';
import { DrawnViewSkeleton } from '@/components/RowsTemplates';
import { usePatterns, useSay, type Sentences } from '@/components/useSentences';
import { slotsFor } from '@/lib/fillSlots';
import { PATHS } from '@/state/paths';
import type { RedbagFigures, RedbagSentence } from './bonusFigures';
import { m } from './messages';
import type { lists } from './redbag.drawn';

const slot = slotsFor<RedbagFigures>();

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

/** The screen's sentences in the member's language (bonusFigures redbagFigures). */
export const useRedbagSay = () => useSay(SENTENCES);

type Props = {
  f?: RedbagFigures;
  /** What the last grab came to (the app's: what it won, or why it failed). */
  outcome?: ReactNode;
  /** The grab button as the app draws it; without it, the drawn copy's, usable as the figures say. */
  button?: ReactNode;
};

/**
 * Today's red packet from its figures (bonusFigures redbagFigures): the grabs left, the main wallet, the size,
 * the grab button, where the grabs come from and the rules. Without figures, the view a drawn copy fills from the
 * early read of today's red packet and the member's info.
 */
/** The HTML slot of the rules (SafeHtml takes a slot's name). */

export function RedbagView({ f, outcome, button }: Props) {
  const t = useIntl().formatMessage;
  /** A line of where the grabs come from; a next step's, hidden as its class figure says. */
  const line = (
    name: 'deposit' | 'nextDeposit' | 'bet' | 'nextBet' | 'used',
    part?: { class: 'nextDepositClass' | 'nextBetClass'; className: string },
  ) => (
    <li className={(part && f?.[part.class]) || part?.className} {...slot({ text: name, class: part?.class })}>
      {f?.[name] ?? ''}
    </li>
  );
  return (
    <>
      <section className="bonus-head redbag-head" aria-labelledby="redbag-left">
        <p id="redbag-left" className="bonus-big" {...slot({ text: 'left' })}>
          {f?.left ?? ''}
        </p>
        <p className="bonus-wallet" data-wallet="money">
          {t(m.walletText)} <MemberMoney field="money" slot />
        </p>
        <p {...slot({ text: 'size' })}>{f?.size ?? ''}</p>
        {outcome}
        {button ?? (
          <button
            type="button"
            className="btn btn-accent btn-block"
            disabled
            {...slot({ attrs: { disabled: 'grabDisabled' } })}
          >
            {t(m.redbagGrabButton)}
          </button>
        )}
        <p className={f?.noneClass || 'redbag-none'} {...slot({ class: 'noneClass' })}>
          {t(m.redbagNoneText)}
        </p>
      </section>
      <section className="bonus-card" aria-labelledby="redbag-why-title">
        <h2 id="redbag-why-title">{t(m.redbagWhySection)}</h2>
        <ul className="bonus-facts">
          {line('deposit')}
          {line('nextDeposit', { class: 'nextDepositClass', className: 'bonus-muted' })}
          {line('bet')}
          {line('nextBet', { class: 'nextBetClass', className: 'bonus-muted' })}
          {line('used')}
        </ul>
        <Link className="btn btn-ghost btn-block" to={PATHS.Recharge}>
          {t(m.depositLink)}
        </Link>
      </section>
      <section
        className={f?.rulesClass || 'bonus-card'}
        aria-labelledby="redbag-rules-title"
        {...slot({ class: 'rulesClass' })}
      >
        <h2 id="redbag-rules-title">{t(m.redbagRulesSection)}</h2>
        {f ? (
          <SafeHtml html={f.rules} className="bonus-rules" fill={slot({ html: 'rules' })} />
        ) : (
          <PendingHtml className="bonus-rules" fill={slot({ html: 'rules' })} />
        )}
      </section>
    </>
  );
}

/** Stands in for the screen while today's red packet loads: in a drawn copy, its view (components/RowsTemplates). */
export function RedbagSkeleton() {
  const patterns = usePatterns(SENTENCES);
  return (
    <DrawnViewSkeleton<typeof lists>
      name="redbag"
      patterns={patterns}
      className="bonus-skeleton"
      view={<RedbagView />}
    />
  );
}
