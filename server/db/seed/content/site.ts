import type { Db } from '../../types';
import type { Clock } from '../../../lib/time';
import { LANGS, type Lang } from '../../../i18n/lang';
import { putAsset, svgCard } from '../../../rules/assets';
import { ACTIVITIES } from './activityTexts';
import type { ActivityText } from './activityTypes';
import { escapeHtml } from '../../../lib/html';

const DAY = 86400_000;

/** A notice carrying script and an event-handler image: the app must render it inert. */
export const XSS_NOTICE_PAYLOAD = '<img src=x onerror=alert(1)><script>alert(2)</script>';

function activityBody(t: ActivityText): { content: string; rules: string } {
  const [head, ...rows] = t.table;
  const table =
    `<table><thead><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>` +
    rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('') +
    '</tbody></table>';
  return {
    content: `<h4>${escapeHtml(t.heading)}</h4><p>${escapeHtml(t.intro)}</p><ul>${t.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>${table}`,
    rules: `<ol>${t.rules.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ol>`,
  };
}

type NoticeTexts = {
  welcome: [string, string];
  usdt: [string, string];
  xss: [string, string];
  alert: [string, string];
};
const NOTICES: Record<Lang, NoticeTexts> = {
  zh_cn: {
    welcome: ['欢迎光临', '欢迎光临星河娱乐，祝您游戏愉快！存取款 7×24 小时服务。'],
    usdt: ['USDT 充值', '新增 USDT 充值通道，推荐使用虚拟币支付，每笔额外赠送 5%。'],
    xss: ['系统公告', `平台公告${XSS_NOTICE_PAYLOAD}请以官方通知为准。`],
    alert: ['首存加赠 100%', '新会员首存最高送 8888'],
  },
  zh_hk: {
    welcome: ['歡迎光臨', '歡迎光臨星河娛樂，祝您遊戲愉快！存取款 7×24 小時服務。'],
    usdt: ['USDT 充值', '新增 USDT 充值通道，推薦使用虛擬幣支付，每筆額外贈送 5%。'],
    xss: ['系統公告', `平台公告${XSS_NOTICE_PAYLOAD}請以官方通知為準。`],
    alert: ['首存加贈 100%', '新會員首存最高送 8888'],
  },
  en: {
    welcome: ['Welcome', 'Welcome to Galaxy Play! Deposits and withdrawals are served around the clock.'],
    usdt: ['USDT deposits', 'USDT deposits are now open: pay with virtual coins and get an extra 5% on every deposit.'],
    xss: ['Announcement', `Platform notice${XSS_NOTICE_PAYLOAD} Official announcements prevail.`],
    alert: ['100% First Deposit Bonus', 'Up to 8,888 for new members'],
  },
  th: {
    welcome: ['ยินดีต้อนรับ', 'ยินดีต้อนรับสู่ Galaxy Play ขอให้สนุกกับเกม ฝากถอนตลอด 24 ชั่วโมง'],
    usdt: ['ฝากด้วย USDT', 'เปิดช่องทางฝากด้วย USDT แล้ว ชำระด้วยเหรียญดิจิทัลรับเพิ่ม 5% ทุกครั้ง'],
    xss: ['ประกาศ', `ประกาศจากแพลตฟอร์ม${XSS_NOTICE_PAYLOAD}โปรดยึดตามประกาศทางการ`],
    alert: ['โบนัสฝากแรก 100%', 'สมาชิกใหม่รับสูงสุด 8,888'],
  },
  vi: {
    welcome: ['Chào mừng', 'Chào mừng đến với Galaxy Play! Nạp rút phục vụ 24/7.'],
    usdt: ['Nạp USDT', 'Đã mở kênh nạp USDT: thanh toán bằng tiền ảo, thưởng thêm 5% mỗi lần nạp.'],
    xss: ['Thông báo', `Thông báo nền tảng${XSS_NOTICE_PAYLOAD}Vui lòng theo thông báo chính thức.`],
    alert: ['Thưởng nạp đầu 100%', 'Thành viên mới nhận tới 8.888'],
  },
};

