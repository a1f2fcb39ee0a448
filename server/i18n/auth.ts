import { makeT, type Catalog } from './lang';

/** Sign-in, registration, demo, SMS, profile and password messages (zh_cn as the platform words them). */
export const authMessages = {
  badCredentials: { zh_cn: '账号或密码错误', zh_hk: '賬號或密碼錯誤', en: 'Incorrect account or password', th: 'บัญชีหรือรหัสผ่านไม่ถูกต้อง', vi: 'Tài khoản hoặc mật khẩu không đúng' },
  captchaMissing: { zh_cn: '请输入正确的验证码', zh_hk: '請輸入正確的驗證碼', en: 'Please enter the correct captcha', th: 'กรุณากรอกรหัสยืนยันให้ถูกต้อง', vi: 'Vui lòng nhập đúng mã xác nhận' },
  captchaWrong: { zh_cn: '验证码错误', zh_hk: '驗證碼錯誤', en: 'Incorrect captcha', th: 'รหัสยืนยันไม่ถูกต้อง', vi: 'Mã xác nhận không đúng' },
  captchaExpired: { zh_cn: '验证码已过期，请刷新重试', zh_hk: '驗證碼已過期，請刷新重試', en: 'The captcha has expired, please refresh and try again', th: 'รหัสยืนยันหมดอายุแล้ว กรุณารีเฟรชแล้วลองใหม่', vi: 'Mã xác nhận đã hết hạn, vui lòng làm mới và thử lại' },
  demoClosed: { zh_cn: '系统未开启试玩功能', zh_hk: '系統未開啟試玩功能', en: 'Demo play is not available', th: 'ระบบยังไม่เปิดให้ทดลองเล่น', vi: 'Hệ thống chưa mở chức năng chơi thử' },
  registered: { zh_cn: '注册成功', zh_hk: '註冊成功', en: 'Registration successful', th: 'ลงทะเบียนสำเร็จ', vi: 'Đăng ký thành công' },
  nameRule: {
    zh_cn: '用户名必须以小写字母开头并且只能包含小写字母和数字', zh_hk: '用戶名必須以小寫字母開頭並且只能包含小寫字母和數字',
    en: 'The username must start with a lowercase letter and contain only lowercase letters and digits',
    th: 'ชื่อผู้ใช้ต้องขึ้นต้นด้วยตัวพิมพ์เล็กและมีได้เฉพาะตัวพิมพ์เล็กและตัวเลข',
    vi: 'Tên đăng nhập phải bắt đầu bằng chữ thường và chỉ gồm chữ thường và chữ số',
  },
  inviteRequired: { zh_cn: '请填写邀请码信息', zh_hk: '請填寫邀請碼信息', en: 'Please fill in a valid invitation code', th: 'กรุณากรอกรหัสเชิญให้ถูกต้อง', vi: 'Vui lòng nhập mã mời hợp lệ' },
  smsRequired: { zh_cn: '请填写短信验证码', zh_hk: '請填寫短信驗證碼', en: 'Please enter the SMS code', th: 'กรุณากรอกรหัส SMS', vi: 'Vui lòng nhập mã SMS' },
  smsNotSent: { zh_cn: '请先获取短信验证码', zh_hk: '請先獲取短信驗證碼', en: 'Please request an SMS code first', th: 'กรุณาขอรหัส SMS ก่อน', vi: 'Vui lòng lấy mã SMS trước' },
  smsExpired: { zh_cn: '短信验证码已过期，请重新获取', zh_hk: '短信驗證碼已過期，請重新獲取', en: 'The SMS code has expired, please request a new one', th: 'รหัส SMS หมดอายุแล้ว กรุณาขอใหม่', vi: 'Mã SMS đã hết hạn, vui lòng lấy mã mới' },
  smsWrong: { zh_cn: '短信验证码填写错误，请重试', zh_hk: '短信驗證碼填寫錯誤，請重試', en: 'Incorrect SMS code, please try again', th: 'รหัส SMS ไม่ถูกต้อง กรุณาลองใหม่', vi: 'Mã SMS không đúng, vui lòng thử lại' },
  smsTooOften: { zh_cn: '两分钟内接收过验证码，请勿频繁操作', zh_hk: '兩分鐘內接收過驗證碼，請勿頻繁操作', en: 'A code was sent within the last two minutes, please wait', th: 'ได้รับรหัสไปแล้วภายในสองนาที กรุณารอสักครู่', vi: 'Bạn đã nhận mã trong hai phút qua, vui lòng đợi' },
  smsSent: { zh_cn: '短信验证码发送成功', zh_hk: '短信驗證碼發送成功', en: 'SMS code sent', th: 'ส่งรหัส SMS แล้ว', vi: 'Đã gửi mã SMS' },
  phoneTaken: { zh_cn: '手机号码已存在', zh_hk: '手機號碼已存在', en: 'This phone number is already in use', th: 'เบอร์โทรศัพท์นี้ถูกใช้แล้ว', vi: 'Số điện thoại đã tồn tại' },
  oldPasswordWrong: { zh_cn: '原始密码错误，请检查', zh_hk: '原始密碼錯誤，請檢查', en: 'The current password is incorrect', th: 'รหัสผ่านเดิมไม่ถูกต้อง', vi: 'Mật khẩu hiện tại không đúng' },
  passwordChanged: { zh_cn: '密码修改成功', zh_hk: '密碼修改成功', en: 'Password changed', th: 'เปลี่ยนรหัสผ่านสำเร็จ', vi: 'Đổi mật khẩu thành công' },
  qkAlreadySet: { zh_cn: '您已设置过取款密码，无须再次设置', zh_hk: '您已設置過取款密碼，無須再次設置', en: 'You have already set a withdrawal password', th: 'คุณตั้งรหัสถอนเงินไว้แล้ว', vi: 'Bạn đã đặt mật khẩu rút tiền rồi' },
  qkSet: { zh_cn: '取款密码设置成功', zh_hk: '取款密碼設置成功', en: 'Withdrawal password set', th: 'ตั้งรหัสถอนเงินสำเร็จ', vi: 'Đặt mật khẩu rút tiền thành công' },
  oldQkWrong: { zh_cn: '原始取款密码错误，请检查', zh_hk: '原始取款密碼錯誤，請檢查', en: 'The current withdrawal password is incorrect', th: 'รหัสถอนเงินเดิมไม่ถูกต้อง', vi: 'Mật khẩu rút tiền hiện tại không đúng' },
  qkChanged: { zh_cn: '取款密码修改成功', zh_hk: '取款密碼修改成功', en: 'Withdrawal password changed', th: 'เปลี่ยนรหัสถอนเงินสำเร็จ', vi: 'Đổi mật khẩu rút tiền thành công' },
  levelName: { zh_cn: 'VIP:level', zh_hk: 'VIP:level', en: 'VIP :level', th: 'VIP :level', vi: 'VIP :level' },
  demoGift: { zh_cn: '试玩账号体验金', zh_hk: '試玩賬號體驗金', en: 'Demo account play money', th: 'เครดิตทดลองเล่น', vi: 'Tiền chơi thử' },
} satisfies Catalog;

export const tAuth = makeT(authMessages);

/** GET /language: the languages members can choose, each named in itself. */
export const LANGUAGE_NAMES: Record<string, string> = {
  zh_cn: '简体中文', zh_hk: '繁體中文', en: 'English', th: 'ไทย', vi: 'Tiếng Việt',
};
