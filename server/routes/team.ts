import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { registerTeamMembers } from './team/members';
import { registerTeamRecords } from './team/records';
import { registerTeamReports } from './team/reports';
import { registerTeamInvites } from './team/invites';

/** The agent area (docs/platform-api.md#team): every call needs an agent member. */
export function registerTeam(api: FastifyInstance, ctx: Ctx): void {
  registerTeamMembers(api, ctx);
  registerTeamRecords(api, ctx);
  registerTeamReports(api, ctx);
  registerTeamInvites(api, ctx);
}
