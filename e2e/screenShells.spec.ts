import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signIn } from './faults/support';
import { screenshot } from './support/evidence';
import type { E2eServer } from './support/server';
import { formatMoney } from '../src/lib/moneyText';
import { text } from './support/text';
import { ENTRY_CAP_MS } from '../src/early/entry';

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

/** Each figure slot (src/lib/fillSlots.ts) under `root`: its text and box (run in the page). */
function slotsUnder(root: Element): Text[] {
  return [...root.querySelectorAll('[data-fill]')].map((el) => {
    const b = el.getBoundingClientRect();
    return { text: el.textContent ?? '', box: [b.x, b.y, b.width, b.height].map(Math.round).join(',') };
  });
}

// Each load notes when its entry started: the time its first script was added, as `__entryAt` (loadCold reads it).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __entryAt?: number };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('script[src*="/main."]')) return;
      w.__entryAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
});

/** The most loads a test makes of one address before it checks the drawn view of the last one. */
const LOADS = 3;

/**
 * Opens `url` afresh, as a member opening the app, and waits until the app has taken over (`appShown` on screen, the
 * shell gone). On a busy machine the entry's cap (ENTRY_CAP_MS after the navigation) may start the app before the
 * drawn view's code and reads are in: the cap is there so that the app always starts, and such a load has no drawn
 * view to check. It is loaded again, at most LOADS times in all, `again` first resetting what the test counts per
 * load; a drawn view that never comes before the cap fails the test's checks on the last load.
 */
