/// <reference types="webpack/module" />

/**
 * Every module of machines/ whose name ends in Machine.ts, found by webpack at build time, so a machine
 * added there shows up in the lab without the lab changing. (Jest has no webpack: tests replace this
 * module with one that reads the folder, see __tests__/flowlab/support/machineModules.ts.)
 */
export function machineModules(): Record<string, unknown> {
  const ctx = import.meta.webpackContext('../../../machines', { recursive: false, regExp: /Machine\.ts$/ });
  return Object.fromEntries(ctx.keys().map((k) => [k, ctx(k)]));
}
