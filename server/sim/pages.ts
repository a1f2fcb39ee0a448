import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Ctx } from '../http/context';
import { HTML_LANG, LANGS, type Lang } from '../i18n/lang';
import { getConfig } from '../rules/configs';
import { escapeHtml } from '../lib/html';

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f5f6fa;color:#1f2330;line-height:1.5}
main{max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px rgba(0,0,0,.06)}
section+section{border-top:1px solid #e5e7ef;margin-top:16px;padding-top:16px}h1{font-size:1.4rem;margin:0 0 8px}
h2{font-size:1.1rem;margin:0 0 4px}a{color:#2555d9;display:inline-block;min-height:44px;line-height:44px}`;

const page = (lang: string, title: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

const MAINTENANCE: Record<Lang, [string, string]> = {
  zh_cn: ['系统维护中', '我们正在进行系统升级维护，期间暂停服务。您的账户资金安全无虞，请稍后再访问。'],
  zh_hk: ['系統維護中', '我們正在進行系統升級維護，期間暫停服務。您的賬戶資金安全無虞，請稍後再訪問。'],
  en: [
    'Under maintenance',
    'We are upgrading our systems and the service is paused for now. Your balance is safe; please come back shortly.',
  ],
  th: ['ระบบอยู่ระหว่างการปรับปรุง', 'เรากำลังปรับปรุงระบบและปิดให้บริการชั่วคราว ยอดเงินของคุณปลอดภัย กรุณากลับมาใหม่อีกครั้งในภายหลัง'],
  vi: [
    'Hệ thống đang bảo trì',
    'Chúng tôi đang nâng cấp hệ thống và tạm dừng dịch vụ. Số dư của bạn vẫn an toàn, vui lòng quay lại sau.',
  ],
};

const SERVICE: Record<Lang, [string, string, string]> = {
  zh_cn: ['在线客服', '这是参考服务器的客服页面替身：正式平台在此接入在线客服系统。', '返回首页'],
  zh_hk: ['在線客服', '這是參考服務器的客服頁面替身：正式平台在此接入在線客服系統。', '返回首頁'],
  en: [
    'Customer service',
    "This is the reference server's stand-in for the live chat: the real platform connects its customer service here.",
    'Back to the app',
  ],
  th: ['บริการลูกค้า', 'หน้านี้เป็นหน้าแทนของเซิร์ฟเวอร์อ้างอิง แพลตฟอร์มจริงจะเชื่อมต่อระบบแชทบริการลูกค้าที่นี่', 'กลับสู่แอป'],
  vi: [
    'Chăm sóc khách hàng',
    'Đây là trang thay thế của máy chủ tham chiếu: nền tảng thật kết nối hệ thống hỗ trợ trực tuyến tại đây.',
    'Quay lại ứng dụng',
  ],
};

const PC: Record<Lang, [string, string, string]> = {
  zh_cn: [
    '电脑版网站',
    '这里是电脑版网站的替身页面：参考服务器只提供手机版，非手机浏览器会被引导到这里。',
    '打开手机版',
  ],
  zh_hk: [
    '電腦版網站',
    '這裡是電腦版網站的替身頁面：參考服務器只提供手機版，非手機瀏覽器會被引導到這裡。',
    '打開手機版',
  ],
  en: [
    'Desktop site',
    'This page stands in for the desktop site: the reference server only serves the mobile app, and non-mobile browsers are sent here.',
    'Open the mobile site',
  ],
  th: [
    'เว็บไซต์เวอร์ชันคอมพิวเตอร์',
    'หน้านี้เป็นหน้าแทนของเว็บไซต์เวอร์ชันคอมพิวเตอร์ เซิร์ฟเวอร์อ้างอิงมีเฉพาะแอปมือถือ เบราว์เซอร์ที่ไม่ใช่มือถือจะถูกส่งมาที่นี่',
    'เปิดเวอร์ชันมือถือ',
  ],
  vi: [
    'Trang web máy tính',
    'Trang này thay thế cho trang web máy tính: máy chủ tham chiếu chỉ phục vụ ứng dụng di động, trình duyệt không phải di động được chuyển đến đây.',
    'Mở trang di động',
  ],
};

const sections = <T extends string[]>(texts: Record<Lang, T>, render: (t: T, lang: Lang) => string) =>
  LANGS.map((l) => `<section lang="${HTML_LANG[l]}">${render(texts[l], l)}</section>`).join('');

/** Pages outside the app: the maintenance notice (503 redirect target), the desktop-site and customer-service stand-ins. */
export function registerPages(app: FastifyInstance, ctx: Ctx): void {
  const send = (reply: FastifyReply, body: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);

  app.get('/maintenance.html', async (_req, reply) => {
    const title = getConfig(ctx.db, 'site_title', 'zh_cn');
    const body = `${title ? `<p>${escapeHtml(title)}</p>` : ''}${sections(MAINTENANCE, ([h, p]) => `<h1>${escapeHtml(h)}</h1><p>${escapeHtml(p)}</p>`)}`;
    return send(reply, page('zh-CN', MAINTENANCE.zh_cn[0], body));
  });

  const standIn = (texts: Record<Lang, [string, string, string]>) =>
    page(
      'zh-CN',
      texts.zh_cn[0],
      sections(
        texts,
        ([h, p, back]) => `<h2>${escapeHtml(h)}</h2><p>${escapeHtml(p)}</p><a href="/">${escapeHtml(back)}</a>`,
      ),
    );

  app.get('/service.html', async (_req, reply) => send(reply, standIn(SERVICE)));

  app.get('/pc', async (_req, reply) => reply.redirect('/pc/'));
  app.get('/pc/', async (_req, reply) => send(reply, standIn(PC)));
}
