import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { REFRESH_PATH, StrokeIcon } from './StrokeIcon';

type Props = {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
  /** Pull distance (px) past which releasing refreshes. */
  threshold?: number;
};

type Phase = 'idle' | 'pulling' | 'ready' | 'refreshing';

const MAX_PULL = 96;
/** The indicator stays this long at least, so a fast answer is still seen to have happened. */
const SHOWN_MS = 600;

/**
 * Pull down at the top of the page to reload what the screen lists (touch); the screen's refresh button does the
 * same for everyone else. The gesture counts wherever it starts on the page (the filters and tabs above a list
 * too); the indicator comes down under the nav bar, says what releasing will do, then that it is refreshing.
 */
export function PullRefresh({ onRefresh, children, threshold = 60 }: Props) {
  const intl = useIntl();
  const [phase, setPhase] = useState<Phase>('idle');
  const [pull, setPull] = useState(0);
  const startY = useRef<number | null>(null);
  const phaseRef = useRef<Phase>('idle');
  const refreshRef = useRef(onRefresh);
  useEffect(() => {
    refreshRef.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    const to = (p: Phase, d: number) => {
      phaseRef.current = p;
      setPhase(p);
      setPull(d);
    };
    const start = (e: TouchEvent) => {
      if (phaseRef.current === 'refreshing' || window.scrollY > 0 || e.touches.length !== 1) return;
      // A sheet or dialog over the page has gestures of its own.
      if ((e.target as Element | null)?.closest?.('.adm-popup, .adm-center-popup-wrap, [role="dialog"]')) return;
      startY.current = e.touches[0].clientY;
    };
    const move = (e: TouchEvent) => {
      if (startY.current === null) return;
      const dy = (e.touches[0]?.clientY ?? 0) - startY.current;
      if (dy <= 0 || window.scrollY > 0) return to('idle', 0);
      // Resistance: the indicator follows at half speed, capped.
      const d = Math.min(MAX_PULL, dy / 2);
      to(d >= threshold / 2 + 10 ? 'ready' : 'pulling', d);
    };
    const end = () => {
      if (startY.current === null) return;
      startY.current = null;
      if (phaseRef.current !== 'ready') return to('idle', 0);
      to('refreshing', 40);
      const shown = new Promise((r) => setTimeout(r, SHOWN_MS));
      Promise.all([refreshRef.current().catch(() => undefined), shown]).finally(() => to('idle', 0));
    };
    window.addEventListener('touchstart', start, { passive: true });
    window.addEventListener('touchmove', move, { passive: true });
    window.addEventListener('touchend', end);
    window.addEventListener('touchcancel', end);
    return () => {
      window.removeEventListener('touchstart', start);
      window.removeEventListener('touchmove', move);
      window.removeEventListener('touchend', end);
      window.removeEventListener('touchcancel', end);
    };
  }, [threshold]);

  const textId =
    phase === 'refreshing'
      ? 'list.pull.refreshingText'
      : phase === 'ready'
        ? 'list.pull.releaseText'
        : 'list.pull.pullText';
  return (
    <div className="pull-refresh" data-pull={phase}>
      {/* Under the nav bar, wherever the list sits on the page: it follows the thumb down, then holds while refreshing. */}
      <div
        className="pull-indicator"
        style={{ transform: `translate(-50%, ${Math.round(pull / 2)}px)`, opacity: Math.min(1, pull / 30) }}
        aria-hidden={phase === 'idle'}
      >
        {phase !== 'idle' ? (
          <span role="status">
            <StrokeIcon
              d={phase === 'refreshing' ? REFRESH_PATH : 'M12 5v14M6 13l6 6 6-6'}
              size={16}
              className={phase === 'refreshing' ? 'pull-icon spinning' : 'pull-icon'}
              style={phase === 'ready' ? { transform: 'rotate(180deg)' } : undefined}
            />
            {intl.formatMessage({ id: textId })}
          </span>
        ) : null}
      </div>
      {children}
    </div>
  );
}
