import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';

export function registerRecharge(_api: FastifyInstance, _ctx: Ctx): void {}
