import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { registerGameWallet } from './game/wallet';
import { registerGameRecords } from './game/records';
import { registerGameCatalog } from './game/catalog';

/** Game suppliers, game wallets and transfers, bet records, game catalogues (contract §3.8, §3.9 `/games`). */
export function registerGame(api: FastifyInstance, ctx: Ctx): void {
  registerGameWallet(api, ctx);
  registerGameRecords(api, ctx);
  registerGameCatalog(api, ctx);
}
