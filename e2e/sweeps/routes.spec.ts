/**
 * One sweep over every route of the route table, as a visitor, a member (member01) and a demo player, and over the
 * team screen as an agent (agent001: the one screen an agent sees otherwise than a member, AGENT_SCREENS). The
 * table is read here, so a new route is swept without editing this file.
 *
 * The screens a role may see are walked in one tab, as a member moves through the app: the first opened as a
 * fresh page, each next one inside the app (what one screen leaves in the cache meets the next). One walk per
 * language (five for a member, an agent and a visitor, two for a demo player, see langsFor), the app started in
 * that language as a member who chose it comes back; a role with many screens walks them in parts of at most
 * PART_SIZE. What a screen shows only after a tap (a record's detail, the mail the member sent, the payee to copy
 * an account from, the purchase form and the plans in progress, an agent's invite links and downline: VIEWS) is
 * measured after it as a screen of its own, named `<address> (<view>)`. Every finding names its screen, and all of
 * a walk's findings are reported together. Each screen, at a 360x640 phone, must:
 *  1. pass axe with no violation (in the default language's walk; axe's contrast rules in every other walk, the
 *     words of each language laid out as they are), and keep 4.5:1 for the words of every disabled control, which
 *     axe leaves out (e2e/support/contrast);
 *  2. show nothing wider than the screen and no cut-off text. The rules, measured in the page:
 *     - overflow: `document.documentElement.scrollWidth` ≤ the viewport width, and no visible element's box
 *       ends more than 1px beyond the right edge, unless an ancestor clips it (overflow-x other than visible:
 *       a horizontally scrolling strip, a carousel);
 *     - cut-off text: an element that has text of its own (a non-blank text node child), is visible (non-zero
 *       box, not visibility:hidden, not inside aria-hidden), and either clips its overflow (overflow-x hidden or
 *       clip) or ends it with an ellipsis (text-overflow: ellipsis), is cut off when its scrollWidth exceeds its
 *       clientWidth by more than 1px, and one that ends a line with an ellipsis when its text (a Range over its
 *       contents) is wider than the room inside its box at all: an ellipsis hides whole letters for a fraction of
 *       a pixel too much, which scrollWidth rounds away; an element clamped to lines (-webkit-line-clamp) is cut
 *       off when its scrollHeight exceeds its clientHeight by half a line or more (a whole line is hidden; a
 *       font whose glyphs reach a little past the line box hides nothing). A scrolling marquee (an element inside the
 *       notice bar's moving track, `.adm-notice-bar-content`) is exempt: it is meant to run past the edge;
 *       so is a preview marked `data-preview` that sits inside the link or button opening the whole text
 *       (a mail's first words in the inbox row); a preview anywhere else still counts;
 *  3. raise no uncaught page error, log no console error, and meet no failed API call;
 *  4. send no API call twice (same method, address and body) while it opens and settles;
 *  5. break nothing where it must not break (e2e/support/textRules brokenText). A text's lines are told apart by
 *     the client rects of a Range over it: two rects whose vertical middles lie more than half the font size apart
 *     are on two lines. Measured on what is shown (not inside aria-hidden or hidden, checkVisibility):
 *     - a whole value: an element marked `data-whole` by the component that shows it (an amount: components/Money
 *       and every figure drawn beside it; an account or card number; an order number or code; a phone number; an
 *       address, link or wallet address, marked piece by piece, a break being allowed only between its pieces)
 *       lays its text on one line and shows all of it (no box around it, up to the body, that clips it or ends it
 *       with an ellipsis hides any of it), unless a horizontally scrolling box (overflow-x auto or scroll) holds it;
 *     - a label: a button, an `a.btn`, a tab (role tab or button), or a pill (a class named …-pill, -chip, -badge
 *       or -tag, the items of `.rate-chips`) lays its label on one line: the one box holding its shown text, the
 *       control itself or an element inside it. A control holding several boxes of text is a card (a record row,
 *       a payment method with its description), one holding a picture (img) a tile (a game's picture with its name
 *       under it): their lines are their own;
 *     - in the Thai walks, no word is broken over two lines: every word-like segment of at least two characters of
 *       a shown text node holding Thai, by Intl.Segmenter('th', { granularity: 'word' }), has its client rects on
 *       one line (numbers, which the segmenter counts as words, included);
 *  6. show nothing in another language's script and no catalog id raw (e2e/support/textRules foreignText), in
 *     the visible text: every text node of the body the page renders outside aria-hidden and hidden elements (as
 *     document.body.innerText reads it, text for screen readers only included), the options of a shown select,
 *     the placeholders of shown fields. The rule by walk:
 *     - zh_cn and zh_hk: no Thai letter (U+0E00–U+0E7F) and no letter only Vietnamese has
 *       (/[ăâđêôơưĂÂĐÊÔƠƯ\u1EA0-\u1EF9]/: the letters with a breve, circumflex, horn or stroke, and the tone marks);
 *     - en: no Han (U+3400–U+9FFF), no Thai, no Vietnamese-only letter;
 *     - th: no Han, no Vietnamese-only letter;  vi: no Han, no Thai;
 *     - in every walk, no text holding a catalog id (/\b[a-z]+(\.[a-z][A-Za-z0-9]*){2,}\b/ that is a key of
 *       i18n/en.json): a message shown by its id because its text is missing.
 *     The exceptions, each marked by the component that shows it (`data-verbatim`), are what is shown as it was
 *     written, in whatever script: an account name and a real name (data-verbatim="name": the payee's account
 *     name, a card's owner, a team member's name); a member's own words (data-verbatim="own": the mail a member
 *     sent, what they wrote when binding a card: its branch, a remark); what the platform's staff wrote
 *     (data-verbatim="staff": a refused withdrawal's reason, in the language its reviewer wrote it). Supplier codes and amounts need none: codes
 *     are Latin letters and digits, and an amount carries the page language's own currency sign (a '฿' in another
 *     walk is a finding). A language's own name inside an element whose `lang` is that language is exempt too: the
 *     language picker names each language in itself. Content the server sends in another language (a promotion's
 *     text, a lottery's name, a mail, a money-log remark) is a finding, and stays one until the server speaks the
 *     walk's language.
 * A screen that sends the member on by itself (set a withdrawal password when one is set already) is
 * measured where it lands.
 * Where the route is a redirect, it lands on its target; where the guard keeps a visitor out, the visitor lands
 * on Login with the way back in `redirect` (both checked for all such routes of a role in one tab: a screen-less
 * hop needs no fresh page each); where it keeps a demo player out, the player is told the trial message and never
 * sees the screen (one page per route: the message is a toast, shown once while it is on screen). Switching the
 * language inside the app is e2e/language.spec.ts's; opening a route cold is each journey's and the guards'.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, ROLES, type Role, type RoleStates } from './support';
import { apiTracker } from './support';
import { assertAccessible, screenshot } from '../support/evidence';
import { disabledContrast } from '../support/contrast';
import { text, type Locale } from '../support/text';
import { brokenText, foreignText } from '../support/textRules';
import type { E2eServer } from '../support/server';
import { ROUTE_TABLE, type RouteEntry } from '../../src/state/routeTable';

const LANGS: Locale[] = ['zh_cn', 'zh_hk', 'en', 'th', 'vi'];

/**
 * A demo player is let into no screen a member or a visitor is kept from, and sees it with a trial account's
 * figures: its sweep keeps the default language and Vietnamese, whose texts run longest (22,000 characters in
 * the catalog against 21,500 in English); the member's and the visitor's sweeps check every language.
 */
