import { asApiError } from '@/api/baseQuery';
import { navigateTo } from '@/app/navigation';
import { loginPath } from '@/app/paths';

/**
 * What a machine keeps of a failed call: the HTTP status, or none (no answer). A 401 has already ended
 * the session (once, in the app shell); this sends the member to Login with the way back to this flow,
 * where the draft kept in sessionStorage waits for them.
 */
export function flowError(error: unknown, returnTo: string): { code?: number } {
  const e = asApiError(error);
  if (e?.status === 401) navigateTo(loginPath(returnTo), { replace: true });
  return typeof e?.status === 'number' ? { code: e.status } : {};
}
