import type { Db, DbCtx } from '../db/types';
import type { Clock } from '../lib/time';
import { fail } from '../lib/errors';
import { move } from './ledger';
import { billNo } from './bills';
import { apiTitle, ensureGameWallet, gameWallet } from './suppliers';
import { tGame } from '../i18n/game';
import { tCore } from '../i18n/core';
import { everyLang, textsOf, type Lang } from '../i18n/lang';
import type { Cents } from '../lib/money';

const locks = new WeakMap<DbCtx, Set<number>>();

/** Time a real supplier takes to answer a transfer; the member's lock is held across it. */
export const SUPPLIER_LATENCY_MS = 15;
const latencies = new WeakMap<DbCtx, number>();

/**
 * A slower (or again the usual, with null) supplier for this server: the operator's control, so a test or a
 * demo can hold a transfer in flight long enough to send a second copy of it.
 */
export function setSupplierLatency(ctx: DbCtx, ms: number | null): void {
  if (ms === null) latencies.delete(ctx);
  else latencies.set(ctx, ms);
}

/**
 * One game transfer at a time per member: a real supplier call takes seconds, and two overlapping
 * transfers could both pass the balance check on the supplier's side. A second one is refused.
 */
export async function withTransferLock<T>(ctx: DbCtx, memberId: number, lang: Lang, fn: () => T): Promise<T> {
  let held = locks.get(ctx);
  if (!held) locks.set(ctx, (held = new Set()));
  if (held.has(memberId)) fail(400, tGame(lang, 'tooFrequent'));
  held.add(memberId);
  try {
    await new Promise((r) => setTimeout(r, latencies.get(ctx) ?? SUPPLIER_LATENCY_MS));
    return fn();
  } finally {
    held.delete(memberId);
  }
}

/** `lang` words a refusal (the request's); the money log is written in every language. */
export type TransferIn = {
  memberId: number;
  apiName: string;
  cents: Cents;
  from: 'money' | 'fs_money';
  lang: Lang;
  at?: number;
};

const transferText = (db: Db, key: 'transferIn' | 'transferOut', apiName: string) =>
  everyLang((l) => tGame(l, key, { api: apiTitle(db, apiName, l) }));

/**
 * Main or rebate wallet → game wallet, all in one transaction. The real platform always debits `money`
 * whatever `money_type` says; here the wallet that was named is debited, because that is what the
 * front end shows the member.
 */
export function depositToGame(db: Db, clock: Clock, t: TransferIn): Cents {
  return db.transaction(() => {
    const now = t.at ?? clock.now().getTime();
    ensureGameWallet(db, t.memberId, t.apiName, now);
    const bill = billNo('T', now);
    const before = gameWallet(db, t.memberId, t.apiName) ?? 0;
    const after = before + t.cents;
    const info = db
      .prepare(
        `INSERT INTO transfers (bill_no, member_id, api_name, transfer_type, money, money_type, api_before, api_after, created_at)
      VALUES (?,?,?,1,?,?,?,?,?)`,
      )
      .run(bill, t.memberId, t.apiName, t.cents, t.from, before, after, now);
    move(db, clock, {
      memberId: t.memberId,
      wallet: t.from,
      delta: -t.cents,
      operateType: 3,
      at: now,
      description: transferText(db, 'transferIn', t.apiName),
      modelName: 'Transfer',
      modelId: Number(info.lastInsertRowid),
      insufficientMessage: tCore(t.lang, 'insufficient'),
    });
    db.prepare('UPDATE member_apis SET money = ?, updated_at = ? WHERE member_id = ? AND api_name = ?').run(
      after,
      now,
      t.memberId,
      t.apiName,
    );
    return after;
  })();
}

export type TransferOut = {
  memberId: number;
  apiName: string;
  cents: Cents;
  lang: Lang;
  at?: number;
};

/** Game wallet → main wallet, in one transaction. */
export function withdrawFromGame(db: Db, clock: Clock, t: TransferOut): Cents {
  return db.transaction(() => {
    const now = t.at ?? clock.now().getTime();
    const before = gameWallet(db, t.memberId, t.apiName);
    if (before === null) fail(400, tGame(t.lang, 'walletNotOpened'));
    if (before < t.cents) fail(400, tCore(t.lang, 'insufficient'));
    const after = before - t.cents;
    const info = db
      .prepare(
        `INSERT INTO transfers (bill_no, member_id, api_name, transfer_type, money, money_type, api_before, api_after, created_at)
      VALUES (?,?,?,2,?,'money',?,?,?)`,
      )
      .run(billNo('T', now), t.memberId, t.apiName, t.cents, before, after, now);
    db.prepare('UPDATE member_apis SET money = ?, updated_at = ? WHERE member_id = ? AND api_name = ?').run(
      after,
      now,
      t.memberId,
      t.apiName,
    );
    return move(db, clock, {
      memberId: t.memberId,
      wallet: 'money',
      delta: t.cents,
      operateType: 3,
      at: now,
      description: transferText(db, 'transferOut', t.apiName),
      modelName: 'Transfer',
      modelId: Number(info.lastInsertRowid),
    });
  })();
}

/** Whole units only: the platform transfers intval(amount). */
export function wholeUnits(cents: Cents): Cents {
  return Math.floor(cents / 100) * 100;
}

export function lastTransferInApi(db: Db, memberId: number): string | null {
  const row = db
    .prepare(
      'SELECT api_name FROM transfers WHERE member_id = ? AND transfer_type = 1 ORDER BY created_at DESC, id DESC LIMIT 1',
    )
    .get(memberId) as { api_name: string } | undefined;
  return row?.api_name ?? null;
}

/** Pulls the whole-unit balance of a supplier back into the main wallet; returns the cents moved. */
export function recoverFrom(db: Db, clock: Clock, memberId: number, apiName: string, lang: Lang): Cents {
  const bal = gameWallet(db, memberId, apiName);
  if (bal === null) return 0;
  const cents = wholeUnits(bal);
  if (cents <= 0) return 0;
  withdrawFromGame(db, clock, { memberId, apiName, cents, lang });
  return cents;
}

/** Auto mode on game entry: the rebate wallet is swept into the main wallet. */
export function sweepRebate(db: Db, clock: Clock, memberId: number): void {
  db.transaction(() => {
    const { fs_money } = db.prepare('SELECT fs_money FROM members WHERE id = ?').get(memberId) as { fs_money: number };
    if (fs_money <= 0) return;
    const description = textsOf(tGame, 'fsToMain');
    move(db, clock, { memberId, wallet: 'fs_money', delta: -fs_money, operateType: 3, description });
    move(db, clock, { memberId, wallet: 'money', delta: fs_money, operateType: 3, description });
  })();
}

export function transferLocked(ctx: DbCtx, memberId: number): boolean {
  return locks.get(ctx)?.has(memberId) ?? false;
}
