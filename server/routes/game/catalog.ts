import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { typed } from '../../http/typeProvider';
import { oneOfStrings } from '../../rules/filters';
import type { Ctx } from '../../http/context';
import { ok } from '../../http/envelope';
import { fail } from '../../lib/errors';
import { page, paging } from '../../lib/paging';
import { isoMicro } from '../../lib/time';
import { GAME_TYPE_KEYS, gameTypeText, pickTitle, tGame } from '../../i18n/game';
import type { Lang } from '../../i18n/lang';
import { getConfig } from '../../rules/configs';
import { apiTitle, normaliseApiCode } from '../../rules/suppliers';

type ApiGameRow = {
  id: number;
  api_name: string;
  game_type: number;
  title_json: string;
  subtitle: string;
  subtitle_json: string;
  mobile_pic: string;
  web_pic: string;
  logo_url: string;
  tags: string;
  client_type: number;
  is_open: number;
  weight: number;
  created_at: number;
  updated_at: number;
};
type GameListRow = {
  id: number;
  api_name: string;
  name: string;
  en_name: string;
  name_json: string;
  game_type: number;
  game_code: string;
  img_url: string;
  client_type: number;
  tags: string;
  is_open: number;
  weight: number;
  created_at: number;
  updated_at: number;
};
type Category = {
  title: string;
  type: 'hot' | number;
  icon_before: string;
  icon_after: string;
  is_open: number;
  weight: number;
};

function apiGameOut(r: ApiGameRow, lang: Lang) {
  return {
    id: r.id,
    title: pickTitle(r.title_json, lang),
    subtitle: (r.subtitle_json && pickTitle(r.subtitle_json, lang)) || r.subtitle,
    web_pic: r.web_pic,
    mobile_pic: r.mobile_pic,
    logo_url: r.logo_url,
    api_name: r.api_name,
    class_name: '',
    game_type: r.game_type,
    params: '',
    is_open: r.is_open,
    weight: r.weight,
    client_type: r.client_type,
    tags: r.tags,
    remark: '',
    lang_json: r.title_json,
    lang,
    created_at: isoMicro(new Date(r.created_at)),
    updated_at: isoMicro(new Date(r.updated_at)),
    icon_url: r.logo_url,
  };
}

function gameListOut(ctx: Ctx, r: GameListRow, lang: Lang) {
  return {
    id: r.id,
    api_name: r.api_name,
    name: (r.name_json && pickTitle(r.name_json, lang)) || (lang.startsWith('zh') ? r.name : r.en_name),
    en_name: r.en_name,
    game_type: r.game_type,
    game_code: r.game_code,
    img_path: r.img_url,
    img_url: r.img_url,
    client_type: r.client_type,
    platform: '',
    param_remark: '',
    is_open: r.is_open,
    weight: r.weight,
    tags: r.tags,
    created_at: isoMicro(new Date(r.created_at)),
    updated_at: isoMicro(new Date(r.updated_at)),
    full_image_url: r.img_url,
    api: { api_name: r.api_name, api_title: apiTitle(ctx.db, r.api_name, lang) },
  };
}

const OPEN_API_GAMES = `SELECT g.* FROM api_games g JOIN apis a ON a.api_name = g.api_name WHERE g.is_open = 1 AND a.is_open = 1`;

function apiGamesOfType(ctx: Ctx, gameType: number): ApiGameRow[] {
  return ctx.db
    .prepare(`${OPEN_API_GAMES} AND g.game_type = ? ORDER BY g.weight DESC, g.id`)
    .all(gameType) as ApiGameRow[];
}

function hotApiGames(ctx: Ctx): ApiGameRow[] {
  return ctx.db
    .prepare(`${OPEN_API_GAMES} AND (',' || g.tags || ',') LIKE '%,hot,%' ORDER BY g.weight DESC, g.id`)
    .all() as ApiGameRow[];
}

function categories(ctx: Ctx, name: string, lang: Lang) {
  let list: Category[] = [];
  try {
    list = JSON.parse(getConfig(ctx.db, name, lang) || '[]') as Category[];
  } catch {
    list = [];
  }
  return list
    .filter((c) => Number(c.is_open) === 1)
    .sort((a, b) => b.weight - a.weight)
    .map((c) => {
      const rows = c.type === 'hot' ? hotApiGames(ctx) : apiGamesOfType(ctx, Number(c.type));
      return {
        title: c.title,
        icon_before: c.icon_before,
        icon_after: c.icon_after,
        child: rows.length ? rows.map((r) => apiGameOut(r, lang)) : null,
      };
    });
}

