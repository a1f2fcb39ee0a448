import type { Db } from '../db/types';
import type { Lang } from '../i18n/lang';

/** A supplier's entry of one game type (a hall or lobby), shown in the catalog. */
export type ApiGameRow = {
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
/** One game of a supplier's list (slots, fishing …). */
export type GameListRow = {
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

/** Only what is open, and only of a supplier that is open itself. */
const OPEN_API_GAMES = `SELECT g.* FROM api_games g JOIN apis a ON a.api_name = g.api_name WHERE g.is_open = 1 AND a.is_open = 1`;

/** The open entries of one game type, heaviest first. */
export function apiGamesOfType(db: Db, gameType: number): ApiGameRow[] {
  return db.prepare(`${OPEN_API_GAMES} AND g.game_type = ? ORDER BY g.weight DESC, g.id`).all(gameType) as ApiGameRow[];
}

/** The open entries tagged hot, heaviest first. */
export function hotApiGames(db: Db): ApiGameRow[] {
  return db
    .prepare(`${OPEN_API_GAMES} AND (',' || g.tags || ',') LIKE '%,hot,%' ORDER BY g.weight DESC, g.id`)
    .all() as ApiGameRow[];
}

/** `apiName` when given filters even if empty (a code that names no supplier lists nothing). */
export type GameFilter = { gameType: number; apiName?: string; tag?: string; keyword?: string };

/**
 * The open games of a type, of open suppliers, heaviest first: of one supplier, one tag ('all' is every
 * tag) or matching a keyword (the name as the member reads it counts too) when given. Every game when
 * `pageOf` is not given, else one page and the count of all.
 */
export function gameList(
  db: Db,
  lang: Lang,
  f: GameFilter,
  pageOf?: { limit: number; offset: number },
): { rows: GameListRow[]; total: number } {
  const where: string[] = ['l.is_open = 1', 'a.is_open = 1', 'l.game_type = ?'];
  const params: unknown[] = [f.gameType];
  if (f.apiName !== undefined) {
    where.push('l.api_name = ?');
    params.push(f.apiName);
  }
  if (f.tag && f.tag !== 'all') {
    where.push("(',' || l.tags || ',') LIKE ?");
    params.push(`%,${f.tag},%`);
  }
  if (f.keyword) {
    where.push("(l.name LIKE ? OR l.en_name LIKE ? OR (l.name_json != '' AND json_extract(l.name_json, ?) LIKE ?))");
    params.push(`%${f.keyword}%`, `%${f.keyword}%`, `$.${lang}`, `%${f.keyword}%`);
  }
  const from = `FROM game_lists l JOIN apis a ON a.api_name = l.api_name WHERE ${where.join(' AND ')}`;
  if (!pageOf) {
    const rows = db.prepare(`SELECT l.* ${from} ORDER BY l.weight DESC, l.id`).all(...params) as GameListRow[];
    return { rows, total: rows.length };
  }
  const total = (db.prepare(`SELECT COUNT(*) AS n ${from}`).get(...params) as { n: number }).n;
  const rows = db
    .prepare(`SELECT l.* ${from} ORDER BY l.weight DESC, l.id LIMIT ? OFFSET ?`)
    .all(...params, pageOf.limit, pageOf.offset) as GameListRow[];
  return { rows, total };
}

/** The lottery supplier's titles (game type 99 is named after it), when it is configured. */
export function lotterySupplierTitle(db: Db): string | undefined {
  const ly = db.prepare("SELECT title_json FROM apis WHERE api_name = 'LY'").get() as
    { title_json: string } | undefined;
  return ly?.title_json;
}