function langsFor(role: Role): Locale[] {
  return role === 'demo' ? ['zh_cn', 'vi'] : LANGS;
}
const WIDTH = 360;
/** axe's rules on the colours of text and controls, run in every walk (the whole of axe runs in zh_cn's). */
const CONTRAST_RULES = ['color-contrast', 'link-in-text-block'];
/**
 * The walks whose every screen is pictured at a 390x844 phone, as test-results/screens/<lang>-<role>-<address>.png
 * (docs/design.md shows some): English and Thai, the longest words and the tallest script.
 */
const PICTURED: Locale[] = ['en', 'th'];

/** The most screens one walk visits: a role with more walks them in parts, which the two workers share. */
const PART_SIZE = 20;

// Screens slide in from the side for 0.2 s, and one measured mid-slide would end past the right edge: reduced
// motion (which the app honours) has each screen at rest as soon as it is drawn.
test.use({ viewport: { width: WIDTH, height: 640 }, reducedMotion: 'reduce' });

/** A real value for every parameter of a parameterised route, read from the seeded data, keyed by the path. */
const PARAMS: Record<string, (server: E2eServer) => Record<string, string>> = {
  '/Activity/:id': (s) => ({ id: String(one(s, 'SELECT id FROM activities ORDER BY id LIMIT 1').id) }),
  '/Main/activity/:id': (s) => ({ id: String(one(s, 'SELECT id FROM activities ORDER BY id LIMIT 1').id) }),
  '/Main/recommendGame/:api_code/:gametype': (s) => {
    const g = one(s, 'SELECT api_name, game_type FROM api_games WHERE is_open = 1 ORDER BY id LIMIT 1');
    return { api_code: String(g.api_name), gametype: String(g.game_type) };
  },
};

