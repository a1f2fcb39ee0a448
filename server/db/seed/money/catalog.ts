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

const GAME_NAMES: Record<number, Array<[string, string]>> = {
  2: [
    ['捕鱼大亨', 'Fishing Tycoon'],
    ['海王捕鱼', 'Ocean King'],
    ['金龙捕鱼', 'Golden Dragon Fishing'],
    ['深海狩猎', 'Deep Sea Hunt'],
    ['财神捕鱼', 'Fortune Fishing'],
    ['李逵劈鱼', 'Li Kui Fishing'],
  ],
  3: [
    ['麻将胡了', 'Mahjong Ways'],
    ['寻宝黄金城', 'Treasures of Aztec'],
    ['赏金船长', "Captain's Bounty"],
    ['招财猫', 'Lucky Neko'],
    ['水果派对', 'Fruit Party'],
    ['龙虎争霸', 'Dragon Tiger Clash'],
    ['埃及艳后', 'Cleopatra Gold'],
    ['金钱树', 'Money Tree'],
    ['熊猫传奇', 'Panda Legend'],
    ['星际探险', 'Star Voyage'],
    ['幸运七', 'Lucky Sevens'],
    ['黄金矿工', 'Gold Miner'],
  ],
  4: [
    ['重庆时时彩', 'Chongqing Lotto'],
    ['北京赛车', 'Beijing Racing'],
    ['幸运飞艇', 'Lucky Airship'],
    ['极速快三', 'Speed Dice 3'],
    ['六合彩', 'Mark Six'],
    ['分分彩', 'Minute Lotto'],
  ],
  6: [
    ['斗地主', 'Fight the Landlord'],
    ['抢庄牛牛', 'Bull Bull'],
    ['炸金花', 'Three Card Poker'],
    ['二十一点', 'Blackjack'],
    ['德州扑克', "Texas Hold'em"],
    ['百人牛牛', 'Hundred Bull'],
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
    db.prepare(`INSERT INTO api_games (api_name, game_type, title_json, subtitle, mobile_pic, web_pic, logo_url, tags, weight, created_at, updated_at)
    VALUES (?,?,?,?,?,?,?,?,?,?,?)`);
  const game =
    db.prepare(`INSERT INTO game_lists (api_name, name, en_name, game_type, game_code, img_url, tags, weight, created_at, updated_at)
    VALUES (?,?,?,?,?,?,?,?,?,?)`);
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
      lobby.run(s.code, l.type, titles(lobbyTitle), typeName, pic, pic, logo, l.tags ?? '', s.weight, now, now);
      const names = GAME_NAMES[l.type];
      if (!names) continue;
      for (let i = 0; i < 6; i++) {
        const [zh, en] = names[(i + si * 2) % names.length];
        const code = `${s.code}${l.type}${String(i + 1).padStart(2, '0')}`;
        const img = putAsset(
          db,
          `game-${code.toLowerCase()}.svg`,
          svgCard({ w: 160, h: 160, title: en.split(' ')[0], subtitle: s.code, hue: (s.hue + i * 23) % 360 }),
        );
        const tags = [i < 2 ? 'hot' : '', i === 2 ? 'new' : '', i === 3 ? 'recommend' : ''].filter(Boolean).join(',');
        game.run(s.code, zh, en, l.type, code, img, tags, 100 - i, now, now);
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
