import type { Db } from '../db/types';
import type { Lang } from '../i18n/lang';
import { pickTitle, tGame } from '../i18n/game';
import { tCore } from '../i18n/core';
import { fmt, type Cents } from '../lib/money';

export type ApiRow = {
  id: number;
  api_name: string;
  title_json: string;
  is_open: number;
  weight: number;
  created_at: number;
  updated_at: number;
};
export type Wallet = { api_name: string; api_title: string; money: string };

/** The platform upper-cases the code and strips digits ("ag" → "AG", "cq9" → "CQ" → "CQ9"). */
export function normaliseApiCode(code: unknown): string {
  const c = String(code ?? '')
    .toUpperCase()
    .replace(/[0-9]/g, '')
    .trim();
  return c === 'CQ' ? 'CQ9' : c;
}

export function findOpenApi(db: Db, apiName: string): ApiRow | null {
  return (
    (db.prepare('SELECT * FROM apis WHERE api_name = ? AND is_open = 1').get(apiName) as ApiRow | undefined) ?? null
  );
}

export function apiTitle(db: Db, apiName: string, lang: Lang): string {
  const row = db.prepare('SELECT title_json FROM apis WHERE api_name = ?').get(apiName) as
    { title_json: string } | undefined;
  return row ? pickTitle(row.title_json, lang) : apiName;
}

export function gameWallet(db: Db, memberId: number, apiName: string): Cents | null {
  const row = db
    .prepare('SELECT money FROM member_apis WHERE member_id = ? AND api_name = ?')
    .get(memberId, apiName) as { money: number } | undefined;
  return row ? row.money : null;
}

/** Opens the member's account at a supplier (first game login or first transfer); idempotent. */
export function ensureGameWallet(db: Db, memberId: number, apiName: string, now: number): void {
  db.prepare(
    'INSERT OR IGNORE INTO member_apis (member_id, api_name, money, created_at, updated_at) VALUES (?,?,0,?,?)',
  ).run(memberId, apiName, now, now);
}

function mainRows(db: Db, memberId: number, lang: Lang): Wallet[] {
  const m = db.prepare('SELECT money, fs_money FROM members WHERE id = ?').get(memberId) as {
    money: number;
    fs_money: number;
  };
  return [
    { api_name: 'money', api_title: tGame(lang, 'mainWallet'), money: fmt(m.money) },
    { api_name: 'fs_money', api_title: tGame(lang, 'fsWallet'), money: fmt(m.fs_money) },
  ];
}

function supplierRow(db: Db, memberId: number, api: Pick<ApiRow, 'api_name' | 'title_json'>, lang: Lang): Wallet {
  const money = gameWallet(db, memberId, api.api_name);
  return {
    api_name: api.api_name,
    api_title: pickTitle(api.title_json, lang),
    money: money === null ? tCore(lang, 'notOpened') : fmt(money),
  };
}

/** Main, rebate, then every open supplier by weight: the `game/api_moneys` list. */
export function allWallets(db: Db, memberId: number, lang: Lang): Wallet[] {
  const apis = db
    .prepare('SELECT api_name, title_json FROM apis WHERE is_open = 1 ORDER BY weight DESC, created_at DESC, id')
    .all() as ApiRow[];
  return [...mainRows(db, memberId, lang), ...apis.map((a) => supplierRow(db, memberId, a, lang))];
}

/** Main, rebate, then the named suppliers only: the `game/api_money` list. */
export function someWallets(db: Db, memberId: number, lang: Lang, apiNames: string[]): Wallet[] {
  const rows = [...new Set(apiNames)].map(
    (n) => db.prepare('SELECT api_name, title_json FROM apis WHERE api_name = ?').get(n) as ApiRow | undefined,
  );
  return [
    ...mainRows(db, memberId, lang),
    ...rows.filter((r): r is ApiRow => !!r).map((a) => supplierRow(db, memberId, a, lang)),
  ];
}
