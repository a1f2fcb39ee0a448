import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useIntl } from 'react-intl';

type Props = {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
  /** Pull distance (px) past which releasing refreshes. */
  threshold?: number;
};

type Phase = 'idle' | 'pulling' | 'ready' | 'refreshing';

const MAX_PULL = 96;

/** Pull down at the top of the page to reload the list (touch); the refresh button in the filters does the same for everyone else. */
export function PullRefresh({ onRefresh, children, threshold = 60 }: Props) {
  const intl = useIntl();
  const [phase, setPhase] = useState<Phase>('idle');
  const [pull, setPull] = useState(0);
  const startY = useRef<number | null>(null);

  const onTouchStart = (e: TouchEvent) => {
    if (phase === 'refreshing' || window.scrollY > 0) return;
    startY.current = e.touches[0]?.clientY ?? null;
  };
  const onTouchMove = (e: TouchEvent) => {
    if (startY.current === null) return;
    const dy = (e.touches[0]?.clientY ?? 0) - startY.current;
    if (dy <= 0 || window.scrollY > 0) {
      setPull(0);
      setPhase('idle');
      return;
    }
    // Resistance: the indicator follows at half speed, capped.
    const d = Math.min(MAX_PULL, dy / 2);
    setPull(d);
    setPhase(d >= threshold / 2 + 10 ? 'ready' : 'pulling');
  };
  const onTouchEnd = () => {
    if (startY.current === null) return;
    startY.current = null;
    if (phase !== 'ready') {
      setPull(0);
      setPhase('idle');
      return;
    }
    setPhase('refreshing');
    setPull(40);
    onRefresh()
      .catch(() => undefined)
      .finally(() => {
        setPhase('idle');
        setPull(0);
      });
  };

  const textId =
    phase === 'refreshing'
      ? 'list.pull.refreshingText'
      : phase === 'ready'
        ? 'list.pull.releaseText'
        : 'list.pull.pullText';
  return (
    <div
      className="pull-refresh"
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div className="pull-indicator" style={{ height: pull }} aria-hidden={phase === 'idle'}>
        {phase !== 'idle' ? <span role="status">{intl.formatMessage({ id: textId })}</span> : null}
      </div>
      {children}
    </div>
  );
}
