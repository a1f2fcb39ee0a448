import type { Db } from '../../types';
import type { Clock } from '../../../lib/time';
import { putAsset, svgCard } from '../../../rules/assets';
import { setConfig } from '../../../rules/configs';
import { LANGS, type Lang, type Texts } from '../../../i18n/lang';
import { GAME_TYPES, gameMessages } from '../../../i18n/game';

type Supplier = {
  code: string;
  title: Texts;
  weight: number;
  hue: number;
  lobbies: Array<{ type: number; tags?: string }>;
};

const same = (s: string): Texts => ({ zh_cn: s, zh_hk: s, en: s, th: s, vi: s });

/** The simulated suppliers; SABA and JZ keep the codes other areas (activity forms) name. */
export const SUPPLIERS: Supplier[] = [
  {
    code: 'JZ',
    title: { zh_cn: '极致彩票', zh_hk: '極致彩票', en: 'JZ Lottery', th: 'JZ ลอตเตอรี่', vi: 'Xổ số JZ' },
    weight: 100,
    hue: 350,
    lobbies: [{ type: 4, tags: 'hot' }, { type: 99 }],
  },
  {
    code: 'AG',
    title: { zh_cn: 'AG真人', zh_hk: 'AG真人', en: 'AG Live', th: 'AG คาสิโนสด', vi: 'AG Trực tiếp' },
    weight: 95,
    hue: 210,
    lobbies: [{ type: 1, tags: 'hot' }, { type: 2 }],
  },
  { code: 'BBIN', title: same('BBIN'), weight: 90, hue: 30, lobbies: [{ type: 1 }, { type: 3 }, { type: 4 }] },
  {
    code: 'PG',
    title: { zh_cn: 'PG电子', zh_hk: 'PG電子', en: 'PG Soft', th: 'PG สล็อต', vi: 'PG Slot' },
    weight: 85,
    hue: 280,
    lobbies: [{ type: 3, tags: 'hot' }],
  },
  {
    code: 'CQ9',
    title: { zh_cn: 'CQ9电子', zh_hk: 'CQ9電子', en: 'CQ9 Gaming', th: 'CQ9 สล็อต', vi: 'CQ9 Slot' },
    weight: 80,
    hue: 160,
    lobbies: [{ type: 3 }, { type: 2 }],
  },
  {
    code: 'JDB',
    title: { zh_cn: 'JDB电子', zh_hk: 'JDB電子', en: 'JDB Gaming', th: 'JDB สล็อต', vi: 'JDB Slot' },
    weight: 75,
    hue: 50,
    lobbies: [{ type: 3 }, { type: 2, tags: 'hot' }],
  },
  {
    code: 'KY',
    title: { zh_cn: '开元棋牌', zh_hk: '開元棋牌', en: 'KY Cards', th: 'KY เกมไพ่', vi: 'KY Game bài' },
    weight: 70,
    hue: 120,
    lobbies: [{ type: 6, tags: 'hot' }],
  },
  {
    code: 'SABA',
    title: { zh_cn: '沙巴体育', zh_hk: '沙巴體育', en: 'SABA Sports', th: 'SABA กีฬา', vi: 'SABA Thể thao' },
    weight: 65,
    hue: 0,
    lobbies: [{ type: 5, tags: 'hot' }],
  },
  {
    code: 'AVIA',
    title: {
      zh_cn: '泛亚电竞',
      zh_hk: '泛亞電競',
      en: 'AVIA E-sports',
      th: 'AVIA อีสปอร์ต',
      vi: 'AVIA Thể thao điện tử',
    },
    weight: 60,
    hue: 190,
    lobbies: [{ type: 7 }],
  },
];

