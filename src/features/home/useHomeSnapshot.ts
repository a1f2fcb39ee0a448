import { useEffect, useMemo } from 'react';
import { useAppSelector } from '@/state/hooks';
import { selectLocale } from '@/state/localeSlice';
import { readHomeSnapshot, writeHomeSnapshot, type HomeSnapshot } from '@/state/homeSnapshot';

/**
 * Home's last known banners and game hall in the member's language, read once per language, and the
 * fresh answer kept for the next visit once it arrives. Never used for money (see state/homeSnapshot).
 */
export function useHomeSnapshot(part: 'banners' | 'games', fresh: unknown): HomeSnapshot | null {
  const lang = useAppSelector(selectLocale);
  const snapshot = useMemo(() => readHomeSnapshot(lang), [lang]);
  useEffect(() => {
    if (fresh !== undefined) writeHomeSnapshot(lang, { [part]: fresh });
  }, [lang, part, fresh]);
  return snapshot;
}
