import { useCallback, useEffect, useRef, useState } from 'react';
import { useWheelSpinMutation, refreshPaid } from '@/api/bonusApi';
import type { WheelPrize, WheelResult } from '@/api/bonusTypes';
import { useAppDispatch } from '@/state/hooks';
import { wheelTarget } from '@/lib/bonusChances';
import { SPIN_MS } from './WheelDisc';
import { useOneShot } from './useOneShot';
import { m } from './messages';

const reducedMotion = () =>
  typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

/**
 * One spin: the server draws the prize, then the wheel turns to it and only then shows it. Members who ask
 * for reduced motion see the wheel stop there at once. The figures refresh once the wheel stops, or at
 * once after a failure (a time-out may still have paid).
 */
export function useWheelSpin(prizes: WheelPrize[]) {
  const dispatch = useAppDispatch();
  const [spin] = useWheelSpinMutation();
  const shot = useOneShot((name: string, intent) => spin({ name, ...intent }), m.wheelFailedText.id);
  const [angle, setAngle] = useState(0);
  const [animate, setAnimate] = useState(false);
  const [turning, setTurning] = useState(false);
  const [shown, setShown] = useState<WheelResult | null>(null);
  const [landed, setLanded] = useState<number | null>(null);
  const busy = useRef(false);
  const pending = useRef<{ result: WheelResult; index: number } | null>(null);
  const fallback = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stop = useCallback(() => {
    const p = pending.current;
    if (!p) return;
    pending.current = null;
    clearTimeout(fallback.current);
    setTurning(false);
    setShown(p.result);
    setLanded(p.index);
    busy.current = false;
    dispatch(refreshPaid());
  }, [dispatch]);

  useEffect(() => () => clearTimeout(fallback.current), []);

  const run = useCallback(
    async (name: string) => {
      if (busy.current) return;
      busy.current = true;
      setShown(null);
      setLanded(null);
      const result = await shot.run(name);
      if (!result) {
        busy.current = false;
        dispatch(refreshPaid());
        return;
      }
      const byId = prizes.findIndex((p) => p.id === result.prize.id);
      const index = byId >= 0 ? byId : result.index;
      pending.current = { result, index };
      const still = reducedMotion();
      setAnimate(!still);
      setAngle((from) => wheelTarget(index, prizes.length, from));
      if (still) {
        stop();
        return;
      }
      setTurning(true);
      // A hidden tab may never fire transitionend: the result must not wait for it.
      fallback.current = setTimeout(stop, SPIN_MS + 500);
    },
    [dispatch, prizes, shot, stop],
  );

  return {
    run,
    angle,
    animate,
    turning,
    busy: shot.busy || turning,
    shown,
    landed,
    error: shot.error,
    failed: shot.failed,
    stop,
  };
}
