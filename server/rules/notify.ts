import type { DbCtx } from '../db/types';
import { hasTable } from '../db/tables';
import { deliverToMember, type MailText } from './mailbox';

/**
 * Puts a system message in a member's inbox through the mail area (tables `messages` /
 * `member_messages`); does nothing where those tables are absent. A failed notice never undoes the
 * award it announces: it runs in its own savepoint, after the award's transaction.
 */
export function notifyMember(ctx: DbCtx, memberId: number, title: MailText, content: MailText, at?: number): void {
  if (!hasTable(ctx.db, 'messages') || !hasTable(ctx.db, 'member_messages')) return;
  try {
    ctx.db.transaction(() => deliverToMember(ctx.db, ctx.clock, memberId, title, content, at))();
  } catch {
    // The inbox is a courtesy; the money movement it announces stands on its own.
  }
}