async function loadCold(page: Page, url: string, appShown: string, again?: () => unknown): Promise<void> {
  for (let load = 1; ; load += 1) {
    await page.goto('about:blank');
    await page.goto(url);
    await expect(page.locator(`#root ${appShown}`).first()).toBeVisible();
    await expect(page.locator('#early-shell')).toHaveCount(0);
    const at = await page.evaluate(() => (window as unknown as { __entryAt?: number }).__entryAt);
    if (load === LOADS || at === undefined || at < ENTRY_CAP_MS - 1) return;
    await again?.();
  }
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
    await page.addInitScript((l) => localStorage.setItem('lang', l), c.lang);
    await loadCold(page, server.at(c.path), '.page-layout');
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

test("a member's own figures are on the drawn Center before the app starts, the server's, and stay until the app shows them", async ({
  page,
  server,
}) => {
  await signIn(page, server, 'member01');
  await page.addInitScript(`window.__slotsUnder = ${slotsUnder.toString()};`);
  await page.addInitScript(() => {
    const w = window as unknown as {
      __filled?: { entryStarted: boolean; texts: Text[]; words: string };
      __skeletonAfter?: boolean;
      __slotsUnder: (root: Element) => Text[];
    };
    new MutationObserver(() => {
      const shell = document.getElementById('early-shell');
      const card = shell?.querySelector('.account-card');
      if (card && shell?.hasAttribute('data-filled') && !w.__filled)
        w.__filled = {
          entryStarted: Boolean(document.querySelector('script[src*="/main."]')),
          texts: w.__slotsUnder(card),
          words: card.textContent ?? '',
        };
      // Once the shell has gone, the app's card never shows a skeleton.
      if (w.__filled && !shell && document.querySelector('#root .account-card .skeleton')) w.__skeletonAfter = true;
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await loadCold(page, server.at('/Center'), '.account-card .account-name');
  await expect(page.locator('#root .account-card .account-name')).toHaveText('member01');
  const { filled, skeletonAfter } = await page.evaluate(() => {
    const w = window as unknown as {
      __filled?: { entryStarted: boolean; texts: Text[]; words: string };
      __skeletonAfter?: boolean;
    };
    return { filled: w.__filled, skeletonAfter: w.__skeletonAfter };
  });
  expect(filled?.entryStarted, 'the figures were drawn before the entry ran').toBe(false);
  expect(skeletonAfter, 'no skeleton between the drawn figures and the app').toBeUndefined();
  // Word for word, and each figure in the app's box for it.
  const card = page.locator('#root .account-card');
  expect(await card.evaluate((c) => c.textContent)).toBe(filled?.words);
  expect(await card.evaluate(slotsUnder)).toEqual(filled?.texts);
  // The balances are the server's.
  const row = server.ctx.db.prepare('SELECT money, fs_money, ml_money FROM members WHERE name = ?').get('member01') as {
    money: number;
    fs_money: number;
    ml_money: number;
  };
  const yuan = (cents: number) => formatMoney(`${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
  const shown = filled?.texts.map((t) => t.text) ?? [];
  for (const cents of [row.money, row.fs_money, row.ml_money]) expect(shown).toContain(yuan(cents));
  await screenshot(page, 'screen-shell-center-figures');
});

test("a member's transfer mode is on the drawn Transfer screen before the app starts, as the app then shows it", async ({
  page,
  server,
}) => {
  await signIn(page, server, 'member01');
  await page.addInitScript(() => {
    const w = window as unknown as { __mode?: { entryStarted: boolean; badge: string; hint: string; hintBox: string } };
    new MutationObserver(() => {
      const shell = document.getElementById('early-shell');
      const badge = shell?.querySelector('.mode-badge');
      const hint = shell?.querySelector('.wallet-hint');
      if (!badge || !hint || !shell?.hasAttribute('data-filled') || w.__mode) return;
      const b = hint.getBoundingClientRect();
      w.__mode = {
        entryStarted: Boolean(document.querySelector('script[src*="/main."]')),
        badge: `${badge.className}: ${badge.textContent}`,
        hint: hint.textContent ?? '',
        hintBox: [b.x, b.y, b.width, b.height].map(Math.round).join(','),
      };
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await loadCold(page, server.at('/Member/Transfer'), '[data-testid="transfer-mode"]');
  const badge = page.locator('#root [data-testid="transfer-mode"]');
  const drawn = await page.evaluate(() => (window as unknown as { __mode?: Record<string, unknown> }).__mode);
  expect(drawn?.entryStarted, 'the mode was drawn before the entry ran').toBe(false);
  const auto = (
    server.ctx.db.prepare('SELECT is_trans_on FROM members WHERE name = ?').get('member01') as {
      is_trans_on: number;
    }
  ).is_trans_on;
  const hint = page.locator('#root .wallet-card .wallet-hint').first();
  const box = await hint.boundingBox();
  expect(drawn).toEqual({
    entryStarted: false,
    badge: `${auto ? 'mode-badge auto' : 'mode-badge'}: ${await badge.textContent()}`,
    hint: await hint.textContent(),
    hintBox: [box?.x, box?.y, box?.width, box?.height].map((n) => Math.round(n ?? -1)).join(','),
  });
});

/** The drawn view's parts as first filled, before the app could touch the page (set by watchFilled's script). */
type Filled = { entryStarted: boolean; texts: Text[]; placeholders: string[] };

/**
 * Watches each page load for the early shell's first filled view holding `selector`: every visible text under the
 * matches (textsUnder), the fields' placeholders, and whether the entry had started by then (it must not have).
 * Once the shell has gone, notes whether the app showed a skeleton under `selector` (it must not).
 */
async function watchFilled(page: Page, selector: string): Promise<void> {
  await page.addInitScript(`window.__textsUnder = ${textsUnder.toString()};`);
  await page.addInitScript((sel) => {
    const w = window as unknown as {
      __filled?: Filled;
      __skeletonAfter?: boolean;
      __textsUnder: (root: Element) => Text[];
    };
    new MutationObserver(() => {
      const shell = document.getElementById('early-shell');
      const parts = [...(shell?.hasAttribute('data-filled') ? shell.querySelectorAll(sel) : [])];
      if (parts.length && !w.__filled)
        w.__filled = {
          entryStarted: Boolean(document.querySelector('script[src*="/main."]')),
          texts: parts.flatMap((p) => w.__textsUnder(p)),
          placeholders: parts.flatMap((p) =>
            [...p.querySelectorAll('input[placeholder]')].map((i) => i.getAttribute('placeholder') ?? ''),
          ),
        };
      if (w.__filled && !shell && document.querySelector(`#root ${sel} .skeleton, #root .list-skeleton`))
        w.__skeletonAfter = true;
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }, selector);
}

/** What watchFilled saw on this page load. */
async function filledSeen(page: Page): Promise<{ filled?: Filled; skeletonAfter?: boolean }> {
  return page.evaluate(() => {
    const w = window as unknown as { __filled?: Filled; __skeletonAfter?: boolean };
    return { filled: w.__filled, skeletonAfter: w.__skeletonAfter };
  });
}

/** The app's own parts matching `selector`, as watchFilled reads the drawn ones. */
async function appParts(page: Page, selector: string): Promise<{ texts: Text[]; placeholders: string[] }> {
  const parts = page.locator(`#root ${selector}`);
  const texts = await parts.evaluateAll((els) =>
    els.flatMap((el) => (window as unknown as { __textsUnder: (root: Element) => Text[] }).__textsUnder(el)),
  );
  const placeholders = await parts
    .locator('input[placeholder]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('placeholder') ?? ''));
  return { texts, placeholders };
}

/**
 * Opens `path` afresh (watchFilled watching `parts`) and checks the drawn view: filled before the entry ran, the
 * app's view of `parts` text for text and box for box once `appShown` is on screen, no skeleton between them.
 * Returns the drawn texts.
 */
async function opensDrawn(
  page: Page,
  server: E2eServer,
  path: string,
  appShown: string,
  parts: string,
  again?: () => unknown,
) {
  await loadCold(page, server.at(path), appShown, again);
  const { filled, skeletonAfter } = await filledSeen(page);
  expect(filled?.entryStarted, `${path}: drawn before the entry ran`).toBe(false);
  expect(skeletonAfter, `${path}: no skeleton between the drawn view and the app's`).toBeUndefined();
  expect((await appParts(page, parts)).texts, path).toEqual(filled?.texts);
  return (filled?.texts ?? []).map((t) => t.text);
}

/**
 * The platform's API in the signed-in member's own session (a new one would end it): a call's `data`, as the server
 * holds it.
 */
async function memberApi(page: Page, server: E2eServer) {
  const token = (await page.context().cookies()).find((c) => c.name === 'member_token')?.value;
  return async (path: string, method = 'POST', body: object = {}) =>
    (
      (await (
        await fetch(`${server.url}/api${path}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: method === 'POST' ? JSON.stringify(body) : undefined,
        })
      ).json()) as { data: unknown }
    ).data;
}

/** A member (member01) signed in, reading English, whose drawn views' `.page-body` is watched; the member's API. */
async function englishMember(page: Page, server: E2eServer) {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await signIn(page, server, 'member01');
  await watchFilled(page, '.page-body');
  return memberApi(page, server);
}

/** A button by its English catalog text. */
const englishButton = (page: Page, id: string) => page.getByRole('button', { name: text(id, 'en'), exact: true });
const enMoney = (v: string | number) => formatMoney(v);

/** A confirmed deposit of `cents` by member `name`, made now (the platform's today). */
function depositedToday(server: E2eServer, name: string, cents: number) {
  const member = server.ctx.db.prepare('SELECT id FROM members WHERE name = ?').get(name) as { id: number };
  const now = server.ctx.clock.now().getTime();
  server.ctx.db
    .prepare(
      `INSERT INTO recharges (bill_no, member_id, name, money, payment_type, status, confirm_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'company_bankpay', 2, ?, ?, ?)`,
    )
    .run(`SHELL${now}`, member.id, name, cents, now, now, now);
}

test("a member's records and mail are on the drawn list before the app starts, the server's rows, where the app then draws them", async ({
  page,
  server,
}) => {
  await signIn(page, server, 'member01');
  await watchFilled(page, '.vlist');
  const member = server.ctx.db.prepare('SELECT id FROM members WHERE name = ?').get('member01') as { id: number };
  for (const [path, latest] of [
    [
      '/Member/MoneyLog',
      'SELECT description AS text FROM money_logs WHERE member_id = ? ORDER BY created_at DESC, id DESC',
    ],
    [
      '/Member/GameRecord',
      'SELECT bill_no AS text FROM game_records WHERE member_id = ? ORDER BY bet_time DESC, id DESC',
    ],
    [
      '/Member/RechargeList',
      'SELECT bill_no AS text FROM recharges WHERE member_id = ? ORDER BY created_at DESC, id DESC',
    ],
    [
      '/Member/Message',
      `SELECT m.title AS text FROM member_messages mm JOIN messages m ON m.id = mm.message_id
       WHERE mm.member_id = ? AND mm.deleted_at IS NULL AND m.deleted_at IS NULL ORDER BY m.created_at DESC, m.id DESC`,
    ],
  ]) {
    await loadCold(page, server.at(path), '.vlist .vlist-row');
    const { filled, skeletonAfter } = await filledSeen(page);
    expect(filled?.entryStarted, `${path}: the rows were drawn before the entry ran`).toBe(false);
    expect(skeletonAfter, `${path}: no skeleton between the drawn rows and the app's`).toBeUndefined();
    // The drawn rows are the app's first rows, word for word and box for box.
    const app = await appParts(page, '.vlist');
    expect(filled?.texts.length, `${path}: rows drawn`).toBeGreaterThan(0);
    expect(app.texts.slice(0, filled?.texts.length), path).toEqual(filled?.texts);
    // The first row is the member's latest record on the server.
    const first = (server.ctx.db.prepare(latest).get(member.id) as { text: string }).text;
    expect(filled?.texts.map((t) => t.text)).toContain(first);
  }
  await screenshot(page, 'screen-shell-bet-records-rows');
});

test("Deposit's methods are on the drawn screen before the app starts, in the member's language, as the app then shows them", async ({
  page,
  server,
}) => {
  await signIn(page, server, 'member01');
  await watchFilled(page, '.recharge-card:has(.method-list)');
  for (const lang of ['zh_cn', 'en']) {
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await loadCold(page, server.at('/Member/Recharge'), '.method');
    const { filled } = await filledSeen(page);
    expect(filled?.entryStarted, `${lang}: the methods were drawn before the entry ran`).toBe(false);
    // The app's method groups, word for word and box for box (the recent deposits below come with the app).
    expect((await appParts(page, '.recharge-card:has(.method-list)')).texts, lang).toEqual(filled?.texts);
    // Each open method of the server is there.
    const names = server.ctx.db.prepare('SELECT name, desc FROM payments WHERE is_open = 1 AND lang = ?').all(lang) as {
      name: string;
      desc: string;
    }[];
    for (const p of names) expect(filled?.texts.map((t) => t.text)).toContain(p.desc || p.name);
  }
  await screenshot(page, 'screen-shell-deposit-methods');
});

test("the withdrawal form is on the drawn screen before the app starts, the member's cards and limits, as the app then shows it", async ({
  page,
  server,
}) => {
  await signIn(page, server, 'member01');
  await watchFilled(page, '.withdraw-card:has(form)');
  await loadCold(page, server.at('/Member/ApplyDrawing'), '.withdraw-card .card-option');
  const { filled } = await filledSeen(page);
  expect(filled?.entryStarted, 'the form was drawn before the entry ran').toBe(false);
  // Word for word and box for box, and the amount field's hint (its limits).
  const app = await appParts(page, '.withdraw-card:has(form)');
  expect(app).toEqual({ texts: filled?.texts, placeholders: filled?.placeholders });
  expect(filled?.placeholders[0]).toMatch(/\$/);
  // The member's cards on the server, each a choice.
  const member = server.ctx.db.prepare('SELECT id FROM members WHERE name = ?').get('member01') as { id: number };
  const cards = server.ctx.db.prepare('SELECT card_no FROM member_banks WHERE member_id = ?').all(member.id) as {
    card_no: string;
  }[];
  for (const c of cards) expect(filled?.texts.map((t) => t.text)).toContain(`•••• ${c.card_no.slice(-4)}`);
  await screenshot(page, 'screen-shell-withdraw-form');
});

test("the platform's notices are on the drawn list before the app starts, as the app then shows them", async ({
  page,
  server,
}) => {
  await signIn(page, server, 'member01');
  await watchFilled(page, '.notice-list');
  await loadCold(page, server.at('/Member/Notice'), '.notice-list .notice-row');
  const { filled } = await filledSeen(page);
  expect(filled?.entryStarted, 'the notices were drawn before the entry ran').toBe(false);
  expect(filled?.texts.length).toBeGreaterThan(0);
  expect((await appParts(page, '.notice-list')).texts).toEqual(filled?.texts);
});

test("a visitor's credit rules and the site's name are on the drawn view before the app starts, the server's, as the app then shows them", async ({
  page,
  server,
}) => {
  const api = async (path: string) =>
    page.evaluate(async (p) => ((await (await fetch(p)).json()) as { data: Record<string, string> }).data, path);
  await watchFilled(page, '.credit-card');
  await loadCold(page, server.at('/Credit/Index'), '.credit-rules');
  const { filled, skeletonAfter } = await filledSeen(page);
  expect(filled?.entryStarted, 'the rules were drawn before the entry ran').toBe(false);
  expect(skeletonAfter, 'no skeleton between the drawn rules and the app').toBeUndefined();
  expect((await appParts(page, '.credit-card')).texts).toEqual(filled?.texts);
  const rules = await api('/api/credit/rule?lang=zh_cn');
  const words = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/)[0];
  for (const key of ['credit_detail', 'credit_rule', 'credit_xize'])
    expect(filled?.texts.map((t) => t.text).join(' ')).toContain(words(rules[key]));
  await screenshot(page, 'screen-shell-credit-rules-visitor');

  await watchFilled(page, '.welcome-brand');
  await loadCold(page, server.at('/Welcome'), '.welcome-title');
  const welcome = await filledSeen(page);
  expect(welcome.filled?.entryStarted, "the site's name was drawn before the entry ran").toBe(false);
  const site = await api('/api/system/configs?group=site&lang=zh_cn');
  expect(welcome.filled?.texts[0]?.text).toBe(site.site_title);
  expect((await appParts(page, '.welcome-brand')).texts).toEqual(welcome.filled?.texts);
});

test("the activity hall's cards are on the drawn view before the app starts, for a member and a visitor, as the app then shows them", async ({
  page,
  server,
}) => {
  await watchFilled(page, '.act-list');
  for (const who of ['member01', null]) {
    await page.context().clearCookies();
    if (who) await signIn(page, server, who);
    await loadCold(page, server.at('/Activity'), '.act-list .act-card');
    const { filled, skeletonAfter } = await filledSeen(page);
    expect(filled?.entryStarted, `${who ?? 'a visitor'}: the hall was drawn before the entry ran`).toBe(false);
    expect(skeletonAfter).toBeUndefined();
    expect((await appParts(page, '.act-list')).texts).toEqual(filled?.texts);
    const hall = await page.evaluate(
      async () =>
        ((await (await fetch('/api/act/list?lang=zh_cn')).json()) as { data: { activity: { title: string }[] } }).data,
    );
    expect(filled?.texts.map((t) => t.text)).toEqual(expect.arrayContaining(hall.activity.map((a) => a.title)));
  }
  await screenshot(page, 'screen-shell-activity-hall-visitor');
});

test("the promotions' chips and cards are on the drawn tab before the app starts, as the app then shows them", async ({
  page,
  server,
}) => {
  await watchFilled(page, '.page-body');
  for (const path of ['/Main/activity', '/Main/activity?type=3']) {
    await loadCold(page, server.at(path), '.act-list .act-card');
    const { filled, skeletonAfter } = await filledSeen(page);
    expect(filled?.entryStarted, `${path}: the promotions were drawn before the entry ran`).toBe(false);
    expect(skeletonAfter).toBeUndefined();
    expect((await appParts(page, '.page-body')).texts).toEqual(filled?.texts);
    expect(filled?.texts.length).toBeGreaterThan(4);
  }
  await screenshot(page, 'screen-shell-promotions-deposit');
});

test("the rebate due is on the drawn screen before the app starts, each game type's line and the claim, as the app then shows them", async ({
  page,
  server,
}) => {
  const m = server.ctx.db.prepare('SELECT id FROM members WHERE name = ?').get('member01') as { id: number };
  const at = server.ctx.clock.now().getTime() - 5_000;
  server.ctx.db
    .prepare(
      `INSERT INTO game_records (bill_no, api_name, member_id, name, bet_amount, valid_bet_amount, net_amount, game_type, bet_time, created_at)
       VALUES ('shell-fs-1', 'AG', ?, 'member01', 123456, 123456, 0, 1, ?, ?)`,
    )
    .run(m.id, at, at);
  await signIn(page, server, 'member01');
  await watchFilled(page, '.page-body');
  await loadCold(page, server.at('/Member/Fsnow'), '.fs-line');
  const { filled, skeletonAfter } = await filledSeen(page);
  expect(filled?.entryStarted, 'the rebate was drawn before the entry ran').toBe(false);
  expect(skeletonAfter).toBeUndefined();
  // Word for word and box for box, the rebate wallet's balance (from the member's info) too.
  expect((await appParts(page, '.page-body')).texts).toEqual(filled?.texts);
  expect(filled?.texts.map((t) => t.text)).toEqual(expect.arrayContaining([expect.stringMatching(/^\$[\d,]+\.\d\d$/)]));
  await screenshot(page, 'screen-shell-fsnow');
});

test("the bound accounts, Yuebao's plans, the VIP table and the sign-in history are on the drawn screen before the app starts, with rows or none, as the app then shows them", async ({
  page,
  server,
}) => {
  await signIn(page, server, 'member01');
  await watchFilled(page, '.page-body');
  const opens = (path: string, appShown: string) => opensDrawn(page, server, path, appShown, '.page-body');
  // The member's cards on the server, each with its masked number.
  const cards = server.ctx.db
    .prepare('SELECT b.card_no FROM member_banks b JOIN members m ON m.id = b.member_id WHERE m.name = ?')
    .all('member01') as Array<{ card_no: string }>;
  expect(cards.length).toBeGreaterThan(0);
  const shown = await opens('/Member/Card', '.bank-item');
  for (const c of cards) expect(shown).toContain(`•••• ${c.card_no.slice(-4)}`);

  const api = await memberApi(page, server);
  // Yuebao: each plan on sale, and the main wallet, as the server holds them.
  const plans = (await api('/yuebao/getMemberYuebaoList?lang=zh_cn')) as Array<{ SettingName: string }>;
  const money = (await api('/auth/me?lang=zh_cn')) as { money: string };
  expect(plans.length).toBeGreaterThan(0);
  const yuebao = await opens('/Member/Yuebao', '.yb-card');
  for (const plan of plans) expect(yuebao).toContain(plan.SettingName);
  expect(yuebao).toContain(formatMoney(money.money));
  // VIP: the member's level and every level of the table.
  const vips = (await api('/member/vips?lang=zh_cn', 'GET')) as { levels: Array<{ level_name: string }> };
  const vip = await opens('/Member/Vip', '.vip-level');
  for (const level of vips.levels) if (level.level_name) expect(vip).toContain(level.level_name);

  // No sign-in yet: the history says so.
  const none = await opens('/dailybonus/log', '.list-empty');
  expect(none).toContain('还没有签到记录');
  // Signed in today: the history opens on that sign-in.
  const reward = (await api('/dailybonus/check')) as { money: string };
  const rows = await opens('/dailybonus/log', '.vlist-row');
  expect(rows).toContain(formatMoney(reward.money));
  await screenshot(page, 'screen-shell-sign-history');
});

test("an activity's page is on the drawn view before the app starts, on both its routes, as the app then shows it", async ({
  page,
  server,
}) => {
  await watchFilled(page, '.act-detail');
  const act = await page.request.get(`${server.url}/api/act/1?lang=zh_cn`);
  const { data } = (await act.json()) as { data: { title: string } };
  for (const [who, path] of [
    ['member01', '/Activity/1'],
    [null, '/Main/activity/1'],
  ] as const) {
    await page.context().clearCookies();
    if (who) await signIn(page, server, who);
    const drawn = await opensDrawn(page, server, path, '.act-detail h2', '.act-detail');
    await expect(page.locator('#root .act-detail h2')).toHaveText(data.title);
    expect(drawn[0]).toBe(data.title);
  }
  await screenshot(page, 'screen-shell-activity-page');
});

test("today's red packet is on the drawn screen before the app starts, in English with its plurals, its log empty or not, as the app then shows it", async ({
  page,
  server,
}) => {
  const api = await englishMember(page, server);
  const opens = (appShown: string) => opensDrawn(page, server, '/RedBag', appShown, '.page-body');

  // Nothing deposited today: no grab left, the button unusable, the log empty.
  const none = await opens('.bonus-log .list-empty');
  expect(none).toContain(text('bonus.redbag.leftText', 'en', { count: 0 }));
  expect(none).toContain(text('bonus.redbag.noneText', 'en'));
  expect(none).toContain(text('bonus.redbag.logEmptyText', 'en'));
  await expect(englishButton(page, 'bonus.redbag.grabButton')).toBeDisabled();

  // 5,000 deposited today: three grabs (a plural), one of them grabbed, its money the log's row.
  depositedToday(server, 'member01', 500000);
  const won = (await api('/activity/redbag?lang=en')) as { money: string };
  const info = (await api('/redbag/desc?lang=en', 'GET')) as { today_recharge: string };
  const grabs = await opens('.bonus-log .vlist-row');
  expect(grabs).toContain(text('bonus.redbag.leftText', 'en', { count: 2 }));
  expect(grabs).toContain(text('bonus.redbag.depositText', 'en', { money: enMoney(info.today_recharge), count: 3 }));
  expect(grabs).toContain(text('bonus.redbag.usedText', 'en', { count: 1 }));
  expect(grabs).toContain(enMoney(won.money));
  expect(grabs).not.toContain(text('bonus.redbag.noneText', 'en'));
  await expect(englishButton(page, 'bonus.redbag.grabButton')).toBeEnabled();
  await screenshot(page, 'screen-shell-red-packet');
});

test("the lucky wheel is on the drawn screen before the app starts, its spins read once with the member's name, as the app then shows it", async ({
  page,
  server,
}) => {
  const api = await englishMember(page, server);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/wheel/query')) asked.push(r.postData() ?? '');
  });
  const opens = async (appShown: string) => {
    const again = () => (asked.length = 0);
    again();
    const drawn = await opensDrawn(page, server, '/Wheel', appShown, '.page-body', again);
    // Sent by the early script once the member's info was in, and taken by the app: one request a visit.
    expect(asked).toEqual([JSON.stringify({ name: 'member01' })]);
    return drawn;
  };
  const setting = (await api('/wheel/setting?lang=en', 'GET')) as { per: number; max: number };

  // Nothing deposited today: no spin left, the button unusable, what one spin takes.
  const none = await opens('.bonus-head');
  expect(none).toContain(text('bonus.wheel.leftText', 'en', { count: 0 }));
  expect(none).toContain(text('bonus.wheel.ruleText', 'en', { per: enMoney(setting.per), max: setting.max }));
  expect(none).toContain(text('bonus.wheel.needText', 'en', { money: enMoney(setting.per) }));
  await expect(englishButton(page, 'bonus.wheel.spinButton')).toBeDisabled();

  // Enough deposited today for every spin (a plural), one of them spun: its prize is the log's row.
  depositedToday(server, 'member01', setting.per * setting.max * 100);
  const won = (await api('/wheel/award?lang=en', 'POST', { name: 'member01' })) as { prize: { name: string } };
  const spins = await opens('.bonus-log .vlist-row');
  expect(spins).toContain(text('bonus.wheel.leftText', 'en', { count: setting.max - 1 }));
  expect(spins).toContain(
    text('bonus.wheel.depositText', 'en', { money: enMoney(setting.per * setting.max), count: setting.max }),
  );
  expect(spins).toContain(text('bonus.wheel.capText', 'en'));
  expect(spins).toContain(won.prize.name);
  await expect(englishButton(page, 'bonus.wheel.spinButton')).toBeEnabled();
  await screenshot(page, 'screen-shell-wheel');
});

test("an agent's team overview is on the drawn screen before the app starts, each of its reads sent once, as the app then shows it", async ({
  page,
  server,
}) => {
  await signIn(page, server, 'agent001');
  await watchFilled(page, '.page-body');
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/team/')) reads.push(new URL(r.url()).pathname);
  });
  const drawn = await opensDrawn(
    page,
    server,
    '/Member/Promotion',
    '.team-report',
    '.page-body',
    () => (reads.length = 0),
  );
  expect(reads.sort()).toEqual(['/api/team/chart', '/api/team/childlist', '/api/team/report']);
  expect(drawn).toContain(text('team.chart.chartTitle', 'zh_cn'));
  expect(drawn).toContain(text('team.report.reportTitle', 'zh_cn'));
  await screenshot(page, 'screen-shell-team');

  // A member who is not an agent: none of those reads, and the app's own view.
  await page.context().clearCookies();
  await signIn(page, server, 'member01');
  reads.length = 0;
  await page.goto('about:blank');
  await page.goto(server.at('/Member/Promotion'));
  await expect(page.locator('#root .page-body').first()).toBeVisible();
  await expect(page.locator('#early-shell')).toHaveCount(0);
  expect(reads).toEqual([]);
});

test('the sign-up form is on the drawn screen before the app starts, starred as the site requires, as the app then shows it', async ({
  page,
  server,
}) => {
  await watchFilled(page, '.auth-form');
  // The invite code and the phone required, the real name not, no captcha: each star where the settings say.
  server.setConfig(
    'common',
    'register_setting_json',
    JSON.stringify({ isInviteCodeRequired: 1, isRealNameRequred: 0, isPhoneRequired: 1, isCaptchaRequired: 0 }),
  );
  await opensDrawn(page, server, '/Register', '.auth-form', '.auth-form');
  const starred = await page
    .locator('#root .auth-form .form-field')
    .filter({ has: page.locator('.field-star:visible') })
    .locator('.field-label')
    .allTextContents();
  expect(starred).toEqual(
    [
      'register.inviteCodeLabel',
      'register.accountLabel',
      'register.passwordLabel',
      'register.passwordConfirmLabel',
      'register.phoneLabel',
      'register.qkPwdLabel',
      'register.qkPwdConfirmLabel',
    ].map((id) => text(`auth.${id}`)),
  );
  await expect(page.locator('#register-captcha')).toBeHidden();
  await screenshot(page, 'screen-shell-register');
});

test("the daily sign-in is on the drawn screen before the app starts, before and after today's sign-in, as the app then shows it", async ({
  page,
  server,
}) => {
  await signIn(page, server, 'member01');
  await watchFilled(page, '.page-body');
  const api = await memberApi(page, server);
  const opens = () => opensDrawn(page, server, '/dailybonus', '.sign-calendar', '.page-body');
  const before = await opens();
  expect(before).toContain(text('bonus.sign.signButton'));
  expect(before).not.toContain(text('bonus.sign.signedTodayText'));
  // Signed in today: the words that say so, today ticked, the streak one day on; in English, with its plurals.
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await api('/dailybonus/check');
  const after = await opens();
  expect(after).toContain(text('bonus.sign.signedTodayText', 'en'));
  expect(after).toContain(text('bonus.sign.monthText', 'en', { days: 1 }));
  expect(after).toContain(text('bonus.sign.streakText', 'en', { days: 1 }));
  await expect(page.locator('#root .sign-day.today.signed')).toHaveCount(1);
  await expect(englishButton(page, 'bonus.sign.signButton')).toHaveCount(0);
  await screenshot(page, 'screen-shell-sign-in');
});

test("a supplier's game list is on the drawn screen before the app starts, its title from the address, read once, as the app then shows it", async ({
  page,
  server,
}) => {
  await watchFilled(page, '.page-layout');
  for (const [who, code, type] of [
    [null, 'PG', '3'],
    ['member01', 'pg', '3'],
  ] as const) {
    await page.context().clearCookies();
    if (who) await signIn(page, server, who);
    let before = (await server.requests('/games/lists')).length;
    const again = async () => (before = (await server.requests('/games/lists')).length);
    const drawn = await opensDrawn(
      page,
      server,
      `/Main/recommendGame/${code}/${type}`,
      '.vlist-row',
      '.page-layout',
      again,
    );
    // The games on the server, each a drawn row; the title the address names.
    const games = await (
      await page.request.get(`${server.url}/api/games/lists?gameType=3&api_code=PG&lang=zh_cn`)
    ).json();
    const names = (games as { data: { data: Array<{ name: string }> } }).data.data.map((g) => g.name);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names.slice(0, 5)) expect(drawn).toContain(name);
    expect(drawn[0]).toBe(`PG · ${text('games.type.slotText')}`);
    // The app took the early read: the list was asked for once (and once more here, by the test).
    expect((await server.requests('/games/lists')).length - before).toBe(2);
  }
  await screenshot(page, 'screen-shell-game-list');
});
