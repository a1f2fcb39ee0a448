import { useEffect, useRef } from 'react';

/**
 * Focus for what just appeared and asks for an answer (a confirmation in place, a sheet's field): keyboard
 * and screen-reader users land on it, as a dialog requires. Pass `when` to focus only in some cases.
 */
export function useFocusOnShow<T extends HTMLElement>(when = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}
