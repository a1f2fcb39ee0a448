import type { Db } from '../../types';
import type { Clock } from '../../../lib/time';
import { deliverToMember, replyAsAdmin } from '../../../rules/mailbox';
import { memberId } from '../core';

const DAY = 86400_000;
const HOUR = 3600_000;

/** A stored-XSS probe among ordinary markup: the app must show the text and run nothing. */
export const XSS_MAIL_HTML =
  '<p>尊敬的会员，您好：</p><p>本周<strong>会员专享</strong>活动已更新，详情如下：</p><ul><li>首存加赠 <b>100%</b></li><li>每日签到送彩金</li></ul>' +
  '<img src=x onerror=alert(1)><script>alert(2)</script><p><a href="javascript:alert(3)">点击查看详情</a></p><p>祝您游戏愉快！</p>';

const BROADCASTS: Record<string, Array<[string, string]>> = {
  zh_cn: [
    [
      '系统升级维护通知',
      '<p>为提供更好的服务，平台将于本周三凌晨 02:00–04:00 进行系统维护，期间暂停游戏与转账，请提前安排。</p>',
    ],
    ['防诈骗提醒', '<p>平台客服<strong>不会</strong>向您索要密码或取款密码，请勿向任何人透露账户信息。</p>'],
    ['新增 USDT 充值通道', '<p>现已支持 USDT-TRC20 与 USDT-ERC20 充值，到账快、手续费低。</p>'],
    ['国庆活动预告', '<p>国庆期间每日签到奖励翻倍，敬请期待！</p>'],
    ['余额宝新方案上线', '<p>余额宝新增 7 天循环结算方案，年化收益更高，欢迎体验。</p>'],
    ['会员等级制度升级', '<p>晋级礼金、周俸禄、月俸禄全面提升，详情请查看晋级活动页面。</p>'],
  ],
  zh_hk: [['系統升級維護通知', '<p>平台將於本週三凌晨 02:00–04:00 進行系統維護，期間暫停遊戲與轉賬。</p>']],
  en: [
    [
      'Scheduled maintenance',
      '<p>The platform will be under maintenance on Wednesday 02:00–04:00 (UTC+8). Games and transfers pause during that time.</p>',
    ],
    [
      'Beware of scams',
      '<p>Our support staff will <strong>never</strong> ask for your password or withdrawal password.</p>',
    ],
    ['USDT deposits now available', '<p>You can now deposit with USDT-TRC20 and USDT-ERC20: fast and low fees.</p>'],
  ],
  th: [
    [
      'แจ้งปิดปรับปรุงระบบ',
      '<p>แพลตฟอร์มจะปิดปรับปรุงระบบในวันพุธ เวลา 02:00–04:00 น. (UTC+8) ระหว่างนี้จะงดให้บริการเกมและการโอนเงิน</p>',
    ],
  ],
  vi: [
    [
      'Thông báo bảo trì hệ thống',
      '<p>Nền tảng sẽ bảo trì vào thứ Tư từ 02:00 đến 04:00 (UTC+8). Trò chơi và chuyển khoản tạm dừng trong thời gian này.</p>',
    ],
  ],
};

const DIRECT_ZH: Array<[string, string]> = [
  ['充值到账通知', '<p>您的充值 <b>500.00</b> 元已到账，请查收。</p>'],
  ['提款成功通知', '<p>您的提款申请 <b>1000.00</b> 元已处理完成，请留意银行到账。</p>'],
  ['返水到账通知', '<p>昨日返水 <b>36.80</b> 元已发放至返水钱包。</p>'],
  ['恭喜晋级', '<p>恭喜您晋级为 <b>VIP2</b>，晋级礼金 58 元已发放。</p>'],
  ['周俸禄发放', '<p>恭喜您领取【 2 级】周俸禄【 18 元】</p>'],
  ['账户安全提醒', '<p>检测到您的账户在新设备登录，如非本人操作请立即修改密码。</p>'],
  ['充值到账通知', '<p>您的充值 <b>2000.00</b> 元已到账，请查收。</p>'],
  ['签到奖励', '<p>连续签到 7 天奖励 <b>8.88</b> 元已发放。</p>'],
  ['红包到账', '<p>恭喜您，抢到金额 <b>6.66</b> 元的红包。</p>'],
  ['提款审核中', '<p>您的提款申请已提交，预计 10 分钟内完成审核。</p>'],
  ['余额宝收益', '<p>您购买的余额宝方案本期收益 <b>12.50</b> 元已结算。</p>'],
  ['活动申请结果', '<p>您申请的“首存加赠”活动已审核通过，彩金已发放。</p>'],
  ['银行卡绑定成功', '<p>您已成功绑定尾号 3445 的银行卡。</p>'],
  ['生日礼金', '<p>祝您生日快乐！生日礼金 <b>88.00</b> 元已发放至中心钱包。</p>'],
  ['充值到账通知', '<p>您的充值 <b>300.00</b> 元已到账，请查收。</p>'],
  ['借呗还款成功', '<p>您的借呗欠款已全部还清，感谢您的信任。</p>'],
  ['月俸禄发放', '<p>恭喜您领取【 2 级】月俸禄【 58 元】</p>'],
  [
    '专属客服上线',
    '<p>VIP 会员专属客服现已上线，7×24 小时为您服务。</p><table><tr><th>等级</th><th>专属服务</th></tr><tr><td>VIP1</td><td>优先出款</td></tr><tr><td>VIP2</td><td>一对一客服</td></tr></table>',
  ],
  ['活动内容更新', XSS_MAIL_HTML],
  ['提款成功通知', '<p>您的提款申请 <b>500.00</b> 元已处理完成，请留意银行到账。</p>'],
];

