// Bytes a member downloads (gzip): the JS and CSS index.html loads for the home route (plus the
// default-language core catalog the entry waits for before first paint), and the largest lazily loaded
// chunk. `--check` exits 1 when the initial load passes its bar, a route chunk passes 30 KB, or a file that runs before
// the framework (the early script, the drawn view's code, the two figure fillers) passes its own bar. Each area's
// texts (i18n/areas.ts) are listed per language. Usage: node bench/size.mjs [--check] [--dist <dir> | <dir>]
// (default dist/). The Flow Lab's chunks
// (only /test loads them: its screen, its texts, @xyflow/react, and ELK's worker) are listed on their own and
// are not held to the route bar.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';

const { appModule } = createRequire(import.meta.url)('../scripts/app-module.cjs');

// Home's initial load (JS+CSS before first paint, gzip). react-dom, react-router, RTK Query and react-intl
// alone weigh about 113 KB of it. The product's bar is 150 KB, and the check holds it (the 0.9 KB that one intent
// key per money request, the language kept in step and the link to the team area brought were won back by moving
// what only drawn screens need out of the inline early script).
export const PRODUCT_BAR = 150 * 1024;
export const INITIAL_BAR = 150 * 1024;
export const ROUTE_BAR = 30 * 1024;
// What runs before the framework (src/early), each file with a bar of its own (gzip): the early script written into
// index.html, which every page runs before anything else; the drawn view's code, which a screen the build drew loads
// beside its markup; the figure filler, which a drawn view with figures loads before it paints; and the filler with
// the sanitiser, for a drawn view with server HTML.
export const EARLY_BARS = { 'early script': 6.5 * 1024, drawn: 3 * 1024, fill: 13 * 1024, 'fill-html': 25 * 1024 };
// A chunk is the lab's when every import that loads it is the lab's (a chunk the lab shares with member
// screens, such as xstate, stays under the bar).
const LAB = /flow-?lab/i;

