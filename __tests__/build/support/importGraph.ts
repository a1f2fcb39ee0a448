/**
 * The static import graph of the project's TypeScript, type-only imports included, resolved as tsconfig.json
 * resolves them (its `@/`, `@machines/`, `@i18n/` paths), and its circles. Dynamic `import()` (a lazy screen) is
 * not an edge: it is how a module is loaded later, not what it needs to be read.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../../..');

function compilerOptions(): ts.CompilerOptions {
  const file = path.join(ROOT, 'tsconfig.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, ROOT).options;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

/** Whether an import or re-export brings types only (erased from the build). */
function typeOnly(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement))
    return (
      statement.isTypeOnly ||
      (!!statement.exportClause &&
        ts.isNamedExports(statement.exportClause) &&
        statement.exportClause.elements.every((e) => e.isTypeOnly))
    );
  const clause = statement.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.every((e) => e.isTypeOnly);
}

/**
 * The module names a file imports or re-exports statically, `import type` and `export type … from` included
 * (`values`: only those that stay in the build).
 */
export function importedNames(text: string, fileName = 'file.ts', values = false): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      if (!values || !typeOnly(statement)) names.push(statement.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(statement) &&
      ts.isExternalModuleReference(statement.moduleReference) &&
      ts.isStringLiteral(statement.moduleReference.expression)
    )
      names.push(statement.moduleReference.expression.text);
  }
  return names;
}

/**
 * The circles of the import graph of the files under `dirs` (paths from the project's root), or of the files given
 * by name and text (`files`, for a test of the checker itself): each circle its files, sorted, one entry a circle.
 */
export function importCycles(dirs: string[], files?: Record<string, string>): string[][] {
  const options = files ? {} : compilerOptions();
  const texts = new Map<string, string>();
  if (files) for (const [name, text] of Object.entries(files)) texts.set(path.join(ROOT, name), text);
  else
    for (const rel of dirs.flatMap(sourceFiles))
      texts.set(path.join(ROOT, rel), fs.readFileSync(path.join(ROOT, rel), 'utf8'));
  const host: ts.ModuleResolutionHost = files
    ? { fileExists: (f) => texts.has(f), readFile: (f) => texts.get(f) }
    : ts.sys;
  const edges = new Map<string, string[]>();
  for (const [file, text] of texts) {
    const targets = importedNames(text, file).flatMap((name) => {
      const resolved = ts.resolveModuleName(name, file, options, host).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      return target && texts.has(target) ? [target] : [];
    });
    edges.set(file, targets);
  }
  return stronglyConnected(edges)
    .filter((group) => group.length > 1 || (edges.get(group[0]) ?? []).includes(group[0]))
    .map((group) => group.map((f) => path.relative(ROOT, f)).sort())
    .sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * The packages (bare module names) the build takes in from `entries` (paths from the project's root), following the
 * imports that stay in the build through every file of ours they reach.
 */
export function packagesReached(entries: string[]): string[] {
  const options = compilerOptions();
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = entries.map((e) => path.join(ROOT, e));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const name of importedNames(fs.readFileSync(file, 'utf8'), file, true)) {
      const resolved = ts.resolveModuleName(name, file, options, ts.sys).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      if (target && !resolved.isExternalLibraryImport && !target.includes('node_modules') && /\.tsx?$/.test(target))
        queue.push(target);
      else if (!name.startsWith('.') && !name.startsWith('@/') && !name.startsWith('@i18n/')) packages.add(name);
    }
  }
  return [...packages].sort();
}

/** Tarjan's strongly connected components of a directed graph. */
function stronglyConnected(edges: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group);
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups;
}
