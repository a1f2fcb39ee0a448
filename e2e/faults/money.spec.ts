import { test, expect, route } from '../fixtures';
import { submitLogin } from '../support/login';
import { text } from '../support/text';
import { tCore } from '../../server/i18n/core';
import { serverWallets } from '../walletFigures';
import { JOURNEYS, type Journey } from './journeys';
import type { Page } from '@playwright/test';
import type { E2eServer } from '../support/server';
import { INTENT_KEY } from '../../src/lib/intentKey';
import { balancesMatchServer, field, keyAnswers, keysSent, seeText, signIn } from './support';

/**
 * Every money journey under every fault the platform can throw at it, one test each: the member reads what
 * happened in their language, keeps what they typed, the money-moving request is one intent under one key, the
 * platform acts on it at most once, and the balances on screen are the platform's afterwards.
 *
 * A lost answer (a time-out, a cut connection) says nothing of the outcome. The platform honours the key
 * (app-config.json), so the app tells the member the outcome is being checked, sends the same request again with
 * the same key by itself, or when the member taps 'check again', and shows the real outcome: the platform answers
 * the copy with what it did the first time. The answer is lost either before the platform works ('time-out',
 * 'connection cut': the work has not started) or after it has booked the move ('… after booking').
 */
const FAULTS = [
  'HTTP 500',
  'malformed body',
  'time-out',
  '401 mid-flow',
  '503 maintenance',
  'connection cut',
  'time-out after booking',
  'connection cut after booking',
] as const;
type Fault = (typeof FAULTS)[number];

/** The faults that lose the answer: the outcome is learnt by sending the same intent again. */
const LOST: Fault[] = ['time-out', 'connection cut', 'time-out after booking', 'connection cut after booking'];
/** The faults run with the page's clock installed, so the app's time-out comes at once. */
const CLOCKED: Fault[] = ['time-out', 'time-out after booking'];

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
  if (f === 'connection cut') await server.fault({ path, kind: 'drop', count: 50 });
  // The platform books the move, then its answer is lost: it waits past the app's time-out, or the connection is
  // cut (Chromium may send the request again by itself on a new connection, which the platform answers as a copy).
  if (f === 'time-out after booking') await server.fault({ path, kind: 'delayAnswer', ms: SLOW_MS });
  if (f === 'connection cut after booking') await server.fault({ path, kind: 'dropAnswer', count: 1 });
}

/** What the screen must say for a fault the member stays on the screen for (besides the journey's own text). */
const NET_TEXT: Partial<Record<Fault, string>> = {
  'malformed body': 'common.net.failedText',
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

/**
 * A lost answer, learnt by the same intent sent again: the member is told it is being checked (a cut whose copy
 * Chromium re-sent may be answered before there is anything to tell), the form stays as it was for that intent
 * meanwhile, the app sends it again by itself once the network is back (or on 'check again' once its tries are
 * spent), and the real outcome comes: no failure is shown, and the notice goes.
 */
async function learntOutcome(page: Page, server: E2eServer, j: Journey, f: Fault) {
  const notice = page.locator('.intent-notice');
  if (CLOCKED.includes(f)) await page.clock.fastForward(j.timeoutMs + 1_000);
  if (f !== 'connection cut after booking') await expect(notice).toContainText(text('common.intent.checkingText'));
  if (f === 'connection cut') {
    // Every copy is cut while the network is gone: the tries by itself run out, and the member is asked.
    const again = page.getByRole('button', { name: text('common.intent.checkAgainButton'), exact: true });
    await expect(again).toBeVisible({ timeout: 15_000 });
    await server.clearFaults();
    await again.click();
  } else await server.clearFaults();
  // The app's waits before each copy run on the page's clock.
  if (CLOCKED.includes(f))
    for (const ms of [1_500, 2_500, 4_500]) if (await notice.count()) await page.clock.fastForward(ms);
  await expect(notice).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(text(j.failedText))).toHaveCount(0);
  expect(route(page)).toBe(j.route);
}
const ONE_PER_SCREEN_KIND = ['recharge (company_bankpay)', 'withdrawal', 'Yuebao buy', 'red packet'];

for (const j of JOURNEYS) {
  for (const f of FAULTS) {
    if (ONE_OF_EACH.includes(f) && !ONE_PER_SCREEN_KIND.includes(j.name)) continue;
    test(`${j.name} × ${f}`, async ({ page, server }) => {
      await j.prepare?.(server);
      if (CLOCKED.includes(f)) await page.clock.install();
      await signIn(page, server, j.member);
      await page.goto(server.at(j.route));
      await j.fill(page, server);
      const before = await serverWallets(server, j.member);
      const nothingMoved = async () => expect(await serverWallets(server, j.member)).toEqual(before);
      const sent = keysSent(page, j.path);
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
      } else if (LOST.includes(f)) {
        await learntOutcome(page, server, j, f);
      } else {
        await seeText(page, text(j.failedText));
        const net = NET_TEXT[f];
        if (net) await seeText(page, text(net));
        expect(route(page)).toBe(j.route);
        await inputsKept(page, j);
        await server.clearFaults();
        await nothingMoved();
      }
      if (process.env.E2E_FAULT_SHOTS)
        await page.screenshot({ path: `/tmp/fault-${j.name}-${f}.png`.replace(/ /g, '_') });

      // One intent, one key (one per supplier when all game wallets are recovered), however often it travelled;
      // the platform acted on each key once: one answer stored, a success after a lost one, none after a refusal.
      const keys = [...new Set(sent())];
      expect(keys.every((k) => INTENT_KEY.test(k))).toBe(true);
      if (j.name === 'recover all') expect(keys.length).toBeGreaterThanOrEqual(1);
      else expect(keys).toHaveLength(1);
      if (!LOST.includes(f)) expect(sent()).toHaveLength(keys.length);
      // A cut answer that Chromium sent again by itself may be answered before the app ever had to say so: the
      // intent is settled once every key it sent has its stored answer (recovering all asks one supplier after
      // another, each taking the supplier's time).
      const answers = () => [...new Set(sent())].map((key) => keyAnswers(server, key));
      if (LOST.includes(f))
        await expect
          .poll(
            () =>
              sent.pending() === 0 && answers().every((a) => JSON.stringify(a) === '[{"state":"done","status":200}]'),
            { timeout: 15_000 },
          )
          .toBe(true);
      else expect(answers()).toEqual(keys.map(() => []));
      await balancesMatchServer(page, server, j.member);
    });
  }
}
