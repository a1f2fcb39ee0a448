import { makeT, type Catalog, type Lang } from './lang';

export const teamMessages = {
  notAgent: { zh_cn: '您还不是代理', zh_hk: '您還不是代理', en: 'You are not an agent yet', th: 'คุณยังไม่ได้เป็นตัวแทน', vi: 'Bạn chưa phải là đại lý' },
  notChild: {
    zh_cn: '该账号不是您的直属下级账号，无法进行操作', zh_hk: '該賬號不是您的直屬下級賬號，無法進行操作',
    en: 'This account is not your direct downline', th: 'บัญชีนี้ไม่ใช่สมาชิกสายตรงของคุณ', vi: 'Tài khoản này không phải tuyến dưới trực tiếp của bạn',
  },
  allRates: { zh_cn: '请设置所有游戏类型的返点点位', zh_hk: '請設置所有遊戲類型的返點點位', en: 'Please set a rate for every game type', th: 'กรุณากำหนดอัตราคืนสำหรับเกมทุกประเภท', vi: 'Vui lòng đặt tỷ lệ cho mọi loại trò chơi' },
  rateHigh: { zh_cn: '【:type】返点不能高于您自己的返点 :rate', zh_hk: '【:type】返點不能高於您自己的返點 :rate', en: '[:type] rate cannot exceed your own rate :rate', th: '[:type] อัตราคืนต้องไม่เกินอัตราของคุณ :rate', vi: '[:type] tỷ lệ không được cao hơn tỷ lệ của bạn :rate' },
  rateLow: { zh_cn: '【:type】返点不能低于系统最低返点 :rate', zh_hk: '【:type】返點不能低於系統最低返點 :rate', en: '[:type] rate cannot be below the system minimum :rate', th: '[:type] อัตราคืนต้องไม่ต่ำกว่าขั้นต่ำของระบบ :rate', vi: '[:type] tỷ lệ không được thấp hơn mức tối thiểu :rate' },
  nameRule: { zh_cn: '用户名必须以小写字母开头并且只能包含小写字母和数字', zh_hk: '用戶名必須以小寫字母開頭並且只能包含小寫字母和數字', en: 'The user name must start with a lowercase letter and contain only lowercase letters and digits', th: 'ชื่อผู้ใช้ต้องขึ้นต้นด้วยตัวพิมพ์เล็กและมีเฉพาะตัวพิมพ์เล็กและตัวเลข', vi: 'Tên người dùng phải bắt đầu bằng chữ thường và chỉ gồm chữ thường và số' },
  nameTaken: { zh_cn: '用户名已存在', zh_hk: '用戶名已存在', en: 'The user name is already taken', th: 'ชื่อผู้ใช้นี้ถูกใช้แล้ว', vi: 'Tên người dùng đã tồn tại' },
  pwdMismatch: { zh_cn: '两次输入的密码不一致', zh_hk: '兩次輸入的密碼不一致', en: 'The passwords do not match', th: 'รหัสผ่านไม่ตรงกัน', vi: 'Mật khẩu không khớp' },
  added: { zh_cn: '下级会员添加成功', zh_hk: '下級會員添加成功', en: 'Downline member added', th: 'เพิ่มสมาชิกสายล่างสำเร็จ', vi: 'Đã thêm thành viên tuyến dưới' },
  ratesSaved: { zh_cn: '返点设置成功', zh_hk: '返點設置成功', en: 'Rates saved', th: 'บันทึกอัตราคืนแล้ว', vi: 'Đã lưu tỷ lệ' },
  inviteCreated: { zh_cn: '邀请链接创建成功', zh_hk: '邀請鏈接創建成功', en: 'Invite link created', th: 'สร้างลิงก์เชิญแล้ว', vi: 'Đã tạo liên kết mời' },
  inviteUpdated: { zh_cn: '邀请链接更新成功', zh_hk: '邀請鏈接更新成功', en: 'Invite link updated', th: 'อัปเดตลิงก์เชิญแล้ว', vi: 'Đã cập nhật liên kết mời' },
  inviteMissing: { zh_cn: '邀请链接不存在', zh_hk: '邀請鏈接不存在', en: 'The invite link does not exist', th: 'ไม่พบลิงก์เชิญ', vi: 'Liên kết mời không tồn tại' },
  badRange: { zh_cn: '请选择正确的时间范围', zh_hk: '請選擇正確的時間範圍', en: 'Please choose a valid date range', th: 'กรุณาเลือกช่วงเวลาให้ถูกต้อง', vi: 'Vui lòng chọn khoảng thời gian hợp lệ' },
  walletMoney: { zh_cn: '中心钱包', zh_hk: '中心錢包', en: 'Main wallet', th: 'กระเป๋าหลัก', vi: 'Ví chính' },
  walletFs: { zh_cn: '返水钱包', zh_hk: '返水錢包', en: 'Rebate wallet', th: 'กระเป๋าเงินคืน', vi: 'Ví hoàn trả' },
} satisfies Catalog;

