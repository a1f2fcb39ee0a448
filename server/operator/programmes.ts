import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';

export function registerOperatorProgrammes(_op: FastifyInstance, _ctx: Ctx): void {}
