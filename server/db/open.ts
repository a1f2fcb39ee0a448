import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DOMAINS } from './modules';
import type { Clock } from '../lib/time';
import type { Db } from './types';

/**
 * The shape of the tables and of the seed. A database file seeded at another one is built again from the
 * seed when opened: `CREATE TABLE IF NOT EXISTS` would keep its old columns, and its content would miss
 * what the seed has since gained (texts in every language). Raise it when either changes.
 */
export const SEED_VERSION = '2';

/** Opens (and on first use creates and seeds) the database. ':memory:' for tests. */
export function openDb(file: string, clock: Clock): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  if (seededAt(db) !== null && seededAt(db) !== SEED_VERSION) dropTables(db);
  for (const d of DOMAINS) db.exec(d.schema);
  const seeded = db.prepare("SELECT value FROM app_secrets WHERE name = 'seeded'").get();
  if (!seeded) seed(db, clock);
  return db;
}

export function seed(db: Db, clock: Clock): void {
  db.transaction(() => {
    for (const d of DOMAINS) d.seed?.(db, clock);
    db.prepare("INSERT OR REPLACE INTO app_secrets (name, value) VALUES ('seeded', ?)").run(SEED_VERSION);
  })();
}

/** The seed version a database file was seeded at, or null when it never was. */
function seededAt(db: Db): string | null {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'app_secrets'").get()) return null;
  const row = db.prepare("SELECT value FROM app_secrets WHERE name = 'seeded'").get() as { value: string } | undefined;
  return row?.value ?? null;
}

/** Every table of ours but the token secret, which survives both a rebuild and a reset. */
function ownTables(db: Db): string[] {
  const rows = db
    .prepare("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' AND name != 'app_secrets'")
    .all() as { name: string }[];
  return rows.map((r) => r.name);
}

/** Runs `clear` on every table of ours in one transaction, and forgets that the database was seeded. */
function clearTables(db: Db, clear: (table: string) => string): void {
  db.pragma('foreign_keys = OFF');
  db.transaction(() => {
    for (const t of ownTables(db)) db.exec(clear(t));
    db.exec("DELETE FROM app_secrets WHERE name = 'seeded'");
  })();
  db.pragma('foreign_keys = ON');
}

/** Drops every table but the token secret, so the schema and the seed start over. */
function dropTables(db: Db): void {
  clearTables(db, (t) => `DROP TABLE "${t}"`);
}

/** Empties every table and seeds again (operator reset), keeping the token secret. */
export function reseed(db: Db, clock: Clock): void {
  clearTables(db, (t) => `DELETE FROM "${t}"`);
  seed(db, clock);
}
