import { makeT, type Catalog } from './lang';

export const responsibleMessages = {
  day: { zh_cn: '每日', zh_hk: '每日', en: 'daily', th: 'รายวัน', vi: 'ngày' },
  week: { zh_cn: '每周', zh_hk: '每週', en: 'weekly', th: 'รายสัปดาห์', vi: 'tuần' },
  month: { zh_cn: '每月', zh_hk: '每月', en: 'monthly', th: 'รายเดือน', vi: 'tháng' },
  depositOver: {
    zh_cn: '超出您的:period存款限额：剩余 :left，:reset 重置', zh_hk: '超出您的:period存款限額：剩餘 :left，:reset 重置',
    en: 'This is over your :period deposit limit: :left left until it resets at :reset',
    th: 'เกินวงเงินฝาก:periodของคุณ: เหลือ :left จนถึงรีเซ็ตเวลา :reset',
    vi: 'Vượt hạn mức nạp theo :period: còn :left đến khi đặt lại lúc :reset',
  },
  lossReached: {
    zh_cn: '已达到您的:period亏损限额：剩余 :left，:reset 重置', zh_hk: '已達到您的:period虧損限額：剩餘 :left，:reset 重置',
    en: 'Your :period loss limit is reached: :left left until it resets at :reset',
    th: 'ถึงวงเงินขาดทุน:periodของคุณแล้ว: เหลือ :left จนถึงรีเซ็ตเวลา :reset',
    vi: 'Đã đạt hạn mức thua theo :period: còn :left đến khi đặt lại lúc :reset',
  },
  timeoutUntil: {
    zh_cn: '您已暂停游戏至 :until，届时方可再次登录', zh_hk: '您已暫停遊戲至 :until，屆時方可再次登入',
    en: 'You are taking a time-out until :until; you can log in again after that',
    th: 'คุณพักการเล่นถึง :until และเข้าสู่ระบบได้อีกครั้งหลังจากนั้น',
    vi: 'Bạn đang tạm nghỉ đến :until; sau thời điểm đó bạn có thể đăng nhập lại',
  },
  exclusionUntil: {
    zh_cn: '您已自我排除至 :until，届时方可再次登录', zh_hk: '您已自我排除至 :until，屆時方可再次登入',
    en: 'You have excluded yourself until :until; you can log in again after that',
    th: 'คุณได้ระงับตนเองถึง :until และเข้าสู่ระบบได้อีกครั้งหลังจากนั้น',
    vi: 'Bạn đã tự loại trừ đến :until; sau thời điểm đó bạn có thể đăng nhập lại',
  },
  saved: { zh_cn: '已保存', zh_hk: '已保存', en: 'Saved', th: 'บันทึกแล้ว', vi: 'Đã lưu' },
  waits: {
    zh_cn: '此变更将在 :at 后经您确认生效', zh_hk: '此變更將在 :at 後經您確認生效',
    en: 'This change can take effect after :at, once you confirm it',
    th: 'การเปลี่ยนแปลงนี้มีผลได้หลัง :at เมื่อคุณยืนยัน',
    vi: 'Thay đổi này có thể có hiệu lực sau :at, khi bạn xác nhận',
  },
  tooEarly: {
    zh_cn: '此变更须在 :at 后才能确认', zh_hk: '此變更須在 :at 後才能確認',
    en: 'This change can be confirmed from :at', th: 'ยืนยันการเปลี่ยนแปลงนี้ได้ตั้งแต่ :at',
    vi: 'Thay đổi này có thể được xác nhận từ :at',
  },
  nothingWaiting: {
    zh_cn: '没有待确认的变更', zh_hk: '沒有待確認的變更', en: 'No change is waiting',
    th: 'ไม่มีการเปลี่ยนแปลงที่รอยืนยัน', vi: 'Không có thay đổi nào đang chờ',
  },
  amountInvalid: {
    zh_cn: '请输入大于 0 的金额', zh_hk: '請輸入大於 0 的金額', en: 'Enter an amount above 0',
    th: 'กรุณาใส่จำนวนเงินมากกว่า 0', vi: 'Vui lòng nhập số tiền lớn hơn 0',
  },
  choiceInvalid: {
    zh_cn: '选项无效', zh_hk: '選項無效', en: 'That choice is not available', th: 'ตัวเลือกไม่ถูกต้อง',
    vi: 'Lựa chọn không hợp lệ',
  },
} satisfies Catalog;

export const tResponsible = makeT(responsibleMessages);
