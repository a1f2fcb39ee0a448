import { makeLabel, makeT, type Catalog, type Texts } from './lang';

export const moneylogMessages = {
  createdAtRequired: { zh_cn: '请选择查询时间范围', zh_hk: '請選擇查詢時間範圍', en: 'Please choose a time range', th: 'กรุณาเลือกช่วงเวลา', vi: 'Vui lòng chọn khoảng thời gian' },
  openingBalance: { zh_cn: '账户开户余额', zh_hk: '賬戶開戶餘額', en: 'Opening balance', th: 'ยอดเปิดบัญชี', vi: 'Số dư mở tài khoản' },
} satisfies Catalog;

export const tMoneylog = makeT(moneylogMessages);

/** `config/platform.php member_money_operate_type`. */
export const OPERATE_TYPES: Record<number, Texts> = {
  1: { zh_cn: '管理员操作', zh_hk: '管理員操作', en: 'Admin adjustment', th: 'ผู้ดูแลปรับยอด', vi: 'Quản trị viên điều chỉnh' },
  2: { zh_cn: '系统赠送', zh_hk: '系統贈送', en: 'System gift', th: 'ของขวัญจากระบบ', vi: 'Quà tặng hệ thống' },
  3: { zh_cn: '游戏转入/转出', zh_hk: '遊戲轉入/轉出', en: 'Game transfer', th: 'โอนเข้า/ออกเกม', vi: 'Chuyển tiền trò chơi' },
  4: { zh_cn: '反水', zh_hk: '返水', en: 'Rebate', th: 'คืนยอดเสีย', vi: 'Hoàn trả' },
  5: { zh_cn: '签到奖励', zh_hk: '簽到獎勵', en: 'Sign-in reward', th: 'รางวัลเช็คอิน', vi: 'Thưởng điểm danh' },
  6: { zh_cn: '充值活动', zh_hk: '充值活動', en: 'Deposit promotion', th: 'โปรโมชันเติมเงิน', vi: 'Khuyến mãi nạp tiền' },
  7: { zh_cn: '红利', zh_hk: '紅利', en: 'Bonus', th: 'โบนัส', vi: 'Tiền thưởng' },
  8: { zh_cn: '红包', zh_hk: '紅包', en: 'Red packet', th: 'อั่งเปา', vi: 'Lì xì' },
  9: { zh_cn: '充值/提款', zh_hk: '充值/提款', en: 'Deposit/withdrawal', th: 'ฝาก/ถอน', vi: 'Nạp/rút tiền' },
  10: { zh_cn: '充值赠送', zh_hk: '充值贈送', en: 'Deposit gift', th: 'ของขวัญการฝาก', vi: 'Quà nạp tiền' },
  11: { zh_cn: '提款拒绝退回', zh_hk: '提款拒絕退回', en: 'Refused withdrawal refund', th: 'คืนเงินถอนที่ถูกปฏิเสธ', vi: 'Hoàn tiền rút bị từ chối' },
  12: { zh_cn: '游戏转账失败退回', zh_hk: '遊戲轉賬失敗退回', en: 'Failed game transfer refund', th: 'คืนเงินโอนเกมที่ล้มเหลว', vi: 'Hoàn tiền chuyển trò chơi thất bại' },
  13: { zh_cn: '活动', zh_hk: '活動', en: 'Promotion', th: 'กิจกรรม', vi: 'Hoạt động' },
  14: { zh_cn: '代理佣金', zh_hk: '代理佣金', en: 'Agent commission', th: 'ค่าคอมมิชชันตัวแทน', vi: 'Hoa hồng đại lý' },
  15: { zh_cn: '幸运转盘', zh_hk: '幸運轉盤', en: 'Lucky wheel', th: 'วงล้อนำโชค', vi: 'Vòng quay may mắn' },
  16: { zh_cn: '购买余额宝', zh_hk: '購買餘額寶', en: 'Yuebao purchase', th: 'ซื้อ Yuebao', vi: 'Mua Yuebao' },
  17: { zh_cn: '余额宝利息', zh_hk: '餘額寶利息', en: 'Yuebao interest', th: 'ดอกเบี้ย Yuebao', vi: 'Lãi Yuebao' },
  18: { zh_cn: '掉单补分', zh_hk: '掉單補分', en: 'Lost order adjustment', th: 'ปรับยอดรายการที่ตกหล่น', vi: 'Điều chỉnh đơn bị thất lạc' },
  19: { zh_cn: '余额宝赎回', zh_hk: '餘額寶贖回', en: 'Yuebao redemption', th: 'ไถ่ถอน Yuebao', vi: 'Rút Yuebao' },
  20: { zh_cn: '晋级彩金', zh_hk: '晉級彩金', en: 'Level-up award', th: 'รางวัลเลื่อนระดับ', vi: 'Thưởng thăng cấp' },
  21: { zh_cn: '周俸禄', zh_hk: '周俸祿', en: 'Weekly salary', th: 'เงินเดือนรายสัปดาห์', vi: 'Lương tuần' },
  22: { zh_cn: '月俸禄', zh_hk: '月俸祿', en: 'Monthly salary', th: 'เงินเดือนรายเดือน', vi: 'Lương tháng' },
  23: { zh_cn: '借呗借款', zh_hk: '借唄借款', en: 'Credit borrowing', th: 'กู้ยืมเครดิต', vi: 'Vay tín dụng' },
  24: { zh_cn: '借呗还款', zh_hk: '借唄還款', en: 'Credit repayment', th: 'ชำระคืนเครดิต', vi: 'Trả nợ tín dụng' },
  25: { zh_cn: 'VIP日礼金', zh_hk: 'VIP日禮金', en: 'VIP daily gift', th: 'ของขวัญ VIP รายวัน', vi: 'Quà VIP hằng ngày' },
  26: { zh_cn: 'VIP周礼金', zh_hk: 'VIP周禮金', en: 'VIP weekly gift', th: 'ของขวัญ VIP รายสัปดาห์', vi: 'Quà VIP hằng tuần' },
  27: { zh_cn: 'VIP月礼金', zh_hk: 'VIP月禮金', en: 'VIP monthly gift', th: 'ของขวัญ VIP รายเดือน', vi: 'Quà VIP hằng tháng' },
  28: { zh_cn: 'VIP年礼金', zh_hk: 'VIP年禮金', en: 'VIP yearly gift', th: 'ของขวัญ VIP รายปี', vi: 'Quà VIP hằng năm' },
  29: { zh_cn: 'VIP晋级礼金', zh_hk: 'VIP晉級禮金', en: 'VIP level-up gift', th: 'ของขวัญเลื่อนระดับ VIP', vi: 'Quà thăng cấp VIP' },
};

