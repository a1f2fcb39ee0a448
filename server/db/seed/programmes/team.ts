import { randomBytes } from 'node:crypto';
import type { Db } from '../../types';
import type { Clock } from '../../../lib/time';
import { memberId } from '../core';

/** Rates in % by game type: 1 live, 2 fishing, 3 slot, 4 lottery, 5 sport, 6 cards, 7 other, 99 system lottery. */
const SYSTEM_LOWEST: Record<number, string> = {
  1: '0.10',
  2: '0.10',
  3: '0.10',
  4: '0.10',
  5: '0.10',
  6: '0.10',
  7: '0.10',
  99: '0.10',
};
const AGENT: Record<number, string> = {
  1: '0.80',
  2: '0.60',
  3: '1.00',
  4: '0.50',
  5: '0.70',
  6: '0.60',
  7: '0.50',
  99: '0.50',
};
const CHILD: Record<number, string> = {
  1: '0.50',
  2: '0.40',
  3: '0.70',
  4: '0.30',
  5: '0.50',
  6: '0.40',
  7: '0.30',
  99: '0.30',
};

export function seedTeam(db: Db, clock: Clock): void {
  const put = db.prepare('INSERT INTO agent_fd_rates (member_id, game_type, rate) VALUES (?,?,?)');
  const rates = (id: number, table: Record<number, string>) =>
    Object.entries(table).forEach(([t, r]) => put.run(id, Number(t), r));
  rates(0, SYSTEM_LOWEST);
  const agent = memberId(db, 'agent001');
  rates(agent, AGENT);
  for (const name of ['team0001', 'team0002', 'team0003']) rates(memberId(db, name), CHILD);
  const now = clock.now().getTime();
  const invite = db.prepare(
    'INSERT INTO agent_invites (member_id, token, is_open, records_count, created_at, updated_at) VALUES (?,?,?,?,?,?)',
  );
  const inviteRate = db.prepare('INSERT INTO invite_rates (invite_id, game_type, rate) VALUES (?,?,?)');
  [
    [1, 2, 20],
    [0, 0, 5],
  ].forEach(([open, count, daysAgo]) => {
    const at = now - daysAgo * 86400_000;
    const id = Number(invite.run(agent, randomBytes(16).toString('hex'), open, count, at, at).lastInsertRowid);
    Object.entries(CHILD).forEach(([t, r]) => inviteRate.run(id, Number(t), r));
  });
}
