import './realityCheck.css';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useAnswerRealityCheckMutation, usePlaySessionQuery } from '@/api/playApi';
import { useLogoutMutation } from '@/api/authApi';
import { Money } from '@/components/Money';
import { navigateTo } from '@/state/navigation';
import { PATHS } from '@/state/paths';
import { m } from './messages';

/** Keeps Tab and Shift+Tab among the dialog's own controls. */
function trapTab(dialog: HTMLElement, e: KeyboardEvent) {
  if (e.key !== 'Tab') return;
  const items = [...dialog.querySelectorAll<HTMLElement>('button:not([disabled])')];
  if (!items.length) return;
  const first = items[0];
  const last = items[items.length - 1];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * The reality check (RTS 13): time since login and this session's stakes, returns and net, over whatever screen is
 * open, which stays inert until the member answers: continue, their bet records, or log out.
 */
export function RealityCheckDialog({ onAnswered }: { onAnswered: () => void }) {
  const t = useIntl().formatMessage;
  const id = useId();
  const session = usePlaySessionQuery(undefined, { refetchOnMountOrArgChange: true });
  const [answer, answering] = useAnswerRealityCheckMutation();
  const [logout, loggingOut] = useLogoutMutation();
  const first = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const busy = answering.isLoading || loggingOut.isLoading;

  // What is behind the dialog takes no focus and no taps while it is open.
  useLayoutEffect(() => {
    const app = document.querySelector('.app');
    app?.setAttribute('inert', '');
    return () => app?.removeAttribute('inert');
  }, []);
  useEffect(() => {
    first.current?.focus();
    const dialog = box.current;
    if (!dialog) return;
    const onKey = (e: KeyboardEvent) => trapTab(dialog, e);
    dialog.addEventListener('keydown', onKey);
    return () => dialog.removeEventListener('keydown', onKey);
  }, []);

  const done = async (then?: () => void) => {
    await answer()
      .unwrap()
      .catch(() => undefined);
    onAnswered();
    then?.();
  };
  const s = session.data;
  return createPortal(
    <div className="reality-mask">
      <div
        ref={box}
        className="reality-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <h2 id={`${id}-title`}>{t(m.checkTitle)}</h2>
        <div id={`${id}-text`}>
          <p>{t({ id: m.checkText.id }, { minutes: s?.minutes ?? 0, since: s?.session_started_at ?? '' })}</p>
          <dl className="reality-facts" aria-busy={!s || undefined}>
            <div>
              <dt>{t(m.checkStakesLabel)}</dt>
              <dd>{s ? <Money value={s.stakes} /> : '…'}</dd>
            </div>
            <div>
              <dt>{t(m.checkReturnsLabel)}</dt>
              <dd>{s ? <Money value={s.returns} /> : '…'}</dd>
            </div>
            <div>
              <dt>{t(m.checkNetLabel)}</dt>
              <dd>{s ? <Money value={s.net} /> : '…'}</dd>
            </div>
          </dl>
        </div>
        <div className="reality-actions">
          <button ref={first} type="button" className="btn btn-primary" disabled={busy} onClick={() => void done()}>
            {t(m.checkContinueButton)}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy}
            onClick={() => void done(() => navigateTo(PATHS.GameRecord))}
          >
            {t(m.checkRecordsButton)}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy}
            onClick={() =>
              void logout()
                .unwrap()
                .catch(() => undefined)
                .finally(onAnswered)
            }
          >
            {t(m.checkLogoutButton)}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
