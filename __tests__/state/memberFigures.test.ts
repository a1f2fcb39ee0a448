import { memberFigures } from '@/state/memberFigures';
import { toMemberState } from '@/state/memberState';
import type { MemberInfo } from '@/api/authApi';

const member = (info: Partial<MemberInfo>) => toMemberState({ name: 'Lan', ...info } as MemberInfo);

describe("the member's figures as the screens and the early shell write them", () => {
  it('in the language of the member, through the one money formatter', () => {
    const m = member({
      money: '1234567.5',
      fs_money: null as never,
      ml_money: '0.005',
      level: 2,
      updated_at: '2026-01-02 03:04:05',
    });
    expect(memberFigures(m, 'vi')).toEqual({
      initial: 'L',
      name: 'Lan',
      vip: 'VIP2',
      login: '2026-01-02 03:04:05',
      money: '₫1,234,568',
      fs_money: '₫0',
      ml_money: '₫0',
      transfer: 'manual',
    });
    expect(memberFigures(m, 'zh_cn').ml_money).toBe('¥0.01');
  });

  it("names the level by its own name when it has one; no last login reads '-'", () => {
    const m = member({ level: 5, level_name: '黄金会员', updated_at: '', is_trans_on: 1 });
    expect(memberFigures(m, 'zh_hk')).toMatchObject({
      vip: '黄金会员',
      login: '-',
      money: 'HK$0.00',
      transfer: 'auto',
    });
  });
});
