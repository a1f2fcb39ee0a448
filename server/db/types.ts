import type Database from 'better-sqlite3';

/**
 * The database handle every area works on. It lives apart from open.ts, which pulls in each area's
 * schema and seed, so that seeds and rules can name the type without importing their own importer.
 */
export type Db = Database.Database;
