import { test, expect } from './fixtures';
import { logIn, see } from './member';
import type { Tab } from './tab';
import { unreadOnServer, type E2eServer } from '../support/server';
import { text } from '../support/text';
import { cents } from '../walletFigures';

const member = async (server: E2eServer) =>
  (await server.operator('GET', '/members/member01')).member as { id: number; money: number; used_credit: number };

/** The inbox tab's unread badge (0 when none is shown). */
const badge = (tab: Tab) => tab.run(() => Number(document.querySelector('.tab-badge')?.textContent ?? '0'));

/** A figure the screen marks for reading (data-figure), in cents. */
const figure = async (tab: Tab, name: string) => cents(await tab.read({ css: `[data-figure="${name}"]` }));

test("member01 buys into Yuebao, borrows on credit and reads mail, unread and read again; every figure is the server's", async ({
  phone,
  server,
  shot,
}) => {
  await logIn(phone, server, 'member01');

  // Yuebao: 5,000 into Daily Gain; the main wallet on screen drops by it, as the server's does.
  const plan = (
    server.ctx.db.prepare("SELECT id FROM yuebao_plans WHERE lang = 'zh_cn' AND setting_name = '日日盈'").get() as {
      id: number;
    }
  ).id;
  await phone.goto(server.at('/Member/Yuebao'));
  const before = await member(server);
  await expect.poll(async () => cents(await phone.read({ css: '.yb-wallet-money' }))).toBe(before.money);
  await phone.click({ within: `[data-plan="${plan}"]`, role: 'button', name: text('yuebao.plans.buyButton') });
  await phone.fill({ label: text('yuebao.buy.amountLabel') }, '5000');
  await see(phone, 'yuebao.buy.everyText', 'zh_cn', { hours: 24, interest: '$25.00' });
  await phone.click({ role: 'button', name: text('yuebao.buy.submitButton') });
  await see(phone, 'yuebao.result.closeButton');
  await expect.poll(() => server.requests('/yuebao/buy')).toHaveLength(1);
  const bought = await member(server);
  expect(bought.money).toBe(before.money - 500_000);
  await shot(phone, 'yuebao-bought');
  await phone.click({ role: 'button', name: text('yuebao.result.closeButton') });
  await expect.poll(async () => cents(await phone.read({ css: '.yb-wallet-money' }))).toBe(bought.money);

  // Credit: 800 for 7 days, under review; approved by the operator, the screen shows it by itself.
  await phone.goto(server.at('/Credit/Index'));
  expect(await figure(phone, 'used')).toBe(bought.used_credit);
  await phone.click({ role: 'link', name: text('credit.nav.borrowTab') });
  await phone.fill({ label: text('credit.borrow.amountLabel') }, '800');
  await phone.fill({ label: text('credit.borrow.daysLabel') }, '7');
  await phone.click({ role: 'button', name: text('credit.borrow.submitButton') });
  await phone.waitFor({ css: '.credit-countdown' });
  await expect.poll(() => server.requests('/credit/borrow')).toHaveLength(1);
  await shot(phone, 'credit-review');
  const loans = (await server.operator('GET', '/loans?name=member01')).loans as Array<{ id: number; status: number }>;
  const pending = loans.find((l) => l.status === 1)!;
  expect((await server.operator('POST', `/loans/${pending.id}/approve`)).ok).toBe(true);
  await phone.waitFor({ css: '.credit-step.current', hasText: text('credit.progress.approvedText') });
  await expect.poll(() => figure(phone, 'used'), { timeout: 20_000 }).toBe(bought.used_credit + 80_000);
  expect((await member(server)).money).toBe(bought.money + 80_000);

  // Mail: opening an unread one marks it read; marking it unread again raises the badge; the server agrees.
  const me = (await member(server)).id;
  await phone.goto(server.at('/Member/Message'));
  await phone.waitFor({ role: 'list', name: text('mail.list.inboxLabel') });
  const start = unreadOnServer(server, me);
  await expect.poll(() => badge(phone)).toBe(start);
  await phone.click({ css: 'ul.vlist button:has(.mail-title.unread)' });
  await phone.waitFor({ css: '.mail-body' });
  await shot(phone, 'mail-read');
  await phone.run(() => history.back());
  await expect.poll(() => badge(phone)).toBe(start - 1);
  expect(unreadOnServer(server, me)).toBe(start - 1);
  await phone.click({ role: 'button', name: text('mail.list.selectButton') });
  await phone.click({ css: 'ul.vlist label.mail-row:not(:has(.mail-title.unread))' });
  await see(phone, 'mail.list.selectedText', 'zh_cn', { count: 1 });
  await phone.click({ role: 'button', name: text('mail.list.markUnreadButton') });
  await expect.poll(() => badge(phone)).toBe(start);
  expect(unreadOnServer(server, me)).toBe(start);
  await shot(phone, 'mail-unread-again');
});
