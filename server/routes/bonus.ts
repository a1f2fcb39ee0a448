import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { registerDailyBonus } from './bonus/dailyBonus';
import { registerRedbag } from './bonus/redbag';
import { registerWheel } from './bonus/wheel';

/** Daily sign-in, red packet and lucky wheel (docs/platform-api.md#daily-bonus-red-packet-and-wheel). Every call needs a real (non-demo) member. */
export function registerBonus(api: FastifyInstance, ctx: Ctx): void {
  registerDailyBonus(api, ctx);
  registerRedbag(api, ctx);
  registerWheel(api, ctx);
}
