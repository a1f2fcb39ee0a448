import type { Route } from '@playwright/test';
import { test, expect } from './fixtures';
import { signIn } from './faults/support';
import { screenshot } from './support/evidence';
import { text, type Locale } from './support/text';

// A money screen the build drew is on view before the app has started (src/early/notReady.ts). A tap on its drawn
// claim button in that gap must not vanish: the button greys and a status region says, in the member's language,
// that it is not ready yet. The tap is not carried: nothing is claimed by it, then or when the app takes over, and
// the member's one tap on the app's button claims once.

/** The app's entry and its libraries: everything index.html loads but the early script. */
const ENTRY_JS = /\/js\/(?:main|react|router|data)\.[0-9a-f]+\.js$/;

for (const lang of ['en', 'th'] as Locale[]) {
  test(`a tap on the drawn rebate claim before the app is ready is answered in ${lang}, and claims nothing until the app's tap claims once`, async ({
    page,
    server,
  }) => {
    const played = await server.operator('POST', '/rounds', { name: 'member01', count: 12 });
    expect(played.ok).toBe(true);
    await signIn(page, server, 'member01');
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    // The entry is held back until the test lets it run: the drawn view stays on its own meanwhile.
    const held: Route[] = [];
    let release = false;
    await page.route(ENTRY_JS, async (route) => {
      if (release) await route.continue();
      else held.push(route);
    });
    await page.goto(server.at('/Member/Fsnow'));
    const claim = text('rebate.fsnow.claimButton', lang);
    const drawn = page.locator('#early-shell button', { hasText: claim });
    await expect(drawn).toBeVisible();
    await expect(page.locator('#early-shell .fs-line').first()).toBeVisible();
    // The shell is inert: the tap lands where the member's finger does, on the drawn button's box.
    const box = (await drawn.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);

    const status = page.getByRole('status').filter({ hasText: text('routes.early.notReadyText', lang) });
    await expect(status).toBeVisible();
    await expect(drawn).toHaveAttribute('aria-disabled', 'true');
    await expect(drawn).toBeDisabled();
    await screenshot(page, `early-tap-${lang}`);
    // A second tap is answered again, and sends nothing either.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(status).toBeVisible();
    expect(await server.requests('/fsnow/fetch')).toHaveLength(0);

    release = true;
    for (const route of held.splice(0)) await route.continue();
    const appClaim = page.locator('#root').getByRole('button', { name: claim, exact: true });
    await expect(page.locator('#early-shell')).toHaveCount(0);
    await expect(appClaim).toBeEnabled();
    // The early taps were not carried over: the app took over with nothing claimed.
    expect(await server.requests('/fsnow/fetch')).toHaveLength(0);

    await appClaim.click();
    await expect(page.locator('.fs-result')).toBeVisible();
    await expect.poll(() => server.requests('/fsnow/fetch')).toHaveLength(1);
    await expect(page.getByRole('status').filter({ hasText: text('routes.early.notReadyText', lang) })).toHaveCount(0);
  });
}
