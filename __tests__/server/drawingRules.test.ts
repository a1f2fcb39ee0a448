/** @jest-environment node */
import { openDb } from '../../server/db/open';
import { makeClock } from '../../server/lib/time';
import { AppError } from '../../server/lib/errors';
import { openDrawing } from '../../server/rules/drawings';
import { findCard, requestDrawing, type BankCard } from '../../server/rules/drawingRequest';

const clock = makeClock();
const db = openDb(':memory:', clock);
afterAll(() => db.close());

const member = (name: string) =>
  db.prepare('SELECT id, name, lang, money, ml_money FROM members WHERE name = ?').get(name) as {
    id: number;
    name: string;
    lang: string;
    money: number;
    ml_money: number;
  };

function cardOf(name: string): BankCard {
  const now = clock.now().getTime();
  const id = Number(
    db
      .prepare(
        `INSERT INTO member_banks (member_id, card_no, bank_type, owner_name, created_at, updated_at)
    VALUES (?, '6217000055556666777', 'ICBC', ?, ?, ?)`,
      )
      .run(member(name).id, name, now, now).lastInsertRowid,
  );
  return findCard(db, id) as BankCard;
}

describe('withdrawal rules', () => {
  it('open a bill only inside a transaction, for whole non-negative cents', () => {
    const m = member('member01');
    const bill = {
      memberId: m.id,
      name: m.name,
      cents: 100,
      account: 'a',
      bankInfo: '{}',
      at: clock.now().getTime(),
      logLang: 'zh_cn' as const,
    };
    expect(() => openDrawing(db, clock, bill)).toThrow('inside a transaction');
    expect(() => db.transaction(() => openDrawing(db, clock, { ...bill, cents: 1.5 }))()).toThrow('whole cents');
    expect(() => db.transaction(() => openDrawing(db, clock, { ...bill, cents: -100 }))()).toThrow('whole cents');
    expect(member('member01').money).toBe(m.money);
  });

  it('take the whole amount from the wallet and record it net of the turnover fee', () => {
    const before = member('member01');
    expect(before.ml_money).toBeGreaterThan(0);
    const id = requestDrawing(db, clock, {
      member: before,
      cents: 20_000,
      account: 'a',
      card: cardOf('member01'),
      qkPwd: '123456',
      lang: 'en',
    });
    const d = db
      .prepare('SELECT money, counter_fee, before_money, after_money, status FROM drawings WHERE id = ?')
      .get(id);
    expect(d).toEqual({
      money: 19_600,
      counter_fee: 400,
      before_money: before.money,
      after_money: before.money - 20_000,
      status: 1,
    });
    expect(member('member01').money).toBe(before.money - 20_000);
  });

  it("refuse in the platform's order, before anything moves", () => {
    const m = member('member01');
    const card = cardOf('member01');
    const ask = (over: object) => {
      try {
        requestDrawing(db, clock, {
          member: m,
          cents: 20_000,
          account: 'a',
          card,
          qkPwd: '123456',
          lang: 'en',
          ...over,
        });
      } catch (e) {
        return e instanceof AppError ? e.message : String(e);
      }
      return 'accepted';
    };
    // too much and a wrong password at once: the balance is named first
    expect(ask({ cents: m.money + 100, qkPwd: '000000' })).toBe(
      'The amount is more than your balance, please change it',
    );
    expect(ask({ card: cardOf('english1'), qkPwd: '000000' })).toBe('The bank card does not exist, please check');
    expect(ask({ cents: 9_900, qkPwd: '000000' })).toBe('The amount is below the minimum withdrawal 100');
    expect(ask({ qkPwd: '000000' })).toBe('Wrong withdrawal password, please try again');
    expect(member('member01').money).toBe(m.money);
  });
});
