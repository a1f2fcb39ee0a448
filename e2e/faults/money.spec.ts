import { test, expect, route } from '../fixtures';
import { submitLogin } from '../support/login';
import { text } from '../support/text';
import { tCore } from '../../server/i18n/core';
import { serverWallets } from '../walletFigures';
import { JOURNEYS, type Journey } from './journeys';
import { balancesMatchServer, countSent, field, seeText, signIn } from './support';

/**
 * Every money journey under every fault the platform can throw at it, one test each: the member reads what
 * happened in their language, keeps what they typed, the money-moving request reaches the platform once, and
 * the balances on screen are the platform's afterwards.
 */
const FAULTS = ['HTTP 500', 'malformed body', 'time-out', '401 mid-flow', '503 maintenance', 'connection cut'] as const;
type Fault = (typeof FAULTS)[number];

/**
 * How long the platform sits on a request in a time-out run, in real time: the app's clock jumps past its limit
 * as soon as the request is seen leaving, one step of the test later (tens of milliseconds on a busy machine).
 */
const SLOW_MS = 1_500;

async function inputsKept(page: import('@playwright/test').Page, j: Journey) {
  for (const k of j.kept) await expect(field(page, k.label)).toHaveValue(k.value);
}

async function armFault(server: import('../support/server').E2eServer, j: Journey, f: Fault) {
  const path = j.path;
  if (f === 'HTTP 500') await server.fault({ path, kind: 'status', status: 500 });
  if (f === 'malformed body') await server.fault({ path, kind: 'malformed' });
  if (f === 'time-out') await server.fault({ path, kind: 'delay', ms: SLOW_MS });
  if (f === '401 mid-flow') await server.fault({ path, kind: 'status', status: 401 });
  if (f === '503 maintenance') await server.fault({ path, kind: 'status', status: 503 });
  // Chromium silently sends a request again, on another connection, when a kept-alive one dies before any
  // answer: a cut that lasts (the network is gone for the moment) cuts those attempts too.
  if (f === 'connection cut') await server.fault({ path, kind: 'drop', count: 10 });
}

/** What the screen must say for a fault the member stays on the screen for (besides the journey's own text). */
const NET_TEXT: Partial<Record<Fault, string>> = {
  'malformed body': 'common.net.failedText',
  'time-out': 'common.net.timeoutText',
  'connection cut': 'common.net.timeoutText',
};

/**
 * A malformed answer and a cut connection reach a journey as the same failed call an HTTP 500 is: the API layer
 * (src/api/baseQuery.ts, whose tests take each apart) turns all three into an error with a message, and the journey
 * reacts to that alone. A maintenance page (503) and a 401 both bring the member back to what they typed through
 * the flow kit's one draft (src/flow/flowDraft.ts), which each journey fills the same way for both: the 401 runs on
 * every journey, and the maintenance page's own leg (the draft kept in localStorage past a page load) on one of each.
 * So those three run on one journey of each kind of screen (a form flow, a passcode sheet, an amount dialog, a
 * one-tap grab); HTTP 500 and the faults a journey must recover from in its own way (a time-out that may have moved
 * money, a 401 whose way back goes through Login) run on all.
 */
const ONE_OF_EACH: Fault[] = ['malformed body', 'connection cut', '503 maintenance'];
const ONE_PER_SCREEN_KIND = ['recharge (company_bankpay)', 'withdrawal', 'Yuebao buy', 'red packet'];

for (const j of JOURNEYS) {
  for (const f of FAULTS) {
    if (ONE_OF_EACH.includes(f) && !ONE_PER_SCREEN_KIND.includes(j.name)) continue;
    test(`${j.name} × ${f}`, async ({ page, server }) => {
      await j.prepare?.(server);
      if (f === 'time-out') await page.clock.install();
      await signIn(page, server, j.member);
      await page.goto(server.at(j.route));
      await j.fill(page, server);
      const before = await serverWallets(server, j.member);
      const nothingMoved = async () => expect(await serverWallets(server, j.member)).toEqual(before);
      const sent = countSent(page, j.path);
      await armFault(server, j, f);
      const leaving = page.waitForRequest((r) => new URL(r.url()).pathname === `/api${j.path}`);
      await j.send(page);
      await leaving;

      if (f === '401 mid-flow') {
        // The session ends once; Login brings the member back to the same journey with what they typed.
        await expect(page).toHaveURL(
          (u) => u.hash.startsWith('#/Login') && decodeURIComponent(u.hash).includes(`redirect=${j.route}`),
        );
        await nothingMoved();
        await server.clearFaults();
        await submitLogin(page, server, j.member, 'pass1234');
        await expect(page).toHaveURL((u) => u.hash.startsWith(`#${j.route}`));
        await inputsKept(page, j);
      } else if (f === '503 maintenance') {
        // The platform is closed: the member reads the maintenance notice, then finds the journey as left.
        await page.waitForURL((u) => u.pathname.endsWith('/maintenance.html'));
        await expect(page.getByRole('heading', { name: tCore('zh_cn', 'maintenance'), exact: true })).toBeVisible();
        await nothingMoved();
        await server.clearFaults();
        await page.goto(server.at(j.route));
        await inputsKept(page, j);
      } else {
        if (f === 'time-out') await page.clock.fastForward(j.timeoutMs + 1_000);
        await seeText(page, text(j.failedText));
        const net = NET_TEXT[f];
        if (net) await seeText(page, text(net));
        expect(route(page)).toBe(j.route);
        await inputsKept(page, j);
        await server.clearFaults();
        // Past a time-out the platform may still have done it (it read the request); otherwise nothing moved.
        if (f !== 'time-out') await nothingMoved();
      }
      if (process.env.E2E_FAULT_SHOTS)
        await page.screenshot({ path: `/tmp/fault-${j.name}-${f}.png`.replace(/ /g, '_') });

      // Sent once by the app. The platform logs what it answered: once, never for a request whose connection
      // was cut, and for a time-out once or never (never when the app had hung up before the platform
      // answered, once when a busy machine let the answer leave first).
      if (f === 'time-out') await page.waitForTimeout(SLOW_MS + 500);
      expect(sent()).toBe(1);
      const answered = (await server.requests(j.path)).length;
      if (f === 'time-out') expect(answered).toBeLessThanOrEqual(1);
      else expect(answered).toBe(f === 'connection cut' ? 0 : 1);
      await balancesMatchServer(page, server, j.member);
    });
  }
}
