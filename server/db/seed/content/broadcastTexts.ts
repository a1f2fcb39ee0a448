import type { MailSeed } from './noticeTexts';

/** Broadcasts, by topic; each language's members receive those listed for it in mail.ts. */
export const BROADCAST_TOPICS = {
  maintenance: {
    title: {
      zh_cn: '系统升级维护通知',
      zh_hk: '系統升級維護通知',
      en: 'Scheduled maintenance',
      th: 'แจ้งปิดปรับปรุงระบบ',
      vi: 'Thông báo bảo trì hệ thống',
    },
    content: {
      zh_cn: '<p>为提供更好的服务，平台将于本周三凌晨 02:00–04:00 进行系统维护，期间暂停游戏与转账，请提前安排。</p>',
      zh_hk: '<p>為提供更好的服務，平台將於本週三凌晨 02:00–04:00 進行系統維護，期間暫停遊戲與轉賬，請提前安排。</p>',
      en: '<p>The platform will be under maintenance on Wednesday 02:00–04:00 (UTC+8). Games and transfers pause during that time.</p>',
      th: '<p>แพลตฟอร์มจะปิดปรับปรุงระบบในวันพุธ เวลา 02:00–04:00 น. (UTC+8) ระหว่างนี้จะงดให้บริการเกมและการโอนเงิน</p>',
      vi: '<p>Nền tảng sẽ bảo trì vào thứ Tư từ 02:00 đến 04:00 (UTC+8). Trò chơi và chuyển khoản tạm dừng trong thời gian này.</p>',
    },
  },
  scams: {
    title: {
      zh_cn: '防诈骗提醒',
      zh_hk: '防詐騙提醒',
      en: 'Beware of scams',
      th: 'ระวังมิจฉาชีพ',
      vi: 'Cảnh giác lừa đảo',
    },
    content: {
      zh_cn: '<p>平台客服<strong>不会</strong>向您索要密码或取款密码，请勿向任何人透露账户信息。</p>',
      zh_hk: '<p>平台客服<strong>不會</strong>向您索取密碼或取款密碼，請勿向任何人透露賬戶信息。</p>',
      en: '<p>Our support staff will <strong>never</strong> ask for your password or withdrawal password. Never share your account details with anyone.</p>',
      th: '<p>ฝ่ายบริการลูกค้า<strong>จะไม่</strong>ขอรหัสผ่านหรือรหัสถอนเงินของคุณ กรุณาอย่าเปิดเผยข้อมูลบัญชีแก่ผู้ใด</p>',
      vi: '<p>Nhân viên hỗ trợ <strong>không bao giờ</strong> yêu cầu mật khẩu hay mật khẩu rút tiền của bạn. Đừng tiết lộ thông tin tài khoản cho bất kỳ ai.</p>',
    },
  },
  usdt: {
    title: {
      zh_cn: '新增 USDT 充值通道',
      zh_hk: '新增 USDT 充值通道',
      en: 'USDT deposits now available',
      th: 'เปิดช่องทางฝากด้วย USDT',
      vi: 'Đã mở kênh nạp USDT',
    },
    content: {
      zh_cn: '<p>现已支持 USDT-TRC20 与 USDT-ERC20 充值，到账快、手续费低。</p>',
      zh_hk: '<p>現已支持 USDT-TRC20 與 USDT-ERC20 充值，到賬快、手續費低。</p>',
      en: '<p>You can now deposit with USDT-TRC20 and USDT-ERC20: fast and low fees.</p>',
      th: '<p>ตอนนี้รองรับการฝากด้วย USDT-TRC20 และ USDT-ERC20 แล้ว เงินเข้าไว ค่าธรรมเนียมต่ำ</p>',
      vi: '<p>Hiện đã hỗ trợ nạp bằng USDT-TRC20 và USDT-ERC20: tiền vào nhanh, phí thấp.</p>',
    },
  },
  nationalDay: {
    title: {
      zh_cn: '国庆活动预告',
      zh_hk: '國慶活動預告',
      en: 'Coming up for National Day',
      th: 'แจ้งล่วงหน้ากิจกรรมวันชาติ',
      vi: 'Sắp có sự kiện Quốc khánh',
    },
    content: {
      zh_cn: '<p>国庆期间每日签到奖励翻倍，敬请期待！</p>',
      zh_hk: '<p>國慶期間每日簽到獎勵翻倍，敬請期待！</p>',
      en: '<p>Daily sign-in rewards are doubled over the National Day holiday. Stay tuned!</p>',
      th: '<p>ช่วงวันชาติ รางวัลเช็คอินรายวันเพิ่มเป็นสองเท่า โปรดติดตาม!</p>',
      vi: '<p>Trong dịp Quốc khánh, thưởng điểm danh hằng ngày được nhân đôi. Hãy đón chờ!</p>',
    },
  },
  yuebao: {
    title: {
      zh_cn: '余额宝新方案上线',
      zh_hk: '餘額寶新方案上線',
      en: 'A new Yuebao plan',
      th: 'แผน Yuebao ใหม่',
      vi: 'Gói Yuebao mới',
    },
    content: {
      zh_cn: '<p>余额宝新增 7 天循环结算方案，年化收益更高，欢迎体验。</p>',
      zh_hk: '<p>餘額寶新增 7 天循環結算方案，年化收益更高，歡迎體驗。</p>',
      en: '<p>Yuebao now has a plan that settles every 7 days, with a higher yearly return. Give it a try.</p>',
      th: '<p>Yuebao เพิ่มแผนที่คิดผลตอบแทนทุก 7 วัน ผลตอบแทนต่อปีสูงขึ้น ลองใช้ได้เลย</p>',
      vi: '<p>Yuebao có thêm gói tất toán định kỳ 7 ngày, lợi suất năm cao hơn. Mời bạn trải nghiệm.</p>',
    },
  },
  levels: {
    title: {
      zh_cn: '会员等级制度升级',
      zh_hk: '會員等級制度升級',
      en: 'Member levels upgraded',
      th: 'ปรับปรุงระบบระดับสมาชิก',
      vi: 'Nâng cấp chế độ cấp bậc thành viên',
    },
    content: {
      zh_cn: '<p>晋级礼金、周俸禄、月俸禄全面提升，详情请查看晋级活动页面。</p>',
      zh_hk: '<p>晉級禮金、周俸祿、月俸祿全面提升，詳情請查看晉級活動頁面。</p>',
      en: '<p>Level-up bonuses and weekly and monthly salaries are all higher. See the level-up page for details.</p>',
      th: '<p>โบนัสเลื่อนระดับ เงินเดือนรายสัปดาห์ และเงินเดือนรายเดือนเพิ่มขึ้นทั้งหมด ดูรายละเอียดได้ที่หน้าเลื่อนระดับ</p>',
      vi: '<p>Thưởng thăng cấp, lương tuần và lương tháng đều được nâng lên. Xem chi tiết tại trang thăng cấp.</p>',
    },
  },
} satisfies Record<string, MailSeed>;
