/**
 * Reads the early script starts itself (not only preloads): home's banners, which its shell shows, a member's
 * own info, which every member screen starts with, and a member screen's opening reads (early/memberOpeningReads).
 * The app's call for the same address takes the answer instead of sending the read again. Like
 * the early captcha, it travels through a global because the early script and the app are separate bundles.
 */
type Slot = { at: number; answer: Promise<Response>; token: string };
type Holder = { __earlyReads?: Record<string, Slot> };

/** A read sent with the member's token: a member's own info (POST with `{}`), an opening screen's reads. */
export type EarlyReadInit = { method: 'GET' | 'POST'; body?: string; token: string; after?: Promise<boolean> };

/** Reads are matched on method, address and body: the app's call must be the very same request. */
const slotKey = (url: string, method = 'GET', body = '') => `${method} ${url} ${body}`;

/** An answer older than this is not trusted for a fresh start (the app asks itself). */
export const EARLY_READ_MAX_AGE_MS = 30_000;

/**
 * How old (seconds) an opening read may be for the opening screen to take it (state/openingReads useAfreshOnOpen);
 * a read that is never kept is kept that long, so that the screen can take its opening read.
 */
export const OPENING_READ_FRESH_S = 5;

const holder = () => globalThis as unknown as Holder;

/**
 * Sends a GET now and keeps the answer for the app; `peek` gets a copy of the body for the early shell, or null
 * when there is none (a failed read, a refusal, a body that is not JSON), so the shell never waits in vain, and
 * the answer's headers when there was one. A read that fails while the app waits on it reaches the app as its own
 * failed fetch. With `init.after`, the read waits for that answer: sent on true; on false it is dropped unsent,
 * unless the app has asked for it meanwhile. Its place is kept from the start, so the app's call never goes out
 * beside it.
 */
export function startEarlyRead(
  url: string,
  peek?: (body: unknown, headers?: Headers) => void,
  now = Date.now(),
  init?: EarlyReadInit,
): void {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init) {
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    headers.Authorization = `Bearer ${init.token}`;
  }
  const request = init ? { method: init.method, headers, body: init.body } : { headers };
  const send = () =>
    fetch(url, request).then((res) => {
      // The copy is taken here, before the app can read the body.
      if (peek)
        (res.ok ? (res.clone().json() as Promise<unknown>) : Promise.resolve(null)).then(
          (body) => peek(body, res.headers),
          () => peek(null, res.headers),
        );
      return res;
    });
  const reads = (holder().__earlyReads ??= {});
  const key = slotKey(url, init?.method, init?.body);
  const answer = init?.after
    ? init.after.then((go) => {
        if (go || reads[key] !== slot) return send();
        delete reads[key];
        throw new Error('not needed');
      })
    : send();
  const slot: Slot = { at: now, answer, token: init?.token ?? '' };
  reads[key] = slot;
  answer.catch(() => {
    peek?.(null);
    // A read that failed before the app asked (offline, a lost connection) is dropped: the app's own call,
    // perhaps a retry once back online, goes to the network instead of getting this old failure.
    if (reads[key] === slot) delete reads[key];
  });
}

/**
 * Whether the early script has a read of this request in flight, not yet taken by the app (then it is not preloaded
 * as well).
 */
export function hasEarlyRead(url: string, method?: string, body?: string): boolean {
  return !!holder().__earlyReads?.[slotKey(url, method, body)];
}

/**
 * The early answer for exactly this request, once; null when there is none, it is too old, or it was a
 * member's read sent with another token than the app's (a session that changed in between asks again).
 * A public read (no token) serves visitors and members alike.
 */
export function takeEarlyRead(
  url: string,
  now = Date.now(),
  request: { method?: string; body?: string; token?: string } = {},
): Promise<Response> | null {
  const reads = holder().__earlyReads;
  const key = slotKey(url, request.method, request.body);
  const slot = reads?.[key];
  if (!slot) return null;
  delete reads[key];
  if (now - slot.at > EARLY_READ_MAX_AGE_MS || now < slot.at) return null;
  if (slot.token && slot.token !== request.token) return null;
  return slot.answer;
}
