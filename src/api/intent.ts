/**
 * A request that carries out one intent of the member's (a deposit, a withdrawal, a spin): the intent's key
 * (lib/intentKey) rides beside the body, never in it, and goes out as the Idempotency-Key header, the same on
 * every copy of the request. A platform that honours it moves the money once, whatever the network repeats.
 */
export type Intent = {
  intentKey: string;
  /** a copy sent again to learn the outcome of one that had no answer: it makes no noise of its own */
  resend?: boolean;
};
export type Keyed<T = object> = T & Intent;

/** A keyed call's request parts: the body without the key, the key for its header, and a re-send's quiet. */
export function keyedRequest<T extends Intent>(
  args: T,
): { body: Omit<T, 'intentKey' | 'resend'>; intentKey: string; background: boolean } {
  const { intentKey, resend, ...body } = args;
  return { body, intentKey, background: resend === true };
}

let honoured = false;

/**
 * Whether the platform honours the key (the deployment says so in app-config.json): only then may a request whose
 * answer was lost be sent again by itself, since the platform answers the copy with the first one's outcome. A
 * platform that does not would move the money a second time.
 */
export function setIntentsHonoured(value: boolean): void {
  honoured = value;
}

export function intentsHonoured(): boolean {
  return honoured;
}
