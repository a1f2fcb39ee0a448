import type { Db, DbCtx } from '../db/types';
import type { Lang } from '../i18n/lang';
import { depositToGame, lastTransferInApi, recoverFrom, sweepRebate, transferLocked, wholeUnits } from './transfers';

/**
 * Whether the member's money follows them into games (auto mode, is_trans_on 1) or moves only when they
 * transfer it (manual), with their main wallet's balance.
 */
export function transferMode(db: Db, memberId: number): { is_trans_on: number; money: number } {
  return db.prepare('SELECT is_trans_on, money FROM members WHERE id = ?').get(memberId) as {
    is_trans_on: number;
    money: number;
  };
}

/** Turns auto mode on or off; turning it on is done under the transfer lock after recovering the last game. */
export function setTransferMode(db: Db, memberId: number, on: boolean): void {
  db.prepare('UPDATE members SET is_trans_on = ? WHERE id = ?').run(on ? 1 : 0, memberId);
}

/** In auto mode, a member with less than one unit in the main wallet gets the last game's balance back first. */
export function recoverIfEmpty(ctx: DbCtx, memberId: number, apiName: string, lang: Lang): string | null {
  const mode = transferMode(ctx.db, memberId);
  const last = lastTransferInApi(ctx.db, memberId);
  if (!mode.is_trans_on || mode.money >= 100 || !last || last === apiName || transferLocked(ctx, memberId)) return null;
  recoverFrom(ctx.db, ctx.clock, memberId, last, lang);
  return last;
}

/**
 * Auto mode at a game's launch: the last game's balance comes back when the main wallet is short of a unit,
 * pending rebates are swept in, and every whole unit goes into the launched game. Run under the transfer lock.
 */
export function followIntoGame(ctx: DbCtx, memberId: number, apiName: string, lang: Lang): void {
  const { db, clock } = ctx;
  const last = lastTransferInApi(db, memberId);
  if (last && last !== apiName && transferMode(db, memberId).money < 100) recoverFrom(db, clock, memberId, last, lang);
  sweepRebate(db, clock, memberId);
  const cents = wholeUnits(transferMode(db, memberId).money);
  if (cents >= 100) depositToGame(db, clock, { memberId, apiName, cents, from: 'money', lang });
}
