import { expect, type Page } from '@playwright/test';
import { text } from './text';

/** Rows of the windowed list currently in the DOM. */
export const rowsInDom = (page: Page): Promise<number> => page.locator('ul.vlist > li').count();

/**
 * Scrolls an infinite list to its end, a page at a time: after each scroll to the bottom it waits until the
 * page grows (the next page landed) or the footer says everything is in. Checks the windowed list keeps fewer
 * than `maxRows` rows in the DOM all along, and returns the most it held.
 */
export async function scrollToEnd(page: Page, maxRows = 200): Promise<number> {
  const end = page.getByText(text('list.footer.endText'), { exact: true });
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  let most = 0;
  for (let i = 0; i < 400; i += 1) {
    const n = await rowsInDom(page);
    most = Math.max(most, n);
    expect(n, `the DOM holds ${n} rows`).toBeLessThan(maxRows);
    if (await end.isVisible()) return most;
    const before = await height();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => (await end.isVisible()) || (await height()) > before, {
        message: 'the list grows or says it has ended',
      })
      .toBe(true);
  }
  throw new Error('the list never reached its end');
}