export const MONEY_TYPES: Record<string, Texts> = {
  money: { zh_cn: '中心钱包', zh_hk: '中心錢包', en: 'Main wallet', th: 'กระเป๋าหลัก', vi: 'Ví chính' },
  fs_money: { zh_cn: '返水钱包', zh_hk: '返水錢包', en: 'Rebate wallet', th: 'กระเป๋าคืนยอด', vi: 'Ví hoàn trả' },
  ml_money: { zh_cn: '打码量', zh_hk: '打碼量', en: 'Turnover requirement', th: 'ยอดเทิร์นโอเวอร์', vi: 'Doanh số cược yêu cầu' },
  total_money: { zh_cn: '可提现额度', zh_hk: '可提現額度', en: 'Withdrawable turnover', th: 'ยอดที่ถอนได้', vi: 'Hạn mức có thể rút' },
  score: { zh_cn: '积分', zh_hk: '積分', en: 'Points', th: 'คะแนน', vi: 'Điểm' },
  total_credit: { zh_cn: '信用额度', zh_hk: '信用額度', en: 'Credit limit', th: 'วงเงินเครดิต', vi: 'Hạn mức tín dụng' },
  used_credit: { zh_cn: '已借额度', zh_hk: '已借額度', en: 'Borrowed credit', th: 'เครดิตที่ยืม', vi: 'Tín dụng đã vay' },
};

export const operateTypeText = makeLabel(OPERATE_TYPES);

export const moneyTypeText = makeLabel(MONEY_TYPES);