function requireGameType(v: unknown, lang: Lang): number {
  const n = Number(v);
  if (v === undefined || v === '' || !Number.isInteger(n)) fail(400, tGame(lang, 'gameTypeRequired'));
  return n;
}

const listQuery = Type.Object({
  gameType: Type.Optional(Type.String({ maxLength: 3 })),
  api_code: Type.Optional(Type.String({ maxLength: 20 })),
  isMobile: Type.Optional(Type.String({ maxLength: 5 })),
  tag: Type.Optional(oneOfStrings(['hot', 'recommend', 'new', 'all', ''])),
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
});
const apisQuery = Type.Object({
  gameType: Type.Optional(Type.String({ maxLength: 3 })),
  isMobile: Type.Optional(Type.String({ maxLength: 5 })),
});

export function registerGameCatalog(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);

  api.get('/games/lists', { schema: { querystring: listQuery } }, async (req) => {
    const q = req.query;
    const lang = req.lang;
    const gameType = requireGameType(q.gameType, req.lang);
    const mobile = !!q.isMobile && q.isMobile !== '0' && q.isMobile !== 'false';
    if (gameType === 2) {
      const rows = apiGamesOfType(ctx, 2)
        .filter((r) => !q.api_code || r.api_name === normaliseApiCode(q.api_code))
        .map((r) => apiGameOut(r, lang));
      if (mobile) return ok({ data: rows });
      const { page: p, limit, offset } = paging(q, 15);
      return ok({
        data: page(
          rows.slice(offset, offset + limit),
          rows.length,
          p,
          q.limit ?? limit,
          `http://${req.headers.host}/api/games/lists`,
        ),
      });
    }
    const where: string[] = ['l.is_open = 1', 'a.is_open = 1', 'l.game_type = ?'];
    const params: unknown[] = [gameType];
    if (q.api_code) {
      where.push('l.api_name = ?');
      params.push(normaliseApiCode(q.api_code));
    }
    if (q.tag && q.tag !== 'all') {
      where.push("(',' || l.tags || ',') LIKE ?");
      params.push(`%,${q.tag},%`);
    }
    if (q.keyword) {
      // the name as the member reads it counts too
      where.push("(l.name LIKE ? OR l.en_name LIKE ? OR (l.name_json != '' AND json_extract(l.name_json, ?) LIKE ?))");
      params.push(`%${q.keyword}%`, `%${q.keyword}%`, `$.${lang}`, `%${q.keyword}%`);
    }
    const from = `FROM game_lists l JOIN apis a ON a.api_name = l.api_name WHERE ${where.join(' AND ')}`;
    if (mobile) {
      const rows = ctx.db.prepare(`SELECT l.* ${from} ORDER BY l.weight DESC, l.id`).all(...params) as GameListRow[];
      return ok({ data: rows.map((r) => gameListOut(ctx, r, lang)) });
    }
    const { page: p, limit, offset } = paging(q, 15);
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n ${from}`).get(...params) as { n: number }).n;
    const rows = ctx.db
      .prepare(`SELECT l.* ${from} ORDER BY l.weight DESC, l.id LIMIT ? OFFSET ?`)
      .all(...params, limit, offset) as GameListRow[];
    return ok({
      data: page(
        rows.map((r) => gameListOut(ctx, r, lang)),
        total,
        p,
        q.limit ?? limit,
        `http://${req.headers.host}/api/games/lists`,
      ),
    });
  });

  api.post('/game/type', async (req) => {
    const lang = req.lang;
    const ly = ctx.db.prepare("SELECT title_json FROM apis WHERE api_name = 'LY'").get() as
      { title_json: string } | undefined;
    return ok({
      data: GAME_TYPE_KEYS.map((k) => ({
        key: k,
        value: k === 99 && ly ? pickTitle(ly.title_json, lang) : gameTypeText(k, lang),
        isLobbyPage: k === 3 || k === 6,
      })),
    });
  });

  api.get(
    '/games/apis',
    {
      schema: { querystring: apisQuery },
    },
    async (req) => {
      const q = req.query;
      const lang = req.lang;
      const gameType = requireGameType(q.gameType, req.lang);
      return ok({ data: apiGamesOfType(ctx, gameType).map((r) => apiGameOut(r, lang)) });
    },
  );

  api.get('/games', async (req) => {
    const lang = req.lang;
    return ok({ data: categories(ctx, 'mobile_category_json', lang), web: categories(ctx, 'web_category_json', lang) });
  });
}
