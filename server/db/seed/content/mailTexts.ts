import type { Texts } from '../../../i18n/lang';
import { SECURITY, XSS_MAIL, deposit, rebate, salary, withdrawalDone, type MailSeed } from './noticeTexts';

/** The mail seeded for member01 and english1: the notices they were sent, and customer service's answers. */
/** Notices the platform sent member01 over two months, oldest first. */
export const MEMBER01_NOTICES: MailSeed[] = [
  deposit('500.00'),
  withdrawalDone('1000.00'),
  rebate('36.80'),
  {
    title: { zh_cn: '恭喜晋级', zh_hk: '恭喜晉級', en: 'Level up', th: 'ยินดีด้วยที่เลื่อนระดับ', vi: 'Chúc mừng thăng cấp' },
    content: {
      zh_cn: '<p>恭喜您晋级为 <b>VIP2</b>，晋级礼金 58 元已发放。</p>',
      zh_hk: '<p>恭喜您晉級為 <b>VIP2</b>，晉級禮金 58 元已發放。</p>',
      en: '<p>Congratulations on reaching <b>VIP2</b>! Your level-up bonus of 58 has been paid.</p>',
      th: '<p>ยินดีด้วย คุณได้เลื่อนเป็น <b>VIP2</b> โบนัสเลื่อนระดับ 58 จ่ายเข้าบัญชีแล้ว</p>',
      vi: '<p>Chúc mừng bạn đã lên <b>VIP2</b>, thưởng thăng cấp 58 đã được phát.</p>',
    },
  },
  salary('week', 18),
  SECURITY,
  deposit('2000.00'),
  {
    title: { zh_cn: '签到奖励', zh_hk: '簽到獎勵', en: 'Sign-in reward', th: 'รางวัลเช็คอิน', vi: 'Thưởng điểm danh' },
    content: {
      zh_cn: '<p>连续签到 7 天奖励 <b>8.88</b> 元已发放。</p>',
      zh_hk: '<p>連續簽到 7 天獎勵 <b>8.88</b> 元已發放。</p>',
      en: '<p>Your 7-day sign-in streak reward of <b>8.88</b> has been paid.</p>',
      th: '<p>รางวัลเช็คอินต่อเนื่อง 7 วัน จำนวน <b>8.88</b> จ่ายเข้าบัญชีแล้ว</p>',
      vi: '<p>Thưởng điểm danh liên tiếp 7 ngày <b>8.88</b> đã được phát.</p>',
    },
  },
  {
    title: { zh_cn: '红包到账', zh_hk: '紅包到賬', en: 'Red packet received', th: 'ได้รับอั่งเปา', vi: 'Nhận lì xì' },
    content: {
      zh_cn: '<p>恭喜您，抢到金额 <b>6.66</b> 元的红包。</p>',
      zh_hk: '<p>恭喜您，搶到金額 <b>6.66</b> 元的紅包。</p>',
      en: '<p>Congratulations, you got a red packet of <b>6.66</b>.</p>',
      th: '<p>ยินดีด้วย คุณชิงอั่งเปาได้ <b>6.66</b></p>',
      vi: '<p>Chúc mừng, bạn đã giật được lì xì <b>6.66</b>.</p>',
    },
  },
  {
    title: {
      zh_cn: '提款审核中',
      zh_hk: '提款審核中',
      en: 'Withdrawal under review',
      th: 'การถอนเงินอยู่ระหว่างตรวจสอบ',
      vi: 'Yêu cầu rút tiền đang được duyệt',
    },
    content: {
      zh_cn: '<p>您的提款申请已提交，预计 10 分钟内完成审核。</p>',
      zh_hk: '<p>您的提款申請已提交，預計 10 分鐘內完成審核。</p>',
      en: '<p>Your withdrawal request is in and should be reviewed within 10 minutes.</p>',
      th: '<p>ส่งคำขอถอนเงินของคุณแล้ว คาดว่าจะตรวจสอบเสร็จภายใน 10 นาที</p>',
      vi: '<p>Yêu cầu rút tiền của bạn đã được gửi, dự kiến duyệt xong trong 10 phút.</p>',
    },
  },
  {
    title: {
      zh_cn: '余额宝收益',
      zh_hk: '餘額寶收益',
      en: 'Yuebao earnings',
      th: 'ผลตอบแทน Yuebao',
      vi: 'Lợi nhuận Yuebao',
    },
    content: {
      zh_cn: '<p>您购买的余额宝方案本期收益 <b>12.50</b> 元已结算。</p>',
      zh_hk: '<p>您購買的餘額寶方案本期收益 <b>12.50</b> 元已結算。</p>',
      en: '<p>This period’s earnings of <b>12.50</b> on your Yuebao plan have been settled.</p>',
      th: '<p>ผลตอบแทนงวดนี้ของแผน Yuebao ที่คุณซื้อ จำนวน <b>12.50</b> ได้รับการชำระแล้ว</p>',
      vi: '<p>Lợi nhuận kỳ này <b>12.50</b> của gói Yuebao bạn đã mua đã được tất toán.</p>',
    },
  },
  {
    title: {
      zh_cn: '活动申请结果',
      zh_hk: '活動申請結果',
      en: 'Your promotion application',
      th: 'ผลการสมัครกิจกรรม',
      vi: 'Kết quả đăng ký khuyến mãi',
    },
    content: {
      zh_cn: '<p>您申请的“首存加赠”活动已审核通过，彩金已发放。</p>',
      zh_hk: '<p>您申請的「首存加贈」活動已審核通過，彩金已發放。</p>',
      en: '<p>Your application for the “100% First Deposit Bonus” has been approved and the bonus paid.</p>',
      th: '<p>การสมัครกิจกรรม “โบนัสฝากครั้งแรก 100%” ของคุณได้รับการอนุมัติ และจ่ายโบนัสเรียบร้อยแล้ว</p>',
      vi: '<p>Đơn đăng ký “Thưởng nạp đầu 100%” của bạn đã được duyệt, tiền thưởng đã được phát.</p>',
    },
  },
  {
    title: {
      zh_cn: '银行卡绑定成功',
      zh_hk: '銀行卡綁定成功',
      en: 'Bank card linked',
      th: 'ผูกบัตรธนาคารสำเร็จ',
      vi: 'Liên kết thẻ ngân hàng thành công',
    },
    content: {
      zh_cn: '<p>您已成功绑定尾号 3445 的银行卡。</p>',
      zh_hk: '<p>您已成功綁定尾號 3445 的銀行卡。</p>',
      en: '<p>The bank card ending in 3445 is now linked to your account.</p>',
      th: '<p>คุณผูกบัตรธนาคารที่ลงท้ายด้วย 3445 สำเร็จแล้ว</p>',
      vi: '<p>Bạn đã liên kết thành công thẻ ngân hàng có số đuôi 3445.</p>',
    },
  },
  {
    title: { zh_cn: '生日礼金', zh_hk: '生日禮金', en: 'Birthday gift', th: 'ของขวัญวันเกิด', vi: 'Quà sinh nhật' },
    content: {
      zh_cn: '<p>祝您生日快乐！生日礼金 <b>88.00</b> 元已发放至中心钱包。</p>',
      zh_hk: '<p>祝您生日快樂！生日禮金 <b>88.00</b> 元已發放至中心錢包。</p>',
      en: '<p>Happy birthday! A birthday gift of <b>88.00</b> is in your main wallet.</p>',
      th: '<p>สุขสันต์วันเกิด! ของขวัญวันเกิดจำนวน <b>88.00</b> เข้ากระเป๋าหลักแล้ว</p>',
      vi: '<p>Chúc mừng sinh nhật! Quà sinh nhật <b>88.00</b> đã được chuyển vào ví chính.</p>',
    },
  },
  deposit('300.00'),
  {
    title: {
      zh_cn: '借呗还款成功',
      zh_hk: '借唄還款成功',
      en: 'Credit repaid',
      th: 'ชำระคืนเครดิตสำเร็จ',
      vi: 'Trả nợ tín dụng thành công',
    },
    content: {
      zh_cn: '<p>您的借呗欠款已全部还清，感谢您的信任。</p>',
      zh_hk: '<p>您的借唄欠款已全部還清，感謝您的信任。</p>',
      en: '<p>Your credit balance is fully repaid. Thank you for your trust.</p>',
      th: '<p>คุณชำระหนี้เครดิตครบทั้งหมดแล้ว ขอบคุณที่ไว้วางใจ</p>',
      vi: '<p>Bạn đã trả hết khoản vay tín dụng. Cảm ơn sự tin tưởng của bạn.</p>',
    },
  },
  salary('month', 58),
  {
    title: {
      zh_cn: '专属客服上线',
      zh_hk: '專屬客服上線',
      en: 'Dedicated support for VIPs',
      th: 'เปิดบริการลูกค้า VIP',
      vi: 'Ra mắt hỗ trợ riêng cho VIP',
    },
    content: {
      zh_cn:
        '<p>VIP 会员专属客服现已上线，7×24 小时为您服务。</p><table><tr><th>等级</th><th>专属服务</th></tr><tr><td>VIP1</td><td>优先出款</td></tr><tr><td>VIP2</td><td>一对一客服</td></tr></table>',
      zh_hk:
        '<p>VIP 會員專屬客服現已上線，7×24 小時為您服務。</p><table><tr><th>等級</th><th>專屬服務</th></tr><tr><td>VIP1</td><td>優先出款</td></tr><tr><td>VIP2</td><td>一對一客服</td></tr></table>',
      en: '<p>Dedicated support for VIP members is now open, 24/7.</p><table><tr><th>Level</th><th>Service</th></tr><tr><td>VIP1</td><td>Priority payouts</td></tr><tr><td>VIP2</td><td>One-to-one support</td></tr></table>',
      th: '<p>บริการลูกค้าเฉพาะสมาชิก VIP เปิดให้บริการแล้ว ตลอด 24 ชั่วโมง</p><table><tr><th>ระดับ</th><th>บริการพิเศษ</th></tr><tr><td>VIP1</td><td>ถอนเงินก่อนใคร</td></tr><tr><td>VIP2</td><td>เจ้าหน้าที่ดูแลส่วนตัว</td></tr></table>',
      vi: '<p>Dịch vụ hỗ trợ riêng cho thành viên VIP đã hoạt động, phục vụ 24/7.</p><table><tr><th>Cấp</th><th>Dịch vụ riêng</th></tr><tr><td>VIP1</td><td>Ưu tiên rút tiền</td></tr><tr><td>VIP2</td><td>Hỗ trợ một kèm một</td></tr></table>',
    },
  },
  XSS_MAIL,
  withdrawalDone('500.00'),
];

