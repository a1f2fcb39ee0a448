/**
 * Which catalog areas (the first part of a message id) each piece of the app names, read from the source:
 * a file's ids are its literal ids and the literal prefixes of ids it builds (`bank.form.${field}`), and a
 * module needs what every file it imports needs. Lazily imported modules (`import('…')`) are followed too,
 * as roots of their own: what they load arrives after the screen that loads them, so they need the same texts.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const root = join(__dirname, '..', '..', '..');

const ALIASES: [string, string][] = [
  ['@/', 'src/'],
  ['@machines/', 'machines/'],
];

/** The app file an import names, or null for packages, styles, catalogs and anything not TypeScript. */
export function resolveImport(from: string, spec: string): string | null {
  let base: string | null = null;
  for (const [alias, dir] of ALIASES) if (spec.startsWith(alias)) base = join(root, dir, spec.slice(alias.length));
  if (!base && spec.startsWith('.')) base = join(dirname(from), spec);
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const source = new Map<string, string>();
function read(file: string): string {
  let text = source.get(file);
  if (text === undefined) {
    text = readFileSync(file, 'utf8');
    source.set(file, text);
  }
  return text;
}

/** Imports that load with the file (type-only imports bring no code). */
export function staticImports(file: string): string[] {
  const text = read(file);
  const specs = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm),
  ].map((m) => m[1]);
  return specs.map((s) => resolveImport(file, s)).filter((f): f is string => f !== null);
}

/** Modules the file loads later, with `import('…')`. */
export function lazyImports(file: string): string[] {
  return [...read(file).matchAll(/\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g)]
    .map((m) => resolveImport(file, m[1]))
    .filter((f): f is string => f !== null);
}

/** The areas whose ids the file names itself. */
export function areasNamed(file: string, areas: readonly string[]): Set<string> {
  const text = read(file);
  const found = new Set<string>();
  for (const area of areas) {
    if (new RegExp(`['"\`]${area}\\.[a-zA-Z0-9]+\\.(?:[a-zA-Z0-9]|\\$\\{)`).test(text)) found.add(area);
  }
  return found;
}

/** The areas a file brings in a text of `<AreaMessages area="…">` (its own or the Flow Lab's by default). */
export function areasProvided(file: string): Set<string> {
  const text = read(file);
  const found = new Set<string>();
  for (const m of text.matchAll(/<AreaMessages(?:\s+area=["']([a-z]+)["'])?/g)) found.add(m[1] ?? 'flowlab');
  return found;
}

export type Needs = { areas: Set<string>; provided: Set<string>; files: Set<string> };

/**
 * What a module needs: the areas named by every file it loads, with or without a delay, stopping at the
 * modules listed in `stop` (the screens, which load their own texts, and the catalogs).
 */
export function needsOf(entry: string, areas: readonly string[], stop: Set<string> = new Set()): Needs {
  const seen = new Set<string>();
  const needs: Needs = { areas: new Set(), provided: new Set(), files: seen };
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const a of areasNamed(file, areas)) needs.areas.add(a);
    for (const a of areasProvided(file)) needs.provided.add(a);
    for (const next of [...staticImports(file), ...lazyImports(file)]) if (!stop.has(next)) queue.push(next);
  }
  return needs;
}

export const rel = (file: string) => relative(root, file);
