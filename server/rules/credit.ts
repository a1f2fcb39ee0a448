import type { Db } from '../db/types';
import type { Lang } from '../i18n/lang';
import { fail } from '../lib/errors';
import { fmt } from '../lib/money';
import { ymd, ymdHis, ymdHisOrNull } from '../lib/time';
import { getConfig } from './configs';
import { tCredit } from '../i18n/credit';
import { tCore } from '../i18n/core';

export type CreditMember = {
  id: number;
  name: string;
  realname: string | null;
  level: number;
  is_demo: number;
  status: number;
  money: number;
  total_credit: number;
  used_credit: number;
};

export type CreditRecordRow = {
  id: number;
  member_id: number;
  money: number;
  type: 'borrow' | 'lend';
  borrow_day: number;
  dead_at: number | null;
  status: number;
  is_return: number;
  is_overdue: number;
  is_read: number;
  created_at: number;
  updated_at: number;
};

const DAY = 86400_000;

export function requireCreditOpen(db: Db, lang: Lang): void {
  if (getConfig(db, 'activity_jiebei_enable', lang) !== '1') fail(400, tCredit(lang, 'closed'));
}

/**
 * Credit calls name the member instead of logging in (the platform's design). A token, when sent,
 * must belong to that same member, so a signed-in session cannot act on someone else's account.
 * `signedIn` is asked only once the named member passes, so a refused name never touches the token.
 */
export function creditMember(db: Db, lang: Lang, name: string, signedIn: () => { id: number } | null): CreditMember {
  const m = db
    .prepare(
      'SELECT id, name, realname, level, is_demo, status, money, total_credit, used_credit FROM members WHERE name = ?',
    )
    .get(name) as CreditMember | undefined;
  if (!m || m.status === -1) fail(400, tCredit(lang, 'noMember'));
  if (m.is_demo) fail(400, tCore(lang, 'demoRefused'));
  const me = signedIn();
  if (me && me.id !== m.id) fail(400, tCredit(lang, 'wrongInfo'));
  return m;
}

/** Whole days to the due date, counting a started day (7 right after a 7-day loan); days past it once overdue. */
function remainDays(deadAt: number | null, now: number): number {
  if (deadAt === null) return 0;
  return deadAt >= now ? Math.ceil((deadAt - now) / DAY) : Math.floor((now - deadAt) / DAY);
}

const STATUS_KEY = { 1: 'status1', 2: 'status2', 3: 'status3', 4: 'status4' } as const;

export function creditRecordView(r: CreditRecordRow, name: string, lang: Lang, now: number) {
  const overdue =
    r.is_overdue || (r.type === 'borrow' && r.status === 2 && !r.is_return && r.dead_at !== null && r.dead_at < now)
      ? 1
      : 0;
  return {
    id: r.id,
    member_id: r.member_id,
    money: fmt(r.money),
    type: r.type,
    borrow_day: r.borrow_day,
    dead_at: ymdHisOrNull(r.dead_at),
    status: r.status,
    is_return: r.is_return,
    is_overdue: overdue,
    is_read: r.is_read,
    created_at: ymdHis(new Date(r.created_at)),
    updated_at: ymdHis(new Date(r.updated_at)),
    name,
    borrow_money: r.type === 'borrow' ? fmt(r.money) : '0.00',
    lend_money: r.type === 'lend' ? fmt(r.money) : '0.00',
    remain_day: remainDays(r.dead_at, now),
    status_text: tCredit(lang, STATUS_KEY[r.status as 1 | 2 | 3 | 4] ?? 'status1'),
    created_date: ymd(new Date(r.created_at)),
  };
}

/** "ab***c": how other members' names appear in the public loan list. */
export function maskName(name: string): string {
  if (name.length <= 3) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}
