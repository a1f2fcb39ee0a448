import QRCode from 'qrcode';
import type { Db } from '../../types';
import type { Clock } from '../../../lib/time';
import { putAsset } from '../../../rules/assets';
import { LANGS } from '../../../i18n/lang';
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

type Channel = {
  type: string;
  account: string;
  name: string;
  desc: string;
  memo?: string;
  params?: object;
  rate?: string;
  min: number;
  max: number;
  open?: number;
  qr?: string;
};

const CHANNELS: Channel[] = [
  { type: 'online_alipay', account: 'ALIPAY-GW', name: 'Alipay', desc: 'Alipay / 支付宝', min: 100, max: 50000 },
  { type: 'online_wechat', account: 'WECHAT-GW', name: 'WeChat Pay', desc: 'WeChat / 微信', min: 50, max: 20000 },
  { type: 'online_usdt', account: 'USDT-GW', name: 'USDT', desc: 'USDT TRC20', rate: '5.00', min: 100, max: 100000 },
  {
    type: 'company_bankpay',
    account: '6222021001123456789',
    name: '星河娱乐有限公司',
    desc: '工商银行转账',
    params: { bank_type: 'ICBC', bank_address: '深圳福田支行' },
    min: 100,
    max: 100000,
  },
  {
    type: 'company_alipay',
    account: 'pay@galaxy.example',
    name: '星河收款',
    desc: '支付宝扫码',
    qr: 'https://qr.alipay.example/galaxy-pay',
    min: 50,
    max: 30000,
  },
  {
    type: 'company_usdt',
    account: 'TQ5XqPp4Y3sZ7d1hKzM9wR2nV8cL6bJ4aF',
    name: 'USDT-TRC20',
    desc: 'USDT TRC20',
    params: { usdt_type: 'trc', usdt_rate: '7.20' },
    min: 100,
    max: 200000,
  },
  {
    type: 'company_wechat',
    account: 'wx-galaxy',
    name: '星河微信收款',
    desc: '微信扫码（维护中）',
    min: 50,
    max: 30000,
    open: 0,
  },
];

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
        c.name,
        c.desc,
        qr.get(c.type) ?? '',
        c.memo ?? '',
        JSON.stringify(c.params ?? {}),
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
