import { randomInt } from 'node:crypto';
import type { Db } from '../db/types';
import type { Clock } from '../lib/time';
import { toCents, type Cents } from '../lib/money';
import { getConfig, jsonConfig } from './configs';
import { today } from '../lib/platformDay';
import { todayDeposits, todayValidBets } from './today';
import { fail } from '../lib/errors';
import { textsOf, type Lang } from '../i18n/lang';
import { tBonus } from '../i18n/bonus';
import { move } from './ledger';
import { awardWallet } from './levels';
import type { OwnRows } from './ownRows';

/** The member's red packets, newest first, as their history page lists them. */
export const REDBAG_HISTORY: Omit<OwnRows, 'path'> = {
  table: 'redbag_logs',
  columns: 'id, money, created_at',
  order: 'id DESC',
};

/** redbag_setting_json: tiers [yuan threshold, draws]; today's draws = best deposit tier + best bet tier. */
export type RedbagSetting = { recharge: Array<[number, number]>; bet: Array<[number, number]> };
export type RedbagSize = { min: string; max: string };

export function redbagSetting(db: Db): RedbagSetting {
  const s = jsonConfig<Partial<RedbagSetting>>(getConfig(db, 'redbag_setting_json'), {});
  const tiers = (v: unknown) =>
    Array.isArray(v)
      ? v.filter((t) => Array.isArray(t) && t.length === 2).map((t) => [Number(t[0]), Number(t[1])] as [number, number])
      : [];
  return { recharge: tiers(s.recharge), bet: tiers(s.bet) };
}

export function redbagSize(db: Db): { min: Cents; max: Cents } {
  const s = jsonConfig<Partial<RedbagSize>>(getConfig(db, 'redbag_size_setting_json'), {});
  const min = Math.max(1, toCents(String(s.min ?? '1')) ?? 100);
  const max = Math.max(min, toCents(String(s.max ?? '1')) ?? min);
  return { min, max };
}

function bestTier(tiers: Array<[number, number]>, cents: Cents): number {
  let best = 0;
  for (const [yuan, times] of tiers) if (cents >= Math.round(yuan * 100) && times > best) best = times;
  return best;
}

export function redbagTimes(db: Db, clock: Clock, memberId: number) {
  const setting = redbagSetting(db);
  const recharge = todayDeposits(db, clock, memberId);
  const bet = todayValidBets(db, clock, memberId);
  const times = bestTier(setting.recharge, recharge) + bestTier(setting.bet, bet);
  const used = (
    db
      .prepare('SELECT COUNT(*) AS n FROM redbag_logs WHERE member_id = ? AND day = ?')
      .get(memberId, today(clock).day) as { n: number }
  ).n;
  return { times, used, remain: Math.max(0, times - used), recharge, bet, setting };
}

/** A uniformly random whole-cent amount in [min, max]. */
export function drawRedbag(size: { min: Cents; max: Cents }): Cents {
  return randomInt(size.min, size.max + 1);
}

/**
 * Grabs one red packet for the member: refused when today's draws are used up, else a random amount within
 * the configured size, logged and paid into the award wallet (money log 8). Must run in the caller's
 * transaction (commit), so that two grabs at once cannot both take the last draw.
 */
export function grabRedbag(db: Db, clock: Clock, memberId: number, lang: Lang): { money: Cents; remain: number } {
  const t = redbagTimes(db, clock, memberId);
  if (t.remain <= 0) fail(400, tBonus(lang, 'noRedbagTimes'));
  const money = drawRedbag(redbagSize(db));
  const now = clock.now().getTime();
  const info = db
    .prepare('INSERT INTO redbag_logs (member_id, day, money, created_at) VALUES (?,?,?,?)')
    .run(memberId, today(clock).day, money, now);
  move(db, clock, {
    memberId,
    wallet: awardWallet(db),
    delta: money,
    operateType: 8,
    description: textsOf(tBonus, 'logRedbag'),
    modelName: 'Redbag',
    modelId: Number(info.lastInsertRowid),
  });
  return { money, remain: t.remain - 1 };
}
