import type { E2eServer } from './server';
import { ROUTE_TABLE } from '../../src/state/routeTable';

/** Every route of the table with its parameters filled from the seeded data. */
export function routesOf(server: E2eServer): string[] {
  const db = server.ctx.db;
  const game = db.prepare('SELECT api_name, game_type FROM api_games WHERE is_open = 1 ORDER BY id LIMIT 1').get() as {
    api_name: string;
    game_type: number;
  };
  const activity = db.prepare('SELECT id FROM activities ORDER BY id LIMIT 1').get() as { id: number };
  const fill: Record<string, string> = {
    id: String(activity.id),
    api_code: game.api_name,
    gametype: String(game.game_type),
  };
  return ROUTE_TABLE.map((r) => r.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(fill[name] ?? '1')));
}