const SENT_ZH: Array<[string, string, string | null]> = [
  [
    '充值未到账',
    '我昨天晚上充值了 500 元，到现在还没有到账，麻烦帮忙查一下。',
    '您好，经核实您的充值已于今日 10:12 到账，请查看余额。',
  ],
  [
    '如何修改取款密码',
    '请问取款密码忘记了怎么办？',
    '您好，请在“安全中心-修改取款密码”中操作；如忘记原密码请联系在线客服核实身份后重置。',
  ],
  ['活动咨询', '首存活动的流水要求是多少倍？', '您好，首存活动需完成本金加彩金 10 倍流水即可提款。'],
  ['建议', '希望增加更多彩票游戏。', null],
];

const DIRECT_EN: Array<[string, string]> = [
  ['Deposit received', '<p>Your deposit of <b>500.00</b> has been credited.</p>'],
  ['Withdrawal completed', '<p>Your withdrawal of <b>200.00</b> has been paid out.</p>'],
  ['Rebate credited', "<p>Yesterday's rebate of <b>12.40</b> is in your rebate wallet.</p>"],
  ['Security notice', '<p>Your account signed in on a new device. If this was not you, change your password now.</p>'],
  [
    'Welcome',
    '<p>Welcome to Galaxy Play! Check the <a href="/#/Main/activity">promotions</a> for your first-deposit bonus.</p>',
  ],
];

function broadcast(db: Db, lang: string, title: string, content: string, at: number): number {
  const info = db
    .prepare(
      `INSERT INTO messages (member_id, user_id, pid, title, content, visible_type, send_type, lang, created_at, updated_at)
    VALUES (0, 1, 0, ?, ?, 1, 1, ?, ?, ?)`,
    )
    .run(title, content, lang, at, at);
  return Number(info.lastInsertRowid);
}

function memberSends(db: Db, member: number, lang: string, title: string, content: string, at: number): number {
  const info = db
    .prepare(
      `INSERT INTO messages (member_id, user_id, pid, title, content, visible_type, send_type, lang, created_at, updated_at)
    VALUES (?, 0, 0, ?, ?, 3, 2, ?, ?, ?)`,
    )
    .run(member, title, content, lang, at, at);
  return Number(info.lastInsertRowid);
}

/** Mail for member01 (enough for two pages, some unread, replies, one hostile body) and english1. */
export function seedMail(db: Db, clock: Clock): void {
  const now = clock.now().getTime();
  const copy = db.prepare('INSERT INTO member_messages (member_id, message_id, is_read, created_at) VALUES (?,?,?,?)');
  const m1 = memberId(db, 'member01');
  const en1 = memberId(db, 'english1');

  for (const [lang, list] of Object.entries(BROADCASTS)) {
    list.forEach(([title, content], i) => {
      const at = now - (70 - i * 11) * DAY;
      const id = broadcast(db, lang, title, content, at);
      if (lang === 'zh_cn') copy.run(m1, id, i < list.length - 2 ? 1 : 0, at);
      if (lang === 'en') copy.run(en1, id, i === 0 ? 1 : 0, at);
    });
  }

  DIRECT_ZH.forEach(([title, content], i) => {
    const at = now - (DIRECT_ZH.length - i) * 2 * DAY - i * HOUR;
    const id = deliverToMember(db, clock, m1, title, content, at);
    if (i < DIRECT_ZH.length - 5) db.prepare('UPDATE member_messages SET is_read = 1 WHERE message_id = ?').run(id);
  });

  SENT_ZH.forEach(([title, content, reply], i) => {
    const at = now - (30 - i * 7) * DAY;
    const id = memberSends(db, m1, 'zh_cn', title, content, at);
    if (reply) replyAsAdmin(db, clock, id, `<p>${reply}</p>`, at + 3 * HOUR);
  });

  DIRECT_EN.forEach(([title, content], i) => {
    const at = now - (DIRECT_EN.length - i) * 3 * DAY;
    const id = deliverToMember(db, clock, en1, title, content, at);
    if (i < 2) db.prepare('UPDATE member_messages SET is_read = 1 WHERE message_id = ?').run(id);
  });
  const q = memberSends(db, en1, 'en', 'Withdrawal time', 'How long does a withdrawal usually take?', now - 5 * DAY);
  replyAsAdmin(
    db,
    clock,
    q,
    '<p>Hello, most withdrawals are paid within 10 minutes after approval.</p>',
    now - 5 * DAY + 2 * HOUR,
  );
}