const distArg = process.argv.indexOf('--dist');
const positional = process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--dist');
const dist = distArg > 0 ? process.argv[distArg + 1] : (positional ?? 'dist');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function gzipBytes(file) {
  const gz = `${file}.gz`;
  if (existsSync(gz)) return readFileSync(gz).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The build's chunk list, written beside the other measurements, one per output folder (webpack.config.js). */
function chunkManifest(dir) {
  const out = resolve(dir);
  const name = out === resolve('dist') ? 'chunks.json' : `chunks-${out.replace(/[^\w]+/g, '_')}.json`;
  const p = join('.bench', name);
  return existsSync(p) ? JSON.parse(readFileSync(p, 'utf8')).chunks : [];
}

/** The page's own inline code: the scripts the browser runs (as the page's CSP lists them) and style elements. */
function inlineCode(html) {
  const { inlineScripts } = appModule('server/http/csp.ts');
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
  return [...inlineScripts(html), ...styles].join('\n');
}

export function measure(dir = dist) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const refs = [
    ...[...html.matchAll(/<script[^>]*\ssrc=["']?([^"' >]+)/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]*\shref=["']?([^"' >]+\.(?:css|js))["' >]/g)].map((m) => m[1]),
  ].filter((r) => !/^https?:/.test(r));
  const jsFiles = readdirSync(join(dir, 'js')).filter((f) => f.endsWith('.js'));
  // The entry waits for the active catalog before it paints; the default one counts toward home.
  const catalog = jsFiles.find((f) => f.startsWith('i18n-zh_cn.'));
  const initialFiles = [...new Set([...refs, ...(catalog ? [`js/${catalog}`] : [])])];
  const initial = initialFiles.map((f) => ({ file: f, gzip: gzipBytes(join(dir, f)) }));
  // Code and style written into the page itself (the early script, the shell's rules) load before first paint too.
  const inline = inlineCode(html);
  if (inline)
    initial.unshift({ file: 'index.html: inline scripts and styles', gzip: gzipSync(inline, { level: 9 }).length });
  const initialTotal = initial.reduce((a, b) => a + b.gzip, 0);

  const manifest = chunkManifest(dir);
  const chunkOf = (file) => manifest.find((ch) => ch.files.some((f) => f.endsWith(file)));
  const originOf = (file) => {
    const c = chunkOf(file);
    return c ? c.origins.join(', ') || c.names.join(', ') : '';
  };
  const isLab = (file) => {
    const origins = chunkOf(file.replace(/^(js|css)\//, ''))?.origins ?? [];
    return origins.length ? origins.every((o) => LAB.test(o)) : LAB.test(file);
  };
  const lazy = jsFiles
    .map((f) => `js/${f}`)
    .filter((f) => !initialFiles.includes(f))
    .map((f) => ({ file: f, origin: originOf(f.slice(3)), gzip: gzipBytes(join(dir, f)), lab: isLab(f) }))
    .sort((a, b) => b.gzip - a.gzip);
  const counted = lazy.filter((c) => !c.lab);
  const cssDir = join(dir, 'css');
  const labCss = existsSync(cssDir)
    ? readdirSync(cssDir)
        .filter((f) => f.endsWith('.css') && isLab(`css/${f}`))
        .map((f) => `css/${f}`)
    : [];
  // ELK's worker is copied as it is (a URL asset); only the lab's diagrams fetch it.
  const mediaDir = join(dir, 'media');
  const worker = existsSync(mediaDir)
    ? readdirSync(mediaDir)
        .filter((f) => /^elk-worker.*\.js$/.test(f))
        .map((f) => `media/${f}`)
    : [];
  const lab = [
    ...lazy.filter((c) => c.lab),
    ...[...labCss, ...worker].map((f) => ({
      file: f,
      origin: f.startsWith('media/') ? 'ELK layout worker' : originOf(f.slice(4)),
      gzip: gzipBytes(join(dir, f)),
      lab: true,
    })),
  ].sort((a, b) => b.gzip - a.gzip);
  // Each area's texts, per language (the chunk of `i18n/<lang>.json?area=<area>`).
  const texts = {};
  for (const c of manifest) {
    const m = c.modules.map((x) => /i18n\/(\w+)\.json\?area=(\w+)$/.exec(x.name ?? '')).find(Boolean);
    const file = c.files.find((f) => f.endsWith('.js'));
    if (m && file && existsSync(join(dir, file))) (texts[m[2]] ??= {})[m[1]] = gzipBytes(join(dir, file));
  }
  const { inlineScripts } = appModule('server/http/csp.ts');
  const filler = (name) => jsFiles.find((f) => new RegExp(`^${name}\\.[0-9a-f]+\\.js$`).test(f));
  const early = [
    { name: 'early script', file: 'index.html', gzip: gzipSync(inlineScripts(html).join('\n'), { level: 9 }).length },
    ...['drawn', 'fill', 'fill-html'].map((name) => {
      const file = filler(name);
      return {
        name,
        file: file ? `js/${file}` : '(missing)',
        gzip: file ? gzipBytes(join(dir, 'js', file)) : Infinity,
      };
    }),
  ];
  return { initial, initialTotal, lazy, largest: counted[0] ?? null, lab, texts, early };
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`${dist}/index.html is missing: run 'npx webpack --mode production' first.`);
    process.exit(1);
  }
  const r = measure(dist);
  console.log('Initial load for home (gzip):');
  for (const f of r.initial) console.log(`  ${kb(f.gzip).padStart(10)}  ${f.file}`);
  console.log(`  ${kb(r.initialTotal).padStart(10)}  total (bar ${kb(PRODUCT_BAR)}, checked at ${kb(INITIAL_BAR)})`);
  if (r.initialTotal > PRODUCT_BAR) console.log(`  over the product's bar by ${kb(r.initialTotal - PRODUCT_BAR)}`);
  console.log('Before the framework (gzip), each against its bar:');
  for (const e of r.early)
    console.log(`  ${kb(e.gzip).padStart(10)}  ${e.name} (${e.file}), bar ${kb(EARLY_BARS[e.name])}`);
  console.log('Largest lazy chunks (gzip):');
  for (const c of r.lazy.filter((x) => !x.lab).slice(0, 8))
    console.log(`  ${kb(c.gzip).padStart(10)}  ${c.file}  ${c.origin}`);
  console.log('Texts loaded with their screens, per area (gzip, zh_cn / en / th):');
  for (const [area, langs] of Object.entries(r.texts).sort((a, b) => (b[1].zh_cn ?? 0) - (a[1].zh_cn ?? 0)))
    console.log(
      `  ${kb(langs.zh_cn ?? 0).padStart(10)} ${kb(langs.en ?? 0).padStart(8)} ${kb(langs.th ?? 0).padStart(8)}  ${area}`,
    );
  console.log('Flow Lab chunks, loaded only on /test (gzip, not held to the route bar):');
  for (const c of r.lab) console.log(`  ${kb(c.gzip).padStart(10)}  ${c.file}  ${c.origin}`);
  console.log(`  ${kb(r.lab.reduce((a, c) => a + c.gzip, 0)).padStart(10)}  total`);
  const failures = [];
  if (r.initialTotal > INITIAL_BAR) failures.push(`initial load ${kb(r.initialTotal)} > ${kb(INITIAL_BAR)}`);
  for (const e of r.early)
    if (!(e.gzip <= EARLY_BARS[e.name])) failures.push(`${e.name} ${e.file} ${kb(e.gzip)} > ${kb(EARLY_BARS[e.name])}`);
  for (const c of r.lazy)
    if (!c.lab && c.gzip > ROUTE_BAR) failures.push(`chunk ${c.file} (${c.origin}) ${kb(c.gzip)} > ${kb(ROUTE_BAR)}`);
  if (process.argv.includes('--check')) {
    if (failures.length) {
      console.error(`Size check failed:\n  ${failures.join('\n  ')}`);
      process.exit(1);
    }
    console.log('Size check passed.');
  }
}
