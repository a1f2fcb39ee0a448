/**
 * Reads the early script starts itself (not only preloads) because its shell shows their answer: home's
 * banners. The app's call for the same address takes the answer instead of sending the read again. Like
 * the early captcha, it travels through a global because the early script and the app are separate bundles.
 */
type Holder = { __earlyReads?: Record<string, { at: number; answer: Promise<Response> }> };

/** An answer older than this is not trusted for a fresh start (the app asks itself). */
export const EARLY_READ_MAX_AGE_MS = 30_000;

const holder = () => globalThis as unknown as Holder;

/**
 * Sends a GET now and keeps the answer for the app; `peek` gets a copy of the body for the early shell, or null
 * when there is none (a failed read, a refusal, a body that is not JSON), so the shell never waits in vain. A
 * failed read settles as a rejected promise, which the app treats as its own failed fetch.
 */
export function startEarlyRead(url: string, peek?: (body: unknown) => void, now = Date.now()): void {
  const answer = fetch(url, { headers: { Accept: 'application/json' } }).then((res) => {
    // The copy is taken here, before the app can read the body.
    if (peek) (res.ok ? (res.clone().json() as Promise<unknown>) : Promise.resolve(null)).then(peek, () => peek(null));
    return res;
  });
  answer.catch(() => peek?.(null));
  const reads = (holder().__earlyReads ??= {});
  reads[url] = { at: now, answer };
}

/** Whether the early script has a read of this address in flight (then it is not preloaded as well). */
export function hasEarlyRead(url: string): boolean {
  return !!holder().__earlyReads?.[url];
}

/** The early answer for exactly this address, once; null when there is none (or it is too old). */
export function takeEarlyRead(url: string, now = Date.now()): Promise<Response> | null {
  const reads = holder().__earlyReads;
  const slot = reads?.[url];
  if (!slot) return null;
  delete reads[url];
  if (now - slot.at > EARLY_READ_MAX_AGE_MS || now < slot.at) return null;
  return slot.answer;
}
