import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';

export function registerPages(_app: FastifyInstance, _ctx: Ctx): void {}