function one(server: E2eServer, sql: string): Record<string, string | number> {
  const row = server.ctx.db.prepare(sql).get() as Record<string, string | number> | undefined;
  if (!row) throw new Error(`the seeded data has no row for: ${sql}`);
  return row;
}

/** The address to open for a route: its parameters filled from the seeded data, or a loud failure. */
function addressOf(path: string, server: E2eServer): string {
  if (!path.includes(':')) return path;
  const fill = PARAMS[path];
  if (!fill) throw new Error(`route ${path} has parameters but no entry in PARAMS (e2e/sweeps/routes.spec.ts)`);
  const values = fill(server);
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`PARAMS['${path}'] gives no value for :${name}`);
    return encodeURIComponent(values[name]);
  });
}

/**
 * What a screen shows only after a tap, measured as a screen of its own after the screen itself (named
 * `<address> (<view>)`), in the walks of the roles given: a record's detail, the mail the member sent, the payee a
 * member copies an account from, the purchase form and the plans in progress, an agent's invite links and downline.
 * Each view opens from where the one before it left the screen, and waits for what it shows.
 */
type View = { name: string; roles: Role[]; show: (page: Page) => Promise<void> };
const tabOf = (page: Page, i: number) => page.locator('main.page [role="tab"]').nth(i);
/** A record list's first record opened (its detail is the list's address with ?id=). */
const firstRecord: View = {
  name: 'first record',
  roles: ['member'],
  show: async (page) => {
    await page.locator('main.page .record-card').first().click();
    await page.locator('main.page .detail-card').waitFor();
  },
};
const VIEWS: Record<string, View[]> = {
  '/Member/GameRecord': [firstRecord],
  '/Member/MoneyLog': [firstRecord],
  '/Member/RechargeList': [firstRecord],
  '/Member/Message': [
    {
      name: 'outbox',
      roles: ['member'],
      show: async (page) => {
        await tabOf(page, 1).click();
        await expect(tabOf(page, 1)).toHaveAttribute('aria-selected', 'true');
      },
    },
  ],
  '/Member/Recharge': [
    {
      name: 'company bank payee',
      roles: ['member'],
      show: async (page) => {
        await page.locator('[data-payment-type="company_bankpay"]').first().click();
        await page.locator('#payee-title').waitFor();
      },
    },
    {
      name: 'USDT payee',
      roles: ['member'],
      show: async (page) => {
        await page.locator('section[aria-labelledby="payee-title"] .btn-ghost').click();
        await page.locator('[data-payment-type="company_usdt"]').first().click();
        await page.locator('#payee-title').waitFor();
      },
    },
  ],
  '/Member/Yuebao': [
    {
      name: 'purchase form',
      roles: ['member'],
      show: async (page) => {
        await page.locator('.yb-list [data-plan] .btn-primary').first().click();
        await page.locator('#yb-buy-title').waitFor();
      },
    },
    {
      name: 'plans in progress',
      roles: ['member'],
      show: async (page) => {
        await page.locator('.yb-buy .yb-actions .btn-ghost').click();
        await tabOf(page, 1).click();
        await expect(tabOf(page, 1)).toHaveAttribute('aria-selected', 'true');
      },
    },
  ],
  '/Member/Promotion': [
    {
      name: 'invite links',
      roles: ['agent'],
      show: async (page) => {
        await tabOf(page, 1).click();
        await page.locator('.invite-card').first().waitFor();
      },
    },
    {
      name: 'downline',
      roles: ['agent'],
      show: async (page) => {
        await tabOf(page, 2).click();
        await page.locator('main.page [data-child], main.page .team-card').first().waitFor();
      },
    },
  ],
};

