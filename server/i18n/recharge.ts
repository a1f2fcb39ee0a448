import { makeLabel, makeT, type Catalog, type Texts } from './lang';

export const rechargeMessages = {
  invalid: { zh_cn: '操作异常', zh_hk: '操作異常', en: 'Abnormal operation', th: 'การดำเนินการผิดปกติ', vi: 'Thao tác bất thường' },
  closed: { zh_cn: '该支付通道已关闭，请重新选择', zh_hk: '該支付通道已關閉，請重新選擇', en: 'This payment channel is closed, please choose another', th: 'ช่องทางชำระเงินนี้ปิดแล้ว กรุณาเลือกใหม่', vi: 'Kênh thanh toán này đã đóng, vui lòng chọn kênh khác' },
  range: { zh_cn: '转账金额范围是 :min ~ :max 元，请检查', zh_hk: '轉賬金額範圍是 :min ~ :max 元，請檢查', en: 'The amount must be between :min and :max, please check', th: 'จำนวนเงินต้องอยู่ระหว่าง :min ~ :max กรุณาตรวจสอบ', vi: 'Số tiền phải từ :min đến :max, vui lòng kiểm tra' },
  onlineOk: { zh_cn: '提交成功，请支付', zh_hk: '提交成功，請支付', en: 'Submitted, please pay', th: 'ส่งสำเร็จ กรุณาชำระเงิน', vi: 'Đã gửi, vui lòng thanh toán' },
  changed: { zh_cn: '收款信息已经发生改变，请重新提交', zh_hk: '收款信息已經發生改變，請重新提交', en: 'The payee details have changed, please submit again', th: 'ข้อมูลผู้รับเงินมีการเปลี่ยนแปลง กรุณาส่งใหม่', vi: 'Thông tin người nhận đã thay đổi, vui lòng gửi lại' },
  moneyInteger: { zh_cn: '充值金额必须为整数', zh_hk: '充值金額必須為整數', en: 'The deposit amount must be a whole number', th: 'จำนวนเงินฝากต้องเป็นจำนวนเต็ม', vi: 'Số tiền nạp phải là số nguyên' },
  hkAtInvalid: { zh_cn: '请填写正确的汇款时间', zh_hk: '請填寫正確的匯款時間', en: 'Please enter a valid remittance time', th: 'กรุณาระบุเวลาโอนเงินที่ถูกต้อง', vi: 'Vui lòng nhập thời gian chuyển khoản hợp lệ' },
  picInvalid: { zh_cn: '支付凭证地址不正确', zh_hk: '支付憑證地址不正確', en: 'The payment proof address is invalid', th: 'ที่อยู่หลักฐานการชำระเงินไม่ถูกต้อง', vi: 'Địa chỉ chứng từ thanh toán không hợp lệ' },
  normalOk: { zh_cn: '充值申请提交成功，请等待管理员审核', zh_hk: '充值申請提交成功，請等待管理員審核', en: 'Deposit request submitted, please wait for review', th: 'ส่งคำขอฝากเงินสำเร็จ กรุณารอการตรวจสอบ', vi: 'Đã gửi yêu cầu nạp tiền, vui lòng chờ duyệt' },
  uploadMissing: { zh_cn: '请选择要上传的图片', zh_hk: '請選擇要上傳的圖片', en: 'Please choose an image to upload', th: 'กรุณาเลือกรูปภาพที่จะอัปโหลด', vi: 'Vui lòng chọn ảnh để tải lên' },
  uploadTooLarge: { zh_cn: '图片大小不能超过3M', zh_hk: '圖片大小不能超過3M', en: 'The image must not exceed 3 MB', th: 'รูปภาพต้องมีขนาดไม่เกิน 3 MB', vi: 'Ảnh không được vượt quá 3 MB' },
  uploadNotImage: { zh_cn: '只能上传 jpg、png、gif、webp 格式的图片', zh_hk: '只能上傳 jpg、png、gif、webp 格式的圖片', en: 'Only jpg, png, gif or webp images can be uploaded', th: 'อัปโหลดได้เฉพาะรูปภาพ jpg, png, gif หรือ webp', vi: 'Chỉ có thể tải lên ảnh jpg, png, gif hoặc webp' },
  uploadOk: { zh_cn: '上传成功', zh_hk: '上傳成功', en: 'Uploaded', th: 'อัปโหลดสำเร็จ', vi: 'Tải lên thành công' },
  rechargeLog: { zh_cn: '充值成功，单号 :bill', zh_hk: '充值成功，單號 :bill', en: 'Deposit credited, order :bill', th: 'ฝากเงินสำเร็จ เลขที่ :bill', vi: 'Nạp tiền thành công, mã đơn :bill' },
  mlLog: { zh_cn: '充值增加打码量，单号 :bill', zh_hk: '充值增加打碼量，單號 :bill', en: 'Turnover requirement for deposit :bill', th: 'เพิ่มยอดเทิร์นจากการฝาก :bill', vi: 'Doanh số cược yêu cầu cho đơn nạp :bill' },
  cashierTitle: { zh_cn: '模拟收银台', zh_hk: '模擬收銀台', en: 'Simulated cashier', th: 'แคชเชียร์จำลอง', vi: 'Quầy thu ngân mô phỏng' },
  cashierPay: { zh_cn: '我已支付', zh_hk: '我已支付', en: 'I have paid', th: 'ฉันชำระเงินแล้ว', vi: 'Tôi đã thanh toán' },
  cashierAmount: { zh_cn: '支付金额', zh_hk: '支付金額', en: 'Amount', th: 'จำนวนเงิน', vi: 'Số tiền' },
  cashierOrder: { zh_cn: '订单号', zh_hk: '訂單號', en: 'Order', th: 'เลขที่คำสั่ง', vi: 'Mã đơn' },
  cashierDone: { zh_cn: '支付成功，款项已到账，请返回应用', zh_hk: '支付成功，款項已到賬，請返回應用', en: 'Paid. The money is in your account; return to the app', th: 'ชำระเงินสำเร็จ เงินเข้าบัญชีแล้ว กรุณากลับไปที่แอป', vi: 'Đã thanh toán. Tiền đã vào tài khoản, vui lòng quay lại ứng dụng' },
  cashierClosed: { zh_cn: '该订单已处理', zh_hk: '該訂單已處理', en: 'This order has already been handled', th: 'คำสั่งนี้ดำเนินการแล้ว', vi: 'Đơn này đã được xử lý' },
} satisfies Catalog;

