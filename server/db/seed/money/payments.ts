import QRCode from 'qrcode';
import type { Db } from '../../types';
import type { Clock } from '../../../lib/time';
import { putAsset } from '../../../rules/assets';
import { LANGS, type Lang, type Texts } from '../../../i18n/lang';
import { GAME_TYPE_KEYS } from '../../../i18n/game';

/** QRCode.toString calls back synchronously when given a callback, so the seed stays synchronous. */
function qrSvg(text: string): string {
  let out = '';
  QRCode.toString(text, { type: 'svg', margin: 1, width: 240 }, (err, svg) => {
    if (err) throw err;
    out = svg;
  });
  return out;
}

const same = (s: string): Texts => ({ zh_cn: s, zh_hk: s, en: s, th: s, vi: s });

/** A payment channel; each language has its own row of it, worded in that language. */
type Channel = {
  type: string;
  account: string;
  name: Texts;
  desc: Texts;
  params?: { bank_type?: string; bank_address?: Texts; usdt_type?: string; usdt_rate?: string };
  rate?: string;
  min: number;
  max: number;
  open?: number;
  qr?: string;
};

const CHANNELS: Channel[] = [
  {
    type: 'online_alipay',
    account: 'ALIPAY-GW',
    name: same('Alipay'),
    desc: {
      zh_cn: 'Alipay / 支付宝',
      zh_hk: 'Alipay / 支付寶',
      en: 'Pay with Alipay',
      th: 'ชำระผ่าน Alipay',
      vi: 'Thanh toán qua Alipay',
    },
    min: 100,
    max: 50000,
  },
  {
    type: 'online_wechat',
    account: 'WECHAT-GW',
    name: same('WeChat Pay'),
    desc: {
      zh_cn: 'WeChat / 微信',
      zh_hk: 'WeChat / 微信',
      en: 'Pay with WeChat Pay',
      th: 'ชำระผ่าน WeChat Pay',
      vi: 'Thanh toán qua WeChat Pay',
    },
    min: 50,
    max: 20000,
  },
  {
    type: 'online_usdt',
    account: 'USDT-GW',
    name: same('USDT'),
    desc: same('USDT TRC20'),
    rate: '5.00',
    min: 100,
    max: 100000,
  },
  {
    type: 'company_bankpay',
    account: '6222021001123456789',
    name: {
      zh_cn: '星河娱乐有限公司',
      zh_hk: '星河娛樂有限公司',
      en: 'Galaxy Play Ltd',
      th: 'บริษัท กาแล็กซี่ เพลย์ จำกัด',
      vi: 'Công ty TNHH Galaxy Play',
    },
    desc: {
      zh_cn: '工商银行转账',
      zh_hk: '工商銀行轉賬',
      en: 'Transfer to ICBC',
      th: 'โอนเข้าบัญชีธนาคาร ICBC',
      vi: 'Chuyển khoản ngân hàng ICBC',
    },
    params: {
      bank_type: 'ICBC',
      bank_address: {
        zh_cn: '深圳福田支行',
        zh_hk: '深圳福田支行',
        en: 'Shenzhen Futian Branch',
        th: 'สาขาฝูเถียน เซินเจิ้น',
        vi: 'Chi nhánh Phúc Điền, Thâm Quyến',
      },
    },
    min: 100,
    max: 100000,
  },
  {
    type: 'company_alipay',
    account: 'pay@galaxy.example',
    name: {
      zh_cn: '星河收款',
      zh_hk: '星河收款',
      en: 'Galaxy Play Payments',
      th: 'Galaxy Play รับชำระเงิน',
      vi: 'Galaxy Play Thu Tiền',
    },
    desc: {
      zh_cn: '支付宝扫码',
      zh_hk: '支付寶掃碼',
      en: 'Scan with Alipay',
      th: 'สแกนจ่ายด้วย Alipay',
      vi: 'Quét mã bằng Alipay',
    },
    qr: 'https://qr.alipay.example/galaxy-pay',
    min: 50,
    max: 30000,
  },
  {
    type: 'company_usdt',
    account: 'TQ5XqPp4Y3sZ7d1hKzM9wR2nV8cL6bJ4aF',
    name: same('USDT-TRC20'),
    desc: same('USDT TRC20'),
    params: { usdt_type: 'trc', usdt_rate: '7.20' },
    min: 100,
    max: 200000,
  },
  {
    type: 'company_wechat',
    account: 'wx-galaxy',
    name: {
      zh_cn: '星河微信收款',
      zh_hk: '星河微信收款',
      en: 'Galaxy Play WeChat Payments',
      th: 'Galaxy Play รับชำระผ่าน WeChat',
      vi: 'Galaxy Play Thu Tiền WeChat',
    },
    desc: {
      zh_cn: '微信扫码（维护中）',
      zh_hk: '微信掃碼（維護中）',
      en: 'Scan with WeChat (under maintenance)',
      th: 'สแกนจ่ายด้วย WeChat (ปิดปรับปรุง)',
      vi: 'Quét mã bằng WeChat (đang bảo trì)',
    },
    min: 50,
    max: 30000,
    open: 0,
  },
];

/** A channel's params as its row in `lang` stores them: texts in that language. */
function paramsIn(c: Channel, lang: Lang): string {
  const { bank_address, ...rest } = c.params ?? {};
  return JSON.stringify(bank_address ? { ...rest, bank_address: bank_address[lang] } : rest);
}

export function seedPayments(db: Db, clock: Clock): void {
  const at = clock.now().getTime() - 60 * 86400_000;
  const insert =
    db.prepare(`INSERT INTO payments (type, account, name, desc, qrcode, memo, params, rate, min, max, is_open, lang, weight, created_at, updated_at)
    VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`);
  const qr = new Map(
    CHANNELS.filter((c) => c.qr).map((c) => [c.type, putAsset(db, `qr-${c.type}.svg`, qrSvg(c.qr as string))]),
  );
  for (const lang of LANGS) {
    CHANNELS.forEach((c, i) => {
      insert.run(
        c.type,
        c.account,
        c.name[lang],
        c.desc[lang],
        qr.get(c.type) ?? '',
        '',
        paramsIn(c, lang),
        c.rate ?? '0.00',
        c.min,
        c.max,
        c.open ?? 1,
        lang,
        100 - i,
        at,
        at,
      );
    });
  }
}

/** Rebate rates (percent) per game type at levels 1–3; quotas in cents of summed valid bets. */
const BASE_RATE: Record<number, number> = { 1: 50, 2: 60, 3: 80, 4: 30, 5: 50, 6: 60, 7: 50, 99: 30 };
const LEVELS = [
  { level: 1, quota: 0, extra: 0 },
  { level: 2, quota: 1_000_000, extra: 20 },
  { level: 3, quota: 10_000_000, extra: 40 },
];

export function seedFsLevels(db: Db, clock: Clock): void {
  const at = clock.now().getTime() - 60 * 86400_000;
  const insert = db.prepare(
    'INSERT INTO fs_levels (game_type, level, type, member_id, quota, rate, lang, created_at) VALUES (?,?,1,0,?,?,?,?)',
  );
  for (const lang of LANGS) {
    for (const t of GAME_TYPE_KEYS) {
      for (const l of LEVELS) {
        const hundredths = BASE_RATE[t] + l.extra;
        insert.run(
          t,
          l.level,
          l.quota,
          `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`,
          lang,
          at,
        );
      }
    }
  }
}
