import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';

/** Pages served outside /api: the simulated game suppliers, the maintenance page, the desktop stand-in. */
export function registerSim(_app: FastifyInstance, _ctx: Ctx): void {}
