import type { Page } from '@playwright/test';
import type { E2eServer } from '../support/server';
import { text } from '../support/text';
import { depositToday, field } from './support';

/** A field the member filled, by its label's message id, and what it must still hold after a failure. */
export type Kept = { label: string; value: string };

/** One money journey: the screen, the one request that moves money, and how a member sends it. */
export type Journey = {
  name: string;
  /** The money-moving API path (as the server's request log names it). */
  path: string;
  /** Where the journey starts. */
  route: string;
  member: string;
  /** Data the journey needs on the server (seeded before the member opens the screen). */
  prepare?: (server: E2eServer) => void | Promise<void>;
  /** From the freshly opened route to the filled form (or the button that sends the request). */
  fill: (page: Page, server: E2eServer) => Promise<void>;
  /** The member's taps that send the money-moving request once. */
  send: (page: Page) => Promise<void>;
  /** What the member typed, which a failure must leave in place. */
  kept: Kept[];
  /** The journey's own failure message (catalog id): says what did not happen, in the member's language. */
  failedText: string;
  /** The app's time-out for the money-moving call (src/api: 10 s by default, 100 s for game-wallet transfers). */
  timeoutMs: number;
};

const DEFAULT_TIMEOUT_MS = 10_000;
const LONG_TIMEOUT_MS = 100_000;
const GAME = 'AG';

const byLabel = field;
const button = (page: Page, id: string) => page.getByRole('button', { name: text(id), exact: true });

function memberId(server: E2eServer, name: string): number {
  return (server.ctx.db.prepare('SELECT id FROM members WHERE name = ?').get(name) as { id: number }).id;
}

/** A game wallet at the supplier holding `cents`, as if the member had moved money there before. */
function gameWallet(server: E2eServer, name: string, api: string, cents: number) {
  const now = server.ctx.clock.now().getTime();
  server.ctx.db
    .prepare(
      `INSERT INTO member_apis (member_id, api_name, money, created_at, updated_at) VALUES (?,?,?,?,?)
       ON CONFLICT(member_id, api_name) DO UPDATE SET money = excluded.money`,
    )
    .run(memberId(server, name), api, cents, now, now);
}

/** Recharge through one channel the app lists: online channels ask an amount, company ones the remittance too. */
function recharge(type: string, company: boolean): Journey {
  return {
    name: `recharge (${type})`,
    path: company ? '/recharge/normal' : '/recharge/online',
    route: '/Member/Recharge',
    member: 'member01',
    fill: async (page) => {
      await page.locator(`[data-payment-type="${type}"]`).click();
      if (company) await button(page, 'recharge.payee.nextButton').click();
      await byLabel(page, 'recharge.form.amountLabel').fill('300');
      if (company) {
        await byLabel(page, 'recharge.form.payerNameLabel').fill('张三');
        const account = type === 'company_usdt' ? 'recharge.form.payerAddressLabel' : 'recharge.form.payerAccountLabel';
        await byLabel(page, account).fill('TQ5XqPp4Y3sZ7d1hKzM9wR2nV8cL6bJ4aF');
      }
    },
    send: async (page) => {
      await button(page, company ? 'recharge.form.submitButton' : 'recharge.form.payButton').click();
    },
    kept: company
      ? [
          { label: 'recharge.form.amountLabel', value: '300' },
          { label: 'recharge.form.payerNameLabel', value: '张三' },
          {
            label: type === 'company_usdt' ? 'recharge.form.payerAddressLabel' : 'recharge.form.payerAccountLabel',
            value: 'TQ5XqPp4Y3sZ7d1hKzM9wR2nV8cL6bJ4aF',
          },
        ]
      : [{ label: 'recharge.form.amountLabel', value: '300' }],
    failedText: 'recharge.form.failedText',
    timeoutMs: DEFAULT_TIMEOUT_MS,
  };
}