/** Six to twelve games per game type, each named in every language; suppliers take turns at them. */
const GAME_NAMES: Record<number, Texts[]> = {
  2: [
    { zh_cn: '捕鱼大亨', zh_hk: '捕魚大亨', en: 'Fishing Tycoon', th: 'เจ้าพ่อยิงปลา', vi: 'Đại Gia Bắn Cá' },
    { zh_cn: '海王捕鱼', zh_hk: '海王捕魚', en: 'Ocean King', th: 'ราชาแห่งท้องทะเล', vi: 'Vua Biển Cả' },
    { zh_cn: '金龙捕鱼', zh_hk: '金龍捕魚', en: 'Golden Dragon Fishing', th: 'ยิงปลามังกรทอง', vi: 'Bắn Cá Rồng Vàng' },
    { zh_cn: '深海狩猎', zh_hk: '深海狩獵', en: 'Deep Sea Hunt', th: 'ล่าใต้ทะเลลึก', vi: 'Săn Mồi Biển Sâu' },
    { zh_cn: '财神捕鱼', zh_hk: '財神捕魚', en: 'Fortune Fishing', th: 'ยิงปลาเทพเจ้าแห่งโชคลาภ', vi: 'Bắn Cá Thần Tài' },
    { zh_cn: '李逵劈鱼', zh_hk: '李逵劈魚', en: 'Li Kui Fishing', th: 'หลี่ขุยฟันปลา', vi: 'Lý Quỳ Chém Cá' },
  ],
  3: [
    { zh_cn: '麻将胡了', zh_hk: '麻將胡了', en: 'Mahjong Ways', th: 'มาจองเวย์', vi: 'Đường Mạt Chược' },
    { zh_cn: '寻宝黄金城', zh_hk: '尋寶黃金城', en: 'Treasures of Aztec', th: 'สมบัติแห่งแอซเท็ก', vi: 'Kho Báu Aztec' },
    { zh_cn: '赏金船长', zh_hk: '賞金船長', en: "Captain's Bounty", th: 'กัปตันล่าค่าหัว', vi: 'Thuyền Trưởng Săn Thưởng' },
    { zh_cn: '招财猫', zh_hk: '招財貓', en: 'Lucky Neko', th: 'แมวกวักนำโชค', vi: 'Mèo Thần Tài' },
    { zh_cn: '水果派对', zh_hk: '水果派對', en: 'Fruit Party', th: 'ปาร์ตี้ผลไม้', vi: 'Tiệc Trái Cây' },
    { zh_cn: '龙虎争霸', zh_hk: '龍虎爭霸', en: 'Dragon Tiger Clash', th: 'ศึกมังกรเสือ', vi: 'Long Hổ Tranh Bá' },
    { zh_cn: '埃及艳后', zh_hk: '埃及艷后', en: 'Cleopatra Gold', th: 'ทองคำคลีโอพัตรา', vi: 'Vàng Của Cleopatra' },
    { zh_cn: '金钱树', zh_hk: '金錢樹', en: 'Money Tree', th: 'ต้นไม้เงินทอง', vi: 'Cây Hái Ra Tiền' },
    { zh_cn: '熊猫传奇', zh_hk: '熊貓傳奇', en: 'Panda Legend', th: 'ตำนานแพนด้า', vi: 'Huyền Thoại Gấu Trúc' },
    { zh_cn: '星际探险', zh_hk: '星際探險', en: 'Star Voyage', th: 'ผจญภัยในอวกาศ', vi: 'Du Hành Vũ Trụ' },
    { zh_cn: '幸运七', zh_hk: '幸運七', en: 'Lucky Sevens', th: 'เลขเจ็ดนำโชค', vi: 'Số Bảy May Mắn' },
    { zh_cn: '黄金矿工', zh_hk: '黃金礦工', en: 'Gold Miner', th: 'นักขุดทอง', vi: 'Thợ Đào Vàng' },
  ],
  4: [
    { zh_cn: '重庆时时彩', zh_hk: '重慶時時彩', en: 'Chongqing Lotto', th: 'หวยฉงชิ่ง', vi: 'Xổ Số Trùng Khánh' },
    { zh_cn: '北京赛车', zh_hk: '北京賽車', en: 'Beijing Racing', th: 'รถแข่งปักกิ่ง', vi: 'Đua Xe Bắc Kinh' },
    { zh_cn: '幸运飞艇', zh_hk: '幸運飛艇', en: 'Lucky Airship', th: 'เรือเหาะนำโชค', vi: 'Phi Thuyền May Mắn' },
    { zh_cn: '极速快三', zh_hk: '極速快三', en: 'Speed Dice 3', th: 'ลูกเต๋าสามลูกด่วน', vi: 'Xúc Xắc 3 Siêu Tốc' },
    { zh_cn: '六合彩', zh_hk: '六合彩', en: 'Mark Six', th: 'หวยมาร์คซิกซ์', vi: 'Xổ Số Mark Six' },
    { zh_cn: '分分彩', zh_hk: '分分彩', en: 'Minute Lotto', th: 'หวยรายนาที', vi: 'Xổ Số Mỗi Phút' },
  ],
  6: [
    { zh_cn: '斗地主', zh_hk: '鬥地主', en: 'Fight the Landlord', th: 'สู้เจ้าที่ดิน', vi: 'Đấu Địa Chủ' },
    { zh_cn: '抢庄牛牛', zh_hk: '搶莊牛牛', en: 'Bull Bull', th: 'บูลบูลชิงเจ้ามือ', vi: 'Ngưu Ngưu Cướp Cái' },
    { zh_cn: '炸金花', zh_hk: '炸金花', en: 'Three Card Poker', th: 'โป๊กเกอร์สามใบ', vi: 'Poker Ba Lá' },
    { zh_cn: '二十一点', zh_hk: '二十一點', en: 'Blackjack', th: 'แบล็คแจ็ค', vi: 'Xì Dách' },
    { zh_cn: '德州扑克', zh_hk: '德州撲克', en: "Texas Hold'em", th: 'เท็กซัสโฮลเด็ม', vi: "Poker Texas Hold'em" },
    { zh_cn: '百人牛牛', zh_hk: '百人牛牛', en: 'Hundred Bull', th: 'บูลบูลร้อยคน', vi: 'Ngưu Ngưu Trăm Người' },
  ],
};

