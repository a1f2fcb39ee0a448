import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { registerGameWallet } from './game/wallet';
import { registerGameRecords } from './game/records';
import { registerGameCatalog } from './game/catalog';

/** Game suppliers, game wallets and transfers, bet records, game catalogues (docs/platform-api.md#games-and-wallets, docs/platform-api.md#site-content `/games`). */
export function registerGame(api: FastifyInstance, ctx: Ctx): void {
  registerGameWallet(api, ctx);
  registerGameRecords(api, ctx);
  registerGameCatalog(api, ctx);
}
