import { useEffect, useState } from 'react';

/**
 * The time, ticking every second while `activeAt(now)` holds (a live countdown); still otherwise. When the
 * countdown starts, the clock is read again at once, so it never starts from the time it last stood still.
 */
export function useNow(activeAt: (now: number) => boolean): number {
  const [now, setNow] = useState(() => Date.now());
  const active = activeAt(now);
  useEffect(() => {
    if (!active) return undefined;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const id = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(id);
    };
  }, [active]);
  return now;
}