export const tTeam = makeT(teamMessages);

/** Money-log operate types 1–29 (config platform.member_money_operate_type), one row per language. */
const OPERATE_TYPES: Record<Lang, string[]> = {
  zh_cn: ['管理员操作', '系统赠送', '游戏转入转出', '返水', '签到', '充值活动', '红利', '红包', '充值提款', '充值赠送', '提款拒绝退回', '游戏转账失败退回', '活动',
    '代理佣金', '幸运转盘', '购买余额宝', '余额宝利息', '掉单调整', '余额宝赎回', '晋级礼金', '周俸禄', '月俸禄', '借呗借款', '借呗还款', '每日礼金', '每周礼金', '每月礼金', '每年礼金', 'VIP晋级礼金'],
  zh_hk: ['管理員操作', '系統贈送', '遊戲轉入轉出', '返水', '簽到', '充值活動', '紅利', '紅包', '充值提款', '充值贈送', '提款拒絕退回', '遊戲轉賬失敗退回', '活動',
    '代理佣金', '幸運轉盤', '購買餘額寶', '餘額寶利息', '掉單調整', '餘額寶贖回', '晉級禮金', '周俸祿', '月俸祿', '借唄借款', '借唄還款', '每日禮金', '每週禮金', '每月禮金', '每年禮金', 'VIP晉級禮金'],
  en: ['Admin adjustment', 'System gift', 'Game transfer', 'Rebate', 'Sign-in', 'Deposit promotion', 'Bonus', 'Red packet', 'Deposit/withdrawal', 'Deposit gift',
    'Refused withdrawal refund', 'Failed game transfer refund', 'Activity', 'Agent commission', 'Lucky wheel', 'Yuebao purchase', 'Yuebao interest', 'Lost order adjustment',
    'Yuebao redemption', 'Level-up bonus', 'Weekly salary', 'Monthly salary', 'Credit loan', 'Credit repayment', 'Daily gift', 'Weekly gift', 'Monthly gift', 'Yearly gift', 'VIP level-up gift'],
  th: ['ปรับโดยผู้ดูแล', 'ของขวัญระบบ', 'โอนเข้าออกเกม', 'เงินคืน', 'เช็คอิน', 'โปรเติมเงิน', 'โบนัส', 'อั่งเปา', 'ฝาก/ถอน', 'โบนัสเติมเงิน', 'คืนเงินถอนที่ถูกปฏิเสธ',
    'คืนเงินโอนเกมล้มเหลว', 'กิจกรรม', 'ค่าคอมมิชชันตัวแทน', 'วงล้อนำโชค', 'ซื้อ Yuebao', 'ดอกเบี้ย Yuebao', 'ปรับรายการตกหล่น', 'ไถ่ถอน Yuebao', 'โบนัสเลื่อนระดับ',
    'เงินเดือนรายสัปดาห์', 'เงินเดือนรายเดือน', 'กู้เงิน', 'ชำระเงินกู้', 'ของขวัญรายวัน', 'ของขวัญรายสัปดาห์', 'ของขวัญรายเดือน', 'ของขวัญรายปี', 'ของขวัญเลื่อนระดับ VIP'],
  vi: ['Quản trị điều chỉnh', 'Quà hệ thống', 'Chuyển tiền game', 'Hoàn trả', 'Điểm danh', 'Khuyến mãi nạp', 'Tiền thưởng', 'Lì xì', 'Nạp/rút', 'Quà nạp tiền',
    'Hoàn tiền rút bị từ chối', 'Hoàn tiền chuyển game lỗi', 'Hoạt động', 'Hoa hồng đại lý', 'Vòng quay may mắn', 'Mua Yuebao', 'Lãi Yuebao', 'Điều chỉnh đơn thất lạc',
    'Rút Yuebao', 'Thưởng thăng cấp', 'Lương tuần', 'Lương tháng', 'Vay', 'Trả nợ vay', 'Quà ngày', 'Quà tuần', 'Quà tháng', 'Quà năm', 'Quà thăng cấp VIP'],
};

export function operateTypeText(lang: Lang, type: number): string {
  return OPERATE_TYPES[lang][type - 1] ?? String(type);
}
