import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';

export function registerMember(_api: FastifyInstance, _ctx: Ctx): void {}
