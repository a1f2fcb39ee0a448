import type { Db } from '../db/types';
import type { Clock } from '../lib/time';
import { fail } from '../lib/errors';
import { billNo } from './bills';
import { gameWallet } from './suppliers';
import { tCore } from '../i18n/core';
import type { Lang } from '../i18n/lang';
import type { Cents } from '../lib/money';

/** A source of numbers in [0,1): Math.random for play, a seeded one for the seed. */
export type Rng = () => number;

export function seededRng(seed: number): Rng {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Outcome = { multiplierPct: number; wager: string; result: string };

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)];

/** Returns to player ≈ 94%: lose 52%, push 3%, ×1.9 40%, ×3 5%. */
function multiplier(rng: Rng): number {
  const r = rng();
  if (r < 0.52) return 0;
  if (r < 0.55) return 100;
  if (r < 0.95) return 190;
  return 300;
}

function outcome(gameType: number, rng: Rng): Outcome {
  const m = multiplier(rng);
  switch (gameType) {
    case 1: {
      const side = pick(rng, ['Banker', 'Player'] as const);
      const a = Math.floor(rng() * 10);
      const b = m === 100 ? a : Math.floor(rng() * 10);
      const win = m > 100 ? side : side === 'Banker' ? 'Player' : 'Banker';
      const [bk, pl] = win === 'Banker' ? [Math.max(a, b), Math.min(a, b)] : [Math.min(a, b), Math.max(a, b)];
      return {
        multiplierPct: m,
        wager: `Baccarat: ${side}`,
        result: m === 100 ? `Tie ${a}:${a}` : `Banker ${bk} : Player ${pl}`,
      };
    }
    case 4:
    case 99: {
      const nums = Array.from({ length: 5 }, () => Math.floor(rng() * 10)).join(',');
      return { multiplierPct: m, wager: `Big/Small: ${pick(rng, ['Big', 'Small'])}`, result: nums };
    }
    case 5:
      return {
        multiplierPct: m,
        wager: `Handicap: ${pick(rng, ['Home', 'Away'])}`,
        result: `${Math.floor(rng() * 4)}:${Math.floor(rng() * 4)}`,
      };
    default: {
      const reels = Array.from({ length: 3 }, () => pick(rng, ['7', 'BAR', 'Cherry', 'Bell', 'Lemon'])).join('|');
      return { multiplierPct: m, wager: 'Spin', result: reels };
    }
  }
}

export type RoundInput = {
  memberId: number;
  apiName: string;
  gameType: number;
  gameName: string;
  bet: Cents;
  lang: Lang;
  rng?: Rng;
  at?: number;
  /** free play: the record exists but no wallet moves (operator rounds for members without game money) */
  free?: boolean;
};

export type RoundResult = {
  id: number;
  billNo: string;
  bet: Cents;
  payout: Cents;
  net: Cents;
  balance: Cents;
  wager: string;
  result: string;
};

/**
 * Settles one round at a simulated supplier: bet out of the game wallet, payout in, and a settled
 * game_records row, in one transaction. A bet larger than the game wallet is refused.
 */
export function playRound(db: Db, clock: Clock, r: RoundInput): RoundResult {
  const rng = r.rng ?? Math.random;
  return db.transaction(() => {
    const now = r.at ?? clock.now().getTime();
    const balance = gameWallet(db, r.memberId, r.apiName);
    if (!r.free && (balance === null || balance < r.bet)) fail(400, tCore(r.lang, 'insufficient'));
    const o = outcome(r.gameType, rng);
    const payout = Math.floor((r.bet * o.multiplierPct) / 100);
    const net = payout - r.bet;
    const valid = o.multiplierPct === 100 ? 0 : r.bet;
    const after = r.free ? (balance ?? 0) : (balance ?? 0) + net;
    if (!r.free)
      db.prepare('UPDATE member_apis SET money = ?, updated_at = ? WHERE member_id = ? AND api_name = ?').run(
        after,
        now,
        r.memberId,
        r.apiName,
      );
    const { name } = db.prepare('SELECT name FROM members WHERE id = ?').get(r.memberId) as { name: string };
    const bill = billNo(r.apiName.slice(0, 2), now);
    const betTime = now - 30_000 - Math.floor(rng() * 60_000);
    const info = db
      .prepare(
        `INSERT INTO game_records (bill_no, api_name, member_id, name, bet_amount, valid_bet_amount, net_amount, status,
        game_type, game_name, round_no, play_detail, wager_detail, game_result, bet_time, created_at)
      VALUES (?,?,?,?,?,?,?,'COMPLETE',?,?,?,?,?,?,?,?)`,
      )
      .run(
        bill,
        r.apiName,
        r.memberId,
        name,
        r.bet,
        valid,
        net,
        r.gameType,
        r.gameName,
        `R${Math.floor(now / 1000)}${Math.floor(rng() * 1000)}`,
        r.free ? 'free play' : '',
        o.wager,
        o.result,
        betTime,
        now,
      );
    return {
      id: Number(info.lastInsertRowid),
      billNo: bill,
      bet: r.bet,
      payout,
      net,
      balance: after,
      wager: o.wager,
      result: o.result,
    };
  })();
}
