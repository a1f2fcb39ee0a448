import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';

export function registerBonus(_api: FastifyInstance, _ctx: Ctx): void {}
