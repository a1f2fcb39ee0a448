import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { registerOperatorCore } from './core';
import { registerOperatorMoney } from './money';
import { registerOperatorProgrammes } from './programmes';

/** Every operator control group, mounted under /__operator (loopback only). */
export const OPERATOR_GROUPS: Array<(op: FastifyInstance, ctx: Ctx) => void> = [
  registerOperatorCore,
  registerOperatorMoney,
  registerOperatorProgrammes,
];
