import type { Page } from '@playwright/test';

/**
 * Resolves in the page once the screen is at rest: the fonts are in, every transition and animation that ends has
 * ended (a spinner or a skeleton's shimmer never does, so those are not waited for), and a whole frame has passed with
 * no inline style written: antd-mobile's popups and dialogs fade and slide by rewriting their style from script each
 * frame, which the page's animation list does not show, and a check of a half-faded dialog read its text as too faint.
 * A page whose clock a test holds may never end its animations: at most `capMs` of real time is given. Self-contained
 * (no import, no outside name), since the WebKit and Gecko journeys send it to the page as its source text.
 */
export function atRest(capMs = 3_000): Promise<void> {
  const still = (async () => {
    await document.fonts.ready;
    const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    await new Promise<void>((resolve) => {
      let written = false;
      const styles = new MutationObserver(() => {
        written = true;
      });
      styles.observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ['style'] });
      // Still once a whole frame has passed with no style written: a fade writes one in every frame it runs.
      const look = () => {
        if (!written) {
          styles.disconnect();
          resolve();
          return;
        }
        written = false;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(() => {
        written = false;
        requestAnimationFrame(look);
      });
    });
  })();
  return Promise.race([still, new Promise<void>((resolve) => setTimeout(resolve, capMs))]);
}

/**
 * Resolves once the page's screen is at rest (atRest). The cap also holds on this side: a page held in a debugger or
 * busy past it does not hold the test.
 */
export async function untilStill(page: Page, capMs = 3_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, capMs);
  });
  // A screen that navigates meanwhile is at rest for this purpose: the next read of it tells.
  const quiet = page.evaluate(atRest, capMs).catch(() => undefined);
  await Promise.race([quiet, cap]).finally(() => clearTimeout(timer));
}
