import { makeT, type Catalog } from './lang';

export const coreMessages = {
  ok: { zh_cn: '操作成功', zh_hk: '操作成功', en: 'Operation successful', th: 'ดำเนินการสำเร็จ', vi: 'Thao tác thành công' },
  failed: { zh_cn: '操作失败', zh_hk: '操作失敗', en: 'Operation failed', th: 'ดำเนินการล้มเหลว', vi: 'Thao tác thất bại' },
  invalid: { zh_cn: '操作异常', zh_hk: '操作異常', en: 'Abnormal operation', th: 'การดำเนินการผิดปกติ', vi: 'Thao tác bất thường' },
  notFound: { zh_cn: '请求的资源不存在', zh_hk: '請求的資源不存在', en: 'The requested resource does not exist', th: 'ไม่พบข้อมูลที่ร้องขอ', vi: 'Tài nguyên được yêu cầu không tồn tại' },
  badInput: { zh_cn: '参数错误', zh_hk: '參數錯誤', en: 'Invalid parameters', th: 'พารามิเตอร์ไม่ถูกต้อง', vi: 'Tham số không hợp lệ' },
  fieldInvalid: { zh_cn: ':field 格式不正确', zh_hk: ':field 格式不正確', en: 'The :field field is invalid', th: 'ช่อง :field ไม่ถูกต้อง', vi: 'Trường :field không hợp lệ' },
  fieldRequired: { zh_cn: ':field 不能为空', zh_hk: ':field 不能為空', en: 'The :field field is required', th: 'ต้องกรอก :field', vi: 'Trường :field là bắt buộc' },
  needToken: { zh_cn: '请提供token参数', zh_hk: '請提供token參數', en: 'Please provide a token', th: 'กรุณาระบุโทเค็น', vi: 'Vui lòng cung cấp token' },
  tokenInvalid: { zh_cn: '认证失败，请重新登录', zh_hk: '認證失敗，請重新登錄', en: 'Authentication failed, please log in again', th: 'การยืนยันตัวตนล้มเหลว กรุณาเข้าสู่ระบบอีกครั้ง', vi: 'Xác thực thất bại, vui lòng đăng nhập lại' },
  kicked: { zh_cn: '您已被强制下线', zh_hk: '您已被強制下線', en: 'You have been forced offline', th: 'คุณถูกบังคับให้ออฟไลน์', vi: 'Bạn đã bị buộc đăng xuất' },
  loggedElsewhere: {
    zh_cn: '您的账号已于【:time】在IP地址为【:ip】的设备上登录，如非本人操作，请及时修改密码',
    zh_hk: '您的賬號已於【:time】在IP地址為【:ip】的設備上登錄，如非本人操作，請及時修改密碼',
    en: 'Your account logged in on another device (IP :ip) at :time. If this was not you, change your password.',
    th: 'บัญชีของคุณเข้าสู่ระบบจากอุปกรณ์อื่น (IP :ip) เมื่อ :time หากไม่ใช่คุณ กรุณาเปลี่ยนรหัสผ่าน',
    vi: 'Tài khoản của bạn đã đăng nhập trên thiết bị khác (IP :ip) lúc :time. Nếu không phải bạn, hãy đổi mật khẩu.',
  },
  demoRefused: { zh_cn: '试玩账号无法进行该操作', zh_hk: '試玩賬號無法進行該操作', en: 'The demo account cannot do this', th: 'บัญชีทดลองไม่สามารถดำเนินการนี้ได้', vi: 'Tài khoản dùng thử không thể thực hiện thao tác này' },
  disabled: { zh_cn: '该账号已被禁用', zh_hk: '該賬號已被禁用', en: 'This account has been disabled', th: 'บัญชีนี้ถูกระงับ', vi: 'Tài khoản này đã bị vô hiệu hóa' },
  maintenance: { zh_cn: '系统维护中', zh_hk: '系統維護中', en: 'System under maintenance', th: 'ระบบอยู่ระหว่างการปรับปรุง', vi: 'Hệ thống đang bảo trì' },
  throttled: { zh_cn: '请勿频进行繁点击操作，请稍后再试', zh_hk: '請勿頻進行繁點擊操作，請稍後再試', en: 'Too many requests, please try again later', th: 'คำขอมากเกินไป กรุณาลองใหม่ภายหลัง', vi: 'Quá nhiều yêu cầu, vui lòng thử lại sau' },
  insufficient: { zh_cn: '余额不足', zh_hk: '餘額不足', en: 'Insufficient balance', th: 'ยอดเงินไม่เพียงพอ', vi: 'Số dư không đủ' },
  notOpened: { zh_cn: '未开通', zh_hk: '未開通', en: 'Did not open', th: 'ยังไม่เปิด', vi: 'Chưa mở' },
} satisfies Catalog;

export const tCore = makeT(coreMessages);
