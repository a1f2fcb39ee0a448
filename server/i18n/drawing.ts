import { makeLabel, makeT, type Catalog, type Texts } from './lang';

export const drawingMessages = {
  qkPwdRequired: { zh_cn: '请输入正确的取款密码', zh_hk: '請輸入正確的取款密碼', en: 'Please enter a correct withdrawal password', th: 'กรุณาระบุรหัสถอนเงินที่ถูกต้อง', vi: 'Vui lòng nhập đúng mật khẩu rút tiền' },
  overBalance: { zh_cn: '提款金额大于现有金额，请修改', zh_hk: '提款金額大於現有金額，請修改', en: 'The amount is more than your balance, please change it', th: 'จำนวนเงินถอนมากกว่ายอดคงเหลือ กรุณาแก้ไข', vi: 'Số tiền rút lớn hơn số dư hiện có, vui lòng sửa' },
  cardMissing: { zh_cn: '银行卡信息不存在，请检查', zh_hk: '銀行卡信息不存在，請檢查', en: 'The bank card does not exist, please check', th: 'ไม่พบข้อมูลบัตรธนาคาร กรุณาตรวจสอบ', vi: 'Thông tin thẻ ngân hàng không tồn tại, vui lòng kiểm tra' },
  outOfHours: { zh_cn: '当前时间无法提款', zh_hk: '當前時間無法提款', en: 'Withdrawals are not possible at this time', th: 'ไม่สามารถถอนเงินได้ในเวลานี้', vi: 'Không thể rút tiền vào thời điểm này' },
  belowMin: { zh_cn: '提款金额低于最低提款金额 :min', zh_hk: '提款金額低於最低提款金額 :min', en: 'The amount is below the minimum withdrawal :min', th: 'จำนวนเงินต่ำกว่ายอดถอนขั้นต่ำ :min', vi: 'Số tiền thấp hơn mức rút tối thiểu :min' },
  aboveMax: { zh_cn: '提款金额高于最高提款金额 :max', zh_hk: '提款金額高於最高提款金額 :max', en: 'The amount is above the maximum withdrawal :max', th: 'จำนวนเงินสูงกว่ายอดถอนสูงสุด :max', vi: 'Số tiền cao hơn mức rút tối đa :max' },
  wrongPwd: { zh_cn: '取款密码输入错误，请重试', zh_hk: '取款密碼輸入錯誤，請重試', en: 'Wrong withdrawal password, please try again', th: 'รหัสถอนเงินไม่ถูกต้อง กรุณาลองใหม่', vi: 'Mật khẩu rút tiền sai, vui lòng thử lại' },
  tooMany: { zh_cn: '今日提款申请次数超限，请明日再来', zh_hk: '今日提款申請次數超限，請明日再來', en: 'Too many withdrawal requests today, please come back tomorrow', th: 'วันนี้ขอถอนเงินเกินจำนวนครั้งที่กำหนด กรุณากลับมาพรุ่งนี้', vi: 'Hôm nay đã vượt số lần rút tiền, vui lòng quay lại vào ngày mai' },
  submitted: { zh_cn: '提款申请提交成功，请等待管理员审核', zh_hk: '提款申請提交成功，請等待管理員審核', en: 'Withdrawal request submitted, please wait for review', th: 'ส่งคำขอถอนเงินสำเร็จ กรุณารอการตรวจสอบ', vi: 'Đã gửi yêu cầu rút tiền, vui lòng chờ duyệt' },
  drawingLog: { zh_cn: '提款申请，单号 :bill', zh_hk: '提款申請，單號 :bill', en: 'Withdrawal request :bill', th: 'คำขอถอนเงิน :bill', vi: 'Yêu cầu rút tiền :bill' },
  refundLog: { zh_cn: '提款被拒绝，退回单号 :bill', zh_hk: '提款被拒絕，退回單號 :bill', en: 'Withdrawal :bill refused, refunded', th: 'การถอน :bill ถูกปฏิเสธ คืนเงินแล้ว', vi: 'Yêu cầu rút :bill bị từ chối, đã hoàn tiền' },
} satisfies Catalog;

export const tDrawing = makeT(drawingMessages);

export const DRAWING_STATUS: Record<number, Texts> = {
  1: { zh_cn: '待确认', zh_hk: '待確認', en: 'Pending', th: 'รอยืนยัน', vi: 'Chờ xác nhận' },
  2: { zh_cn: '提款成功', zh_hk: '提款成功', en: 'Successful', th: 'ถอนสำเร็จ', vi: 'Thành công' },
  3: { zh_cn: '提款失败', zh_hk: '提款失敗', en: 'Failed', th: 'ถอนไม่สำเร็จ', vi: 'Thất bại' },
};

export const drawingStatusText = makeLabel(DRAWING_STATUS);
