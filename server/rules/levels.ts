import type { Db } from '../db/types';
import type { Lang } from '../i18n/lang';
import type { Cents } from '../lib/money';
import { fmt } from '../lib/money';
import { getConfig } from './configs';

export type LevelRow = {
  level: number;
  level_name: string;
  condition_money: Cents;
  deposit_money: Cents;
  level_money: Cents;
  week_money: Cents;
  month_money: Cents;
  credit_money: Cents;
};

export function allLevels(db: Db): LevelRow[] {
  return db.prepare('SELECT * FROM levels ORDER BY level').all() as LevelRow[];
}

/** Cumulative settled valid bets of a member over every game type (unsettled 'X' rounds excluded). */
export function totalValidBet(db: Db, memberId: number): Cents {
  return (
    db
      .prepare("SELECT COALESCE(SUM(valid_bet_amount), 0) AS s FROM game_records WHERE member_id = ? AND status != 'X'")
      .get(memberId) as { s: number }
  ).s;
}

/** The highest level whose threshold the bets reach (0 when none). */
export function levelFor(levels: LevelRow[], bet: Cents): number {
  let reached = 0;
  for (const l of levels) if (bet >= l.condition_money) reached = Math.max(reached, l.level);
  return reached;
}

const trim = (s: string) => (s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s);

/**
 * The platform's short form for big whole amounts: five digits and more in 万, nine and more in 亿
 * ("12.5万", "1.2亿"); other languages get thousands separators. Exact: works on integer yuan.
 */
export function shortAmount(cents: Cents, lang: Lang): string | number {
  const yuan = Math.floor(cents / 100);
  if (yuan < 10_000) return yuan;
  if (lang !== 'zh_cn' && lang !== 'zh_hk') return yuan.toLocaleString('en-US');
  const [unit, div] =
    yuan >= 100_000_000 ? [lang === 'zh_hk' ? '億' : '亿', 100_000_000] : [lang === 'zh_hk' ? '萬' : '万', 10_000];
  const whole = Math.floor(yuan / div);
  const frac = String(yuan % div)
    .padStart(String(div).length - 1, '0')
    .slice(0, 2);
  return `${whole}${trim(`.${frac}`)}${unit}`;
}

/** Wallet that receives programme awards (config activity_money_type). */
export function awardWallet(db: Db): 'money' | 'fs_money' {
  return getConfig(db, 'activity_money_type') === 'fs_money' ? 'fs_money' : 'money';
}

/** "18" for 18.00, "18.5" for 18.50: how award amounts read in texts. */
export const plainAmount = (cents: Cents) => trim(fmt(cents));

/** What the member has deposited, all approved recharges together (the VIP table's deposit figure). */
export function approvedDeposits(db: Db, memberId: number): Cents {
  return (
    db
      .prepare('SELECT COALESCE(SUM(money), 0) AS s FROM recharges WHERE member_id = ? AND status = 2')
      .get(memberId) as {
      s: number;
    }
  ).s;
}

/** What the member has received so far of the bonuses logged under these operate types. */
export function bonusReceived(db: Db, memberId: number, operateTypes: number[]): Cents {
  return (
    db
      .prepare(
        `SELECT COALESCE(SUM(money), 0) AS s FROM money_logs WHERE member_id = ? AND number_type = 1
      AND operate_type IN (${operateTypes.map(() => '?').join(',')})`,
      )
      .get(memberId, ...operateTypes) as { s: number }
  ).s;
}

/** A member found by name for the public level-up search: only who they are and where they stand. */
export function memberForSearch(db: Db, name: string) {
  return db.prepare('SELECT id, name, level, is_demo, status FROM members WHERE name = ?').get(name) as
    { id: number; name: string; level: number; is_demo: number; status: number } | undefined;
}

/** The member's last 50 level-up, weekly and monthly awards (money logs 20, 21, 22), newest first. */
export function levelAwards(db: Db, memberId: number) {
  return db
    .prepare(
      'SELECT created_at, money, operate_type, money_type FROM money_logs WHERE member_id = ? AND operate_type IN (20, 21, 22) ORDER BY created_at DESC, id DESC LIMIT 50',
    )
    .all(memberId) as Array<{ created_at: number; money: number; operate_type: 20 | 21 | 22; money_type: string }>;
}
