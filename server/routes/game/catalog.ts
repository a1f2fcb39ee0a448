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
import { answer, flag, list, orNull, pageOf, row, text, whole } from '../answers';
import {
  apiGamesOfType as openApiGamesOfType,
  gameList,
  hotApiGames as openHotApiGames,
  lotterySupplierTitle,
  type ApiGameRow,
  type GameListRow,
} from '../../rules/gameCatalog';

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

const apiGamesOfType = (ctx: Ctx, gameType: number) => openApiGamesOfType(ctx.db, gameType);
const hotApiGames = (ctx: Ctx) => openHotApiGames(ctx.db);

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

/** A supplier's entry of a game type as apiGameOut writes it. */
const apiGame = row({
  id: whole,
  title: text,
  subtitle: text,
  web_pic: text,
  mobile_pic: text,
  logo_url: text,
  api_name: text,
  class_name: text,
  game_type: whole,
  params: text,
  is_open: whole,
  weight: whole,
  client_type: whole,
  tags: text,
  remark: text,
  lang_json: text,
  lang: text,
  created_at: text,
  updated_at: text,
  icon_url: text,
});
/** A game of a supplier's list as gameListOut writes it. */
const listedGame = row({
  id: whole,
  api_name: text,
  name: text,
  en_name: text,
  game_type: whole,
  game_code: text,
  img_path: text,
  img_url: text,
  client_type: whole,
  platform: text,
  param_remark: text,
  is_open: whole,
  weight: whole,
  tags: text,
  created_at: text,
  updated_at: text,
  full_image_url: text,
  api: row({ api_name: text, api_title: text }),
});
/** Game type 2 lists the suppliers' entries, every other type the games; the app's list whole, the site's a page. */
const listsAnswer = answer({
  data: Type.Union([list(apiGame), pageOf(apiGame), list(listedGame), pageOf(listedGame)]),
});
/** A home category with its entries (null when it has none). */
const category = row({ title: text, icon_before: text, icon_after: text, child: orNull(list(apiGame)) });

/** The game types by key and name; lobby types open a lobby page. */
const typesAnswer = answer({ data: list(row({ key: whole, value: text, isLobbyPage: flag })) });

export function registerGameCatalog(app: FastifyInstance, ctx: Ctx): void {
  const api = typed(app);

  api.get('/games/lists', { schema: { querystring: listQuery, response: { 200: listsAnswer } } }, async (req) => {
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
    const filter = {
      gameType,
      apiName: q.api_code ? normaliseApiCode(q.api_code) : undefined,
      tag: q.tag,
      keyword: q.keyword,
    };
    if (mobile) return ok({ data: gameList(ctx.db, lang, filter).rows.map((r) => gameListOut(ctx, r, lang)) });
    const { page: p, limit, offset } = paging(q, 15);
    const { rows, total } = gameList(ctx.db, lang, filter, { limit, offset });
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

  api.post('/game/type', { schema: { response: { 200: typesAnswer } } }, async (req) => {
    const lang = req.lang;
    const ly = lotterySupplierTitle(ctx.db);
    return ok({
      data: GAME_TYPE_KEYS.map((k) => ({
        key: k,
        value: k === 99 && ly !== undefined ? pickTitle(ly, lang) : gameTypeText(k, lang),
        isLobbyPage: k === 3 || k === 6,
      })),
    });
  });

  api.get(
    '/games/apis',
    {
      schema: { querystring: apisQuery, response: { 200: answer({ data: list(apiGame) }) } },
    },
    async (req) => {
      const q = req.query;
      const lang = req.lang;
      const gameType = requireGameType(q.gameType, req.lang);
      return ok({ data: apiGamesOfType(ctx, gameType).map((r) => apiGameOut(r, lang)) });
    },
  );

  api.get(
    '/games',
    { schema: { response: { 200: answer({ data: list(category), web: list(category) }) } } },
    async (req) => {
      const lang = req.lang;
      return ok({
        data: categories(ctx, 'mobile_category_json', lang),
        web: categories(ctx, 'web_category_json', lang),
      });
    },
  );
}
