import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect, route } from './fixtures';
import { evidence, screenshot } from './support/evidence';
import { logIn } from './support/login';
import { text } from './support/text';

/*
 * The Flow Lab at a support agent's desk: Chrome on Windows at 1440x900, where every other visitor of the member
 * app is sent to the desktop site. The trace comes from a member on a phone (the suite's own phone context), sent
 * through Center's Report a problem, as a member would.
 */

const DESK_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const DESK = { viewport: { width: 1440, height: 900 }, userAgent: DESK_UA, isMobile: false, hasTouch: false };

/** Every machine of machines/, as the lab's registry finds them (one module per `*Machine.ts`). */
const MACHINE_FILES = readdirSync('machines').filter((f) => /Machine\.ts$/.test(f));

type TraceJson = {
  flows: Array<{ machine: string; steps: Array<{ state: unknown; event: { type: string } }> }>;
};

/** The file a click downloads, as text. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync(await download.path(), 'utf8');
}

/** A member on a phone logs in (the login flow), then sends support the trace of the visit. */
async function membersTrace(page: Page, server: Parameters<typeof logIn>[1]): Promise<string> {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Center'));
  await page.getByRole('button', { name: text('account.center.reportButton') }).click();
  const sheet = page.getByRole('dialog', { name: text('flowlab.report.titleText') });
  return downloaded(page, () => sheet.getByRole('button', { name: text('flowlab.report.downloadButton') }).click());
}

async function deskPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext(DESK);
  return context.newPage();
}

/** A state value as the lab writes it in one line ('form.editing'), and the state its diagram highlights. */
const stateText = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : v && typeof v === 'object' && Object.keys(v).length === 1
      ? `${Object.keys(v)[0]}.${stateText(Object.values(v)[0])}`
      : JSON.stringify(v);
const leafState = (v: unknown) => stateText(v).split('.').pop();

/**
 * Each state box of the diagram whose box is not inside the diagram's (with the diagram's own box, which must be in
 * the window), once the diagram says its layout is fitted.
 */
async function outsideStates(page: Page) {
  return page.evaluate(() => {
    const diagram = document.querySelector('.lab-diagram');
    if (!diagram || diagram.getAttribute('aria-busy') === 'true') return { ready: false, count: 0, outside: [] };
    const box = diagram.getBoundingClientRect();
    const inside = (r: DOMRect, b: { left: number; top: number; right: number; bottom: number }) =>
      r.left >= b.left - 0.5 && r.top >= b.top - 0.5 && r.right <= b.right + 0.5 && r.bottom <= b.bottom + 0.5;
    const states = [...diagram.querySelectorAll('.lab-state')];
    const outside = states
      .filter((s) => !inside(s.getBoundingClientRect(), box))
      .map((s) => s.querySelector('strong')?.textContent ?? '?');
    const window_ = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
    if (!inside(box, window_)) outside.push(`the diagram itself (${Math.round(box.top)}..${Math.round(box.bottom)})`);
    return { ready: true, count: states.length, outside };
  });
}

/** Waits for the drawn machine's layout and fit, then holds every state box inside the diagram. */
async function expectWhole(page: Page, machine: string, inWindow = true) {
  await expect(page.locator(`.lab-diagram[data-fitted="${machine}"]`)).toBeVisible();
  if (!inWindow) await page.locator('.lab-diagram').evaluate((d) => d.scrollIntoView({ block: 'center' }));
  await expect
    .poll(
      async () => {
        const r = await outsideStates(page);
        return r.ready && r.count > 1 ? r.outside : [`not drawn yet (${r.count} states)`];
      },
      { message: `every state of ${machine} inside the diagram` },
    )
    .toEqual([]);
}

