import type { Db } from '../../types';
import type { Clock } from '../../../lib/time';
import type { Lang } from '../../../i18n/lang';
import { putAsset, svgCard } from '../../../rules/assets';
import { memberId } from '../core';

type BankSeed = [code: string, name: string, hue: number];

const USDT: BankSeed[] = [
  ['USDT-TRC20', 'USDT-TRC20', 160],
  ['USDT-ERC20', 'USDT-ERC20', 220],
];

/** Bank types members can bind, per language (a member sees the list of their own language). */
export const BANKS: Record<Lang, BankSeed[]> = {
  zh_cn: [
    ['ICBC', '中国工商银行', 0],
    ['CCB', '中国建设银行', 210],
    ['ABC', '中国农业银行', 140],
    ['BOC', '中国银行', 350],
    ['CMB', '招商银行', 10],
    ['COMM', '交通银行', 200],
    ['PSBC', '中国邮政储蓄银行', 120],
  ],
  zh_hk: [
    ['HSBC', '滙豐銀行', 0],
    ['BOCHK', '中國銀行（香港）', 350],
    ['HASE', '恒生銀行', 190],
    ['SCBHK', '渣打銀行', 130],
    ['ICBC', '中國工商銀行', 0],
  ],
  en: [
    ['HSBC', 'HSBC', 0],
    ['SCBHK', 'Standard Chartered', 130],
    ['BOCHK', 'Bank of China (Hong Kong)', 350],
    ['CITI', 'Citibank', 205],
    ['ICBC', 'Industrial and Commercial Bank of China', 0],
  ],
  th: [
    ['KBANK', 'ธนาคารกสิกรไทย', 130],
    ['SCB', 'ธนาคารไทยพาณิชย์', 275],
    ['BBL', 'ธนาคารกรุงเทพ', 220],
    ['KTB', 'ธนาคารกรุงไทย', 195],
    ['BAY', 'ธนาคารกรุงศรีอยุธยา', 50],
  ],
  vi: [
    ['VCB', 'Vietcombank', 130],
    ['TCB', 'Techcombank', 0],
    ['BIDV', 'BIDV', 200],
    ['ACB', 'ACB', 220],
    ['VTB', 'VietinBank', 190],
  ],
};

export function seedBanks(db: Db, clock: Clock): void {
  const now = clock.now().getTime();
  const insert = db.prepare(
    'INSERT INTO banks (code, name, lang, is_virtual, icon, weight, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?)',
  );
  const icons = new Map<string, string>();
  const icon = ([code, , hue]: BankSeed) => {
    if (!icons.has(code))
      icons.set(
        code,
        putAsset(
          db,
          `bank-${code.toLowerCase()}.svg`,
          svgCard({ w: 96, h: 96, title: code.replace('USDT-', ''), hue, radius: 48 }),
        ),
      );
    return icons.get(code)!;
  };
  for (const [lang, list] of Object.entries(BANKS)) {
    const all = [...list, ...USDT];
    all.forEach((b, i) => insert.run(b[0], b[1], lang, b[0].startsWith('USDT') ? 1 : 0, icon(b), 100 - i, now, now));
  }

  const card =
    db.prepare(`INSERT INTO member_banks (member_id, card_no, bank_type, phone, owner_name, bank_address, remark, created_at, updated_at)
    VALUES (?,?,?,?,?,?,?,?,?)`);
  const day = 86400_000;
  const m1 = memberId(db, 'member01');
  card.run(
    m1,
    '6222020200112233445',
    'ICBC',
    '13800138000',
    '张三',
    '北京市朝阳区建国路支行',
    '',
    now - 60 * day,
    now - 60 * day,
  );
  card.run(
    m1,
    'TQ7x9mVbN3aLpK2rS8dF4gH6jW1eY5uZc',
    'USDT-TRC20',
    null,
    '张三',
    '',
    'USDT 钱包',
    now - 20 * day,
    now - 20 * day,
  );
  card.run(
    memberId(db, 'english1'),
    '4000123456789010',
    'HSBC',
    null,
    'John Smith',
    'Central Branch, Hong Kong',
    '',
    now - 30 * day,
    now - 30 * day,
  );
  card.run(
    memberId(db, 'agent001'),
    '6217000010001234567',
    'CCB',
    '13900139000',
    '李四',
    '上海市浦东新区陆家嘴支行',
    '',
    now - 45 * day,
    now - 45 * day,
  );
}
