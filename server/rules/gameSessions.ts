import { randomBytes } from 'node:crypto';
import type { Db } from '../db/types';

/** How long a game launch stays good: the simulated game reads its member from the session (sim/games.ts). */
export const SESSION_TTL_MS = 2 * 3600_000;

/**
 * A new game session for the member in a supplier's game, its game type the one asked for or else the
 * supplier's heaviest; expired sessions are pruned on the way. Returns the session token.
 */
export function openGameSession(
  db: Db,
  now: number,
  s: { memberId: number; apiName: string; gameType?: number; gameCode: string },
): string {
  const token = randomBytes(24).toString('base64url');
  const gameType =
    s.gameType ||
    (
      db.prepare('SELECT game_type FROM api_games WHERE api_name = ? ORDER BY weight DESC LIMIT 1').get(s.apiName) as
        { game_type: number } | undefined
    )?.game_type ||
    1;
  db.prepare(
    'INSERT INTO game_sessions (token, member_id, api_name, game_type, game_code, expires_at, created_at) VALUES (?,?,?,?,?,?,?)',
  ).run(token, s.memberId, s.apiName, gameType, s.gameCode, now + SESSION_TTL_MS, now);
  db.prepare('DELETE FROM game_sessions WHERE expires_at < ?').run(now);
  return token;
}