type LinkTexts = Record<'service' | 'hall' | 'app', [string, string]>;
const LINKS: Record<Lang, LinkTexts> = {
  zh_cn: {
    service: ['在线客服', '7×24 小时为您服务'],
    hall: ['活动大厅', '申请优惠与查询进度'],
    app: ['APP 下载', '下载手机客户端'],
  },
  zh_hk: {
    service: ['在線客服', '7×24 小時為您服務'],
    hall: ['活動大廳', '申請優惠與查詢進度'],
    app: ['APP 下載', '下載手機客戶端'],
  },
  en: {
    service: ['Customer service', 'Here for you 24/7'],
    hall: ['Promotion hall', 'Apply for offers and track them'],
    app: ['App download', 'Get the mobile app'],
  },
  th: {
    service: ['บริการลูกค้า', 'ให้บริการตลอด 24 ชั่วโมง'],
    hall: ['ห้องโปรโมชั่น', 'สมัครโปรและติดตามผล'],
    app: ['ดาวน์โหลดแอป', 'ดาวน์โหลดแอปมือถือ'],
  },
  vi: {
    service: ['Chăm sóc khách hàng', 'Phục vụ 24/7'],
    hall: ['Sảnh khuyến mãi', 'Đăng ký ưu đãi và theo dõi'],
    app: ['Tải ứng dụng', 'Tải ứng dụng di động'],
  },
};

/** Activities, notices (one hostile), banners and quick links, one set per language, images generated. */
export function seedSite(db: Db, clock: Clock): void {
  const now = clock.now().getTime();
  // A square mark: the app shows it at 28 px beside the site's name.
  putAsset(db, 'logo.svg', svgCard({ w: 64, h: 64, title: 'G', hue: 225, radius: 14 }));
  const act =
    db.prepare(`INSERT INTO activities (code, title, subtitle, cover_image, content, type, apply_type, apply_desc, date_desc, is_open, is_hot,
    is_app, lang, rule_content, weight, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,1,?,0,?,?,?,?,?)`);
  const notice = db.prepare(
    'INSERT INTO notices (grp, title, content, url, lang, weight, created_at) VALUES (?,?,?,?,?,?,?)',
  );
  const banner =
    db.prepare(`INSERT INTO banners (title, url, groups, dimensions, jump_link, is_new_window, lang, weight, created_at, updated_at)
    VALUES (?,?,'mobile1','750x300',?,0,?,?,?,?)`);
  const link = db.prepare(
    'INSERT INTO quick_links (name, title, "desc", type, url, lang, weight, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?)',
  );

  for (const lang of LANGS) {
    const ids: number[] = [];
    ACTIVITIES.forEach((a, i) => {
      const t = a.texts[lang];
      const cover = putAsset(
        db,
        `activity-${a.key}-${lang}.svg`,
        svgCard({ w: 690, h: 260, title: t.title, subtitle: t.subtitle, hue: a.hue }),
      );
      const { content, rules } = activityBody(t);
      const at = now - (40 - i * 5) * DAY;
      const info = act.run(
        a.key,
        t.title,
        t.subtitle,
        cover,
        content,
        a.type,
        a.applyType,
        t.applyDesc,
        t.date,
        a.hot ? 1 : 0,
        lang,
        rules,
        100 - i * 10,
        at,
        at,
      );
      ids.push(Number(info.lastInsertRowid));
    });

    const n = NOTICES[lang];
    notice.run('main', n.welcome[0], n.welcome[1], '', lang, 30, now - 10 * DAY);
    notice.run('main', n.usdt[0], n.usdt[1], '/#/Member/Recharge', lang, 20, now - 5 * DAY);
    notice.run('main', n.xss[0], n.xss[1], '', lang, 10, now - 2 * DAY);
    const popup = (grp: string, w: number, h: number) =>
      putAsset(
        db,
        `notice-${grp}-${lang}.svg`,
        svgCard({ w, h, title: n.alert[0], subtitle: n.alert[1], hue: 12, radius: 16 }),
      );
    notice.run('mobile', n.alert[0], popup('mobile', 600, 800), `/#/Main/activity/${ids[0]}`, lang, 10, now - DAY);
    notice.run('pc', n.alert[0], popup('pc', 800, 500), `/#/Main/activity/${ids[0]}`, lang, 10, now - DAY);

    [0, 1, 3].forEach((ai, i) => {
      const a = ACTIVITIES[ai];
      const t = a.texts[lang];
      const img = putAsset(
        db,
        `banner-${i + 1}-${lang}.svg`,
        svgCard({ w: 750, h: 300, title: t.title, subtitle: t.subtitle, hue: (a.hue + 20) % 360, radius: 0 }),
      );
      banner.run(t.title, img, `/#/Main/activity/${ids[ai]}`, lang, 30 - i * 10, now, now);
    });

    const l = LINKS[lang];
    link.run('service', l.service[0], l.service[1], 'index', '/service.html', lang, 30, now, now);
    link.run('activity_hall', l.hall[0], l.hall[1], 'mobile', 'Activity', lang, 20, now, now);
    link.run('app_download', l.app[0], l.app[1], 'web', 'download', lang, 10, now, now);
  }
}
