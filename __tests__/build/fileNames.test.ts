/**
 * @jest-environment node
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

// A case-insensitive disk (macOS, Windows) sees files whose names differ only by case as one file: an import
// of one would open the other. No two paths of the repository may be one name apart by case.

const ROOT = join(__dirname, '../..');
const SKIP = new Set(['node_modules', '.git', 'dist', 'test-results', 'data', '.bench', 'coverage']);

function paths(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const path = join(dir, e.name);
    out.push(relative(ROOT, path));
    if (e.isDirectory()) paths(path, out);
  }
  return out;
}

/**
 * Paths that a case-insensitive disk would take for one another, grouped: the same path once its case is folded,
 * or, for modules, the same name without its extension (as an import names it: an import of one would
 * open its case twin), in another case.
 */
export function caseClashes(all: string[]): string[][] {
  const key = (p: string) => (MODULE.test(p) ? p.replace(MODULE, '') : p).toLowerCase();
  const groups = new Map<string, string[]>();
  for (const p of all) groups.set(key(p), [...(groups.get(key(p)) ?? []), p]);
  return [...groups.values()].filter((group) => group.length > 1 && !sameModuleInCase(group));
}

const MODULE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
/** `mail.ts` beside `mail.tsx` is the same name in the same case: the resolver's order decides, not the disk. */
const sameModuleInCase = (group: string[]) => new Set(group.map((p) => p.replace(MODULE, ''))).size === 1;

describe('file names', () => {
  it('no two paths of the repository differ only by case', () => {
    const all = paths(ROOT);
    expect(all.length).toBeGreaterThan(500);
    expect(caseClashes(all)).toEqual([]);
  });

  it('a pair one name apart by case is found', () => {
    expect(caseClashes(['src/a/planFacts.ts', 'src/a/PlanFacts.tsx', 'src/b/x.ts', 'src/b/x.css'])).toEqual([
      ['src/a/planFacts.ts', 'src/a/PlanFacts.tsx'],
    ]);
    expect(caseClashes(['guide/README.md', 'guide/readme.md'])).toEqual([['guide/README.md', 'guide/readme.md']]);
    expect(caseClashes(['src/mail/mail.css', 'src/mail/mail.ts', 'src/app/Update.tsx', 'src/app/update.css'])).toEqual(
      [],
    );
  });
});
