import type { Db } from '../db/types';
import type { Clock } from '../lib/time';
import { hashSecret, verifySecret } from './password';

/** The profile fields a member may change themselves; nothing else of the row is reachable from here. */
export type ProfileFields = Record<'realname' | 'email' | 'phone' | 'qq' | 'line' | 'facebook' | 'lang', string>;

/** Writes the profile fields given (an empty one keeps what is stored). */
export function updateProfile(db: Db, clock: Clock, memberId: number, fields: ProfileFields): void {
  const changes = (Object.entries(fields) as Array<[keyof ProfileFields, string]>).filter(([, v]) => v !== '');
  if (!changes.length) return;
  const sets = changes.map(([k]) => `${k} = ?`).join(', ');
  db.prepare(`UPDATE members SET ${sets}, updated_at = ? WHERE id = ?`).run(
    ...changes.map(([, v]) => v),
    clock.now().getTime(),
    memberId,
  );
}

/** A member's two secrets: the login password and the withdrawal password. */
export type SecretColumn = 'password_hash' | 'qk_pwd_hash';

/** Whether `given` is the member's current secret (a secret never set matches nothing). */
export function secretMatches(db: Db, memberId: number, column: SecretColumn, given: string): boolean {
  const row = db.prepare(`SELECT ${column} AS hash FROM members WHERE id = ?`).get(memberId) as { hash: string | null };
  return verifySecret(given, row.hash);
}

/** Stores a new secret, hashed. */
export function setSecret(db: Db, clock: Clock, memberId: number, column: SecretColumn, next: string): void {
  db.prepare(`UPDATE members SET ${column} = ?, updated_at = ? WHERE id = ?`).run(
    hashSecret(next),
    clock.now().getTime(),
    memberId,
  );
}

/** Whether the member has a withdrawal password yet. */
export function hasWithdrawalPassword(db: Db, memberId: number): boolean {
  const row = db.prepare('SELECT qk_pwd_hash FROM members WHERE id = ?').get(memberId) as {
    qk_pwd_hash: string | null;
  };
  return Boolean(row.qk_pwd_hash);
}

/**
 * Sets the first withdrawal password; false when one is already set. The guard against a concurrent second
 * "set" lives in the WHERE clause.
 */
export function setFirstWithdrawalPassword(db: Db, clock: Clock, memberId: number, qk: string): boolean {
  const r = db
    .prepare('UPDATE members SET qk_pwd_hash = ?, updated_at = ? WHERE id = ? AND qk_pwd_hash IS NULL')
    .run(hashSecret(qk), clock.now().getTime(), memberId);
  return r.changes > 0;
}
