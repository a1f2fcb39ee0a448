import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { registerPayments } from './recharge/payments';
import { registerRechargeSubmit } from './recharge/submit';
import { registerRechargeUpload } from './recharge/upload';
import { registerRechargeList } from './recharge/list';

/** Payment channels, online and company recharges, payment proof upload, recharge records (docs/platform-api.md#recharge-and-records). */
export function registerRecharge(api: FastifyInstance, ctx: Ctx): void {
  registerPayments(api, ctx);
  registerRechargeSubmit(api, ctx);
  registerRechargeUpload(api, ctx);
  registerRechargeList(api, ctx);
}
