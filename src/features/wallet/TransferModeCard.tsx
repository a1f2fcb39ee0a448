import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { TransferModeContext, TransferModeEvent } from '@machines/transferModeMachine';
import { useFirstInput } from '@/state/useFirstInput';
import { slotsFor } from '@/lib/fillSlots';
import type { MemberFigures } from '@/state/memberFigures';
import { m } from './messages';

// The dialog library is only needed when the member asks to switch: it loads once the member starts using the
// screen (or when asked, if sooner), never while the page loads.
const ModeConfirmDialog = lazy(() => import('./ModeConfirmDialog').then((x) => ({ default: x.ModeConfirmDialog })));

/** The card's slots: the member's figures (the transfer mode). */
const slot = slotsFor<MemberFigures>();

type Props = {
  /** The member's transfer mode; null while the member's info has not answered (nothing is guessed). */
  isAuto: boolean | null;
  confirming: boolean;
  busy: boolean;
  context: TransferModeContext;
  send: (e: TransferModeEvent) => void;
};

/**
 * The current transfer mode and the switch to the other one, confirmed first. Until the member's info says which
 * mode is on, the badge and the hint are placeholders and the switch cannot be pressed.
 */
export function TransferModeCard({ isAuto, confirming, busy, context, send }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const target = context.target ?? (isAuto ? 0 : 1);
  const using = useFirstInput();
  if (isAuto === null) {
    // The badge and the hint are choice slots (lib/fillSlots): the early shell's copy of this card shows the
    // member's mode from its own read of the member's info, as the card below does once the app has it.
    const badge = slot({
      text: 'transfer',
      choices: { auto: ['mode-badge auto', t(m.modeAutoText)], manual: ['mode-badge', t(m.modeManualText)] },
    });
    const hint = slot({
      text: 'transfer',
      choices: { auto: ['wallet-hint', t(m.modeAutoHintText)], manual: ['wallet-hint', t(m.modeManualHintText)] },
    });
    return (
      <section className="wallet-card" aria-labelledby="transfer-mode-title" aria-busy="true">
        <div className="wallet-card-head">
          <h2 id="transfer-mode-title">{t(m.modeSection)}</h2>
          <span className="skeleton mode-badge-skeleton" aria-hidden="true" {...badge} />
        </div>
        {/* The automatic mode's hint, unseen, holds its room (two lines in some languages) under the skeleton. */}
        <p className="wallet-hint wallet-hint-pending" aria-hidden="true" {...hint}>
          <span className="skeleton skeleton-text" />
          <span className="wallet-hint-room">{t(m.modeAutoHintText)}</span>
        </p>
        <button type="button" className="btn btn-ghost btn-block" disabled>
          &nbsp;
        </button>
      </section>
    );
  }
  return (
    <section className="wallet-card" aria-labelledby="transfer-mode-title">
      <div className="wallet-card-head">
        <h2 id="transfer-mode-title">{t(m.modeSection)}</h2>
        <span className={isAuto ? 'mode-badge auto' : 'mode-badge'} data-testid="transfer-mode">
          {t(isAuto ? m.modeAutoText : m.modeManualText)}
        </span>
      </div>
      <p className="wallet-hint">{t(isAuto ? m.modeAutoHintText : m.modeManualHintText)}</p>
      {context.switched !== null ? (
        <p className="wallet-ok" role="status">
          {t(context.switched === 1 ? m.switchedAutoText : m.switchedManualText)}
        </p>
      ) : null}
      {context.errorCode !== null && !busy ? (
        <p className="field-error" role="alert">
          {t(m.modeFailedText)}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-ghost btn-block"
        disabled={busy || confirming}
        aria-busy={busy || undefined}
        onClick={() => send({ type: 'mode.toggle', to: isAuto ? 0 : 1 })}
      >
        {t(isAuto ? m.toManualButton : m.toAutoButton)}
      </button>
      {using || confirming ? (
        <Suspense fallback={null}>
          <ModeConfirmDialog visible={confirming} target={target} send={send} />
        </Suspense>
      ) : null}
    </section>
  );
}
