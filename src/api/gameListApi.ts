import { baseApi } from './baseApi';
import { KEEP_LIST_S, pagedDefinitions, pagedList, type Paged } from './listPages';
import { gameListAnswer, gameListParams, type GameListArgs, type GameListPage } from './gameListAnswers';

export type { GameListArgs, GameListTag } from './gameListAnswers';

// The game list's endpoints (docs/platform-api.md#games-and-wallets games/lists) live apart from gameApi.ts, which home loads at
// start: the paged-list machinery they need then stays in the game list's own chunk.

// The paged form (no isMobile) so the list grows as the member scrolls (api/gameListAnswers).
const gameListLists = pagedDefinitions<GameListArgs, GameListPage>({
  query: ({ page = 1, ...args }: Paged<GameListArgs>) => ({ url: 'games/lists', params: gameListParams(args, page) }),
  answer: gameListAnswer,
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
