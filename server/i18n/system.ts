import { makeT, type Catalog } from './lang';

export const systemMessages = {
  activityType1: { zh_cn: '返水优惠', zh_hk: '返水優惠', en: 'Rebate offer', th: 'โปรคืนยอดเสีย', vi: 'Ưu đãi hoàn trả' },
  activityType2: { zh_cn: '红利优惠', zh_hk: '紅利優惠', en: 'Bonus offer', th: 'โปรโบนัส', vi: 'Ưu đãi tiền thưởng' },
  activityType3: { zh_cn: '充值优惠', zh_hk: '充值優惠', en: 'Deposit offer', th: 'โปรเติมเงิน', vi: 'Ưu đãi nạp tiền' },
  activityType4: { zh_cn: '精彩活动', zh_hk: '精彩活動', en: 'Featured', th: 'กิจกรรมเด่น', vi: 'Sự kiện nổi bật' },
  time: { zh_cn: '活动时间', zh_hk: '活動時間', en: 'Period', th: 'ระยะเวลากิจกรรม', vi: 'Thời gian' },
  content: { zh_cn: '活动内容', zh_hk: '活動內容', en: 'Details', th: 'รายละเอียดกิจกรรม', vi: 'Nội dung' },
  apply: { zh_cn: '申请方式', zh_hk: '申請方式', en: 'How to apply', th: 'วิธีสมัคร', vi: 'Cách đăng ký' },
  rules: { zh_cn: '活动规则', zh_hk: '活動規則', en: 'Terms and conditions', th: 'กติกาและเงื่อนไข', vi: 'Điều khoản' },
  applyNone: { zh_cn: '无需申请，符合条件自动参与', zh_hk: '無需申請，符合條件自動參與', en: 'No application needed: eligible members take part automatically', th: 'ไม่ต้องสมัคร สมาชิกที่มีคุณสมบัติเข้าร่วมโดยอัตโนมัติ', vi: 'Không cần đăng ký, thành viên đủ điều kiện tự động tham gia' },
  applyService: { zh_cn: '联系在线客服申请', zh_hk: '聯繫在線客服申請', en: 'Apply through online customer service', th: 'สมัครผ่านฝ่ายบริการลูกค้าออนไลน์', vi: 'Đăng ký qua chăm sóc khách hàng trực tuyến' },
  applyHall: { zh_cn: '前往活动大厅申请', zh_hk: '前往活動大廳申請', en: 'Apply in the promotion hall', th: 'สมัครที่ห้องโปรโมชั่น', vi: 'Đăng ký tại sảnh khuyến mãi' },
  applyLink: { zh_cn: '点击前往申请', zh_hk: '點擊前往申請', en: 'Go to the application page', th: 'ไปที่หน้าสมัคร', vi: 'Đến trang đăng ký' },
} satisfies Catalog;

export const tSystem = makeT(systemMessages);