/** Notices the platform sent english1, oldest first. */
export const ENGLISH1_NOTICES: MailSeed[] = [
  deposit('500.00'),
  withdrawalDone('200.00'),
  rebate('12.40'),
  SECURITY,
  {
    title: { zh_cn: '欢迎加入', zh_hk: '歡迎加入', en: 'Welcome', th: 'ยินดีต้อนรับ', vi: 'Chào mừng' },
    content: {
      zh_cn: '<p>欢迎来到星河娱乐！请查看<a href="/#/Main/activity">优惠活动</a>领取首存红利。</p>',
      zh_hk: '<p>歡迎來到星河娛樂！請查看<a href="/#/Main/activity">優惠活動</a>領取首存紅利。</p>',
      en: '<p>Welcome to Galaxy Play! Check the <a href="/#/Main/activity">promotions</a> for your first-deposit bonus.</p>',
      th: '<p>ยินดีต้อนรับสู่ Galaxy Play! ดู<a href="/#/Main/activity">โปรโมชั่น</a>เพื่อรับโบนัสฝากแรกของคุณ</p>',
      vi: '<p>Chào mừng bạn đến với Galaxy Play! Xem <a href="/#/Main/activity">khuyến mãi</a> để nhận thưởng nạp đầu.</p>',
    },
  },
];

