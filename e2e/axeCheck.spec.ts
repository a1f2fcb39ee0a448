import { test, expect } from '@playwright/test';
import { assertAccessible } from './support/evidence';

/**
 * The accessibility check every journey and sweep leans on: axe is put into a document once and reused, so a
 * fault that appears after the first check of a document must still be found by the next, and a fault inside a
 * frame must be found too.
 */
const page_ = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body><main>${body}</main></body></html>`;
const failure = (p: Promise<void>) =>
  p.then(
    () => 'passed',
    (e: Error) => e.message,
  );

test('the accessibility check finds a fault that appears after its first run in the same document', async ({
  page,
}) => {
  await page.setContent(page_('<h1>Wallet</h1><p style="color:#111;background:#fff">$10.00</p>'));
  await assertAccessible(page, 'clean');
  await page.evaluate(() => ((window as unknown as { axe: { mark?: number } }).axe.mark = 1));
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.style.cssText = 'color:#ddd;background:#fff';
    faint.textContent = 'Fee $0.50';
    document.querySelector('main')?.append(faint);
    const img = document.createElement('img');
    img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.querySelector('main')?.append(img);
  });
  expect(await failure(assertAccessible(page, 'faint', ['color-contrast']))).toContain('color-contrast');
  const all = await failure(assertAccessible(page, 'faint and no alt'));
  expect(all).toContain('color-contrast');
  expect(all).toContain('image-alt');
  // The same axe answered all three: it was put in once.
  expect(await page.evaluate(() => (window as unknown as { axe: { mark?: number } }).axe.mark)).toBe(1);
});

test('the accessibility check looks into a frame', async ({ page }) => {
  // Served from one origin, as the app and a game of its own would be.
  await page.route('http://check.test/**', (r) =>
    r.fulfill({
      contentType: 'text/html',
      body: r.request().url().endsWith('/game')
        ? page_('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">')
        : page_('<h1>Game</h1><iframe title="game" src="/game"></iframe>'),
    }),
  );
  await page.goto('http://check.test/');
  // The frame's own document must be in before the check: a frame still loading is one axe cannot look into.
  await expect(page.frameLocator('iframe').locator('img')).toBeAttached();
  expect(await failure(assertAccessible(page, 'framed'))).toContain('image-alt');
});
