/** A refusal kept by a flow: the HTTP status the platform answered, or 'network' when no answer came. */
export type FlowErrorCode = number | 'network';

/**
 * What a flow keeps of a failed actor: actors throw `{ code }` (see src/flow/endpointActor.ts), never the
 * message text, which the error toast has already shown in the member's language.
 */
export function flowErrorCode(error: unknown): FlowErrorCode {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'number' ? code : 'network';
}

/**
 * Whether a failed money request leaves its intent open, so its key is kept for the next copy: no answer came,
 * the platform still had the first copy (409), failed itself (5xx: nothing was stored against the key), or the
 * member must log in again or wait out maintenance first (401, 503) and comes back to the same intent. Any other
 * answer is the intent's outcome: a later try is a new intent with a new key.
 */
export function keepsIntent(code: FlowErrorCode): boolean {
  return code === 'network' || code === 401 || code === 409 || code >= 500;
}
