import type { Db } from '../../types';
import type { Clock } from '../../../lib/time';
import { DAY_MS, dayStart } from '../../../lib/platformDay';
import { move, type WalletColumn } from '../../../rules/ledger';
import { billNo } from '../../../rules/bills';
import { approveRecharge, rejectRecharge } from '../../../rules/recharges';
import { approveDrawing, openDrawing, rejectDrawing } from '../../../rules/drawings';
import { depositToGame, withdrawFromGame } from '../../../rules/transfers';
import { playRound, type Rng } from '../../../rules/rounds';
import { claimFs, rebateWallet } from '../../../rules/rebate';
import { gameWallet } from '../../../rules/suppliers';
import { operateTypeText } from '../../../i18n/moneylog';
import { everyLang, type Lang } from '../../../i18n/lang';

const BETS = [10, 20, 50, 100, 200];

/**
 * Replays a member's history through the same rules the API uses, on a clock the seed moves, so every
 * balance equals what its money logs say and every record has a plausible date.
 */
export class Replay {
  private t: number;
  readonly clock: Clock;
  private readonly todayStart: number;
  private readonly end: number;

  constructor(
    private db: Db,
    real: Clock,
    readonly memberId: number,
    readonly lang: Lang,
    private rng: Rng,
  ) {
    this.end = real.now().getTime();
    this.todayStart = dayStart(this.end);
    this.t = this.end - 40 * DAY_MS;
    this.clock = { offsetMs: 0, now: () => new Date(this.stamp()) };
  }

  /**
   * The replay's time as written: never later than a minute before the real now, since just after midnight
   * (UTC+8) today's events, and the minutes they take, would otherwise be dated in the future.
   */
  private stamp(): number {
    return Math.min(this.t, this.end - 60_000);
  }

  /** Moves the replay clock to a point of `daysAgo` (0 = today, before now); `frac` orders events within the day. */
  at(daysAgo: number, frac: number): this {
    const start = this.todayStart - daysAgo * DAY_MS;
    const span = daysAgo === 0 ? this.end - 60_000 - start : DAY_MS;
    this.t = Math.max(this.t + 1000, Math.floor(start + span * frac));
    return this;
  }

  recharge(paymentType: string, units: number, status: 1 | 2 | 3): this {
    const p = this.db
      .prepare('SELECT id, account, name, params FROM payments WHERE type = ? AND lang = ? ORDER BY id LIMIT 1')
      .get(paymentType, this.lang) as { id: number; account: string; name: string; params: string };
    const { name } = this.db.prepare('SELECT name FROM members WHERE id = ?').get(this.memberId) as { name: string };
    const detail: Record<string, unknown> = { payment_id: p.id, payment_account: p.account, payment_name: p.name };
    if (paymentType === 'company_usdt') Object.assign(detail, JSON.parse(p.params));
    const online = paymentType.startsWith('online_');
    const info = this.db
      .prepare(
        `INSERT INTO recharges (bill_no, member_id, name, lang, money, payment_type, account, payment_desc, payment_detail, status, hk_at, created_at, updated_at)
      VALUES (?,?,?,?,?,?,?,?,?,1,?,?,?)`,
      )
      .run(
        billNo('R', this.stamp()),
        this.memberId,
        name,
        this.lang,
        units * 100,
        paymentType,
        online ? name : `6217${String(this.memberId).padStart(4, '0')}88886666`,
        online ? null : name,
        JSON.stringify(detail),
        this.stamp() - 600_000,
        this.stamp(),
        this.stamp(),
      );
    const id = Number(info.lastInsertRowid);
    this.t += 20 * 60_000;
    if (status === 2) approveRecharge(this.db, this.clock, id);
    if (status === 3)
      rejectRecharge(this.db, this.clock, id, this.lang === 'en' ? 'Payment not received' : '未收到款项');
    return this;
  }

  drawing(units: number, status: 1 | 2 | 3): this {
    const { name } = this.db.prepare('SELECT name FROM members WHERE id = ?').get(this.memberId) as { name: string };
    const card = this.db
      .prepare('SELECT * FROM member_banks WHERE member_id = ? ORDER BY id LIMIT 1')
      .get(this.memberId) as Record<string, unknown> | undefined;
    const snapshot = card ?? {
      id: 0,
      card_no: '6217000011112222333',
      bank_type: 'ICBC',
      owner_name: name,
      bank_address: '',
      phone: null,
      remark: '',
    };
    this.db.transaction(() => {
      const id = openDrawing(this.db, this.clock, {
        memberId: this.memberId,
        name,
        cents: units * 100,
        account: String(snapshot.card_no),
        bankInfo: JSON.stringify(snapshot),
        at: this.stamp(),
      });
      this.t += 45 * 60_000;
      if (status === 2) approveDrawing(this.db, this.clock, id);
      if (status === 3)
        rejectDrawing(this.db, this.clock, id, this.lang === 'en' ? 'Bank details do not match' : '银行卡信息不符');
    })();
    return this;
  }

  toGame(api: string, units: number, from: 'money' | 'fs_money' = 'money'): this {
    if (units >= 1)
      depositToGame(this.db, this.clock, {
        memberId: this.memberId,
        apiName: api,
        cents: units * 100,
        from,
        lang: this.lang,
      });
    return this;
  }

  /** Takes `units` (or, without it, the whole game balance to the cent) back to the main wallet. */
  fromGame(api: string, units?: number): this {
    const bal = gameWallet(this.db, this.memberId, api) ?? 0;
    const cents = units === undefined ? bal : Math.min(bal, units * 100);
    if (cents > 0)
      withdrawFromGame(this.db, this.clock, { memberId: this.memberId, apiName: api, cents, lang: this.lang });
    return this;
  }

  play(api: string, gameType: number, rounds: number): this {
    const game = this.db
      .prepare('SELECT game_code FROM game_lists WHERE api_name = ? AND game_type = ? ORDER BY id LIMIT 6')
      .all(api, gameType) as { game_code: string }[];
    for (let i = 0; i < rounds; i++) {
      const bal = gameWallet(this.db, this.memberId, api) ?? 0;
      const options = BETS.filter((b) => b * 100 <= bal);
      if (!options.length) return this;
      const bet = options[Math.floor(this.rng() * options.length)] * 100;
      const g = game.length ? game[Math.floor(this.rng() * game.length)] : null;
      this.t += 3 * 60_000;
      playRound(this.db, this.clock, {
        memberId: this.memberId,
        apiName: api,
        gameType,
        // by its code, as the simulated suppliers write it: the record reads in the reader's language
        gameName: g ? g.game_code : api,
        bet,
        lang: this.lang,
        rng: this.rng,
      });
    }
    return this;
  }

  claimRebate(): this {
    claimFs(this.db, this.clock, {
      memberId: this.memberId,
      lang: this.lang,
      deadlineMs: this.stamp(),
      wallet: rebateWallet(this.db),
    });
    return this;
  }

  fsBalanceUnits(): number {
    return Math.floor(
      (this.db.prepare('SELECT fs_money FROM members WHERE id = ?').get(this.memberId) as { fs_money: number })
        .fs_money / 100,
    );
  }

  /** An admin adjustment, gift or bonus credited to a wallet. */
  credit(operateType: number, units: number, wallet: WalletColumn = 'money'): this {
    this.db.transaction(() =>
      move(this.db, this.clock, {
        memberId: this.memberId,
        wallet,
        delta: units * 100,
        operateType,
        description: everyLang((l) => operateTypeText(operateType, l)),
      }),
    )();
    return this;
  }
}
