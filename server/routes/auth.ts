import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { registerSession } from './auth/session';
import { registerSignup } from './auth/signup';
import { registerSms } from './auth/sms';

/** Sign-in, sessions, registration, demo accounts and SMS codes (docs/platform-api.md#auth-and-member). */
export function registerAuth(api: FastifyInstance, ctx: Ctx): void {
  registerSession(api, ctx);
  registerSignup(api, ctx);
  registerSms(api, ctx);
}
