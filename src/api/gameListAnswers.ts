/**
 * The game list's request and answer (docs/platform-api.md#games-and-wallets games/lists): plain functions, with nothing of the framework, so
 * the early script sends the list's first page as the app's call does (early/homeReads) and the early shell's filler
 * (src/early/fill.ts) reads the answer as the app does.
 */
import type { Envelope } from './baseQuery';
import type { GameListItem } from './gameApi';
import { listFromPage, type PagedList } from '@/lib/pagedList';

export type GameListTag = 'hot' | 'recommend' | 'new' | 'all';
export type GameListArgs = { gameType: string; api_code: string; tag: GameListTag; keyword: string };
export type GameListPage = PagedList<GameListItem>;

/** Games a page: a screenful and a half of rows, so the list fills before the member scrolls. */
export const GAME_PAGE_SIZE = 20;

/** A page's parameters, in the order the call sends them (the paged form, no isMobile; no keyword when empty). */
export const gameListParams = ({ gameType, api_code, tag, keyword }: GameListArgs, page: number) => ({
  gameType,
  api_code,
  tag,
  keyword: keyword || undefined,
  page,
  limit: GAME_PAGE_SIZE,
});

/** A page of games; fishing answers supplier rows, which carry a title and no game code: read into the same shape. */
export function gameListAnswer(body: Envelope): GameListPage {
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
}

/** A game list's supplier and type as its address names them (`/Main/recommendGame/:api_code/:gametype`). */
export const gameListOf = (apiCode: string | undefined, gameType: string | undefined) => ({
  apiCode: (apiCode ?? '').trim().toUpperCase(),
  gameType: String(Number(gameType) || 0),
});
