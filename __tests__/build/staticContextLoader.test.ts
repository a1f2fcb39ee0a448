/**
 * @jest-environment node
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

// The build's static form of a webpack context (scripts/static-context-loader.cjs): the same modules webpack's context
// finds, each of its asked exports read by name, and only those the module declares.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../scripts/static-context-loader.cjs') as (this: object, source: string) => string;

const ROOT = resolve(__dirname, '../..');
const run = (file: string) => {
  const dirs: string[] = [];
  const resourcePath = join(ROOT, file);
  const out = loader.call(
    { resourcePath, addContextDependency: (d: string) => dirs.push(d) },
    readFileSync(resourcePath, 'utf8'),
  );
  return { out, dirs };
};
const declarations = readdirSync(join(ROOT, 'src/features'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.drawn.ts'))
  .map((f) => `./${f}`)
  .sort();

it('imports every declaration the context finds, and watches their folder', () => {
  const { out, dirs } = run('src/early/declaredReads.ts');
  const imported = [...out.matchAll(/from "([^"]+)"/g)].map((m) => `./${m[1].split('/src/features/')[1]}`);
  expect(imported).toEqual(declarations);
  expect(dirs).toEqual([join(ROOT, 'src/features')]);
  expect(out).not.toContain('import.meta.webpackContext');
});

it('reads only the asked exports a declaration has', () => {
  const { out } = run('src/early/declaredLists.ts');
  // The inbox declares reads and lists: only its lists are read here; Transfer declares reads alone.
  expect(out).toMatch(/"\.\/mail\/inbox\.drawn\.ts": \{ lists: __context\d+\.lists \}/);
  expect(out).toMatch(/"\.\/wallet\/transfer\.drawn\.ts": \{ {2}\}/);
  expect(out).not.toMatch(/\.reads\b/);
});
