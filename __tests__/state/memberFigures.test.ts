import { memberFigures } from '@/state/memberFigures';
import { toMemberState } from '@/state/memberState';
import type { MemberInfo } from '@/api/authApi';

const member = (info: Partial<MemberInfo>) => toMemberState({ name: 'Lan', ...info } as MemberInfo);

describe("the member's figures as the screens and the early shell write them", () => {
  it('through the one money formatter: the same figure whatever the language', () => {
    const m = member({
      money: '1234567.5',
      fs_money: null as never,
      ml_money: '0.005',
      level: 2,
      updated_at: '2026-01-02 03:04:05',
    });
    expect(memberFigures(m)).toEqual({
      initial: 'L',
      name: 'Lan',
      vip: 'VIP2',
      login: '2026-01-02 03:04:05',
      money: '$1,234,567.50',
      fsMoney: '$0.00',
      mlMoney: '$0.01',
      transfer: 'manual',
    });
  });

  it("names the level by its own name when it has one; no last login reads '-'", () => {
    const m = member({ level: 5, level_name: '黄金会员', updated_at: '', is_trans_on: 1 });
    expect(memberFigures(m)).toMatchObject({
      vip: '黄金会员',
      login: '-',
      money: '$0.00',
      transfer: 'auto',
    });
  });
});