/**
 * An agent sees every screen a member does, and only the team (Promotion) differently: the agent's walk is that
 * screen with its views, in every language.
 */
const AGENT_SCREENS = ['/Member/Promotion'];

function allows(entry: RouteEntry, role: Role): 'allow' | 'login' | 'demoBlocked' {
  if (!('screen' in entry)) return 'allow';
  if (entry.meta.auth && role === 'visitor') return 'login';
  if (entry.meta.noDemo && role === 'demo') return 'demoBlocked';
  return 'allow';
}

/** What the member must never meet while a screen opens: page errors, console errors; each named by the screen. */
function watchErrors(page: Page, screen: () => string) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${screen()}: page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${screen()}: console error: ${m.text()} at ${m.location().url}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && r.url().includes('/api/'))
      errors.push(`${screen()}: HTTP ${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  return errors;
}

/** Every API call the page sends, as 'METHOD address', in order. */
function recordCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/'))
      calls.push(`${r.method()} ${r.url().replace(/^https?:\/\/[^/]+/, '')} ${r.postData() ?? ''}`.trim());
  });
  return calls;
}

function repeated(calls: string[]): string[] {
  const seen = new Map<string, number>();
  for (const c of calls) seen.set(c, (seen.get(c) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([c, n]) => `${c} ×${n}`);
}

/** Overflow and cut-off text on the current screen, by the rules above; one line per finding. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const vw = window.innerWidth;
    const doc = document.documentElement;
    if (doc.scrollWidth > vw) out.push(`page is ${doc.scrollWidth}px wide at a ${vw}px screen`);
    const describe = (el: Element) => {
      const cls =
        typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const t = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${cls} "${t}"`;
    };
    const clippedByAncestor = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const ox = getComputedStyle(p).overflowX;
        if (ox !== 'visible') return true;
      }
      return false;
    };
    const visible = (el: Element, r: DOMRect) => {
      if (r.width === 0 || r.height === 0) return false;
      if (el.closest('[aria-hidden="true"]')) return false;
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (!visible(el, r)) continue;
      if (r.right > vw + 1 && r.left < vw && !clippedByAncestor(el))
        out.push(`${describe(el)} ends at ${Math.round(r.right)}px, beyond the ${vw}px edge`);
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === 3 && (n.textContent ?? '').trim());
      if (!ownText || el.closest('.adm-notice-bar-content')) continue;
      // A preview cut on purpose (data-preview) inside the row a member taps to read it whole.
      if (el.closest('[data-preview]')?.closest('a[href], button')) continue;
      const s = getComputedStyle(el);
      // Text for screen readers only (clipped away on purpose) is not shown, so it cannot be cut off.
      if (s.clip !== 'auto' || s.clipPath !== 'none') continue;
      const clips = s.overflowX === 'hidden' || s.overflowX === 'clip' || s.textOverflow === 'ellipsis';
      const he = el as HTMLElement;
      if (clips && he.scrollWidth > he.clientWidth + 1)
        out.push(`${describe(el)} is cut off (${he.scrollWidth}px of text in ${he.clientWidth}px)`);
      else if (s.textOverflow === 'ellipsis' && s.whiteSpace.startsWith('nowrap')) {
        // An ellipsis hides whole letters for a fraction of a pixel too much, which scrollWidth rounds away: the
        // text's own width is measured against the room inside the box.
        const range = document.createRange();
        range.selectNodeContents(el);
        const room =
          r.width -
          parseFloat(s.paddingLeft) -
          parseFloat(s.paddingRight) -
          parseFloat(s.borderLeftWidth) -
          parseFloat(s.borderRightWidth);
        const wide = range.getBoundingClientRect().width;
        if (wide > room + 0.05)
          out.push(`${describe(el)} is cut off by its ellipsis (${wide.toFixed(2)}px of text in ${room.toFixed(2)}px)`);
      }
      const clamp = s.getPropertyValue('-webkit-line-clamp');
      const line = parseFloat(s.lineHeight) || parseFloat(s.fontSize) * 1.2;
      if (clamp && clamp !== 'none' && he.scrollHeight - he.clientHeight >= line / 2)
        out.push(`${describe(el)} is cut off below line ${clamp}`);
    }
    return [...new Set(out)].slice(0, 12);
  });
}

