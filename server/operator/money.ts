import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';

export function registerOperatorMoney(_op: FastifyInstance, _ctx: Ctx): void {}
