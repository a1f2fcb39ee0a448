import type { Db } from '../db/types';
import type { Clock } from '../lib/time';
import { today } from '../lib/platformDay';
import { TEAM_CTE } from './team';

/** A direct downline member as the agent's list reads them (money in cents). */
export type ChildRow = {
  id: number;
  name: string;
  nickname: string | null;
  realname: string | null;
  money: number;
  fs_money: number;
  ml_money: number;
  status: number;
  is_demo: number;
  lang: string;
  top_id: number;
  agent_id: number;
  level: number;
  invite_code: string;
  created_at: number;
  updated_at: number;
};
export type LoginRow = { id: number; member_id: number; ip: string; created_at: number };

/** The member's agent id, 0 when they are not an agent (the agent area refuses them). */
export function agentIdOf(db: Db, memberId: number): number {
  return (db.prepare('SELECT agent_id FROM members WHERE id = ?').get(memberId) as { agent_id: number }).agent_id;
}

/**
 * A page of the agent's direct downline, newest first, optionally by a part of the name; each with their last
 * sign-in and the count and money of their own direct downline.
 */
export function childrenPage(db: Db, agentId: number, name: string | undefined, limit: number, offset: number) {
  const filter = name ? ' AND name LIKE ?' : '';
  const args: unknown[] = name ? [agentId, `%${name}%`] : [agentId];
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM members WHERE top_id = ?${filter}`).get(...args) as { n: number }
  ).n;
  const rows = db
    .prepare(
      `SELECT id, name, nickname, realname, money, fs_money, ml_money, status, is_demo, lang, top_id, agent_id, level, invite_code,
      created_at, updated_at FROM members WHERE top_id = ?${filter} ORDER BY id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, limit, offset) as ChildRow[];
  const lastLogin = db.prepare(
    'SELECT id, member_id, ip, created_at FROM login_logs WHERE member_id = ? ORDER BY id DESC LIMIT 1',
  );
  const children = db.prepare('SELECT COUNT(*) AS n, SUM(money) AS s FROM members WHERE top_id = ?');
  return {
    total,
    rows: rows.map((r) => ({
      row: r,
      lastLogin: lastLogin.get(r.id) as LoginRow | undefined,
      kids: children.get(r.id) as { n: number; s: number | null },
    })),
  };
}

/** The agent's whole downline (every level), their direct downline, and the whole downline's sign-ups today. */
export function teamCounts(db: Db, clock: Clock, agentId: number) {
  const teamTotal = (db.prepare(`${TEAM_CTE} SELECT COUNT(*) AS n FROM team`).get(agentId) as { n: number }).n;
  const direct = (db.prepare('SELECT COUNT(*) AS n FROM members WHERE top_id = ?').get(agentId) as { n: number }).n;
  const newToday = (
    db
      .prepare(`${TEAM_CTE} SELECT COUNT(*) AS n FROM members WHERE id IN (SELECT id FROM team) AND created_at >= ?`)
      .get(agentId, today(clock).start) as { n: number }
  ).n;
  return { team_total_count: teamTotal, team_direct_count: direct, today_new_count: newToday };
}

/**
 * A new direct downline member of the agent, in the agent's language, with their invite code and rates
 * (checked against the agent's own). Must run in the caller's transaction, after nameTaken.
 */
export function addChild(
  db: Db,
  clock: Clock,
  agent: { id: number; lang: string },
  name: string,
  passwordHash: string,
  rates: Map<number, string>,
): number {
  const now = clock.now().getTime();
  const info = db
    .prepare(
      `INSERT INTO members (name, password_hash, top_id, lang, register_site, created_at, updated_at)
        VALUES (?,?,?,?,?,?,?)`,
    )
    .run(name, passwordHash, agent.id, agent.lang, 'agent', now, now);
  const id = Number(info.lastInsertRowid);
  db.prepare('UPDATE members SET invite_code = ? WHERE id = ?').run(`INV${1000 + id}`, id);
  const put = db.prepare('INSERT INTO agent_fd_rates (member_id, game_type, rate) VALUES (?,?,?)');
  for (const [t, r] of rates) put.run(id, t, r);
  return id;
}

/** Sets a direct downline member's rates (already checked against the agent's), in one transaction. */
export function setChildRates(db: Db, childId: number, rates: Map<number, string>): void {
  db.transaction(() => {
    const put = db.prepare('INSERT OR REPLACE INTO agent_fd_rates (member_id, game_type, rate) VALUES (?,?,?)');
    for (const [t, r] of rates) put.run(childId, t, r);
  })();
}