export const tRecharge = makeT(rechargeMessages);

export const RECHARGE_STATUS: Record<number, Texts> = {
  1: { zh_cn: '待确认', zh_hk: '待確認', en: 'Pending', th: 'รอยืนยัน', vi: 'Chờ xác nhận' },
  2: { zh_cn: '充值成功', zh_hk: '充值成功', en: 'Successful', th: 'ฝากสำเร็จ', vi: 'Thành công' },
  3: { zh_cn: '充值失败', zh_hk: '充值失敗', en: 'Failed', th: 'ฝากไม่สำเร็จ', vi: 'Thất bại' },
};

/** `config/platform.php payment_type`. */
export const PAYMENT_TYPES: Record<string, Texts> = {
  online_alipay: { zh_cn: '支付宝在线支付', zh_hk: '支付寶在線支付', en: 'Alipay online', th: 'Alipay ออนไลน์', vi: 'Alipay trực tuyến' },
  online_wechat: { zh_cn: '微信在线支付', zh_hk: '微信在線支付', en: 'WeChat Pay online', th: 'WeChat Pay ออนไลน์', vi: 'WeChat Pay trực tuyến' },
  online_union_quick: { zh_cn: '银联快捷支付', zh_hk: '銀聯快捷支付', en: 'UnionPay quick pay', th: 'UnionPay ชำระด่วน', vi: 'UnionPay thanh toán nhanh' },
  online_union_scan: { zh_cn: '银联扫码支付', zh_hk: '銀聯掃碼支付', en: 'UnionPay QR', th: 'UnionPay สแกน QR', vi: 'UnionPay quét mã' },
  online_cgpay: { zh_cn: 'CGPay支付', zh_hk: 'CGPay支付', en: 'CGPay', th: 'CGPay', vi: 'CGPay' },
  online_usdt: { zh_cn: 'USDT在线支付', zh_hk: 'USDT在線支付', en: 'USDT online', th: 'USDT ออนไลน์', vi: 'USDT trực tuyến' },
  company_bankpay: { zh_cn: '银行卡转账', zh_hk: '銀行卡轉賬', en: 'Bank transfer', th: 'โอนผ่านธนาคาร', vi: 'Chuyển khoản ngân hàng' },
  company_alipay: { zh_cn: '支付宝扫码转账', zh_hk: '支付寶掃碼轉賬', en: 'Alipay QR transfer', th: 'โอนผ่าน QR Alipay', vi: 'Chuyển khoản QR Alipay' },
  company_wechat: { zh_cn: '微信扫码转账', zh_hk: '微信掃碼轉賬', en: 'WeChat QR transfer', th: 'โอนผ่าน QR WeChat', vi: 'Chuyển khoản QR WeChat' },
  company_usdt: { zh_cn: 'USDT转账', zh_hk: 'USDT轉賬', en: 'USDT transfer', th: 'โอน USDT', vi: 'Chuyển USDT' },
  company_gbzf: { zh_cn: 'GB支付', zh_hk: 'GB支付', en: 'GB Pay', th: 'GB Pay', vi: 'GB Pay' },
};

export const paymentTypeText = makeLabel(PAYMENT_TYPES);

export const rechargeStatusText = makeLabel(RECHARGE_STATUS);
