import type { Db } from '../../types';
import type { Lang } from '../../../i18n/lang';
import { putAsset, svgCard } from '../../../rules/assets';

type LotterySeed = {
  code: string;
  label: string;
  hue: number;
  interval: number;
  hot: boolean;
  names: Record<Lang, string>;
};

/** The local ("JZ") lotteries: draw intervals in seconds, names per language. */
const LOTTERIES: LotterySeed[] = [
  {
    code: 'JSK3',
    label: 'K3',
    hue: 10,
    interval: 60,
    hot: true,
    names: { zh_cn: '极速快3', zh_hk: '極速快3', en: 'Speed K3', th: 'เค3 ด่วน', vi: 'K3 Siêu Tốc' },
  },
  {
    code: 'JSSSC',
    label: 'SSC',
    hue: 40,
    interval: 60,
    hot: true,
    names: { zh_cn: '极速时时彩', zh_hk: '極速時時彩', en: 'Speed Lotto', th: 'หวยด่วน', vi: 'Xổ Số Siêu Tốc' },
  },
  {
    code: 'JSPK10',
    label: 'PK10',
    hue: 200,
    interval: 75,
    hot: true,
    names: { zh_cn: '极速赛车', zh_hk: '極速賽車', en: 'Speed Racing', th: 'รถแข่งด่วน', vi: 'Đua Xe Siêu Tốc' },
  },
  {
    code: 'XYFT',
    label: 'XYFT',
    hue: 260,
    interval: 300,
    hot: true,
    names: { zh_cn: '幸运飞艇', zh_hk: '幸運飛艇', en: 'Lucky Airship', th: 'เรือเหาะนำโชค', vi: 'Phi Thuyền May Mắn' },
  },
  {
    code: 'PCDD',
    label: '28',
    hue: 320,
    interval: 210,
    hot: true,
    names: { zh_cn: '幸运28', zh_hk: '幸運28', en: 'Lucky 28', th: 'ลัคกี้ 28', vi: 'May Mắn 28' },
  },
  {
    code: 'FFC5',
    label: '5FC',
    hue: 150,
    interval: 300,
    hot: false,
    names: { zh_cn: '五分彩', zh_hk: '五分彩', en: '5-Minute Lotto', th: 'หวย 5 นาที', vi: 'Xổ Số 5 Phút' },
  },
];

export function seedLotteries(db: Db): void {
  const insert = db.prepare(
    'INSERT INTO lotteries (game_code, name, lang, icon, interval_s, is_hot, weight) VALUES (?,?,?,?,?,?,?)',
  );
  LOTTERIES.forEach((l, i) => {
    const icon = putAsset(
      db,
      `lottery-${l.code.toLowerCase()}.svg`,
      svgCard({ w: 120, h: 120, title: l.label, hue: l.hue, radius: 24 }),
    );
    for (const [lang, name] of Object.entries(l.names))
      insert.run(l.code, name, lang, icon, l.interval, l.hot ? 1 : 0, 100 - i);
  });
}
