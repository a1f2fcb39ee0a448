/**
 * A supplier's games of one type, drawn early for visitors and members alike: the rows, the title its address names
 * and the tags above them. The opening view is the same whatever the address names, so the build draws it at one.
 */
import { gameListAnswer, gameListOf } from '@/api/gameListAnswers';
import { gameListTitle, supplierGameFigures, type GameListFigures } from './gameFigures';
import type { DeclaredLists, DrawnAt } from '@/early/declaration';

export const lists = {
  gameList: {
    read: 'games/lists',
    visitor: true,
    rows: (body, say, { address }) => {
      const [, code, type] = /^\/main\/recommendgame\/([^/]+)\/([^/]+)/i.exec(address.path) ?? [];
      const { apiCode, gameType } = gameListOf(code, type);
      const list = gameListAnswer(body);
      const view: GameListFigures = {
        gameTitle: gameListTitle(apiCode, say(`type.${gameType}`)),
        tagsClass: 'game-tags',
      };
      return { list, rows: list.items.map(supplierGameFigures), view };
    },
  },
} satisfies DeclaredLists;

/** The lists the game list's rows slots name. */
export type GameListLists = typeof lists;

export const drawnAt: DrawnAt = { RecommendGame: '/Main/recommendGame/PG/3' };
