import { asApiError } from './baseQuery';

/**
 * What a flow machine keeps of a failed call: the HTTP status, or nothing when there was no answer.
 * Never the message text (the toast already showed it, in the member's language). A 401 has already
 * ended the session once and sent the member to Login with the way back.
 */
export function failureCode(error: unknown): { code?: number } {
  const e = asApiError(error);
  return typeof e?.status === 'number' ? { code: e.status } : {};
}
