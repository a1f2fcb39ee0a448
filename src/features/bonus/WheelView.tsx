import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { MemberMoney } from '@/components/MemberMoney';
import { PendingHtml, SafeHtml } from '@/components/SafeHtml';
import { DrawnViewSkeleton, ListRows } from '@/components/RowsTemplates';
import { usePatterns, useSay, type Sentences } from '@/components/useSentences';
import { slotsFor } from '@/lib/fillSlots';
import { PATHS } from '@/state/paths';
import type { WheelFigures, WheelPrizeFigures, WheelSentence } from './wheelFigures';
import { WheelDisc } from './WheelDisc';
import { m } from './messages';
import type { lists } from './wheel.drawn';

const slot = slotsFor<WheelFigures>();
const prizeSlot = slotsFor<WheelPrizeFigures>();

/** The HTML slot of the rules (SafeHtml takes a slot's name). */

/** Each sentence of the screen. */
const SENTENCES: Sentences<WheelSentence> = {
  left: m.wheelLeftText,
  rule: m.wheelRuleText,
  deposit: m.wheelDepositText,
  need: m.wheelNeedText,
  cap: m.wheelCapText,
};

/** The screen's sentences in the member's language (wheelFigures). */
export const useWheelSay = () => useSay(SENTENCES);

type Props = {
  f?: WheelFigures;
  /** The prizes listed under the wheel (wheelFigures wheelPrizeFigures). */
  prizes?: WheelPrizeFigures[];
  /** The app's disc, which turns; without it, the drawn copy's. */
  disc?: ReactNode;
  /** What the last spin came to (the app's: what it won, or why it failed). */
  outcome?: ReactNode;
  /** The spin button as the app draws it; without it, the drawn copy's, usable as the figures say. */
  button?: ReactNode;
};

/**
 * The wheel's screen from its figures (wheelFigures): the disc, the main wallet, today's spins left, the spin
 * button, the rule and where today's spins come from, the prizes and the rules. Without figures, the view a drawn
 * copy fills from the early reads of the wheel's setting, today's spins and the member's info.
 */
export function WheelView({ f, prizes, disc, outcome, button }: Props) {
  const t = useIntl().formatMessage;
  return (
    <>
      <section className="bonus-head wheel-head" aria-labelledby="wheel-left">
        {disc ?? <WheelDisc />}
        <p className="bonus-wallet" data-wallet="money">
          {t(m.walletText)} <MemberMoney field="money" slot />
        </p>
        <p id="wheel-left" className="bonus-big" {...slot({ text: 'left' })}>
          {f?.left ?? ''}
        </p>
        {outcome ?? <div role="status" className="wheel-result" />}
        {button ?? (
          <button
            type="button"
            className="btn btn-accent btn-block"
            disabled
            {...slot({ attrs: { disabled: 'spinDisabled' } })}
          >
            {t(m.wheelSpinButton)}
          </button>
        )}
      </section>
      <section className="bonus-card" aria-labelledby="wheel-why-title">
        <h2 id="wheel-why-title" {...slot({ text: 'rule' })}>
          {f?.rule ?? ''}
        </h2>
        <ul className="bonus-facts">
          <li {...slot({ text: 'deposit' })}>{f?.deposit ?? ''}</li>
          <li className="bonus-muted" {...slot({ text: 'need' })}>
            {f?.need ?? ''}
          </li>
        </ul>
        <Link
          className={f?.moreClass || 'btn btn-ghost btn-block wheel-more off'}
          {...slot({ class: 'moreClass' })}
          to={PATHS.Recharge}
        >
          {t(m.depositLink)}
        </Link>
      </section>
      <section className="bonus-card" aria-labelledby="wheel-prizes-title">
        <h2 id="wheel-prizes-title">{t(m.wheelPrizesSection)}</h2>
        <ListRows<typeof lists>
          name="wheelPrizes"
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
        <div className={f?.rulesClass || 'wheel-rules off'} {...slot({ class: 'rulesClass' })}>
          {f ? (
            <SafeHtml html={f.rules} className="bonus-rules" fill={slot({ html: 'rules' })} />
          ) : (
            <PendingHtml className="bonus-rules" fill={slot({ html: 'rules' })} />
          )}
        </div>
      </section>
    </>
  );
}

const PrizeRow = ({ f }: { f?: WheelPrizeFigures }) => <li {...prizeSlot({ text: 'name' })}>{f?.name ?? ''}</li>;

/** Stands in for the screen while the setting and today's spins load: in a drawn copy, its view (components/RowsTemplates). */
export function WheelSkeleton() {
  const patterns = usePatterns(SENTENCES);
  return (
    <DrawnViewSkeleton<typeof lists> name="wheel" patterns={patterns} className="wheel-skeleton" view={<WheelView />} />
  );
}