/** Manual transfer between the main wallet and a supplier's (the member switched to manual transfers). */
function transfer(direction: 'deposit' | 'withdrawal'): Journey {
  return {
    name: `game ${direction}`,
    path: `/game/${direction}`,
    route: '/Member/Transfer',
    member: 'member01',
    prepare: (server) => {
      server.ctx.db.prepare("UPDATE members SET is_trans_on = 0 WHERE name = 'member01'").run();
      gameWallet(server, 'member01', GAME, 50_000);
    },
    fill: async (page) => {
      const [from, to] = direction === 'deposit' ? ['money', GAME] : [GAME, 'money'];
      await byLabel(page, 'wallet.manual.fromLabel').selectOption(from);
      await byLabel(page, 'wallet.manual.toLabel').selectOption(to);
      await byLabel(page, 'wallet.manual.amountLabel').fill('120');
    },
    send: async (page) => {
      await button(page, 'wallet.manual.submitButton').click();
    },
    kept: [{ label: 'wallet.manual.amountLabel', value: '120' }],
    failedText: 'wallet.manual.failedText',
    timeoutMs: LONG_TIMEOUT_MS,
  };
}

export const JOURNEYS: Journey[] = [
  // One recharge per form and path the app has: every online channel shares the amount-only form and
  // /recharge/online; company bank and Alipay deposits share the payer-account form; a USDT deposit asks for an
  // address and counts coins. e2e/recharge.spec.ts sends online Alipay and shows each company payee.
  recharge('online_wechat', false),
  recharge('company_bankpay', true),
  recharge('company_usdt', true),
  {
    name: 'withdrawal',
    path: '/drawing',
    route: '/Member/ApplyDrawing',
    member: 'member01',
    fill: async (page) => {
      await byLabel(page, 'withdraw.form.amountLabel').fill('120');
    },
    send: async (page) => {
      await button(page, 'withdraw.form.submitButton').click();
      const passcode = page.getByRole('dialog').getByLabel(text('money.passcode.inputLabel'), { exact: true });
      await passcode.pressSequentially('123456');
    },
    kept: [{ label: 'withdraw.form.amountLabel', value: '120' }],
    failedText: 'withdraw.form.failedText',
    timeoutMs: DEFAULT_TIMEOUT_MS,
  },
  transfer('deposit'),
  transfer('withdrawal'),
  {
    name: 'recover all',
    path: '/game/recovery_last',
    route: '/Member/Transfer',
    member: 'member01',
    prepare: (server) => gameWallet(server, 'member01', GAME, 50_000),
    fill: async (page) => {
      await page.locator(`.game-wallet[data-wallet="${GAME}"]`).waitFor();
    },
    send: async (page) => {
      await button(page, 'wallet.games.recoverButton').click();
    },
    kept: [],
    failedText: 'wallet.games.recoverFailedText',
    timeoutMs: DEFAULT_TIMEOUT_MS,
  },
  {
    name: 'Yuebao buy',
    path: '/yuebao/buy',
    route: '/Member/Yuebao',
    member: 'member01',
    fill: async (page, server) => {
      const plan = server.ctx.db
        .prepare("SELECT id FROM yuebao_plans WHERE lang = 'zh_cn' AND setting_name = '日日盈'")
        .get() as { id: number };
      await page
        .locator(`[data-plan="${plan.id}"]`)
        .getByRole('button', { name: text('yuebao.plans.buyButton') })
        .click();
      await byLabel(page, 'yuebao.buy.amountLabel').fill('120');
    },
    send: async (page) => {
      await button(page, 'yuebao.buy.submitButton').click();
    },
    kept: [{ label: 'yuebao.buy.amountLabel', value: '120' }],
    failedText: 'yuebao.buy.failedText',
    timeoutMs: DEFAULT_TIMEOUT_MS,
  },
  {
    name: 'Yuebao redeem',
    path: '/yuebao/withdrawal',
    route: '/Member/Yuebao',
    member: 'member01',
    fill: async (page) => {
      await page.getByRole('tab', { name: text('yuebao.tabs.runningTab') }).click();
      await page.locator('[data-record]').first().waitFor();
    },
    send: async (page) => {
      await page
        .locator('[data-record]')
        .first()
        .getByRole('button', { name: text('yuebao.mine.redeemButton') })
        .click();
      await button(page, 'yuebao.redeem.confirmButton').click();
    },
    kept: [],
    failedText: 'yuebao.mine.failedText',
    timeoutMs: DEFAULT_TIMEOUT_MS,
  },
  {
    name: 'credit borrow',
    path: '/credit/borrow',
    route: '/Credit/Borrow',
    member: 'member01',
    fill: async (page) => {
      const realname = byLabel(page, 'credit.borrow.realnameLabel');
      await realname.waitFor();
      if (!(await realname.inputValue())) await realname.fill('张三');
      await byLabel(page, 'credit.borrow.amountLabel').fill('800');
      await byLabel(page, 'credit.borrow.daysLabel').fill('7');
    },
    send: async (page) => {
      await button(page, 'credit.borrow.submitButton').click();
    },
    kept: [
      { label: 'credit.borrow.amountLabel', value: '800' },
      { label: 'credit.borrow.daysLabel', value: '7' },
    ],
    failedText: 'credit.borrow.failedText',
    timeoutMs: DEFAULT_TIMEOUT_MS,
  },
  {
    name: 'credit repay',
    path: '/credit/lend',
    route: '/Credit/Repay',
    member: 'member01',
    prepare: (server) => {
      // An approved loan of 500.00, paid into the main wallet a day ago and due in six days.
      const id = memberId(server, 'member01');
      const now = server.ctx.clock.now().getTime();
      server.ctx.db
        .prepare(
          `INSERT INTO credit_records (member_id, money, type, borrow_day, dead_at, status, created_at, updated_at)
           VALUES (?, 50000, 'borrow', 7, ?, 2, ?, ?)`,
        )
        .run(id, now + 6 * 86_400_000, now - 86_400_000, now - 86_400_000);
      server.ctx.db.prepare('UPDATE members SET used_credit = 50000, money = money + 50000 WHERE id = ?').run(id);
    },
    fill: async (page) => {
      const realname = byLabel(page, 'credit.borrow.realnameLabel');
      await realname.waitFor();
      await realname.fill('张三');
    },
    send: async (page) => {
      await button(page, 'credit.repay.submitButton').click();
    },
    kept: [{ label: 'credit.borrow.realnameLabel', value: '张三' }],
    failedText: 'credit.repay.failedText',
    timeoutMs: DEFAULT_TIMEOUT_MS,
  },
  {
    name: 'rebate claim',
    path: '/fsnow/fetch',
    route: '/Member/Fsnow',
    member: 'member01',
    prepare: async (server) => {
      await server.operator('POST', '/rounds', { name: 'member01', count: 12 });
    },
    fill: async (page) => {
      await page.locator('#root .fs-line').first().waitFor();
    },
    send: async (page) => {
      await button(page, 'rebate.fsnow.claimButton').click();
    },
    kept: [],
    failedText: 'rebate.fsnow.failedText',
    timeoutMs: DEFAULT_TIMEOUT_MS,
  },
  {
    name: 'red packet',
    path: '/activity/redbag',
    route: '/RedBag',
    member: 'member01',
    prepare: (server) => depositToday(server, 'member01', 5_000_00),
    fill: async (page) => {
      await page
        .getByText(text('bonus.redbag.leftText', 'zh_cn', { count: 3 }))
        .first()
        .waitFor();
    },
    send: async (page) => {
      await button(page, 'bonus.redbag.grabButton').click();
    },
    kept: [],
    failedText: 'bonus.redbag.failedText',
    timeoutMs: DEFAULT_TIMEOUT_MS,
  },
  {
    name: 'wheel',
    path: '/wheel/award',
    route: '/Wheel',
    member: 'member01',
    prepare: (server) => depositToday(server, 'member01', 5_000_00),
    fill: async (page) => {
      await page
        .getByText(text('bonus.wheel.leftText', 'zh_cn', { count: 5 }))
        .first()
        .waitFor();
    },
    send: async (page) => {
      await button(page, 'bonus.wheel.spinButton').click();
    },
    kept: [],
    failedText: 'bonus.wheel.failedText',
    timeoutMs: DEFAULT_TIMEOUT_MS,
  },
  {
    name: 'daily sign-in',
    path: '/dailybonus/check',
    route: '/dailybonus',
    member: 'member01',
    fill: async (page) => {
      await button(page, 'bonus.sign.signButton').waitFor();
    },
    send: async (page) => {
      await button(page, 'bonus.sign.signButton').click();
    },
    kept: [],
    failedText: 'bonus.sign.failedText',
    timeoutMs: DEFAULT_TIMEOUT_MS,
  },
];
