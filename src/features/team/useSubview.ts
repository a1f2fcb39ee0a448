import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSearchState } from '@/components/useSearchState';

/**
 * The team area's places live in the address of /Member/Promotion (?tab=, ?edit=, ?child=&view=), so the
 * route table stays as docs/screens.md#routes has it and back and reload bring the member to the same place. Opening a
 * place pushes an entry; closing one goes back to where it was opened from, or replaces it on a deep link.
 */
export function useSubview() {
  const search = useSearchState();
  const navigate = useNavigate();
  const open = useCallback((changes: Record<string, string | null>) => search.set(changes, { push: true }), [search]);
  const close = useCallback(
    (changes: Record<string, string | null>) => {
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (idx > 0) navigate(-1);
      else search.set(changes);
    },
    [navigate, search],
  );
  return { get: search.get, set: search.set, open, close };
}
