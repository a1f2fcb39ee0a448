import { randomInt } from 'node:crypto';
import type { Db } from '../db/types';
import type { Clock } from '../lib/time';
import { textsOf, type Lang } from '../i18n/lang';
import { fail } from '../lib/errors';
import { today } from '../lib/platformDay';
import { tBonus } from '../i18n/bonus';
import { getConfig, jsonConfig } from './configs';
import { move } from './ledger';
import { awardWallet } from './levels';
import { todayDeposits } from './today';
import type { OwnRows } from './ownRows';

/** Every spin of the member, prizes of nothing included (which the money log cannot show), newest first. */
export const WHEEL_HISTORY: Omit<OwnRows, 'path'> = {
  table: 'wheel_logs',
  columns: 'id, prize_id, money, created_at',
  order: 'id DESC',
};

export type Prize = { id: number; money: number; weight: number };
export type WheelLogRow = { id: number; prize_id: number; money: number; created_at: number };

/** The wheel's prizes in their order on the wheel. */
export function wheelPrizes(db: Db): Prize[] {
  return db.prepare('SELECT id, money, weight FROM wheel_prizes ORDER BY sort, id').all() as Prize[];
}

/** wheel_setting_json: one spin per `per` yuan of today's approved deposits, at most `max` a day. */
export function wheelSetting(db: Db): { per: number; max: number } {
  const s = jsonConfig<{ per?: number; max?: number }>(getConfig(db, 'wheel_setting_json'), {});
  return { per: Math.max(1, Number(s.per) || 100), max: Math.max(0, Number(s.max) || 0) };
}

/** The member's spins today: earned, used and left, and the deposits that earned them (cents). */
export function wheelSpins(db: Db, clock: Clock, memberId: number) {
  const { per, max } = wheelSetting(db);
  const recharge = todayDeposits(db, clock, memberId);
  const times = Math.min(max, Math.floor(recharge / (per * 100)));
  const used = (
    db
      .prepare('SELECT COUNT(*) AS n FROM wheel_logs WHERE member_id = ? AND day = ?')
      .get(memberId, today(clock).day) as {
      n: number;
    }
  ).n;
  return { times, used, remain: Math.max(0, times - used), recharge };
}

/**
 * Spins once for the member: refused without a spin left; a prize drawn by weight, logged (prizes of nothing
 * too), and a cash prize paid into the award wallet (money log 15). Must run in the caller's transaction
 * (commit), so that two spins at once cannot both take the last one.
 */
export function spinWheel(db: Db, clock: Clock, memberId: number, lang: Lang) {
  const s = wheelSpins(db, clock, memberId);
  if (s.remain <= 0) fail(400, tBonus(lang, 'noSpins'));
  const list = wheelPrizes(db);
  const total = list.reduce((a, p) => a + p.weight, 0);
  let roll = total > 0 ? randomInt(total) : 0;
  const index = Math.max(
    0,
    list.findIndex((p) => (roll -= p.weight) < 0),
  );
  const prize = list[index];
  const info = db
    .prepare('INSERT INTO wheel_logs (member_id, prize_id, day, money, created_at) VALUES (?,?,?,?,?)')
    .run(memberId, prize.id, today(clock).day, prize.money, clock.now().getTime());
  if (prize.money > 0) {
    move(db, clock, {
      memberId,
      wallet: awardWallet(db),
      delta: prize.money,
      operateType: 15,
      description: textsOf(tBonus, 'logWheel'),
      modelName: 'Wheel',
      modelId: Number(info.lastInsertRowid),
    });
  }
  return { prize, index, remain: s.remain - 1 };
}
