import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DOMAINS } from './modules';
import type { Clock } from '../lib/time';
import type { Db } from './types';

/** Opens (and on first use creates and seeds) the database. ':memory:' for tests. */
export function openDb(file: string, clock: Clock): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  for (const d of DOMAINS) db.exec(d.schema);
  const seeded = db.prepare("SELECT value FROM app_secrets WHERE name = 'seeded'").get();
  if (!seeded) seed(db, clock);
  return db;
}

export function seed(db: Db, clock: Clock): void {
  db.transaction(() => {
    for (const d of DOMAINS) d.seed?.(db, clock);
    db.prepare("INSERT OR REPLACE INTO app_secrets (name, value) VALUES ('seeded', '1')").run();
  })();
}

/** Empties every table and seeds again (operator reset), keeping the token secret. */
export function reseed(db: Db, clock: Clock): void {
  db.pragma('foreign_keys = OFF');
  db.transaction(() => {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' AND name != 'app_secrets'",
      )
      .all() as { name: string }[];
    for (const t of tables) db.exec(`DELETE FROM "${t.name}"`);
    db.exec("DELETE FROM app_secrets WHERE name = 'seeded'");
  })();
  db.pragma('foreign_keys = ON');
  seed(db, clock);
}
