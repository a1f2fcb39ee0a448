import type { Ctx, Req } from '../../http/context';
import { requireMember, type MemberRow } from '../../http/auth';
import { fail } from '../../lib/errors';
import { tTeam } from '../../i18n/team';
import { agentIdOf } from '../../rules/teamMembers';

/** The signed-in member, when they are an agent: every call of the agent area starts here. */
export function requireAgent(ctx: Ctx, req: Req, allowDemo = false): MemberRow & { agent_id: number } {
  const m = requireMember(ctx, req, { allowDemo });
  const agentId = agentIdOf(ctx.db, m.id);
  if (!agentId) fail(400, tTeam(req.lang, 'notAgent'));
  return { ...m, agent_id: agentId };
}
