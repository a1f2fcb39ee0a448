import type { Page } from '@playwright/test';

/**
 * Resolves once the screen is at rest: the fonts are in and every transition and animation that ends has ended
 * (a spinner or a skeleton's shimmer never does, so those are not waited for). A page whose clock a test holds
 * may never end its animations: at most `capMs` of real time is given.
 */
export async function untilStill(page: Page, capMs = 3_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, capMs);
  });
  const still = page.evaluate(async () => {
    await document.fonts.ready;
    const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  });
  // A screen that navigates meanwhile is at rest for this purpose: the next read of it tells.
  const quiet = still.catch(() => undefined);
  await Promise.race([quiet, cap]).finally(() => clearTimeout(timer));
}
