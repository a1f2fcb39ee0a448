import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';

export function registerYuebao(_api: FastifyInstance, _ctx: Ctx): void {}
