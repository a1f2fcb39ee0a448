// `import.meta.webpackContext(dir, { recursive, regExp, exports })` as static imports. A context module keeps each
// module it finds apart: none can be concatenated into the file that asks, and each costs its wrapper and its
// exports' definitions (about 2 KB gzip over the drawn screens' declarations in js/fill.*.js). Written out as
// `import * as` with each named export read by name, the same modules concatenate and the exports a file does not
// read are dropped, as for any static import. The call keeps its meaning: a function of the keys webpack would give
// (`./<path>`), returning each module's named `exports` (only those the module declares), with `keys()`.
const fs = require('node:fs');
const path = require('node:path');

const CALL = /import\.meta\.webpackContext\(\s*'([^']+)'\s*,\s*\{([\s\S]*?)\}\s*\)/g;

/** The files under `dir` (recursively when asked) whose `./`-relative path matches `regExp`, sorted as webpack does. */
function filesOf(dir, recursive, regExp) {
  const names = fs.readdirSync(dir, { recursive, encoding: 'utf8' }).map((f) => `./${f.split(path.sep).join('/')}`);
  return names.filter((f) => regExp.test(f) && fs.statSync(path.join(dir, f)).isFile()).sort();
}

module.exports = function staticContextLoader(source) {
  const imports = [];
  const out = source.replace(CALL, (_call, relDir, options) => {
    const recursive = /recursive:\s*true/.test(options);
    const [, pattern, flags] = /regExp:\s*\/((?:\\\/|[^/])+)\/(\w*)/.exec(options) ?? [];
    const names = [...options.matchAll(/\[\s*'(\w+)'\s*\]/g)].map((m) => m[1]);
    if (!pattern || names.length === 0)
      throw new Error(`static-context-loader: regExp and exports are needed in ${this.resourcePath}`);
    const dir = path.resolve(path.dirname(this.resourcePath), relDir);
    this.addContextDependency(dir);
    const entries = filesOf(dir, recursive, new RegExp(pattern, flags)).map((key) => {
      const file = path.join(dir, key);
      const id = `__context${imports.length}`;
      imports.push(`import * as ${id} from ${JSON.stringify(file)};`);
      const text = fs.readFileSync(file, 'utf8');
      const exported = names.filter((n) => new RegExp(`export\\s+(?:const|function|let)\\s+${n}\\b`).test(text));
      return `${JSON.stringify(key)}: { ${exported.map((n) => `${n}: ${id}.${n}`).join(', ')} }`;
    });
    const table = `({ ${entries.join(', ')} } as Record<string, Record<string, unknown>>)`;
    return `((table) => Object.assign((key: string) => table[key], { keys: () => Object.keys(table) }))(${table})`;
  });
  return imports.length ? `${imports.join('\n')}\n${out}` : out;
};
