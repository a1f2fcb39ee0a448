import { makeT, type Catalog } from './lang';

export const creditMessages = {
  closed: { zh_cn: '【借呗】尚未开启', zh_hk: '【借唄】尚未開啟', en: 'Credit is not available yet', th: 'บริการยืมเงินยังไม่เปิด', vi: 'Dịch vụ vay chưa được mở' },
  noMember: { zh_cn: '会员不存在或被禁用', zh_hk: '會員不存在或被禁用', en: 'The member does not exist or is disabled', th: 'ไม่พบสมาชิกหรือถูกระงับ', vi: 'Thành viên không tồn tại hoặc đã bị khóa' },
  wrongInfo: { zh_cn: '会员信息输入有误', zh_hk: '會員信息輸入有誤', en: 'The member information is incorrect', th: 'ข้อมูลสมาชิกไม่ถูกต้อง', vi: 'Thông tin thành viên không chính xác' },
  outstanding: {
    zh_cn: '查询到您还有借款未还清，请再还清借款后再借款', zh_hk: '查詢到您還有借款未還清，請再還清借款後再借款',
    en: 'You still have an unpaid loan; repay it before borrowing again', th: 'คุณยังมีเงินกู้ค้างชำระ กรุณาชำระก่อนกู้ใหม่',
    vi: 'Bạn vẫn còn khoản vay chưa trả, vui lòng trả hết trước khi vay tiếp',
  },
  pending: {
    zh_cn: '您有一笔借款正在审核中，请耐心等待', zh_hk: '您有一筆借款正在審核中，請耐心等待',
    en: 'A loan application of yours is still under review', th: 'คำขอกู้ของคุณอยู่ระหว่างการตรวจสอบ', vi: 'Một khoản vay của bạn đang được xét duyệt',
  },
  maxBorrow: { zh_cn: '最多只能借款【 :money 元】', zh_hk: '最多只能借款【 :money 元】', en: 'You can borrow at most :money', th: 'กู้ได้สูงสุด :money', vi: 'Bạn chỉ có thể vay tối đa :money' },
  amountInvalid: { zh_cn: '借款金额必须大于0', zh_hk: '借款金額必須大於0', en: 'The amount must be greater than 0', th: 'จำนวนเงินต้องมากกว่า 0', vi: 'Số tiền phải lớn hơn 0' },
  borrowed: {
    zh_cn: '申请已提交，提交成功2小时后请到“信用额度查询”是否借款成功', zh_hk: '申請已提交，提交成功2小時後請到「信用額度查詢」是否借款成功',
    en: 'Application submitted. Check "credit limit query" in 2 hours to see whether the loan was granted',
    th: 'ส่งคำขอแล้ว กรุณาตรวจสอบที่ "สอบถามวงเงิน" หลังจาก 2 ชั่วโมง', vi: 'Đã gửi đơn. Sau 2 giờ hãy vào "Tra cứu hạn mức" để xem khoản vay đã được duyệt chưa',
  },
  repayAll: { zh_cn: '请一次还完所有欠款', zh_hk: '請一次還完所有欠款', en: 'Please repay the whole debt at once', th: 'กรุณาชำระหนี้ทั้งหมดในครั้งเดียว', vi: 'Vui lòng trả hết toàn bộ khoản nợ một lần' },
  nothingOwed: { zh_cn: '您当前没有需要归还的借款', zh_hk: '您當前沒有需要歸還的借款', en: 'You have no loan to repay', th: 'คุณไม่มีเงินกู้ที่ต้องชำระ', vi: 'Bạn không có khoản vay nào cần trả' },
  repayShort: {
    zh_cn: '请保证中心账户中有足够的钱用来还款', zh_hk: '請保證中心賬戶中有足夠的錢用來還款',
    en: 'Make sure your main wallet holds enough to repay', th: 'กรุณาตรวจสอบว่ากระเป๋าหลักมีเงินเพียงพอสำหรับชำระ', vi: 'Vui lòng đảm bảo ví chính có đủ tiền để trả nợ',
  },
  repaid: { zh_cn: '还款成功', zh_hk: '還款成功', en: 'Repayment successful', th: 'ชำระคืนสำเร็จ', vi: 'Trả nợ thành công' },
  status1: { zh_cn: '待确认', zh_hk: '待確認', en: 'Pending', th: 'รอยืนยัน', vi: 'Chờ xác nhận' },
  status2: { zh_cn: '借款成功', zh_hk: '借款成功', en: 'Loan granted', th: 'กู้สำเร็จ', vi: 'Vay thành công' },
  status3: { zh_cn: '拒绝借款', zh_hk: '拒絕借款', en: 'Loan refused', th: 'ปฏิเสธการกู้', vi: 'Từ chối cho vay' },
  status4: { zh_cn: '还款成功', zh_hk: '還款成功', en: 'Repaid', th: 'ชำระคืนแล้ว', vi: 'Đã trả nợ' },
  typeBorrow: { zh_cn: '借款', zh_hk: '借款', en: 'Borrow', th: 'กู้', vi: 'Vay' },
  typeLend: { zh_cn: '还款', zh_hk: '還款', en: 'Repay', th: 'ชำระคืน', vi: 'Trả nợ' },
  logBorrow: { zh_cn: '借呗借款', zh_hk: '借唄借款', en: 'Credit loan', th: 'เงินกู้', vi: 'Khoản vay' },
  logLend: { zh_cn: '借呗还款', zh_hk: '借唄還款', en: 'Credit repayment', th: 'ชำระเงินกู้', vi: 'Trả khoản vay' },
} satisfies Catalog;

export const tCredit = makeT(creditMessages);