/** Customer service's answers to the members' own questions (mail.ts), worded in every language. */
export const ANSWERS = {
  depositArrived: {
    zh_cn: '<p>您好，经核实您的充值已于今日 10:12 到账，请查看余额。</p>',
    zh_hk: '<p>您好，經核實您的充值已於今日 10:12 到賬，請查看餘額。</p>',
    en: '<p>Hello, we have checked: your deposit was credited today at 10:12. Please look at your balance.</p>',
    th: '<p>สวัสดีค่ะ จากการตรวจสอบ เงินฝากของคุณเข้าบัญชีแล้ววันนี้เวลา 10:12 น. กรุณาตรวจสอบยอดเงิน</p>',
    vi: '<p>Xin chào, sau khi kiểm tra, khoản nạp của bạn đã vào tài khoản lúc 10:12 hôm nay, vui lòng xem số dư.</p>',
  },
  withdrawalPassword: {
    zh_cn: '<p>您好，请在“安全中心-修改取款密码”中操作；如忘记原密码请联系在线客服核实身份后重置。</p>',
    zh_hk: '<p>您好，請在「安全中心-修改取款密碼」中操作；如忘記原密碼請聯繫在線客服核實身份後重置。</p>',
    en: '<p>Hello, go to “Security centre – Change withdrawal password”. If you have forgotten the current one, contact online customer service to confirm who you are and reset it.</p>',
    th: '<p>สวัสดีค่ะ กรุณาไปที่ “ศูนย์ความปลอดภัย - เปลี่ยนรหัสถอนเงิน” หากลืมรหัสเดิม กรุณาติดต่อฝ่ายบริการลูกค้าออนไลน์เพื่อยืนยันตัวตนและตั้งรหัสใหม่</p>',
    vi: '<p>Xin chào, vui lòng vào “Trung tâm bảo mật - Đổi mật khẩu rút tiền”. Nếu quên mật khẩu cũ, hãy liên hệ chăm sóc khách hàng trực tuyến để xác minh danh tính và đặt lại.</p>',
  },
  turnover: {
    zh_cn: '<p>您好，首存活动需完成本金加彩金 10 倍流水即可提款。</p>',
    zh_hk: '<p>您好，首存活動需完成本金加彩金 10 倍流水即可提款。</p>',
    en: '<p>Hello, with the first deposit promotion you can withdraw once you have bet 10 times the deposit plus the bonus.</p>',
    th: '<p>สวัสดีค่ะ กิจกรรมฝากแรกต้องทำยอดเทิร์นโอเวอร์ 10 เท่าของเงินฝากรวมโบนัสจึงจะถอนได้</p>',
    vi: '<p>Xin chào, với khuyến mãi nạp đầu, bạn cần đạt doanh số cược gấp 10 lần tiền nạp cộng tiền thưởng mới có thể rút.</p>',
  },
  withdrawalTime: {
    zh_cn: '<p>您好，大多数提款在审核通过后 10 分钟内到账。</p>',
    zh_hk: '<p>您好，大多數提款在審核通過後 10 分鐘內到賬。</p>',
    en: '<p>Hello, most withdrawals are paid within 10 minutes after approval.</p>',
    th: '<p>สวัสดีค่ะ การถอนเงินส่วนใหญ่จะได้รับภายใน 10 นาทีหลังได้รับอนุมัติ</p>',
    vi: '<p>Xin chào, hầu hết các khoản rút được chi trả trong vòng 10 phút sau khi được duyệt.</p>',
  },
} satisfies Record<string, Texts>;
