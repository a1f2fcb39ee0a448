import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { registerAssets } from './assets';
import { registerPages } from './pages';
import { registerGameSim } from './games';

/**
 * Served outside /api: generated images, the maintenance and desktop stand-in pages, the simulated game suppliers.
 * Their pages speak the `?lang=` of the request, which the app reads into req.lang for every request.
 */
export function registerSim(app: FastifyInstance, ctx: Ctx): void {
  registerAssets(app, ctx);
  registerPages(app, ctx);
  registerGameSim(app, ctx);
}
