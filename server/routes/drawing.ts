import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { requireMember } from '../http/auth';
import { ok } from '../http/envelope';
import { fail } from '../lib/errors';
import { fmt, percentOf, toCents } from '../lib/money';
import { ymdHis } from '../lib/time';
import { tDrawing, drawingStatusText } from '../i18n/drawing';
import { tCore } from '../i18n/core';
import type { Lang } from '../i18n/lang';
import { getConfig } from '../rules/configs';
import { verifySecret } from '../rules/password';
import { move } from '../rules/ledger';
import { billNo, billPage } from '../rules/bills';
import { memberLang } from '../rules/suppliers';
import { dateRangeSchema, openRange, Where } from '../rules/filters';

type DrawingBody = { name: string; money: string | number; account: string; member_bank_id: number | string; member_remark?: string; qk_pwd?: string };
type BankRow = { id: number; member_id: number; card_no: string; bank_type: string; phone: string | null; owner_name: string; bank_address: string; remark: string };
type DrawingRow = {
  id: number; bill_no: string; member_id: number; name: string; money: number; account: string; before_money: number; after_money: number;
  counter_fee: number; fail_reason: string | null; member_bank_info: string; member_remark: string; confirm_at: number | null; status: number;
  created_at: number; updated_at: number;
};

/** 'H:i:s' of the platform's local time compared with the window; a window may run across midnight. */
function insideWindow(now: Date, start: string, end: string): boolean {
  const t = ymdHis(now).slice(11);
  const s = start || '00:00:00';
  const e = end || '23:59:59';
  return s <= e ? t >= s && t <= e : t >= s || t <= e;
}

function sizeLimits(ctx: Ctx, lang: Lang): [number, number] {
  try {
    const b = (JSON.parse(getConfig(ctx.db, 'drawing_money_size_json', lang) || '{}') as { b?: unknown[] }).b ?? [];
    return [Number(b[0]) || 0, Number(b[1]) || 0];
  } catch {
    return [0, 0];
  }
}

/** Start of the platform's local (UTC+8) day, in epoch ms. */
function localDayStart(now: Date): number {
  const local = now.getTime() + 8 * 3600_000;
  return local - (local % 86400_000) - 8 * 3600_000;
}

function drawingOut(d: DrawingRow, lang: Lang) {
  const at = (ms: number | null) => (ms === null ? null : ymdHis(new Date(ms)));
  return {
    id: d.id, bill_no: d.bill_no, member_id: d.member_id, name: d.name, money: fmt(d.money), account: d.account, before_money: fmt(d.before_money),
    after_money: fmt(d.after_money), score: '0.00', counter_fee: fmt(d.counter_fee), fail_reason: d.fail_reason, member_bank_info: d.member_bank_info,
    member_remark: d.member_remark, confirm_at: at(d.confirm_at), status: d.status, user_id: 0, status_text: drawingStatusText(d.status, lang),
    created_at: at(d.created_at), updated_at: at(d.updated_at),
  };
}

