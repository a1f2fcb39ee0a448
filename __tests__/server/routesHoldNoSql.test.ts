/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Routes only read the request, call the rules and answer (docs/server-routes.md): the SQL and the rules it
 * serves live in server/rules/. A route file that prepares a statement, or holds SQL in a string, fails here.
 */

const ROOT = join(__dirname, '../../server/routes');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.ts$/.test(name) ? [path] : [];
  });
}

/** The code without its comments, so that a comment may name a table or a statement. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** What SQL looks like in this code base: upper-case statements, and the database handle's calls. */
const SQL: Array<[string, RegExp]> = [
  ['SELECT … FROM', /\bSELECT\b[\s\S]{0,400}?\bFROM\b/],
  ['INSERT INTO', /\bINSERT\s+(?:OR\s+[A-Z]+\s+)?INTO\b/],
  ['UPDATE … SET', /\bUPDATE\s+\w+\s+SET\b/],
  ['DELETE FROM', /\bDELETE\s+FROM\b/],
  ['WITH RECURSIVE', /\bWITH\s+RECURSIVE\b/],
  ['.prepare(', /\.prepare\s*\(/],
  ['.exec(', /\bdb\s*\.\s*exec\s*\(/],
];

function sqlIn(text: string): string[] {
  const c = code(text);
  return SQL.filter(([, re]) => re.test(c)).map(([name]) => name);
}

describe('server/routes holds no SQL', () => {
  it('finds SQL where there is some, and not in comments or plain words', () => {
    expect(sqlIn("const r = ctx.db.prepare('SELECT id FROM members WHERE name = ?').get(n);")).toEqual([
      'SELECT … FROM',
      '.prepare(',
    ]);
    expect(sqlIn('db.prepare(`INSERT OR IGNORE INTO t (a) VALUES (?)`)')).toContain('INSERT INTO');
    expect(sqlIn("run(db, 'UPDATE members SET x = 1')")).toEqual(['UPDATE … SET']);
    expect(sqlIn('const q = `DELETE FROM game_sessions`;')).toEqual(['DELETE FROM']);
    expect(sqlIn('// SELECT x FROM y, read by rules/…\n/* INSERT INTO z */\nconst a = 1;')).toEqual([]);
    expect(sqlIn("fail(400, tCore(lang, 'select a card from the list'));")).toEqual([]);
  });

  it('no route file prepares a statement or holds SQL', () => {
    const files = filesUnder(ROOT);
    expect(files.length).toBeGreaterThan(30);
    const found = files
      .map((f) => ({ file: relative(ROOT, f), sql: sqlIn(readFileSync(f, 'utf8')) }))
      .filter((r) => r.sql.length > 0);
    expect(found).toEqual([]);
  });
});
