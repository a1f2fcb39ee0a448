import type { DbCtx } from '../db/types';
import { textsOf, type Texts } from '../i18n/lang';
import { move } from './ledger';
import { getConfig } from './configs';
import { allLevels, awardWallet, levelFor, plainAmount, totalValidBet, type LevelRow } from './levels';
import { notifyMember } from './notify';
import { tLevelup } from '../i18n/levelup';

const DAY = 86400_000;

function addMonth(ms: number): number {
  const d = new Date(ms);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.getTime();
}

function lastAward(ctx: DbCtx, memberId: number, type: number): number | null {
  const row = ctx.db
    .prepare('SELECT MAX(created_at) AS at FROM money_logs WHERE member_id = ? AND operate_type = ?')
    .get(memberId, type) as { at: number | null };
  return row.at;
}

type Notice = { title: Texts; body: Texts; at: number };

/**
 * The member's periodic tasks run at login and token refresh (docs/platform-api.md#level-up): level-up awards,
 * weekly and monthly salary. Called by the auth routes. Everything is decided inside one transaction
 * from the money logs themselves, so a repeated or concurrent run pays nothing twice.
 */
export function runMemberTasks(ctx: DbCtx, memberId: number): void {
  const { db } = ctx;
  if (getConfig(db, 'activity_shengji_enable') !== '1') return;
  const notices: Notice[] = [];
  db.transaction(() => {
    const m = db.prepare('SELECT id, level, is_demo, status, total_credit FROM members WHERE id = ?').get(memberId) as
      { id: number; level: number; is_demo: number; status: number; total_credit: number } | undefined;
    if (!m || m.is_demo || m.status === -1) return;
    const wallet = awardWallet(db);
    const now = ctx.clock.now().getTime();
    const levels = allLevels(db);
    const reached = levelFor(levels, totalValidBet(db, m.id));
    let level = m.level;
    if (reached > level) {
      for (const l of levels.filter((x) => x.level > level && x.level <= reached)) {
        if (l.level_money > 0) {
          move(db, ctx.clock, {
            memberId: m.id,
            wallet,
            delta: l.level_money,
            operateType: 20,
            description: textsOf(tLevelup, 'type20'),
            modelName: 'Level',
            modelId: l.level,
          });
          notices.push({
            title: textsOf(tLevelup, 'levelTitle'),
            body: textsOf(tLevelup, 'levelBody', { level: l.level, money: plainAmount(l.level_money) }),
            at: now,
          });
        }
      }
      const top = levels.find((x) => x.level === reached) as LevelRow;
      db.prepare('UPDATE members SET level = ?, total_credit = MAX(total_credit, ?) WHERE id = ?').run(
        reached,
        top.credit_money,
        m.id,
      );
      level = reached;
    }
    const cur = levels.find((x) => x.level === level);
    if (!cur) return;
    const lastWeek = lastAward(ctx, m.id, 21);
    if (cur.week_money > 0 && (lastWeek === null || now - lastWeek >= 7 * DAY)) {
      const at = lastWeek === null ? now : lastWeek + 7 * DAY;
      move(db, ctx.clock, {
        memberId: m.id,
        wallet,
        delta: cur.week_money,
        operateType: 21,
        description: textsOf(tLevelup, 'type21'),
        modelName: 'Level',
        modelId: level,
        at,
      });
      notices.push({
        title: textsOf(tLevelup, 'weekTitle'),
        body: textsOf(tLevelup, 'weekBody', { level, money: plainAmount(cur.week_money) }),
        at: now,
      });
    }
    const lastMonth = lastAward(ctx, m.id, 22);
    if (cur.month_money > 0 && (lastMonth === null || (now - lastMonth >= 30 * DAY && addMonth(lastMonth) <= now))) {
      const at = lastMonth === null ? now : addMonth(lastMonth);
      move(db, ctx.clock, {
        memberId: m.id,
        wallet,
        delta: cur.month_money,
        operateType: 22,
        description: textsOf(tLevelup, 'type22'),
        modelName: 'Level',
        modelId: level,
        at,
      });
      notices.push({
        title: textsOf(tLevelup, 'monthTitle'),
        body: textsOf(tLevelup, 'monthBody', { level, money: plainAmount(cur.month_money) }),
        at: now,
      });
    }
  })();
  for (const n of notices) notifyMember(ctx, memberId, n.title, n.body, n.at);
}
