import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { registerAuth } from './auth';
import { registerMember } from './member';
import { registerMail } from './mail';
import { registerBank } from './bank';
import { registerSystem } from './system';
import { registerLottery } from './lottery';
import { registerGame } from './game';
import { registerRecharge } from './recharge';
import { registerMoneylog } from './moneylog';
import { registerDrawing } from './drawing';
import { registerRebate } from './rebate';
import { registerYuebao } from './yuebao';
import { registerCredit } from './credit';
import { registerLevelup } from './levelup';
import { registerAct } from './act';
import { registerBonus } from './bonus';
import { registerTeam } from './team';
import { registerVip } from './vip';
import { registerResponsible } from './responsible';

/** Every API route group, mounted under /api. */
export const ROUTE_GROUPS: Array<(api: FastifyInstance, ctx: Ctx) => void> = [
  registerAuth,
  registerMember,
  registerMail,
  registerBank,
  registerSystem,
  registerLottery,
  registerGame,
  registerRecharge,
  registerMoneylog,
  registerDrawing,
  registerRebate,
  registerYuebao,
  registerCredit,
  registerLevelup,
  registerAct,
  registerBonus,
  registerTeam,
  registerVip,
  registerResponsible,
];
