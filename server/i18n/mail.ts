import { makeT, type Catalog, type Lang } from './lang';

export const mailMessages = {
  markedRead: { zh_cn: '更新站内信状态为：已读', zh_hk: '更新站內信狀態為：已讀', en: 'Mail marked as read', th: 'ทำเครื่องหมายว่าอ่านแล้ว', vi: 'Đã đánh dấu thư là đã đọc' },
  markedUnread: { zh_cn: '更新站内信状态为：未读', zh_hk: '更新站內信狀態為：未讀', en: 'Mail marked as unread', th: 'ทำเครื่องหมายว่ายังไม่อ่าน', vi: 'Đã đánh dấu thư là chưa đọc' },
  readFailed: { zh_cn: '站内信状态更新失败', zh_hk: '站內信狀態更新失敗', en: 'Mail status was not updated', th: 'อัปเดตสถานะข้อความไม่สำเร็จ', vi: 'Không cập nhật được trạng thái thư' },
  deleted: { zh_cn: '站内信删除成功', zh_hk: '站內信刪除成功', en: 'Mail deleted', th: 'ลบข้อความสำเร็จ', vi: 'Đã xóa thư' },
  deleteFailed: { zh_cn: '站内信删除失败', zh_hk: '站內信刪除失敗', en: 'Mail could not be deleted', th: 'ลบข้อความไม่สำเร็จ', vi: 'Không xóa được thư' },
  sent: { zh_cn: '站内信发送成功，请等待管理员回复', zh_hk: '站內信發送成功，請等待管理員回覆', en: 'Mail sent, please wait for a reply from the administrator', th: 'ส่งข้อความสำเร็จ กรุณารอการตอบกลับจากผู้ดูแล', vi: 'Đã gửi thư, vui lòng chờ quản trị viên trả lời' },
  notFound: { zh_cn: '站内信不存在', zh_hk: '站內信不存在', en: 'The mail does not exist', th: 'ไม่พบข้อความ', vi: 'Thư không tồn tại' },
} satisfies Catalog;

export const tMail = makeT(mailMessages);

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';
const UNITS: Record<Unit, Record<Lang, [string, string]>> = {
  second: { zh_cn: ['秒', '秒'], zh_hk: ['秒', '秒'], en: ['second', 'seconds'], th: ['วินาที', 'วินาที'], vi: ['giây', 'giây'] },
  minute: { zh_cn: ['分钟', '分钟'], zh_hk: ['分鐘', '分鐘'], en: ['minute', 'minutes'], th: ['นาที', 'นาที'], vi: ['phút', 'phút'] },
  hour: { zh_cn: ['小时', '小时'], zh_hk: ['小時', '小時'], en: ['hour', 'hours'], th: ['ชั่วโมง', 'ชั่วโมง'], vi: ['giờ', 'giờ'] },
  day: { zh_cn: ['天', '天'], zh_hk: ['天', '天'], en: ['day', 'days'], th: ['วัน', 'วัน'], vi: ['ngày', 'ngày'] },
  week: { zh_cn: ['周', '周'], zh_hk: ['週', '週'], en: ['week', 'weeks'], th: ['สัปดาห์', 'สัปดาห์'], vi: ['tuần', 'tuần'] },
  month: { zh_cn: ['个月', '个月'], zh_hk: ['個月', '個月'], en: ['month', 'months'], th: ['เดือน', 'เดือน'], vi: ['tháng', 'tháng'] },
  year: { zh_cn: ['年', '年'], zh_hk: ['年', '年'], en: ['year', 'years'], th: ['ปี', 'ปี'], vi: ['năm', 'năm'] },
};
const AGO: Record<Lang, (n: number, unit: string) => string> = {
  zh_cn: (n, u) => `${n}${u}前`, zh_hk: (n, u) => `${n}${u}前`, en: (n, u) => `${n} ${u} ago`,
  th: (n, u) => `${n} ${u}ที่แล้ว`, vi: (n, u) => `${n} ${u} trước`,
};

/** Laravel's diffForHumans: "3天前", "3 days ago". */
export function timeAgo(lang: Lang, then: number, now: number): string {
  const s = Math.max(1, Math.floor((now - then) / 1000));
  const steps: Array<[Unit, number]> = [['year', 31536000], ['month', 2592000], ['week', 604800], ['day', 86400], ['hour', 3600], ['minute', 60], ['second', 1]];
  const [unit, size] = steps.find(([, sz]) => s >= sz) ?? ['second', 1];
  const n = Math.floor(s / size);
  return AGO[lang](n, UNITS[unit][lang][n === 1 ? 0 : 1]);
}
