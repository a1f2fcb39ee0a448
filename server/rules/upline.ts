import type { Db } from '../db/types';
import { hasTable } from '../db/tables';

export type Upline = { id: number; lang: string; inviteId?: number };

/**
 * The agent a new member registers under: an open invite link's agent first, then the agent whose invite
 * code was typed (docs/platform-api.md#auth-and-member). Only active, non-demo agents qualify.
 */
export function findUpline(db: Db, inviteToken: string, inviteCode: string): Upline | undefined {
  if (inviteToken && hasTable(db, 'agent_invites')) {
    const row = db
      .prepare(
        `SELECT m.id, m.lang, i.id AS inviteId FROM agent_invites i JOIN members m ON m.id = i.member_id
      WHERE i.token = ? AND i.is_open = 1 AND m.agent_id > 0 AND m.status = 1 AND m.is_demo = 0`,
      )
      .get(inviteToken) as Upline | undefined;
    if (row) return row;
  }
  if (!inviteCode) return undefined;
  return db
    .prepare('SELECT id, lang FROM members WHERE invite_code = ? AND agent_id > 0 AND status = 1 AND is_demo = 0')
    .get(inviteCode) as Upline | undefined;
}

/** Counts the registration on the invite link and gives the new member the link's rebate rates. Inside the register transaction. */
export function recordInvite(db: Db, upline: Upline, memberId: number, now: number): void {
  if (!upline.inviteId) return;
  db.prepare('UPDATE agent_invites SET records_count = records_count + 1, updated_at = ? WHERE id = ?').run(
    now,
    upline.inviteId,
  );
  if (hasTable(db, 'invite_rates') && hasTable(db, 'agent_fd_rates')) {
    db.prepare(
      `INSERT OR REPLACE INTO agent_fd_rates (member_id, game_type, rate)
      SELECT ?, game_type, rate FROM invite_rates WHERE invite_id = ?`,
    ).run(memberId, upline.inviteId);
  }
}
