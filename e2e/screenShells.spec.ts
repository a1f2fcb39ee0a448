import { test, expect } from './fixtures';
import { signIn } from './faults/support';
import { screenshot } from './support/evidence';

// A screen the build drew (src/app/screenShells.tsx) is what a member sees first, drawn by the early script while
// the framework downloads: it must be the screen's own opening view, word for word and box for box, so the app
// takes over with nothing on screen changing; and the app's start waits until it has been on screen.

type Text = { text: string; box: string };

/** Every visible piece of text under `root`, with its box, in document order (run in the page). */
function textsUnder(root: Element): Text[] {
  const out: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent?.trim();
    const el = n.parentElement;
    if (!text || !el || el.closest('.visually-hidden')) continue;
    const b = el.getBoundingClientRect();
    if (!b.width || !b.height) continue;
    out.push({ text, box: [b.x, b.y, b.width, b.height].map(Math.round).join(',') });
  }
  return out;
}

/** Routes whose opening view needs nothing but the member's own info; who opens them, in which language. */
const CASES = [
  { path: '/Language', who: 'member01', lang: 'zh_cn' },
  { path: '/Language', who: null, lang: 'en' },
  { path: '/Member/MoneyLog', who: 'member01', lang: 'zh_cn' },
  { path: '/Member/MoneyLog', who: 'member01', lang: 'th' },
  { path: '/Member/Vip', who: 'member01', lang: 'vi' },
  { path: '/Member/modify_pwd', who: 'member01', lang: 'zh_hk' },
  { path: '/Member/Message', who: 'member01', lang: 'zh_cn' },
  { path: '/Credit/Record', who: 'member01', lang: 'en' },
];

test("the drawn opening view is the screen's own, and the app takes it over unchanged", async ({ page, server }) => {
  test.setTimeout(120_000);
  await page.addInitScript(`window.__textsUnder = ${textsUnder.toString()};`);
  await page.addInitScript(() => {
    const w = window as unknown as {
      __drawn?: Text[];
      __entryAfterDrawn?: boolean;
      __textsUnder: (root: Element) => Text[];
    };
    // The drawn view as it first appeared, before the app could touch the page; and whether the entry had
    // started by then.
    new MutationObserver(() => {
      const view = document.querySelector('#early-shell .page-layout');
      if (!view || w.__drawn) return;
      w.__entryAfterDrawn = !document.querySelector('script[src*="/main."]');
      w.__drawn = w.__textsUnder(view);
    }).observe(document, { childList: true, subtree: true });
  });
  // The screens' own reads never answer: the app shows its opening view, as the build drew it.
  await page.route(/\/api\/(?!auth\/me|system\/configs)/, () => undefined);
  for (const c of CASES) {
    await page.context().clearCookies();
    if (c.who) await signIn(page, server, c.who);
    await page.goto('about:blank');
    await page.addInitScript((l) => localStorage.setItem('lang', l), c.lang);
    await page.goto(server.at(c.path));
    await expect(page.locator('#root .page-layout')).toBeVisible();
    await expect(page.locator('#early-shell')).toHaveCount(0);
    const drawn = await page.evaluate(() => (window as unknown as { __drawn?: Text[] }).__drawn);
    const entryAfter = await page.evaluate(
      () => (window as unknown as { __entryAfterDrawn?: boolean }).__entryAfterDrawn,
    );
    const app = await page.locator('#root .page-layout').evaluate(textsUnder);
    expect(drawn?.length, `${c.path} (${c.lang}): a drawn view`).toBeGreaterThan(0);
    expect(entryAfter, `${c.path}: the entry started after the drawn view`).toBe(true);
    expect(app, `${c.path} (${c.lang})`).toEqual(drawn);
  }
  await screenshot(page, 'screen-shell-credit-record-en');
});

test('a member held on a slow entry sees the drawn screen, not a skeleton, and cannot type into it', async ({
  page,
  server,
}) => {
  await signIn(page, server, 'member01');
  await page.route(/\/js\/main\.[0-9a-f]+\.js$/, () => undefined);
  await page.goto(server.at('/Member/modify_pwd'), { waitUntil: 'commit' });
  const field = page.locator('#early-shell input').first();
  await expect(field).toBeVisible();
  await expect(page.locator('#early-shell .skeleton-block')).toHaveCount(0);
  // The drawn copy is inert: a tap reaches nothing, so nothing typed is lost when the app takes over.
  await expect(page.locator('#early-shell')).toHaveAttribute('inert', '');
  await screenshot(page, 'screen-shell-modify-pwd-entry-held');
});
