/// <reference types="webpack/module" />

/** A parameterised screen's one drawn address, by the screen's name (app/routes). */
type DrawnAt = Readonly<Record<string, string>>;

/**
 * The parameterised screens the build draws, each at the one address its declaration gives (`drawnAt` of each
 * src/features/**\/*.drawn.ts), for the build's drawing of each screen (./screenShells.tsx). (Jest has no webpack: tests replace this module with
 * one that reads the folders, __tests__/support/declared.ts.)
 */
export function declaredAt(): DrawnAt {
  const ctx = import.meta.webpackContext('../features', {
    recursive: true,
    regExp: /\.drawn\.ts$/,
    exports: [['drawnAt']],
  });
  return Object.assign({}, ...ctx.keys().map((key) => (ctx(key) as { drawnAt?: DrawnAt }).drawnAt ?? {})) as DrawnAt;
}