/**
 * Waits until the app has drawn a screen: its frame is up (`main.page`, which a page that has not started yet
 * lacks, so a missing fallback alone proves nothing) and no route is still loading its code.
 */
async function waitForScreen(page: Page): Promise<void> {
  await page.locator('main.page').first().waitFor({ state: 'attached', timeout: 15_000 });
  await page
    .locator('.route-fallback')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

/**
 * What every sweep page starts with: the role's session, a language (the default one unless given), and a record
 * of every toast shown.
 */
async function prepare(
  context: BrowserContext,
  role: Role,
  roleStates: RoleStates,
  lang: Locale = 'zh_cn',
): Promise<void> {
  if (role !== 'visitor') await context.addCookies((await roleStates.get(role)).cookies);
  await context.addInitScript((chosen: string) => {
    // Every toast shown, kept: a short toast may be gone before a slow machine looks for it.
    const w = window as unknown as { __toasts: string[] };
    w.__toasts = [];
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of Array.from(r.addedNodes))
          if (n instanceof HTMLElement)
            for (const t of [n, ...Array.from(n.querySelectorAll('.toast'))])
              if (t.classList.contains('toast')) w.__toasts.push(t.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
    // The language a member chose before, set once per tab: a choice made in the app afterwards stands.
    if (!sessionStorage.getItem('sweep-lang-set')) {
      sessionStorage.setItem('sweep-lang-set', '1');
      localStorage.setItem('lang', chosen);
    }
  }, lang);
}

const toastsOf = (page: Page) => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
const routeOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash.replace(/^#/, '').split('?')[0]);

/**
 * Follows a route inside the app, as a link does, marking the frame on view as the one being left (`open` waits for
 * another).
 */
async function follow(page: Page, address: string): Promise<void> {
  await page.evaluate((h) => {
    document.querySelector('main.page')?.setAttribute('data-sweep-left', '');
    location.hash = h;
  }, address);
}

/**
 * Opens a route in the sweep's tab: the first as a fresh page, each next one inside the app, as a link is followed.
 * Inside the app the screen left stays on view until the next one is ready, so the next one is waited for: a new
 * frame (`main.page` is keyed by the route), unless the route sent the role back to the screen it was on.
 * Returns a finding when no screen came.
 */
async function open(page: Page, server: E2eServer, address: string, fresh: boolean): Promise<string | null> {
  if (fresh) {
    await page.goto(server.at(address));
    await waitForScreen(page);
    return null;
  }
  const before = routeOf(page);
  await follow(page, address);
  const arrived = await page
    .waitForFunction(
      () => document.querySelector('main.page:not([data-sweep-left])') && !document.querySelector('.route-fallback'),
      null,
      { timeout: 10_000 },
    )
    .then(() => true)
    .catch(() => false);
  return arrived || routeOf(page) === before ? null : `no screen came within 10 s (the address is ${page.url()})`;
}

/** Where a route that may not show sends the role: a redirect to its target, a visitor to Login with the way back. */
async function expectSentOn(page: Page, entry: RouteEntry, address: string): Promise<void> {
  if ('redirect' in entry) {
    await expect.poll(() => routeOf(page), { timeout: 5_000 }).toBe(entry.redirect);
    return;
  }
  await expect.poll(() => routeOf(page), { timeout: 5_000 }).toBe('/Login');
  expect(new URL(page.url().replace('#', '')).searchParams.get('redirect')).toBe(address);
}

/**
 * The redirect routes, and the routes a visitor is sent to Login from, checked in one tab per role: screen-less
 * hops need no fresh page each. Every route is checked and the failures are reported together, each naming its
 * route. A demo player's refusals are tested one per page below: the trial message is a toast, shown once while
 * it is on screen.
 */
for (const role of ROLES) {
  const sentOn = ROUTE_TABLE.filter((entry) => 'redirect' in entry || allows(entry, role) === 'login');
  test(`as ${role}, each of the ${sentOn.length} redirect or login-only routes sends it on`, async ({
    page,
    context,
    sweepServer: server,
    roleStates,
  }) => {
    await prepare(context, role, roleStates);
    const api = apiTracker(page);
    const failures: string[] = [];
    for (const [i, entry] of sentOn.entries()) {
      const address = addressOf(entry.path, server);
      // A hop lands on a screen already shown (Login, a target seen before), so no new screen is waited for:
      // where it lands is polled for.
      if (i === 0) await open(page, server, address, true);
      else await follow(page, address);
      await api.settle();
      await expectSentOn(page, entry, address).catch((e: Error) =>
        failures.push(`${address} as ${role}: ${e.message.split('\n')[0]} (at ${page.url()})`),
      );
    }
    expect(failures, `routes that did not send ${role} on`).toEqual([]);
  });
}

const demoBlocked = ROUTE_TABLE.filter((entry) => !('redirect' in entry) && allows(entry, 'demo') === 'demoBlocked');
test(`as demo, each of the ${demoBlocked.length} member-only screens refuses it`, async ({
  page,
  context,
  sweepServer: server,
  roleStates,
}) => {
  await prepare(context, 'demo', roleStates);
  const api = apiTracker(page);
  const failures: string[] = [];
  for (const entry of demoBlocked) {
    const address = addressOf(entry.path, server);
    // Each opened cold: a trial message already on screen is not shown twice, so one page load per route.
    await page.goto('about:blank');
    await open(page, server, address, true);
    await api.settle();
    await expect
      .poll(() => toastsOf(page))
      .toContain(text('common.guard.demoBlockedText'))
      .catch(async () =>
        failures.push(`${address}: no trial message (toasts: ${JSON.stringify(await toastsOf(page))})`),
      );
    if (routeOf(page) === address) failures.push(`${address}: the screen was shown`);
  }
  expect(failures, 'member-only screens a demo player reached').toEqual([]);
});

/** A list in parts of at most PART_SIZE, as even as they come. */
function parts<T>(list: T[]): T[][] {
  const count = Math.ceil(list.length / PART_SIZE);
  const size = Math.ceil(list.length / count);
  return Array.from({ length: count }, (_, i) => list.slice(i * size, (i + 1) * size));
}

/** What a screen in view breaks of rules 2, 5 and 6, each finding named by the screen. */
async function screenProblems(page: Page, screen: string, lang: Locale): Promise<string[]> {
  const found = [
    ...(await layoutProblems(page)),
    ...(await brokenText(page, lang)),
    ...(await foreignText(page, lang)),
  ];
  return found.map((p) => `${screen}: ${p}`);
}

/** Every screen a role may see, walked in one tab per language (and part), every finding named by its screen. */
const WALKERS: Array<{ role: Role; screens: RouteEntry[] }> = [
  ...ROLES.map((role) => ({
    role,
    screens: ROUTE_TABLE.filter((entry) => !('redirect' in entry) && allows(entry, role) === 'allow'),
  })),
  { role: 'agent', screens: ROUTE_TABLE.filter((entry) => AGENT_SCREENS.includes(entry.path)) },
];
for (const { role, screens: visible } of WALKERS) {
  const walks = parts(visible);
  for (const lang of langsFor(role)) {
    const axe = lang === 'zh_cn';
    walks.forEach((walk, w) => {
      const part = walks.length > 1 ? ` (part ${w + 1} of ${walks.length})` : '';
      const checks = `${axe ? 'accessible' : 'readable contrast'}, fits 360px, nothing broken mid-word, all in ${lang}, no error, no repeated call`;
      test(`as ${role} in ${lang}, each of ${walk.length} screens${part}: ${checks}`, async ({
        page,
        context,
        sweepServer: server,
        roleStates,
      }) => {
        await prepare(context, role, roleStates, lang);
        let screen = '';
        const errors = watchErrors(page, () => screen);
        const calls = recordCalls(page);
        const api = apiTracker(page);
        const found: string[] = [];
        const picture = async (name: string) =>
          page.screenshot({ path: test.info().outputPath(`layout-${name.replace(/\W+/g, '_')}.png`) });
        for (const [i, entry] of walk.entries()) {
          const address = addressOf(entry.path, server);
          screen = address;
          const from = calls.length;
          const missing = await open(page, server, address, i === 0);
          await api.settle();
          const landed = routeOf(page);
          if (landed !== address) screen = `${address} (landed on ${landed})`;
          if (missing) found.push(`${screen}: ${missing}`);
          for (const call of repeated(calls.slice(from))) found.push(`${screen}: sent twice: ${call}`);
          await assertAccessible(page, screen, axe ? undefined : CONTRAST_RULES).catch((e: Error) =>
            found.push(e.message),
          );
          const problems = [
            ...(await screenProblems(page, screen, lang)),
            ...(await disabledContrast(page)).map((p) => `${screen}: ${p}`),
          ];
          found.push(...problems);
          if (problems.length) await picture(address);
          if (PICTURED.includes(lang) && landed === address) {
            await page.setViewportSize({ width: 390, height: 844 });
            await screenshot(page, `${lang}-${role}-${address.replace(/\W+/g, '_')}`);
            await page.setViewportSize({ width: WIDTH, height: 640 });
          }
          if (landed !== address) continue;
          for (const view of (VIEWS[entry.path] ?? []).filter((v) => v.roles.includes(role))) {
            screen = `${address} (${view.name})`;
            const failed = await view.show(page).then(
              () => null,
              (e: Error) => e.message.split('\n')[0],
            );
            if (failed !== null) {
              found.push(`${screen}: the view did not open: ${failed}`);
              break;
            }
            await api.settle();
            await assertAccessible(page, screen, axe ? undefined : CONTRAST_RULES).catch((e: Error) =>
              found.push(e.message),
            );
            const seen = [
              ...(await screenProblems(page, screen, lang)),
              ...(await disabledContrast(page)).map((p) => `${screen}: ${p}`),
            ];
            found.push(...seen);
            if (seen.length) await picture(`${address} ${view.name}`);
          }
        }
        expect([...found, ...errors], `as ${role} in ${lang}, at ${WIDTH}px`).toEqual([]);
      });
    });
  }
}
