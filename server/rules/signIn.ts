import type { Db } from '../db/types';

/** What a sign-in checks of the named member: their password's hash and whether they may sign in. */
export function credentialsOf(db: Db, name: string) {
  return db.prepare('SELECT id, password_hash, status FROM members WHERE name = ?').get(name) as
    { id: number; password_hash: string; status: number } | undefined;
}

/**
 * Ends the member's session: a token carries the login_sec it was signed with (http/auth.ts), so moving it on
 * makes every token given before refused.
 */
export function endSession(db: Db, memberId: number): void {
  db.prepare('UPDATE members SET login_sec = login_sec + 1 WHERE id = ?').run(memberId);
}
