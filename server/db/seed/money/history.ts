import type { Db } from '../../types';
import type { Clock } from '../../../lib/time';
import { seededRng } from '../../../rules/rounds';
import { move } from '../../../rules/ledger';
import { tMoneylog } from '../../../i18n/moneylog';
import { Replay } from './replay';
import { asLang, textsOf } from '../../../i18n/lang';

type Member = {
  id: number;
  name: string;
  lang: string;
  money: number;
  fs_money: number;
  ml_money: number;
  created_at: number;
};

const ROTATION: Array<[string, number]> = [
  ['AG', 1],
  ['BBIN', 3],
  ['PG', 3],
  ['BBIN', 1],
  ['AG', 1],
  ['BBIN', 4],
];
const RECHARGES: Array<[number, string, number, 1 | 2 | 3]> = [
  [27, 'online_alipay', 2000, 2],
  [24, 'company_bankpay', 3000, 2],
  [21, 'online_wechat', 800, 3],
  [18, 'company_usdt', 1500, 2],
  [15, 'company_alipay', 1000, 2],
  [12, 'online_usdt', 2500, 3],
  [9, 'company_bankpay', 1200, 2],
  [6, 'online_alipay', 600, 3],
  [4, 'online_wechat', 500, 2],
  [3, 'company_usdt', 2000, 2],
  [1, 'company_bankpay', 1000, 1],
  [0, 'online_alipay', 300, 1],
];
const DRAWINGS: Array<[number, number, 1 | 2 | 3]> = [
  [26, 800, 2],
  [20, 500, 2],
  [16, 400, 3],
  [11, 1000, 2],
  [7, 600, 3],
  [2, 500, 1],
  [0, 300, 1],
];

/** member01: a month of deposits, play at three suppliers, rebate claims, withdrawals in every status, gifts. */
function member01(r: Replay): void {
  r.at(30, 0.1).recharge('company_bankpay', 12000, 2).at(30, 0.2).credit(2, 88);
  for (let d = 29; d >= 0; d--) {
    const [api, type] = ROTATION[d % ROTATION.length];
    for (const [day, pay, units, status] of RECHARGES) if (day === d) r.at(d, 0.15).recharge(pay, units, status);
    if (d !== 13 && d !== 25) {
      r.at(d, 0.3)
        .toGame(api, d % 3 === 0 ? 500 : 300)
        .play(api, type, 3);
      if (d % 2 === 0) r.fromGame(api, 150);
    }
    for (const [day, units, status] of DRAWINGS) if (day === d) r.at(d, 0.7).drawing(units, status);
    if (d === 22 || d === 10) r.at(d, 0.8).claimRebate();
    if (d === 9) r.at(d, 0.85).toGame('PG', r.fsBalanceUnits(), 'fs_money').play('PG', 3, 2);
    if (d === 19) r.at(d, 0.9).credit(1, 50);
    if (d === 14) r.at(d, 0.9).credit(7, 100);
    if (d === 15) r.at(d, 0.9).credit(10, 50);
    if (d === 5) r.at(d, 0.9).credit(13, 66);
  }
  r.at(0, 0.9).fromGame('PG');
}

function english1(r: Replay): void {
  r.at(20, 0.2).recharge('online_alipay', 3000, 2).at(15, 0.3).toGame('AG', 500);
  for (let d = 15; d >= 5; d -= 2) r.at(d, 0.5).play('AG', 1, 2);
  r.at(10, 0.6)
    .recharge('company_bankpay', 1000, 3)
    .at(8, 0.4)
    .claimRebate()
    .at(4, 0.5)
    .drawing(500, 2)
    .at(2, 0.3)
    .recharge('online_wechat', 500, 1)
    .at(1, 0.5)
    .fromGame('AG', 200);
}

function team0001(r: Replay): void {
  r.at(12, 0.2).recharge('online_alipay', 2000, 2).at(11, 0.3).toGame('KY', 800);
  for (let d = 11; d >= 1; d -= 2) r.at(d, 0.6).play('KY', 6, 2);
  r.at(5, 0.4).recharge('company_bankpay', 500, 1);
}

function team0002(r: Replay): void {
  r.at(9, 0.2)
    .recharge('company_bankpay', 1000, 2)
    .at(8, 0.3)
    .toGame('AG', 300)
    .play('AG', 1, 3)
    .at(6, 0.5)
    .play('AG', 1, 2)
    .at(3, 0.6)
    .fromGame('AG')
    .drawing(200, 2);
}

const SCRIPTS: Record<string, (r: Replay) => void> = { member01, english1, team0001, team0002 };

/**
 * Seeded balances are built from zero by replaying history through the ledger; members without a
 * scripted history get one opening credit of their seeded figures, so every balance matches its logs.
 */
export function seedHistory(db: Db, clock: Clock): void {
  const members = db
    .prepare('SELECT id, name, lang, money, fs_money, ml_money, created_at FROM members ORDER BY id')
    .all() as Member[];
  members.forEach((m, i) => {
    db.prepare('UPDATE members SET money = 0, fs_money = 0, ml_money = 0 WHERE id = ?').run(m.id);
    const script = SCRIPTS[m.name];
    if (script) {
      script(new Replay(db, clock, m.id, asLang(m.lang), seededRng(1000 + i)));
      return;
    }
    const description = textsOf(tMoneylog, 'openingBalance');
    const at = m.created_at;
    db.transaction(() => {
      if (m.money > 0)
        move(db, clock, { memberId: m.id, wallet: 'money', delta: m.money, operateType: 1, description, at });
      if (m.fs_money > 0)
        move(db, clock, { memberId: m.id, wallet: 'fs_money', delta: m.fs_money, operateType: 1, description, at });
      if (m.ml_money > 0)
        move(db, clock, { memberId: m.id, wallet: 'ml_money', delta: m.ml_money, operateType: 1, description, at });
    })();
  });
}
