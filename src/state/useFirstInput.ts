import { useEffect, useState } from 'react';

const INPUTS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * True once the member has touched, focused or typed anywhere on the page since the screen mounted; stays true. A
 * screen mounts what only a later step needs (a sheet and the library under it) on this sign that the member is
 * using it, not while the page is loading: one who only looks never pays for it, one who starts typing has it long
 * before the step comes.
 */
export function useFirstInput(): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen) return;
    const see = () => setSeen(true);
    for (const type of INPUTS) document.addEventListener(type, see, { capture: true, passive: true });
    return () => {
      for (const type of INPUTS) document.removeEventListener(type, see, { capture: true });
    };
  }, [seen]);
  return seen;
}
