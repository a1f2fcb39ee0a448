import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { fmt } from '../lib/money';
import type { Lang } from '../i18n/lang';
import { tRecharge } from '../i18n/recharge';
import { approveRecharge } from '../rules/recharges';
import { simPage } from './html';
import { escapeHtml } from '../lib/html';

type Bill = { id: number; bill_no: string; money: number; status: number; payment_type: string };

/** The simulated online cashier behind `pay_url`: pressing "paid" approves and credits the recharge once. */
export function registerPaySim(app: FastifyInstance, ctx: Ctx): void {
  // The cashier's form posts url-encoded fields; nothing in them is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );

  const find = (bill: string) =>
    ctx.db
      .prepare(
        "SELECT id, bill_no, money, status, payment_type FROM recharges WHERE bill_no = ? AND payment_type LIKE 'online_%'",
      )
      .get(bill) as Bill | undefined;

  const render = (lang: Lang, b: Bill, message?: string) => {
    const t = (k: Parameters<typeof tRecharge>[1]) => escapeHtml(tRecharge(lang, k));
    const form =
      b.status === 1
        ? `<form method="post" action="/sim/pay/${escapeHtml(b.bill_no)}?lang=${lang}"><button type="submit">${t('cashierPay')}</button></form>`
        : `<p role="status">${message ? escapeHtml(message) : t('cashierClosed')}</p>`;
    return simPage(
      lang,
      tRecharge(lang, 'cashierTitle'),
      `<main><h1>${t('cashierTitle')}</h1>
<dl><dt>${t('cashierOrder')}</dt><dd>${escapeHtml(b.bill_no)}</dd><dt>${t('cashierAmount')}</dt><dd>${fmt(b.money)}</dd></dl>${form}</main>`,
      false,
    );
  };

  app.get('/sim/pay/:bill', async (req, reply) => {
    const lang = req.lang;
    const b = find((req.params as { bill: string }).bill);
    if (!b) return reply.code(404).send({ status: 'error', code: 404, message: 'not found' });
    return reply.header('content-type', 'text/html; charset=utf-8').send(render(lang, b));
  });

  app.post('/sim/pay/:bill', async (req, reply) => {
    const lang = req.lang;
    const found = find((req.params as { bill: string }).bill);
    if (!found) return reply.code(404).send({ status: 'error', code: 404, message: 'not found' });
    const paid = approveRecharge(ctx.db, ctx.clock, found.id);
    const b = find(found.bill_no) as Bill;
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .send(render(lang, b, paid ? tRecharge(lang, 'cashierDone') : undefined));
  });
}
