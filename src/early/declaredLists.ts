/// <reference types="webpack/module" />
import type { DeclaredFigures, DeclaredLists } from './declaration';

/**
 * Every drawn screen's lists and public reads' figures (`lists` and `figures` of each src/features/**\/*.drawn.ts),
 * found by webpack at build time, for the filler (src/early/fill.ts). (Jest has no webpack: tests replace this module
 * with one that reads the folders, __tests__/support/declared.ts.)
 */
export function declaredLists(): { lists: DeclaredLists; figures: DeclaredFigures } {
  const ctx = import.meta.webpackContext('../features', {
    recursive: true,
    regExp: /\.drawn\.ts$/,
    exports: [['lists'], ['figures']],
  });
  const declarations = ctx.keys().map((key) => ctx(key) as { lists?: DeclaredLists; figures?: DeclaredFigures });
  return {
    lists: Object.assign({}, ...declarations.map((d) => d.lists ?? {})) as DeclaredLists,
    figures: Object.assign({}, ...declarations.map((d) => d.figures ?? {})) as DeclaredFigures,
  };
}
