import type Database from 'better-sqlite3';
import type { Clock } from '../lib/time';

/**
 * The database handle every area works on. It lives apart from open.ts, which pulls in each area's
 * schema and seed, so that seeds and rules can name the type without importing their own importer.
 */
export type Db = Database.Database;

/** What a business rule works on: the database and the platform's clock (the HTTP layer's Ctx is one). */
export type DbCtx = { db: Db; clock: Clock };
