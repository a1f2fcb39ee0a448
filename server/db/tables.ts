import type { Db } from './types';

/** Whether an area's table exists: areas may be left out of a build, and the code that reads across them asks first. */
export function hasTable(db: Db, name: string): boolean {
  return Boolean(db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name));
}
