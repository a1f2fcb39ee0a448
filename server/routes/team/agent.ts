import type { Ctx, Req } from '../../http/context';
import { requireMember, type MemberRow } from '../../http/auth';
import { fail } from '../../lib/errors';
import { tTeam } from '../../i18n/team';

/** The signed-in member, when they are an agent: every call of the agent area starts here. */
export function requireAgent(ctx: Ctx, req: Req, allowDemo = false): MemberRow & { agent_id: number } {
  const m = requireMember(ctx, req, { allowDemo });
  const row = ctx.db.prepare('SELECT agent_id FROM members WHERE id = ?').get(m.id) as { agent_id: number };
  if (!row.agent_id) fail(400, tTeam(req.lang, 'notAgent'));
  return { ...m, agent_id: row.agent_id };
}
