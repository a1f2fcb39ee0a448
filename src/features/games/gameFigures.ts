import { shownClass } from '@/lib/fillSlots';
import type { GameListItem } from '@/api/gameApi';

/** What a game's row shows: its name, picture and supplier, and whether it is marked hot or new. */
export type GameFacts = { name: string; image?: string | null; meta: string; hot?: boolean; isNew?: boolean };

/** A game's row's figures: its name, picture address and supplier, and the classes of its hot and new marks. */
export type GameRowFigures = { name: string; image: string; meta: string; hotClass: string; newClass: string };

/** A game list's own figures: its title (the supplier and the type its address names), and its tags' class. */
export type GameListFigures = { gameTitle: string; tagsClass: string };

/**
 * A game's row as figures, by slot name: what the app's row shows, and what the early script writes into a drawn
 * list's row from its own read of the list. The picture is the platform's address: the row takes it only when it is
 * http(s) (the app's row, and the filler's picture slot).
 */
export const gameRowFigures = (g: GameFacts): GameRowFigures => ({
  name: g.name,
  image: g.image ?? '',
  meta: g.meta,
  hotClass: shownClass('game-badge', Boolean(g.hot)),
  newClass: shownClass('game-badge', Boolean(g.isNew)),
});

const hasTag = (tags: string | null | undefined, tag: string) =>
  String(tags ?? '')
    .split(',')
    .map((s) => s.trim())
    .includes(tag);

/** A supplier's game of the list (games/lists) as its row shows it. */
export const supplierGameFigures = (g: GameListItem): GameRowFigures =>
  gameRowFigures({
    name: g.name,
    image: g.full_image_url || g.img_url,
    meta: g.api?.api_title ?? g.api_name,
    hot: hasTag(g.tags, 'hot'),
    isNew: hasTag(g.tags, 'new'),
  });

/** A game list's title: the supplier, and the type's name where the app knows the type. */
export const gameListTitle = (apiCode: string, typeName: string): string =>
  typeName ? `${apiCode} · ${typeName}` : apiCode;
