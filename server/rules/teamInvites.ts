import { randomBytes } from 'node:crypto';
import type { Db } from '../db/types';
import type { Clock } from '../lib/time';

/** An agent's invitation link as stored; its rates sit apart in invite_rates. */
export type InviteRow = {
  id: number;
  member_id: number;
  token: string;
  is_open: number;
  records_count: number;
  created_at: number;
  updated_at: number;
};

/** Sets the rates a member who signs up through the invitation starts with (rates already checked). */
function putRates(db: Db, inviteId: number, rates: Map<number, string>): void {
  const put = db.prepare('INSERT OR REPLACE INTO invite_rates (invite_id, game_type, rate) VALUES (?,?,?)');
  for (const [t, r] of rates) put.run(inviteId, t, r);
}

/**
 * A new invitation of the agent with its rates, in one transaction. The token is random: the platform's
 * md5(id+time) could be guessed, and a guessed token signs a stranger up under the agent.
 */
export function createInvite(db: Db, clock: Clock, agentId: number, rates: Map<number, string>): void {
  db.transaction(() => {
    const now = clock.now().getTime();
    const info = db
      .prepare('INSERT INTO agent_invites (member_id, token, created_at, updated_at) VALUES (?,?,?,?)')
      .run(agentId, randomBytes(16).toString('hex'), now, now);
    putRates(db, Number(info.lastInsertRowid), rates);
  })();
}

/** Whether the invitation is the agent's own: an agent changes no other agent's links. */
export function isOwnInvite(db: Db, agentId: number, inviteId: number): boolean {
  return Boolean(db.prepare('SELECT id FROM agent_invites WHERE id = ? AND member_id = ?').get(inviteId, agentId));
}

/** Opens or closes an invitation (when `isOpen` is given) and sets its rates, in one transaction. */
export function updateInvite(
  db: Db,
  clock: Clock,
  inviteId: number,
  isOpen: 0 | 1 | undefined,
  rates: Map<number, string>,
): void {
  db.transaction(() => {
    if (isOpen !== undefined)
      db.prepare('UPDATE agent_invites SET is_open = ?, updated_at = ? WHERE id = ?').run(
        isOpen,
        clock.now().getTime(),
        inviteId,
      );
    putRates(db, inviteId, rates);
  })();
}

/** A page of the agent's invitations, newest first, each with its rates by game type. */
export function invitesPage(db: Db, agentId: number, limit: number, offset: number) {
  const total = (
    db.prepare('SELECT COUNT(*) AS n FROM agent_invites WHERE member_id = ?').get(agentId) as { n: number }
  ).n;
  const rows = db
    .prepare('SELECT * FROM agent_invites WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
    .all(agentId, limit, offset) as InviteRow[];
  const rateRows = db.prepare(
    'SELECT invite_id, game_type, rate FROM invite_rates WHERE invite_id = ? ORDER BY game_type',
  );
  return {
    total,
    rows: rows.map((r) => ({
      row: r,
      rates: rateRows.all(r.id) as Array<{ invite_id: number; game_type: number; rate: string }>,
    })),
  };
}
