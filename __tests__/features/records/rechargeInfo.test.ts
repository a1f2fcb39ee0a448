import { rechargeAccountInfo, rechargePayInfo } from '@/features/records/rechargeInfo';
import type { RechargeRecord } from '@/api/rechargeApi';

const record = (over: Partial<RechargeRecord>): RechargeRecord => ({
  id: 1,
  bill_no: 'R1',
  name: 'member01',
  money: '100.00',
  payment_type: 'company_bankpay',
  account: 'member01',
  payment_desc: null,
  payment_detail: null,
  status: 1,
  fail_reason: null,
  hk_at: null,
  confirm_at: null,
  created_at: '2026-01-01 10:00:00',
  ...over,
});

describe('a recharge record in words', () => {
  it('names who paid once when the account is the member name', () => {
    expect(rechargeAccountInfo(record({}))).toBe('member01');
    expect(rechargeAccountInfo(record({ account: '6222 0000 1234' }))).toBe('member01 · 6222 0000 1234');
  });

  it("shows an online payment by its method, not the gateway's code", () => {
    const online = record({
      payment_type: 'online_alipay',
      payment_detail: JSON.stringify({ payment_name: 'Alipay', payment_account: 'ALIPAY-GW' }),
    });
    expect(rechargePayInfo(online)).toBe('Alipay');
  });

  it("keeps a bank transfer's payee account: the member paid to it", () => {
    const bank = record({
      payment_detail: { payment_name: 'Zhang San', payment_account: '6222 8888', payment_bank_type: 'ICBC' },
    });
    expect(rechargePayInfo(bank)).toBe('Zhang San · 6222 8888 · ICBC');
  });
});
