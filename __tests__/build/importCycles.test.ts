/**
 * @jest-environment node
 */
import { importCycles } from './support/importGraph';

/*
 * No module of the app, its machines, its catalogs' code or the reference server reaches itself through its static
 * imports, type-only imports included: ESLint's import-x/no-cycle does not follow `import type`, and a circle of
 * types is still two files that cannot be read, moved or tested apart.
 */
describe('import circles', () => {
  it('no file reaches itself through its imports, type-only ones included', () => {
    expect(importCycles(['src', 'machines', 'i18n', 'server'])).toEqual([]);
  });

  it('finds a circle made of type-only imports', () => {
    const files = {
      'a.ts': "import type { B } from './b';\nexport type A = { b?: B };",
      'b.ts': "import { type A } from './a';\nexport type B = { a?: A };",
      'c.ts': "import type { A } from './a';\nexport const c = 1;",
    };
    expect(importCycles([], files)).toEqual([['a.ts', 'b.ts']]);
  });
});