/** The focused element shows a clear outline (the lab's :focus-visible ring). */
async function expectFocusRing(el: Locator) {
  await expect(el).toBeFocused();
  const ring = await el.evaluate((e) => {
    const s = getComputedStyle(e);
    return { visible: e.matches(':focus-visible'), style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
  });
  expect(ring).toEqual({ visible: true, style: 'solid', width: 3 });
}

/** Drops a file on an element as a browser does: dragenter, dragover, drop, carrying it in a DataTransfer. */
async function dropFile(page: Page, selector: string, file: { name: string; type: string; body: string }) {
  await page.evaluate(
    ({ selector, file }) => {
      const target = document.querySelector(selector);
      if (!target) throw new Error(`nothing at ${selector}`);
      const data = new DataTransfer();
      data.items.add(new File([file.body], file.name, { type: file.type }));
      for (const type of ['dragenter', 'dragover', 'drop'])
        target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
    },
    { selector, file },
  );
}

const tab = (page: Page, id: string) => page.getByRole('tab', { name: text(id) });

test('at a Windows desk: no redirect, every machine drawn whole, a member’s trace dropped in and stepped through by keyboard', async ({
  page,
  server,
  browser,
}) => {
  const exported = await membersTrace(page, server);
  const trace = JSON.parse(exported) as TraceJson;
  const loginFlow = trace.flows.findIndex((f) => f.machine === 'login');
  expect(loginFlow, `the member's login is in the trace (${trace.flows.map((f) => f.machine)})`).toBeGreaterThan(-1);

  const p = await deskPage(browser);
  try {
    // The lab stays: the platform's desktop site is known (system configs answered) and nobody is sent there.
    const configs = p.waitForResponse((r) => r.url().includes('/system/configs') && r.url().includes('group=system'));
    await p.goto(server.at('/test'));
    expect(((await (await configs).json()) as { data: { site_pc: string } }).data.site_pc).toMatch(/\/pc\/$/);
    await expect(p.getByRole('tablist', { name: text('flowlab.lab.tabsLabel') })).toBeVisible();
    await p.waitForTimeout(300);
    expect(new URL(p.url()).pathname).toBe('/');
    expect(route(p)).toBe('/test');

    // Every machine of the registry, chosen with the arrow keys, is drawn whole inside its box.
    const machines = p.getByRole('listbox', { name: text('flowlab.lab.machineLabel') });
    const options = machines.getByRole('option');
    await expect(options).toHaveCount(MACHINE_FILES.length);
    const ids = await options.allTextContents();
    await options.first().focus();
    for (let i = 0; i < ids.length; i += 1) {
      if (i > 0) await p.keyboard.press(i % 2 ? 'ArrowDown' : 'ArrowRight');
      await expect(options.nth(i)).toHaveAttribute('aria-selected', 'true');
      await expectFocusRing(options.nth(i));
      await expectWhole(p, ids[i]);
    }
    await evidence(p, 'flowlab-desk-machines');
    // Fitted again when the window changes size.
    await p.setViewportSize({ width: 1100, height: 720 });
    await expectWhole(p, ids[ids.length - 1]);
    await p.setViewportSize(DESK.viewport);
    await expectWhole(p, ids[ids.length - 1]);

    // The sections' tabs take the arrow keys too.
    await tab(p, 'flowlab.lab.machinesTab').focus();
    await p.keyboard.press('ArrowRight');
    await p.keyboard.press('ArrowRight');
    await expect(tab(p, 'flowlab.lab.replayTab')).toHaveAttribute('aria-selected', 'true');
    await expectFocusRing(tab(p, 'flowlab.lab.replayTab'));

    // A wrong file dropped on the lab says so. While files are dragged over it, the whole lab is the drop zone.
    const zone = p.getByTestId('trace-drop');
    await expect(zone).toContainText(text('flowlab.replay.dropText'));
    await p.evaluate(() => {
      const data = new DataTransfer();
      data.items.add(new File(['x'], 'screenshot.png', { type: 'image/png' }));
      document
        .querySelector('[data-testid="trace-drop"]')
        ?.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: data }));
    });
    await expect(p.getByTestId('trace-drop-overlay')).toHaveText(text('flowlab.replay.dropOverlayText'));
    await screenshot(p, 'flowlab-desk-dragging');
    await dropFile(p, '[data-testid="trace-drop-overlay"]', { name: 'screenshot.png', type: 'image/png', body: 'x' });
    await expect(p.getByTestId('trace-drop-overlay')).toHaveCount(0);
    await expect(p.getByRole('alert')).toHaveText(
      text('flowlab.replay.wrongFileError', 'zh_cn', { name: 'screenshot.png' }),
    );

    // The member's trace, dropped on the drop zone, imports as the file picker does.
    await dropFile(p, '[data-testid="trace-drop"]', {
      name: 'flow-trace.json',
      type: 'application/json',
      body: exported,
    });
    const flows = p.getByRole('listbox', { name: text('flowlab.replay.flowLabel') }).getByRole('option');
    await expect(flows).toHaveCount(trace.flows.length);
    await expect(p.getByRole('alert')).toHaveCount(0);

    // The login flow, chosen with the keyboard.
    await flows.nth(trace.flows.length - 1).focus();
    await p.keyboard.press('Home');
    for (let i = 0; i < loginFlow; i += 1) await p.keyboard.press('ArrowDown');
    await expect(flows.nth(loginFlow)).toHaveAttribute('aria-selected', 'true');
    await expect(flows.nth(loginFlow)).toContainText('login');
    await expectWhole(p, 'login');

    // Stepped forward to the first step that changes the state, then back, with the arrow keys on the steps.
    const steps = trace.flows[loginFlow].steps;
    const change = steps.findIndex((s, i) => i > 0 && leafState(s.state) !== leafState(steps[i - 1].state));
    expect(change, 'the login flow moves from one state to another').toBeGreaterThan(0);
    const list = p.getByRole('listbox', { name: text('flowlab.replay.stepsLabel') }).getByRole('option');
    await expect(list).toHaveCount(steps.length);
    const replayed = p.getByTestId('replay-state');
    const current = p.locator('.lab-diagram .lab-state.is-current .lab-state-head strong');
    await list.first().focus();
    await expect(replayed).toHaveText(stateText(steps[0].state));
    await expect(current).toHaveText(leafState(steps[0].state)!);
    for (let i = 1; i <= change; i += 1) {
      await p.keyboard.press(i % 2 ? 'ArrowRight' : 'ArrowDown');
      await expect(list.nth(i)).toHaveAttribute('aria-selected', 'true');
      await expect(replayed).toHaveText(stateText(steps[i].state));
    }
    const forward = leafState(steps[change].state)!;
    const before = leafState(steps[change - 1].state)!;
    await expect(current).toHaveText(forward);
    await expectFocusRing(list.nth(change));
    await expectWhole(p, 'login');
    await evidence(p, 'flowlab-desk-replay');
    // Between 1024 and 1400 px: two columns, the step’s details under the steps; the diagram fitted again.
    await p.setViewportSize({ width: 1100, height: 720 });
    await expectWhole(p, 'login');
    await screenshot(p, 'flowlab-desk-replay-1100');
    await p.setViewportSize(DESK.viewport);
    await expectWhole(p, 'login');
    await list.nth(change).focus();
    await p.keyboard.press('ArrowLeft');
    await expect(replayed).toHaveText(stateText(steps[change - 1].state));
    await expect(current).toHaveText(before);
    await p.keyboard.press('ArrowRight');
    await expect(current).toHaveText(forward);
    await p.keyboard.press('ArrowUp');
    await expect(current).toHaveText(before);
    await expect(list.nth(change - 1)).toBeFocused();

    // A member's route in the same desk browser still goes to the desktop site, a carried one with its path.
    await p.goto(server.at('/Main/home'));
    await expect(p).toHaveURL(`${server.url}/pc/`);
    await p.goto(server.at('/Credit/Index'));
    await expect(p).toHaveURL(`${server.url}/pc/#/Credit/Index`);
  } finally {
    await p.context().close();
  }
});

