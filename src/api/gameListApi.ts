import { baseApi } from './baseApi';
import type { Envelope } from './baseQuery';
import type { GameListItem } from './gameApi';
import { KEEP_LIST_S, pagedDefinitions, pagedList, type Paged } from './listPages';
import { listFromPage, type PagedList } from '@/lib/pagedList';

// The game list's endpoints (contract §3.8 games/lists) live apart from gameApi.ts, which home loads at
// start: the paged-list machinery they need then stays in the game list's own chunk.

export type GameListTag = 'hot' | 'recommend' | 'new' | 'all';
export type GameListArgs = { gameType: string; api_code: string; tag: GameListTag; keyword: string };
export type GameListPage = PagedList<GameListItem>;

/** Games a page: a screenful and a half of rows, so the list fills before the member scrolls. */
export const GAME_PAGE_SIZE = 20;

// The paged form (no isMobile) so the list grows as the member scrolls; fishing answers supplier rows,
// which carry a title and no game code: they are read into the same shape.
const gameListLists = pagedDefinitions<GameListArgs, GameListPage>({
  query: ({ gameType, api_code, tag, keyword, page = 1 }: Paged<GameListArgs>) => ({
    url: 'games/lists',
    params: { gameType, api_code, tag, keyword: keyword || undefined, page, limit: GAME_PAGE_SIZE },
  }),
  answer: (body: Envelope) => {
    const list = listFromPage<GameListItem & { title?: string; mobile_pic?: string }>(body.data);
    return {
      ...list,
      items: list.items.map((g) => ({
        ...g,
        name: g.name ?? g.title ?? g.api_name,
        game_code: g.game_code ?? '',
        img_url: g.img_url ?? g.mobile_pic,
      })),
    };
  },
  tags: ['Game'],
  keep: KEEP_LIST_S,
});

export const gameListApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    gameList: build.query<GameListPage, GameListArgs>(gameListLists.list),
    gameListPage: build.query<GameListPage, Paged<GameListArgs>>(gameListLists.page),
  }),
});

export const { useGameListQuery } = gameListApi;

export const loadGameListPage = pagedList(gameListApi.endpoints.gameList, gameListApi.endpoints.gameListPage);
