import type { Db } from '../../types';
import { setConfig } from '../../../rules/configs';
import { LANGS, type Lang } from '../../../i18n/lang';

type Texts = Record<Lang, string>;

const CREDIT: Record<string, Texts> = {
  credit_detail: {
    zh_cn: '<p>免息借呗：按VIP等级享有信用额度，借款期内<strong>零利息</strong>。</p>',
    zh_hk: '<p>免息借唄：按VIP等級享有信用額度，借款期內<strong>零利息</strong>。</p>',
    en: '<p>Interest-free credit: your VIP level sets your credit limit, with <strong>no interest</strong> during the loan.</p>',
    th: '<p>สินเชื่อไม่มีดอกเบี้ย: วงเงินตามระดับ VIP <strong>ไม่มีดอกเบี้ย</strong>ตลอดระยะเวลากู้</p>',
    vi: '<p>Vay không lãi: hạn mức theo cấp VIP, <strong>không tính lãi</strong> trong thời gian vay.</p>',
  },
  credit_rule: {
    zh_cn: '<ol><li>每次最多借满信用额度。</li><li>借款期限1至30天。</li><li>还清后方可再次借款。</li></ol>',
    zh_hk: '<ol><li>每次最多借滿信用額度。</li><li>借款期限1至30天。</li><li>還清後方可再次借款。</li></ol>',
    en: '<ol><li>Borrow up to your credit limit.</li><li>Loans run 1 to 30 days.</li><li>Repay in full before borrowing again.</li></ol>',
    th: '<ol><li>กู้ได้ไม่เกินวงเงิน</li><li>ระยะเวลากู้ 1 ถึง 30 วัน</li><li>ชำระให้ครบก่อนกู้ใหม่</li></ol>',
    vi: '<ol><li>Vay tối đa bằng hạn mức.</li><li>Thời hạn vay 1 đến 30 ngày.</li><li>Trả hết trước khi vay lại.</li></ol>',
  },
  credit_xize: {
    zh_cn: '<p>逾期未还将影响信用额度，平台保留最终解释权。</p>',
    zh_hk: '<p>逾期未還將影響信用額度，平台保留最終解釋權。</p>',
    en: '<p>Late repayment affects your credit limit. The platform has the final say.</p>',
    th: '<p>การชำระล่าช้าจะมีผลต่อวงเงิน แพลตฟอร์มขอสงวนสิทธิ์ในการตีความขั้นสุดท้าย</p>',
    vi: '<p>Trả chậm sẽ ảnh hưởng đến hạn mức. Nền tảng giữ quyền giải thích cuối cùng.</p>',
  },
  credit_borrow: {
    zh_cn: '<p>提交借款申请后，请在2小时后查询审核结果。</p>',
    zh_hk: '<p>提交借款申請後，請在2小時後查詢審核結果。</p>',
    en: '<p>After applying, check the review result in 2 hours.</p>',
    th: '<p>หลังยื่นคำขอ กรุณาตรวจสอบผลหลัง 2 ชั่วโมง</p>',
    vi: '<p>Sau khi nộp đơn, vui lòng kiểm tra kết quả sau 2 giờ.</p>',
  },
  credit_lend: {
    zh_cn: '<p>还款从中心钱包一次性扣除全部欠款，即时到账。</p>',
    zh_hk: '<p>還款從中心錢包一次性扣除全部欠款，即時到賬。</p>',
    en: '<p>Repayment takes the whole debt from your main wallet at once, immediately.</p>',
    th: '<p>การชำระจะหักหนี้ทั้งหมดจากกระเป๋าหลักทันที</p>',
    vi: '<p>Khoản trả nợ được trừ toàn bộ từ ví chính ngay lập tức.</p>',
  },
};

