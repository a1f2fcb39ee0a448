import { useIntl, type MessageDescriptor } from 'react-intl';
import { BLOCK_CHOICES, playBlockMachine, type BlockKind } from '@machines/playBlockMachine';
import { useFlow } from '@/flow/useFlow';
import { playBlockActors } from './playActors';
import { m } from './messages';

const PERIOD_LABEL = {
  '24h': m.period24h,
  '7d': m.period7d,
  '30d': m.period30d,
  '6w': m.period6w,
  '6m': m.period6m,
  '1y': m.period1y,
  '2y': m.period2y,
  '5y': m.period5y,
} as const;
const KINDS: Array<{ kind: BlockKind; title: MessageDescriptor; help: MessageDescriptor }> = [
  { kind: 'timeout', title: m.timeoutTitle, help: m.timeoutHelpText },
  { kind: 'exclusion', title: m.exclusionTitle, help: m.exclusionHelpText },
];

/**
 * Time-out (24 hours to 6 weeks) and self-exclusion (6 months to 5 years): one confirmation that states the end
 * date, then the platform applies it at once and the member is logged out. Nothing here undoes it.
 */
export function BlockPanel() {
  const t = useIntl().formatMessage;
  const [state, send] = useFlow(playBlockMachine, { actors: playBlockActors });
  const c = state.context;
  const busy = state.hasTag('busy');

  if ((state.matches('confirming') || state.matches('applying')) && c.kind && c.period) {
    const length = t(PERIOD_LABEL[c.period as keyof typeof PERIOD_LABEL]);
    return (
      <section
        className="play-card play-confirm"
        role="alertdialog"
        aria-modal="false"
        aria-labelledby="play-confirm-title"
        aria-describedby="play-confirm-text"
      >
        <h2 id="play-confirm-title">{t(m.confirmTitle)}</h2>
        <p id="play-confirm-text">
          {t(
            { id: (c.kind === 'timeout' ? m.confirmTimeoutText : m.confirmExclusionText).id },
            {
              length,
              date: (
                <strong key="d" data-whole="date">
                  {c.until}
                </strong>
              ),
            },
          )}
        </p>
        <div className="play-actions">
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => send({ type: 'choice.back' })}>
            {t(m.backButton)}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => send({ type: 'block.confirm' })}
          >
            {t(m.confirmBlockButton)}
          </button>
        </div>
      </section>
    );
  }

  return (
    <>
      {KINDS.map(({ kind, title, help }) => (
        <section key={kind} className="play-section" aria-labelledby={`play-${kind}-title`}>
          <h2 id={`play-${kind}-title`}>{t(title)}</h2>
          <p className="play-help">{t(help)}</p>
          <div className="play-periods">
            {BLOCK_CHOICES[kind].map((period) => (
              <button
                key={period}
                type="button"
                className="btn btn-ghost"
                disabled={busy}
                onClick={() => send({ type: 'choice.pick', kind, period })}
              >
                {t(PERIOD_LABEL[period])}
              </button>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
