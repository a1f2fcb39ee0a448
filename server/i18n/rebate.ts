import { makeT, type Catalog } from './lang';

export const rebateMessages = {
  noLevels: { zh_cn: '未配置反水等级，请联系客服', zh_hk: '未配置返水等級，請聯繫客服', en: 'Rebate levels are not configured, please contact support', th: 'ยังไม่ได้ตั้งค่าระดับคืนยอด กรุณาติดต่อฝ่ายบริการ', vi: 'Chưa cấu hình cấp hoàn trả, vui lòng liên hệ CSKH' },
  closed: { zh_cn: '该功能暂未开放', zh_hk: '該功能暫未開放', en: 'This feature is not open yet', th: 'ฟังก์ชันนี้ยังไม่เปิดให้บริการ', vi: 'Chức năng này chưa mở' },
  nothing: { zh_cn: '没有可以领取的返水', zh_hk: '沒有可以領取的返水', en: 'There is no rebate to claim', th: 'ไม่มียอดคืนที่รับได้', vi: 'Không có hoàn trả để nhận' },
  duplicate: { zh_cn: '该部分反水已经领取，请勿重复操作', zh_hk: '該部分返水已經領取，請勿重複操作', en: 'This rebate has already been claimed, do not repeat', th: 'รับยอดคืนส่วนนี้แล้ว กรุณาอย่าทำซ้ำ', vi: 'Khoản hoàn trả này đã được nhận, đừng lặp lại' },
  claimed: { zh_cn: '实时反水领取成功，请在交易记录中查看明细', zh_hk: '實時返水領取成功，請在交易記錄中查看明細', en: 'Instant rebate claimed; see the details in your transaction records', th: 'รับยอดคืนทันทีสำเร็จ ดูรายละเอียดในประวัติธุรกรรม', vi: 'Đã nhận hoàn trả tức thì, xem chi tiết trong lịch sử giao dịch' },
  log: { zh_cn: '【:type】实时反水，有效投注 :valid，比例 :rate%', zh_hk: '【:type】實時返水，有效投注 :valid，比例 :rate%', en: ':type instant rebate, valid bets :valid at :rate%', th: 'คืนยอดทันที :type ยอดเดิมพันที่ใช้ได้ :valid อัตรา :rate%', vi: 'Hoàn trả tức thì :type, cược hợp lệ :valid, tỷ lệ :rate%' },
} satisfies Catalog;

export const tRebate = makeT(rebateMessages);
