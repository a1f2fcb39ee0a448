/** The local lottery: the only game a demo (trial) account may enter (docs/screens.md#who-may-do-what). */
export const DEMO_GAME_CODE = 'JZ';

export type PlayDecision =
  | { kind: 'loginRequired' }
  | { kind: 'demoRefused' }
  | { kind: 'sameWindow'; params: Record<string, string> }
  | { kind: 'newWindow'; params: Record<string, string> };

export type PlayRequest = {
  apiCode: string;
  /** The supplier's `params` (a JSON object string) and explicit extras, as the original helper merged them. */
  params?: string | Record<string, unknown> | null;
  extra?: Record<string, string | number | undefined>;
};

function paramsOf(raw: PlayRequest['params']): Record<string, string> {
  let obj: unknown = raw;
  if (typeof raw === 'string') {
    try {
      obj = JSON.parse(raw);
    } catch {
      obj = null;
    }
  }
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = String(v);
  }
  return out;
}

/**
 * Opening a game (docs/platform-api.md#games-and-wallets, docs/screens.md#who-may-do-what): a visitor must log in; a demo member may only open the
 * local lottery (same window); a member opens the lottery in place and every other game in a new window.
 */
export function decidePlay(req: PlayRequest, who: { isLoggedIn: boolean; isDemo: boolean }): PlayDecision {
  if (!who.isLoggedIn) return { kind: 'loginRequired' };
  const apiCode = req.apiCode.trim();
  const extra: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.extra ?? {})) if (v !== undefined) extra[k] = String(v);
  const params = { ...paramsOf(req.params), ...extra, api_code: apiCode, isMobile: '1' };
  const isLottery = apiCode.toUpperCase() === DEMO_GAME_CODE;
  if (who.isDemo) return isLottery ? { kind: 'sameWindow', params } : { kind: 'demoRefused' };
  return isLottery ? { kind: 'sameWindow', params } : { kind: 'newWindow', params };
}

/**
 * Game types whose suppliers list their games (slots, cards: the platform's `isLobbyPage` types, and the
 * lottery): a tile of these opens the game list; any other type enters the supplier's own lobby.
 */
export const GAME_LIST_TYPES: readonly number[] = [3, 4, 6];

/** What a supplier tile of the game hall does when tapped. */
export type TileAction =
  { kind: 'list'; apiCode: string; gameType: number } | { kind: 'play'; apiCode: string; gameType: number };

export function tileAction(tile: { api_name: string; game_type: number | string }): TileAction {
  const gameType = Number(tile.game_type) || 0;
  const apiCode = tile.api_name.trim();
  return GAME_LIST_TYPES.includes(gameType) ? { kind: 'list', apiCode, gameType } : { kind: 'play', apiCode, gameType };
}

/** Game-type keys (docs/platform-api.md#games-and-wallets) to the app's own names, since the platform may send them only in Chinese. */
const GAME_TYPE_NAMES: Record<number, string> = {
  1: 'live',
  2: 'fishing',
  3: 'slot',
  4: 'lottery',
  5: 'sport',
  6: 'cards',
  7: 'esport',
  99: 'local',
};

/** The local lottery (the demo supplier's lottery type): its draws are a list of their own, not a supplier's games. */
export const isLocalLottery = (apiCode: string, gameType: string): boolean =>
  apiCode === DEMO_GAME_CODE && gameType === '4';

/** The game types the app names, by their keys (a function: the early script, which reads this file, needs none). */
export const gameTypes = (): number[] => Object.keys(GAME_TYPE_NAMES).map(Number);

/** The catalog id of a game type's name, or null for a type the app does not know. */
export function gameTypeMessageId(gameType: unknown): string | null {
  const name = GAME_TYPE_NAMES[Number(gameType)];
  return name ? `games.type.${name}Text` : null;
}

/** A game left open in another window or in place of the app, so its wallet is brought back on return. */
export type OpenGame = { apiCode: string; at: number };

/** Longer than any session a supplier keeps; an older mark is stale and brings nothing back. */
export const OPEN_GAME_TTL_MS = 12 * 3600_000;

export function parseOpenGame(raw: string | null, now: number): OpenGame | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<OpenGame>;
    if (typeof v.apiCode !== 'string' || !/^[A-Za-z0-9_]{1,20}$/.test(v.apiCode) || typeof v.at !== 'number')
      return null;
    if (v.at > now + 60_000 || now - v.at > OPEN_GAME_TTL_MS) return null;
    return { apiCode: v.apiCode, at: v.at };
  } catch {
    return null;
  }
}

/**
 * What coming back from a game does (docs/platform-api.md#games-and-wallets): in auto-transfer mode the game's balance is recovered
 * into the main wallet (game/recovery_last); in manual mode the member moves money, so the balances are only
 * read again. Nothing happens for a visitor or when no game was opened.
 */
export type ReturnPlan = { kind: 'none' } | { kind: 'recover'; apiCode: string } | { kind: 'refresh' };

export function returnPlan(open: OpenGame | null, who: { isLoggedIn: boolean; autoTransfer: boolean }): ReturnPlan {
  if (!open || !who.isLoggedIn) return { kind: 'none' };
  return who.autoTransfer ? { kind: 'recover', apiCode: open.apiCode } : { kind: 'refresh' };
}