const LEVELUP: Record<string, Texts> = {
  activity: {
    zh_cn: '<p>累计有效投注达标即可晋级，晋级礼金即时到账。</p>',
    zh_hk: '<p>累計有效投注達標即可晉級，晉級禮金即時到賬。</p>',
    en: '<p>Reach the cumulative valid bet of a level to move up; the level-up bonus arrives at once.</p>',
    th: '<p>ยอดเดิมพันสะสมถึงเกณฑ์ก็เลื่อนระดับได้ รับโบนัสทันที</p>',
    vi: '<p>Đạt tổng cược hợp lệ để lên cấp, thưởng thăng cấp nhận ngay.</p>',
  },
  example: {
    zh_cn: '<p>例：累计有效投注5万，晋级VIP2，获得18+58元礼金。</p>',
    zh_hk: '<p>例：累計有效投注5萬，晉級VIP2，獲得18+58元禮金。</p>',
    en: '<p>Example: 50,000 in valid bets reaches VIP2 and pays 18 + 58 in bonuses.</p>',
    th: '<p>ตัวอย่าง: เดิมพันสะสม 50,000 เลื่อนเป็น VIP2 รับโบนัส 18 + 58</p>',
    vi: '<p>Ví dụ: cược hợp lệ 50.000 lên VIP2, nhận thưởng 18 + 58.</p>',
  },
  level: {
    zh_cn: '<p>周俸禄：上次领取7天后再次登录即可领取。</p>',
    zh_hk: '<p>周俸祿：上次領取7天後再次登錄即可領取。</p>',
    en: '<p>Weekly salary: log in again 7 days after the last one.</p>',
    th: '<p>เงินเดือนรายสัปดาห์: เข้าสู่ระบบอีกครั้งหลังรับครั้งก่อน 7 วัน</p>',
    vi: '<p>Lương tuần: đăng nhập lại sau 7 ngày kể từ lần nhận trước.</p>',
  },
  month: {
    zh_cn: '<p>月俸禄：上次领取30天后再次登录即可领取。</p>',
    zh_hk: '<p>月俸祿：上次領取30天後再次登錄即可領取。</p>',
    en: '<p>Monthly salary: log in again 30 days after the last one.</p>',
    th: '<p>เงินเดือนรายเดือน: เข้าสู่ระบบอีกครั้งหลังรับครั้งก่อน 30 วัน</p>',
    vi: '<p>Lương tháng: đăng nhập lại sau 30 ngày kể từ lần nhận trước.</p>',
  },
};

const REDBAG_DESC: Texts = {
  zh_cn: '<p>当日存款或有效投注达标即可获得抢红包次数，每次金额随机。</p>',
  zh_hk: '<p>當日存款或有效投注達標即可獲得搶紅包次數，每次金額隨機。</p>',
  en: '<p>Deposit or bet enough today to earn red packet draws; each packet holds a random amount.</p>',
  th: '<p>ฝากหรือเดิมพันถึงเกณฑ์วันนี้เพื่อรับสิทธิ์ชิงอั่งเปา จำนวนเงินสุ่ม</p>',
  vi: '<p>Nạp hoặc cược đủ trong ngày để nhận lượt giật lì xì, số tiền ngẫu nhiên.</p>',
};

const WHEEL_DESC: Texts = {
  zh_cn: '<p>当日每存款100元可获得1次抽奖机会，每日最多5次。</p>',
  zh_hk: '<p>當日每存款100元可獲得1次抽獎機會，每日最多5次。</p>',
  en: '<p>Every 100 deposited today earns one spin, up to 5 a day.</p>',
  th: '<p>ฝากทุก 100 ในวันนี้ได้หมุน 1 ครั้ง สูงสุด 5 ครั้งต่อวัน</p>',
  vi: '<p>Mỗi 100 nạp trong ngày được 1 lượt quay, tối đa 5 lượt mỗi ngày.</p>',
};

/** Programme texts (HTML) and settings, per language where members read them. */
export function seedProgrammeConfigs(db: Db): void {
  for (const lang of LANGS) {
    for (const [name, texts] of Object.entries(CREDIT)) setConfig(db, 'credit', name, texts[lang], lang);
    for (const kind of ['live', 'slot']) {
      for (const [part, texts] of Object.entries(LEVELUP))
        setConfig(db, 'levelup', `levelup_${kind}_${part}`, texts[lang], lang);
    }
    setConfig(db, 'activity', 'redbag_desc', REDBAG_DESC[lang], lang);
    setConfig(db, 'activity', 'wheel_desc', WHEEL_DESC[lang], lang);
  }
  // Red packet draws per day: the best reached tier of today's deposits plus that of today's valid bets.
  setConfig(
    db,
    'activity',
    'redbag_setting_json',
    JSON.stringify({
      recharge: [
        [100, 1],
        [1000, 2],
        [5000, 3],
      ],
      bet: [
        [1000, 1],
        [10000, 2],
      ],
    }),
  );
  setConfig(db, 'activity', 'redbag_size_setting_json', JSON.stringify({ min: '1.00', max: '18.88' }));
  setConfig(db, 'activity', 'wheel_setting_json', JSON.stringify({ per: 100, max: 5 }));
  setConfig(db, 'activity', 'is_wheel_open', '1');
}
