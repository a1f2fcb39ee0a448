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
