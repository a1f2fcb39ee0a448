import type { Texts } from '../../../i18n/lang';

/** The notices the platform sends a member, by kind (a deposit, a payout, a salary...), worded in every language. */

/** A mail the platform sends, worded in every language: members read it in the language they ask for. */
export type MailSeed = { title: Texts; content: Texts };

/** A stored-XSS probe among ordinary markup: the app must show the text and run nothing. */
const PROBE = '<img src=x onerror=alert(1)><script>alert(2)</script>';
const probeMail = (intro: string, outro: [string, string]) =>
  `${intro}${PROBE}<p><a href="javascript:alert(3)">${outro[0]}</a></p><p>${outro[1]}</p>`;

export const XSS_MAIL_HTML = probeMail(
  '<p>尊敬的会员，您好：</p><p>本周<strong>会员专享</strong>活动已更新，详情如下：</p><ul><li>首存加赠 <b>100%</b></li><li>每日签到送彩金</li></ul>',
  ['点击查看详情', '祝您游戏愉快！'],
);

export const XSS_MAIL: MailSeed = {
  title: {
    zh_cn: '活动内容更新',
    zh_hk: '活動內容更新',
    en: 'Promotions updated',
    th: 'อัปเดตกิจกรรม',
    vi: 'Cập nhật khuyến mãi',
  },
  content: {
    zh_cn: XSS_MAIL_HTML,
    zh_hk: probeMail(
      '<p>尊敬的會員，您好：</p><p>本週<strong>會員專享</strong>活動已更新，詳情如下：</p><ul><li>首存加贈 <b>100%</b></li><li>每日簽到送彩金</li></ul>',
      ['點擊查看詳情', '祝您遊戲愉快！'],
    ),
    en: probeMail(
      "<p>Dear member,</p><p>This week's <strong>members-only</strong> promotions have been updated:</p><ul><li><b>100%</b> first deposit bonus</li><li>A bonus for every daily sign-in</li></ul>",
      ['See the details', 'Enjoy your games!'],
    ),
    th: probeMail(
      '<p>เรียนสมาชิกผู้มีอุปการคุณ</p><p>กิจกรรม<strong>เฉพาะสมาชิก</strong>ประจำสัปดาห์นี้อัปเดตแล้ว รายละเอียดดังนี้</p><ul><li>โบนัสฝากแรก <b>100%</b></li><li>เช็คอินรายวันรับโบนัส</li></ul>',
      ['คลิกดูรายละเอียด', 'ขอให้สนุกกับเกม!'],
    ),
    vi: probeMail(
      '<p>Kính gửi quý thành viên,</p><p>Các khuyến mãi <strong>dành riêng cho thành viên</strong> tuần này đã được cập nhật như sau:</p><ul><li>Thưởng nạp đầu <b>100%</b></li><li>Điểm danh hằng ngày nhận thưởng</li></ul>',
      ['Xem chi tiết', 'Chúc bạn chơi vui vẻ!'],
    ),
  },
};

export const deposit = (amount: string): MailSeed => ({
  title: {
    zh_cn: '充值到账通知',
    zh_hk: '充值到賬通知',
    en: 'Deposit received',
    th: 'แจ้งเงินฝากเข้าบัญชี',
    vi: 'Thông báo nạp tiền thành công',
  },
  content: {
    zh_cn: `<p>您的充值 <b>${amount}</b> 元已到账，请查收。</p>`,
    zh_hk: `<p>您的充值 <b>${amount}</b> 元已到賬，請查收。</p>`,
    en: `<p>Your deposit of <b>${amount}</b> has been credited.</p>`,
    th: `<p>เงินฝากของคุณจำนวน <b>${amount}</b> เข้าบัญชีแล้ว กรุณาตรวจสอบ</p>`,
    vi: `<p>Khoản nạp <b>${amount}</b> của bạn đã vào tài khoản, vui lòng kiểm tra.</p>`,
  },
});

