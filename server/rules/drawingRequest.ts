import type { Db } from '../db/types';
import type { Clock } from '../lib/time';
import type { Lang } from '../i18n/lang';
import type { Cents } from '../lib/money';
import { fail } from '../lib/errors';
import { dayStart, localTime } from '../lib/platformDay';
import { tDrawing } from '../i18n/drawing';
import { getConfig, jsonConfig } from './configs';
import { verifySecret } from './password';
import { openDrawing } from './drawings';
import type { CardRow } from './memberBanks';

/** The stored card a withdrawal is paid to (its times are not part of the request). */
export type BankCard = Omit<CardRow, 'created_at' | 'updated_at'>;

export type DrawingRequest = {
  member: { id: number; name: string; lang: string };
  cents: Cents;
  account: string;
  card: BankCard;
  remark?: string;
  /** the withdrawal password as typed */
  qkPwd: string;
  /** language of the refusals: the request's */
  lang: Lang;
};

export function findCard(db: Db, id: number): BankCard | undefined {
  return db.prepare('SELECT * FROM member_banks WHERE id = ?').get(id) as BankCard | undefined;
}

/** 'H:i:s' of the platform's local time compared with the window; a window may run across midnight. */
function insideWindow(now: Date, start: string, end: string): boolean {
  const t = localTime(now.getTime());
  const s = start || '00:00:00';
  const e = end || '23:59:59';
  return s <= e ? t >= s && t <= e : t >= s || t <= e;
}

/** [min, max] of one withdrawal in whole units; a missing or malformed setting reads as 0. */
function sizeLimits(db: Db, lang: Lang): [number, number] {
  const b = jsonConfig<{ b?: unknown[] }>(getConfig(db, 'drawing_money_size_json', lang), {}).b ?? [];
  return [Number(b[0]) || 0, Number(b[1]) || 0];
}

/** The card as the bill keeps it: the cashier pays out to this even if the member edits the card later. */
function cardSnapshot(c: BankCard): string {
  return JSON.stringify({
    id: c.id,
    card_no: c.card_no,
    bank_type: c.bank_type,
    owner_name: c.owner_name,
    bank_address: c.bank_address,
    phone: c.phone,
    remark: c.remark,
  });
}

/**
 * Whether the withdrawal password typed is the member's. Checked before the request's transaction
 * (requestDrawing): a slow hash must not hold the write lock.
 */
export function drawingPasswordOk(db: Db, memberId: number, qkPwd: string): boolean {
  const row = db.prepare('SELECT qk_pwd_hash FROM members WHERE id = ?').get(memberId) as {
    qk_pwd_hash: string | null;
  };
  return verifySecret(qkPwd, row.qk_pwd_hash);
}

/**
 * A member's withdrawal request. Refuses, in the platform's order, an amount above the balance, a card
 * of someone else, a time outside the withdrawal hours, an amount outside the size limits, a wrong
 * withdrawal password and one request too many today; otherwise opens the bill. Returns its id.
 * `pwdOk` is the password's check made beforehand, by a caller that runs this inside its own transaction.
 */
export function requestDrawing(
  db: Db,
  clock: Clock,
  r: DrawingRequest,
  pwdOk = drawingPasswordOk(db, r.member.id, r.qkPwd),
): number {
  const { member, cents, card, lang } = r;
  const now = clock.now();
  return db.transaction(() => {
    const { money } = db.prepare('SELECT money FROM members WHERE id = ?').get(member.id) as { money: Cents };
    if (cents > money) fail(400, tDrawing(lang, 'overBalance'));
    if (card.member_id !== member.id) fail(400, tDrawing(lang, 'cardMissing'));
    if (!insideWindow(now, getConfig(db, 'transfer_start'), getConfig(db, 'transfer_end')))
      fail(400, tDrawing(lang, 'outOfHours'));
    const [min, max] = sizeLimits(db, lang);
    if (cents < min * 100) fail(400, tDrawing(lang, 'belowMin', { min }));
    if (cents > max * 100) fail(400, tDrawing(lang, 'aboveMax', { max }));
    if (!pwdOk) fail(400, tDrawing(lang, 'wrongPwd'));
    const perDay = Number(getConfig(db, 'drawing_times_per_day')) || 0;
    if (perDay > 0) {
      const { n } = db
        .prepare('SELECT COUNT(*) AS n FROM drawings WHERE member_id = ? AND created_at >= ?')
        .get(member.id, dayStart(now.getTime())) as { n: number };
      if (n >= perDay) fail(400, tDrawing(lang, 'tooMany'));
    }
    return openDrawing(db, clock, {
      memberId: member.id,
      name: member.name,
      cents,
      account: r.account,
      bankInfo: cardSnapshot(card),
      remark: r.remark,
      at: now.getTime(),
      insufficientMessage: tDrawing(lang, 'overBalance'),
    });
  })();
}
