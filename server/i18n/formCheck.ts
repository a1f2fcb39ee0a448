import { makeT, type Catalog } from './lang';

/** Field names as members read them in form refusals (Laravel's validation attribute names). */
export const fieldLabels = {
  name: { zh_cn: '用户名', zh_hk: '用戶名', en: 'username', th: 'ชื่อผู้ใช้', vi: 'tên đăng nhập' },
  password: { zh_cn: '密码', zh_hk: '密碼', en: 'password', th: 'รหัสผ่าน', vi: 'mật khẩu' },
  oldpassword: { zh_cn: '原密码', zh_hk: '原密碼', en: 'current password', th: 'รหัสผ่านเดิม', vi: 'mật khẩu hiện tại' },
  password_confirmation: { zh_cn: '确认密码', zh_hk: '確認密碼', en: 'password confirmation', th: 'ยืนยันรหัสผ่าน', vi: 'xác nhận mật khẩu' },
  qk_pwd: { zh_cn: '取款密码', zh_hk: '取款密碼', en: 'withdrawal password', th: 'รหัสถอนเงิน', vi: 'mật khẩu rút tiền' },
  old_qk_pwd: { zh_cn: '原取款密码', zh_hk: '原取款密碼', en: 'current withdrawal password', th: 'รหัสถอนเงินเดิม', vi: 'mật khẩu rút tiền hiện tại' },
  qk_pwd_confirmation: { zh_cn: '确认取款密码', zh_hk: '確認取款密碼', en: 'withdrawal password confirmation', th: 'ยืนยันรหัสถอนเงิน', vi: 'xác nhận mật khẩu rút tiền' },
  realname: { zh_cn: '真实姓名', zh_hk: '真實姓名', en: 'real name', th: 'ชื่อจริง', vi: 'họ tên thật' },
  email: { zh_cn: '邮箱', zh_hk: '郵箱', en: 'email', th: 'อีเมล', vi: 'email' },
  phone: { zh_cn: '手机号码', zh_hk: '手機號碼', en: 'phone number', th: 'เบอร์โทรศัพท์', vi: 'số điện thoại' },
  qq: { zh_cn: 'QQ', zh_hk: 'QQ', en: 'QQ', th: 'QQ', vi: 'QQ' },
  line: { zh_cn: 'Line', zh_hk: 'Line', en: 'Line', th: 'Line', vi: 'Line' },
  facebook: { zh_cn: 'Facebook', zh_hk: 'Facebook', en: 'Facebook', th: 'Facebook', vi: 'Facebook' },
  lang: { zh_cn: '语言', zh_hk: '語言', en: 'language', th: 'ภาษา', vi: 'ngôn ngữ' },
  captcha: { zh_cn: '验证码', zh_hk: '驗證碼', en: 'captcha', th: 'รหัสยืนยัน', vi: 'mã xác nhận' },
  sms_code: { zh_cn: '短信验证码', zh_hk: '短信驗證碼', en: 'SMS code', th: 'รหัส SMS', vi: 'mã SMS' },
  title: { zh_cn: '标题', zh_hk: '標題', en: 'title', th: 'หัวข้อ', vi: 'tiêu đề' },
  content: { zh_cn: '内容', zh_hk: '內容', en: 'content', th: 'เนื้อหา', vi: 'nội dung' },
  card_no: { zh_cn: '银行卡号', zh_hk: '銀行卡號', en: 'account number', th: 'เลขที่บัญชี', vi: 'số tài khoản' },
  bank_type: { zh_cn: '开户银行', zh_hk: '開戶銀行', en: 'bank', th: 'ธนาคาร', vi: 'ngân hàng' },
  owner_name: { zh_cn: '开户人姓名', zh_hk: '開戶人姓名', en: 'account holder', th: 'ชื่อเจ้าของบัญชี', vi: 'chủ tài khoản' },
  bank_address: { zh_cn: '开户行地址', zh_hk: '開戶行地址', en: 'branch', th: 'สาขา', vi: 'chi nhánh' },
  remark: { zh_cn: '备注', zh_hk: '備註', en: 'remark', th: 'หมายเหตุ', vi: 'ghi chú' },
  ids: { zh_cn: '站内信', zh_hk: '站內信', en: 'mail', th: 'ข้อความ', vi: 'thư' },
} satisfies Catalog;

export type Field = keyof typeof fieldLabels;

/** Rule templates, worded as the platform's Laravel validation messages. */
export const ruleMessages = {
  required: { zh_cn: ':attribute 不能为空', zh_hk: ':attribute 不能為空', en: 'The :attribute field is required', th: 'ต้องกรอก:attribute', vi: 'Trường :attribute là bắt buộc' },
  min: { zh_cn: ':attribute 至少为 :min 个字符', zh_hk: ':attribute 至少為 :min 個字符', en: 'The :attribute must be at least :min characters', th: ':attribute ต้องมีอย่างน้อย :min ตัวอักษร', vi: ':attribute phải có ít nhất :min ký tự' },
  max: { zh_cn: ':attribute 不能大于 :max 个字符', zh_hk: ':attribute 不能大於 :max 個字符', en: 'The :attribute may not be greater than :max characters', th: ':attribute ต้องไม่เกิน :max ตัวอักษร', vi: ':attribute không được vượt quá :max ký tự' },
  size: { zh_cn: ':attribute 必须是 :size 个字符', zh_hk: ':attribute 必須是 :size 個字符', en: 'The :attribute must be :size characters', th: ':attribute ต้องมี :size ตัวอักษร', vi: ':attribute phải có đúng :size ký tự' },
  digits: { zh_cn: ':attribute 必须是 :digits 位数字', zh_hk: ':attribute 必須是 :digits 位數字', en: 'The :attribute must be :digits digits', th: ':attribute ต้องเป็นตัวเลข :digits หลัก', vi: ':attribute phải gồm :digits chữ số' },
  confirmed: { zh_cn: ':attribute 两次输入不一致', zh_hk: ':attribute 兩次輸入不一致', en: 'The :attribute confirmation does not match', th: 'การยืนยัน:attribute ไม่ตรงกัน', vi: 'Xác nhận :attribute không khớp' },
  different: { zh_cn: ':attribute 和 :other 必须不同', zh_hk: ':attribute 和 :other 必須不同', en: 'The :attribute and :other must be different', th: ':attribute และ:other ต้องไม่เหมือนกัน', vi: ':attribute và :other phải khác nhau' },
  email: { zh_cn: ':attribute 不是一个合法的邮箱', zh_hk: ':attribute 不是一個合法的郵箱', en: 'The :attribute must be a valid email address', th: ':attribute ไม่ใช่อีเมลที่ถูกต้อง', vi: ':attribute không phải là email hợp lệ' },
  format: { zh_cn: ':attribute 格式不正确', zh_hk: ':attribute 格式不正確', en: 'The :attribute format is invalid', th: 'รูปแบบ:attribute ไม่ถูกต้อง', vi: 'Định dạng :attribute không hợp lệ' },
  unique: { zh_cn: ':attribute 已经存在', zh_hk: ':attribute 已經存在', en: 'The :attribute has already been taken', th: ':attribute นี้ถูกใช้แล้ว', vi: ':attribute đã được sử dụng' },
  in: { zh_cn: '已选的属性 :attribute 非法', zh_hk: '已選的屬性 :attribute 非法', en: 'The selected :attribute is invalid', th: ':attribute ที่เลือกไม่ถูกต้อง', vi: ':attribute đã chọn không hợp lệ' },
} satisfies Catalog;

export const tField = makeT(fieldLabels);
export const tRule = makeT(ruleMessages);
