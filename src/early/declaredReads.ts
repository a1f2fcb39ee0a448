/// <reference types="webpack/module" />
import type { DeclaredReads } from './declaration';

/**
 * Every drawn screen's opening reads (`reads` of each src/features/**\/*.drawn.ts), found by webpack at build time:
 * only that export of each declaration reaches the drawn view's code, so its lists and figures stay in the filler's
 * file. (Jest has no webpack: tests replace this module with one that reads the folders,
 * __tests__/support/declared.ts.)
 */
export function declaredReads(): DeclaredReads[] {
  const ctx = import.meta.webpackContext('../features', {
    recursive: true,
    regExp: /\.drawn\.ts$/,
    exports: [['reads']],
  });
  return ctx.keys().flatMap((key) => {
    const { reads } = ctx(key) as { reads?: DeclaredReads };
    return reads ? [reads] : [];
  });
}
