import { makeT, type Catalog } from './lang';

/** Refusals of a request's Idempotency-Key (http/idempotency.ts). */
export const idempotencyMessages = {
  keyMalformed: { zh_cn: 'Idempotency-Key 格式不正确，须为 UUID', zh_hk: 'Idempotency-Key 格式不正確，須為 UUID', en: 'The Idempotency-Key must be a UUID', th: 'Idempotency-Key ต้องเป็น UUID', vi: 'Idempotency-Key phải là một UUID' },
  keyTooLong: { zh_cn: 'Idempotency-Key 过长，最多 255 个字符', zh_hk: 'Idempotency-Key 過長，最多 255 個字符', en: 'The Idempotency-Key is longer than 255 characters', th: 'Idempotency-Key ยาวเกิน 255 ตัวอักษร', vi: 'Idempotency-Key dài quá 255 ký tự' },
  keyReused: { zh_cn: '该请求标识已用于另一笔操作，请重新提交', zh_hk: '該請求標識已用於另一筆操作，請重新提交', en: 'This request key was already used for a different request, please submit again', th: 'รหัสคำขอนี้ถูกใช้กับคำขออื่นแล้ว กรุณาส่งใหม่', vi: 'Mã yêu cầu này đã được dùng cho một yêu cầu khác, vui lòng gửi lại' },
  keyInFlight: { zh_cn: '该请求正在处理中，请稍后查看结果', zh_hk: '該請求正在處理中，請稍後查看結果', en: 'This request is still being processed, please check the result shortly', th: 'คำขอนี้กำลังดำเนินการอยู่ กรุณาตรวจสอบผลในภายหลัง', vi: 'Yêu cầu này đang được xử lý, vui lòng kiểm tra kết quả sau' },
} satisfies Catalog;

export const tIdempotency = makeT(idempotencyMessages);