function titles(t: Texts): string {
  return JSON.stringify(t);
}

export function seedCatalog(db: Db, clock: Clock): void {
  const now = clock.now().getTime() - 60 * 86400_000;
  const api = db.prepare(
    'INSERT INTO apis (api_name, title_json, is_open, weight, created_at, updated_at) VALUES (?,?,1,?,?,?)',
  );
  const lobby =
    db.prepare(`INSERT INTO api_games (api_name, game_type, title_json, subtitle, subtitle_json, mobile_pic, web_pic, logo_url, tags, weight, created_at, updated_at)
    VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`);
  const game =
    db.prepare(`INSERT INTO game_lists (api_name, name, en_name, name_json, game_type, game_code, img_url, tags, weight, created_at, updated_at)
    VALUES (?,?,?,?,?,?,?,?,?,?,?)`);
  SUPPLIERS.forEach((s, si) => {
    api.run(s.code, titles(s.title), s.weight, now + si, now + si);
    const logo = putAsset(
      db,
      `api-${s.code.toLowerCase()}.svg`,
      svgCard({ w: 96, h: 96, title: s.code, hue: s.hue, radius: 20 }),
    );
    for (const l of s.lobbies) {
      const typeName = GAME_TYPES[l.type].en;
      const pic = putAsset(
        db,
        `lobby-${s.code.toLowerCase()}-${l.type}.svg`,
        svgCard({ w: 340, h: 160, title: s.title.en, subtitle: typeName, hue: s.hue }),
      );
      const lobbyTitle: Texts = Object.fromEntries(
        LANGS.map((lang) => [lang, `${s.title[lang]} ${GAME_TYPES[l.type][lang]}`]),
      ) as Texts;
      const subtitle = titles(GAME_TYPES[l.type]);
      lobby.run(
        s.code,
        l.type,
        titles(lobbyTitle),
        typeName,
        subtitle,
        pic,
        pic,
        logo,
        l.tags ?? '',
        s.weight,
        now,
        now,
      );
      const names = GAME_NAMES[l.type];
      if (!names) continue;
      for (let i = 0; i < 6; i++) {
        const name = names[(i + si * 2) % names.length];
        const en = name.en;
        const code = `${s.code}${l.type}${String(i + 1).padStart(2, '0')}`;
        const img = putAsset(
          db,
          `game-${code.toLowerCase()}.svg`,
          svgCard({ w: 160, h: 160, title: en.split(' ')[0], subtitle: s.code, hue: (s.hue + i * 23) % 360 }),
        );
        const tags = [i < 2 ? 'hot' : '', i === 2 ? 'new' : '', i === 3 ? 'recommend' : ''].filter(Boolean).join(',');
        game.run(s.code, name.zh_cn, en, titles(name), l.type, code, img, tags, 100 - i, now, now);
      }
    }
  });
  seedCategories(db);
}

/** Mobile home categories (`/games`): a hot category, then one per game type. */
function seedCategories(db: Db): void {
  const types = [1, 3, 4, 2, 6, 5, 7];
  for (const lang of LANGS as readonly Lang[]) {
    const hot = { title: gameMessages.hot[lang], type: 'hot', weight: 100, is_open: 1 };
    const list = [
      hot,
      ...types.map((t, i) => ({ title: GAME_TYPES[t][lang], type: t, weight: 90 - i, is_open: 1 })),
    ].map((c) => ({
      ...c,
      icon_before: `/assets/cat-${c.type}-off.svg`,
      icon_after: `/assets/cat-${c.type}-on.svg`,
    }));
    setConfig(db, 'mobile', 'mobile_category_json', JSON.stringify(list), lang);
    setConfig(db, 'mobile', 'web_category_json', JSON.stringify(list.filter((c) => c.type !== 'hot')), lang);
  }
  for (const t of ['hot', ...types]) {
    const label = t === 'hot' ? 'HOT' : GAME_TYPES[Number(t)].en.split(' ')[0].toUpperCase();
    putAsset(db, `cat-${t}-off.svg`, svgCard({ w: 64, h: 64, title: label, hue: 220, radius: 32 }));
    putAsset(db, `cat-${t}-on.svg`, svgCard({ w: 64, h: 64, title: label, hue: 30, radius: 32 }));
  }
}