test('on a phone every machine is drawn whole at 390x844, and a trace steps by keyboard there too', async ({
  page,
  server,
}) => {
  const exported = await membersTrace(page, server);
  await page.goto(server.at('/test'));
  const options = page.getByRole('listbox', { name: text('flowlab.lab.machineLabel') }).getByRole('option');
  await expect(options).toHaveCount(MACHINE_FILES.length);
  const ids = await options.allTextContents();
  for (let i = 0; i < ids.length; i += 1) {
    await options.nth(i).click();
    await expectWhole(page, ids[i], false);
  }
  await evidence(page, 'flowlab-phone-machines');

  await tab(page, 'flowlab.lab.replayTab').click();
  await page
    .getByLabel(text('flowlab.replay.fileLabel'))
    .setInputFiles({ name: 'trace.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
  const steps = page.getByRole('listbox', { name: text('flowlab.replay.stepsLabel') }).getByRole('option');
  await steps.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(steps.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.lab-diagram[data-fitted]')).toBeVisible();
  await expectWhole(page, (await page.locator('.lab-diagram').getAttribute('data-fitted'))!, false);
  await evidence(page, 'flowlab-phone-replay');

  // The member's own flows, live in this tab: the list, the diagram whole, the details.
  await tab(page, 'flowlab.lab.liveTab').click();
  await page
    .getByRole('listbox', { name: text('flowlab.live.listLabel') })
    .getByRole('option', { name: /login/ })
    .click();
  await expectWhole(page, 'login', false);
  await evidence(page, 'flowlab-phone-live');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectWhole(page, 'login');
  await screenshot(page, 'flowlab-wide-live');
});