export const withdrawalDone = (amount: string): MailSeed => ({
  title: {
    zh_cn: '提款成功通知',
    zh_hk: '提款成功通知',
    en: 'Withdrawal completed',
    th: 'แจ้งถอนเงินสำเร็จ',
    vi: 'Thông báo rút tiền thành công',
  },
  content: {
    zh_cn: `<p>您的提款申请 <b>${amount}</b> 元已处理完成，请留意银行到账。</p>`,
    zh_hk: `<p>您的提款申請 <b>${amount}</b> 元已處理完成，請留意銀行到賬。</p>`,
    en: `<p>Your withdrawal of <b>${amount}</b> has been paid out. Watch for it in your bank account.</p>`,
    th: `<p>คำขอถอนเงินจำนวน <b>${amount}</b> ของคุณดำเนินการเรียบร้อยแล้ว กรุณาตรวจสอบยอดในบัญชีธนาคาร</p>`,
    vi: `<p>Yêu cầu rút <b>${amount}</b> của bạn đã được xử lý xong, vui lòng chú ý tài khoản ngân hàng.</p>`,
  },
});

export const rebate = (amount: string): MailSeed => ({
  title: {
    zh_cn: '返水到账通知',
    zh_hk: '返水到賬通知',
    en: 'Rebate credited',
    th: 'แจ้งเงินคืนยอดเสียเข้าบัญชี',
    vi: 'Thông báo tiền hoàn trả',
  },
  content: {
    zh_cn: `<p>昨日返水 <b>${amount}</b> 元已发放至返水钱包。</p>`,
    zh_hk: `<p>昨日返水 <b>${amount}</b> 元已發放至返水錢包。</p>`,
    en: `<p>Yesterday's rebate of <b>${amount}</b> is in your rebate wallet.</p>`,
    th: `<p>เงินคืนยอดเสียของเมื่อวานจำนวน <b>${amount}</b> เข้ากระเป๋าคืนยอดแล้ว</p>`,
    vi: `<p>Tiền hoàn trả hôm qua <b>${amount}</b> đã được chuyển vào ví hoàn trả.</p>`,
  },
});

export const salary = (kind: 'week' | 'month', money: number): MailSeed => {
  const week = kind === 'week';
  return {
    title: {
      zh_cn: week ? '周俸禄发放' : '月俸禄发放',
      zh_hk: week ? '周俸祿發放' : '月俸祿發放',
      en: week ? 'Weekly salary paid' : 'Monthly salary paid',
      th: week ? 'จ่ายเงินเดือนรายสัปดาห์' : 'จ่ายเงินเดือนรายเดือน',
      vi: week ? 'Phát lương tuần' : 'Phát lương tháng',
    },
    content: {
      zh_cn: `<p>恭喜您领取【 2 级】${week ? '周' : '月'}俸禄【 ${money} 元】</p>`,
      zh_hk: `<p>恭喜您領取【 2 級】${week ? '周' : '月'}俸祿【 ${money} 元】</p>`,
      en: `<p>Congratulations, you received the level 2 ${week ? 'weekly' : 'monthly'} salary of ${money}.</p>`,
      th: `<p>ยินดีด้วย คุณได้รับเงินเดือน${week ? 'รายสัปดาห์' : 'รายเดือน'}ระดับ 2 จำนวน ${money}</p>`,
      vi: `<p>Chúc mừng, bạn đã nhận lương ${week ? 'tuần' : 'tháng'} cấp 2 số tiền ${money}.</p>`,
    },
  };
};

export const SECURITY: MailSeed = {
  title: {
    zh_cn: '账户安全提醒',
    zh_hk: '賬戶安全提醒',
    en: 'Security notice',
    th: 'แจ้งเตือนความปลอดภัยของบัญชี',
    vi: 'Cảnh báo bảo mật tài khoản',
  },
  content: {
    zh_cn: '<p>检测到您的账户在新设备登录，如非本人操作请立即修改密码。</p>',
    zh_hk: '<p>檢測到您的賬戶在新設備登錄，如非本人操作請立即修改密碼。</p>',
    en: '<p>Your account signed in on a new device. If this was not you, change your password now.</p>',
    th: '<p>ตรวจพบการเข้าสู่ระบบบัญชีของคุณจากอุปกรณ์ใหม่ หากไม่ใช่คุณ กรุณาเปลี่ยนรหัสผ่านทันที</p>',
    vi: '<p>Phát hiện tài khoản của bạn đăng nhập trên thiết bị mới. Nếu không phải bạn, hãy đổi mật khẩu ngay.</p>',
  },
};
