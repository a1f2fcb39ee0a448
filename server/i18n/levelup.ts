import { makeT, type Catalog } from './lang';

export const levelupMessages = {
  closed: { zh_cn: '该功能已关闭', zh_hk: '該功能已關閉', en: 'This feature is closed', th: 'ฟีเจอร์นี้ปิดอยู่', vi: 'Tính năng này đã đóng' },
  noMember: { zh_cn: '会员信息不存在', zh_hk: '會員信息不存在', en: 'Member information not found', th: 'ไม่พบข้อมูลสมาชิก', vi: 'Không tìm thấy thông tin thành viên' },
  yuan: { zh_cn: ':money元', zh_hk: ':money元', en: ':money', th: ':money', vi: ':money' },
  weekTitle: { zh_cn: '周俸禄到账', zh_hk: '周俸祿到賬', en: 'Weekly salary received', th: 'ได้รับเงินเดือนรายสัปดาห์', vi: 'Đã nhận lương tuần' },
  weekBody: {
    zh_cn: '恭喜您领取【 :level 级】周俸禄【 :money 元】', zh_hk: '恭喜您領取【 :level 級】周俸祿【 :money 元】',
    en: 'Congratulations, you received the level :level weekly salary of :money', th: 'ยินดีด้วย คุณได้รับเงินเดือนรายสัปดาห์ระดับ :level จำนวน :money',
    vi: 'Chúc mừng, bạn đã nhận lương tuần cấp :level số tiền :money',
  },
  monthTitle: { zh_cn: '月俸禄到账', zh_hk: '月俸祿到賬', en: 'Monthly salary received', th: 'ได้รับเงินเดือนรายเดือน', vi: 'Đã nhận lương tháng' },
  monthBody: {
    zh_cn: '恭喜您领取【 :level 级】月俸禄【 :money 元】', zh_hk: '恭喜您領取【 :level 級】月俸祿【 :money 元】',
    en: 'Congratulations, you received the level :level monthly salary of :money', th: 'ยินดีด้วย คุณได้รับเงินเดือนรายเดือนระดับ :level จำนวน :money',
    vi: 'Chúc mừng, bạn đã nhận lương tháng cấp :level số tiền :money',
  },
  levelTitle: { zh_cn: '晋级礼金到账', zh_hk: '晉級禮金到賬', en: 'Level-up bonus received', th: 'ได้รับโบนัสเลื่อนระดับ', vi: 'Đã nhận thưởng thăng cấp' },
  levelBody: {
    zh_cn: '恭喜您晋级【 :level 级】，获得晋级礼金【 :money 元】', zh_hk: '恭喜您晉級【 :level 級】，獲得晉級禮金【 :money 元】',
    en: 'Congratulations on reaching level :level: a level-up bonus of :money is yours', th: 'ยินดีด้วยที่เลื่อนเป็นระดับ :level รับโบนัส :money',
    vi: 'Chúc mừng bạn lên cấp :level, nhận thưởng thăng cấp :money',
  },
  type20: { zh_cn: '晋级礼金', zh_hk: '晉級禮金', en: 'Level-up bonus', th: 'โบนัสเลื่อนระดับ', vi: 'Thưởng thăng cấp' },
  type21: { zh_cn: '周俸禄', zh_hk: '周俸祿', en: 'Weekly salary', th: 'เงินเดือนรายสัปดาห์', vi: 'Lương tuần' },
  type22: { zh_cn: '月俸禄', zh_hk: '月俸祿', en: 'Monthly salary', th: 'เงินเดือนรายเดือน', vi: 'Lương tháng' },
  walletMoney: { zh_cn: '中心钱包', zh_hk: '中心錢包', en: 'Main wallet', th: 'กระเป๋าหลัก', vi: 'Ví chính' },
  walletFs: { zh_cn: '返水钱包', zh_hk: '返水錢包', en: 'Rebate wallet', th: 'กระเป๋าเงินคืน', vi: 'Ví hoàn trả' },
  upDeposit: { zh_cn: '存款晋级', zh_hk: '存款晉級', en: 'By deposits', th: 'ตามยอดฝาก', vi: 'Theo tiền nạp' },
  upBet: { zh_cn: '投注晋级', zh_hk: '投注晉級', en: 'By bets', th: 'ตามยอดเดิมพัน', vi: 'Theo cược' },
  upEither: { zh_cn: '存款或投注达标', zh_hk: '存款或投注達標', en: 'Deposits or bets', th: 'ยอดฝากหรือยอดเดิมพัน', vi: 'Nạp hoặc cược đạt mức' },
  upAll: { zh_cn: '存款和投注均达标', zh_hk: '存款和投注均達標', en: 'Deposits and bets', th: 'ทั้งยอดฝากและยอดเดิมพัน', vi: 'Cả nạp và cược đạt mức' },
} satisfies Catalog;

export const tLevelup = makeT(levelupMessages);