export function registerDrawing(api: FastifyInstance, ctx: Ctx): void {
  api.post('/drawing', {
    schema: {
      body: {
        type: 'object', required: ['name', 'money', 'account', 'member_bank_id'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 50 }, money: { type: 'string', maxLength: 20 },
          account: { type: 'string', minLength: 1, maxLength: 100 }, member_bank_id: { type: 'string', maxLength: 12 },
          member_remark: { type: 'string', maxLength: 200 }, member_bank_text: { type: 'string', maxLength: 200 }, qk_pwd: { type: 'string', maxLength: 64 },
        },
      },
    },
  }, async (req) => {
    const m = requireMember(ctx, req);
    const b = req.body as DrawingBody;
    const lang = req.lang;
    if (!b.qk_pwd) fail(422, tDrawing(lang, 'qkPwdRequired'));
    const cents = toCents(b.money);
    if (cents === null || cents < 0) fail(422, tCore(lang, 'fieldInvalid', { field: 'money' }));
    const bankId = Number(b.member_bank_id);
    const bank = Number.isInteger(bankId) ? (ctx.db.prepare('SELECT * FROM member_banks WHERE id = ?').get(bankId) as BankRow | undefined) : undefined;
    if (!bank) fail(422, tCore(lang, 'fieldInvalid', { field: 'member_bank_id' }));
    const now = ctx.clock.now();
    // Checked before the transaction: a slow hash must not hold the write lock.
    const pwdOk = verifySecret(b.qk_pwd, (ctx.db.prepare('SELECT qk_pwd_hash FROM members WHERE id = ?').get(m.id) as { qk_pwd_hash: string | null }).qk_pwd_hash);
    const d = ctx.db.transaction(() => {
      const member = ctx.db.prepare('SELECT money, ml_money FROM members WHERE id = ?').get(m.id) as { money: number; ml_money: number };
      if (cents > member.money) fail(400, tDrawing(lang, 'overBalance'));
      if (bank.member_id !== m.id) fail(400, tDrawing(lang, 'cardMissing'));
      if (!insideWindow(now, getConfig(ctx.db, 'transfer_start'), getConfig(ctx.db, 'transfer_end'))) fail(400, tDrawing(lang, 'outOfHours'));
      const [min, max] = sizeLimits(ctx, lang);
      if (cents < min * 100) fail(400, tDrawing(lang, 'belowMin', { min }));
      if (cents > max * 100) fail(400, tDrawing(lang, 'aboveMax', { max }));
      if (!pwdOk) fail(400, tDrawing(lang, 'wrongPwd'));
      const perDay = Number(getConfig(ctx.db, 'drawing_times_per_day')) || 0;
      if (perDay > 0) {
        const { n } = ctx.db.prepare('SELECT COUNT(*) AS n FROM drawings WHERE member_id = ? AND created_at >= ?').get(m.id, localDayStart(now)) as { n: number };
        if (n >= perDay) fail(400, tDrawing(lang, 'tooMany'));
      }
      const pct = getConfig(ctx.db, 'ml_drawing_percent');
      const fee = member.ml_money > 0 && Number(pct) > 0 ? percentOf(cents, pct) : 0;
      const at = now.getTime();
      const bill = billNo('D', at);
      const snapshot = JSON.stringify({ id: bank.id, card_no: bank.card_no, bank_type: bank.bank_type, owner_name: bank.owner_name, bank_address: bank.bank_address, phone: bank.phone, remark: bank.remark });
      const info = ctx.db.prepare(`INSERT INTO drawings (bill_no, member_id, name, money, account, before_money, after_money, counter_fee, member_bank_info, member_remark, status, created_at, updated_at)
        VALUES (?,?,?,?,?,?,?,?,?,?,1,?,?)`).run(bill, m.id, m.name, cents - fee, b.account, member.money, member.money - cents, fee, snapshot, b.member_remark ?? '', at, at);
      const id = Number(info.lastInsertRowid);
      move(ctx.db, ctx.clock, { memberId: m.id, wallet: 'money', delta: -cents, operateType: 9, description: tDrawing(memberLang(m.lang), 'drawingLog', { bill }), modelName: 'Drawing', modelId: id, insufficientMessage: tDrawing(lang, 'overBalance') });
      return id;
    })();
    return ok({ data: { id: d } }, tDrawing(lang, 'submitted'));
  });

  api.post('/drawing/list', {
    schema: { body: { type: 'object', properties: { page: { type: 'integer', minimum: 1 }, limit: { type: 'integer', minimum: 1, maximum: 100 }, created_at: dateRangeSchema, status: { type: 'string', maxLength: 2 } } } },
  }, async (req) => {
    const m = requireMember(ctx, req);
    const b = (req.body ?? {}) as { page?: number; limit?: number; created_at?: string[]; status?: number | string };
    const w = new Where().add('member_id = ?', m.id).range('created_at', openRange(b.created_at, 'created_at', req.lang)).int('status', b.status);
    return ok(billPage(ctx.db, 'drawings', w, b, `http://${req.headers.host}/api/drawing/list`, (r: DrawingRow) => drawingOut(r, req.lang)));
  });
}
