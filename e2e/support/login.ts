import { expect, type Page } from '@playwright/test';
import type { E2eServer } from './server';
import { text, type Locale } from './text';

const keysByImage = new WeakMap<Page, Map<string, string>>();

/** Remembers which captcha key belongs to which image, from the app's own /auth/captcha answers. */
export function watchCaptchas(page: Page): void {
  const map = new Map<string, string>();
  keysByImage.set(page, map);
  page.on('response', async (res) => {
    if (!res.url().includes('/api/auth/captcha')) return;
    try {
      const body = (await res.json()) as { data?: { key?: string; img?: string } };
      if (body.data?.key && body.data.img) map.set(body.data.img, body.data.key);
    } catch {
      /* an injected fault: no captcha to remember */
    }
  });
}

/** The text of the captcha the member is looking at, read from the server's captchas table by its key. */
export async function captchaOnScreen(page: Page, server: E2eServer, locale: Locale = 'zh_cn'): Promise<string> {
  const img = page.getByAltText(text('auth.captcha.imageAlt', locale), { exact: true });
  await expect(img).toBeVisible();
  const src = (await img.getAttribute('src')) ?? '';
  const map = keysByImage.get(page);
  if (!map) throw new Error('call watchCaptchas(page) before opening the login screen');
  await expect
    .poll(() => map.has(src), { message: 'captcha on screen was not seen in an /auth/captcha answer', timeout: 2_500 })
    .toBe(true);
  const row = server.ctx.db.prepare('SELECT text FROM captchas WHERE key = ?').get(map.get(src)) as
    { text: string } | undefined;
  expect(row, 'captcha key unknown to the server').toBeDefined();
  return row!.text;
}

/** Fills the real login form (account, password, captcha when shown) and submits it. */
export async function submitLogin(
  page: Page,
  server: E2eServer,
  name: string,
  password: string,
  locale: Locale = 'zh_cn',
): Promise<void> {
  await page.getByLabel(text('auth.login.accountLabel', locale), { exact: true }).fill(name);
  await page.getByLabel(text('auth.login.passwordLabel', locale), { exact: true }).fill(password);
  const captchaField = page.getByLabel(text('auth.captcha.inputLabel', locale), { exact: true });
  if (await captchaField.count()) await captchaField.fill(await captchaOnScreen(page, server, locale));
  await page.getByRole('button', { name: text('auth.login.submitButton', locale), exact: true }).click();
}

/** Opens /Login and logs in through the form; resolves once the app has left the login screen. */
export async function logIn(
  page: Page,
  server: E2eServer,
  name: string,
  password = 'pass1234',
  locale: Locale = 'zh_cn',
): Promise<void> {
  await page.goto(server.at('/Login'));
  await submitLogin(page, server, name, password, locale);
  await expect(page).toHaveURL((u) => !u.hash.startsWith('#/Login'));
}

/** Opens /Login and starts a demo (trial) account with the demo button; resolves once the app is on home. */
export async function playDemo(page: Page, server: E2eServer): Promise<void> {
  await page.goto(server.at('/Login'));
  await page.getByRole('button', { name: text('auth.login.demoButton'), exact: true }).click();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Main/home'));
}
