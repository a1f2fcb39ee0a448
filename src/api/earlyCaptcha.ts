/**
 * The login or sign-up form's first captcha, asked for by the early script while the bundles download, so the
 * image (the login screen's largest element) is not held back behind the settings and the framework start.
 * The platform's captchas are single use: the slot is emptied by the first take, so one captcha serves at
 * most one login attempt and every later load (a refresh, a retry after a refusal) asks the platform anew.
 * It travels through a global because the early script and the app are separate bundles.
 */
export type EarlyCaptcha = { key: string; img: string };

type Slot = { at: number; answer: Promise<EarlyCaptcha | null> };
type Holder = { __earlyCaptcha?: Slot };

/** The platform forgets a captcha after 5 minutes; an older one is left unused, with time to type it. */
export const EARLY_CAPTCHA_MAX_AGE_MS = 4 * 60_000;

/** As long as any other API call may take (DEFAULT_TIMEOUT_MS, not imported to keep the early script small). */
export const EARLY_CAPTCHA_TIMEOUT_MS = 10_000;

const holder = () => globalThis as unknown as Holder;

/** Routes (lower-cased hash path) whose opening screen starts with a captcha: the login and sign-up forms. */
export function wantsEarlyCaptcha(route: string): boolean {
  return route === '/login' || route === '/register';
}

/** The captcha in a /auth/captcha answer, or null for anything else (a refusal, an injected fault). */
export function captchaOfAnswer(body: unknown): EarlyCaptcha | null {
  const b = body as { status?: unknown; data?: { key?: unknown; img?: unknown } | null } | null | undefined;
  const key = b?.data?.key;
  const img = b?.data?.img;
  if (b?.status !== 'success' || typeof key !== 'string' || typeof img !== 'string' || !key || !img) return null;
  return { key, img };
}

/** Asks for a captcha now and leaves it for the app; a failure settles as null (the app then asks itself). */
export function requestEarlyCaptcha(apiBase: string, lang: string, now = Date.now()): void {
  const url = `${apiBase.replace(/\/+$/, '')}/auth/captcha?${new URLSearchParams({ lang }).toString()}`;
  // The form waits on this answer, so it gets the API layer's time limit; after that the app asks itself.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), EARLY_CAPTCHA_TIMEOUT_MS);
  const answer = fetch(url, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: '{}',
    signal: controller.signal,
  })
    .then(async (res) => (res.ok ? captchaOfAnswer(await res.json()) : null))
    .catch(() => null)
    .finally(() => clearTimeout(timer));
  holder().__earlyCaptcha = { at: now, answer };
}

/** Takes the early captcha, once: later calls get null, as does a captcha too old to be trusted. */
export function takeEarlyCaptcha(now = Date.now()): Promise<EarlyCaptcha | null> | null {
  const slot = holder().__earlyCaptcha;
  delete holder().__earlyCaptcha;
  if (!slot || now - slot.at > EARLY_CAPTCHA_MAX_AGE_MS || now < slot.at) return null;
  return slot.answer;
}
