/** @jest-environment node */
import { statedWait, waitUnits } from '@/lib/statedWait';

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('the wait a platform text names', () => {
  test.each([
    ['<p>提交借款申请后，请在2小时后查询审核结果。</p>', 2 * HOUR],
    ['<p>提交借款申請後，請在2小時後查詢審核結果。</p>', 2 * HOUR],
    ['<p>After applying, check the review result in 2 hours.</p>', 2 * HOUR],
    ['<p>หลังยื่นคำขอ กรุณาตรวจสอบผลหลัง 2 ชั่วโมง</p>', 2 * HOUR],
    ['<p>Sau khi nộp đơn, vui lòng kiểm tra kết quả sau 2 giờ.</p>', 2 * HOUR],
    ['申请已提交，提交成功2小时后请到“信用额度查询”是否借款成功', 2 * HOUR],
    ['Check back in <b>30 minutes</b>', 30 * MINUTE],
    ['请在5分钟后查询', 5 * MINUTE],
    ['两小时后查询', 2 * HOUR],
    ['三十分钟后查询', 30 * MINUTE],
    ['Check the review in two hours.', 2 * HOUR],
    ['กรุณาตรวจสอบผลหลังสองชั่วโมง', 2 * HOUR],
    ['kiểm tra kết quả sau hai giờ', 2 * HOUR],
    ['1 hour', HOUR],
  ])('%s', (text, ms) => {
    expect(statedWait(text)).toBe(ms);
  });

  test('none, or more than one, is no wait', () => {
    expect(statedWait('')).toBeNull();
    expect(statedWait(null)).toBeNull();
    expect(statedWait('<p>After applying, the operator reviews your loan.</p>')).toBeNull();
    expect(statedWait('Loans run 1 to 30 days')).toBeNull();
    expect(statedWait('Check in 2 hours; we answer within 24 hours')).toBeNull();
    expect(statedWait('a 5 minimum deposit')).toBeNull();
    expect(statedWait('someone hour')).toBeNull();
    // The same wait said twice is one wait.
    expect(statedWait('2 hours. Again: 2 hours.')).toBe(2 * HOUR);
  });

  test('a wait is said in whole hours, else in minutes', () => {
    expect(waitUnits(2 * HOUR)).toEqual({ unit: 'hour', count: 2 });
    expect(waitUnits(5 * MINUTE)).toEqual({ unit: 'minute', count: 5 });
    expect(waitUnits(90 * MINUTE)).toEqual({ unit: 'minute', count: 90 });
  });
});
