// What the early shell's figure filler (src/early/fill.ts) earns and costs, on record at every run: each drawn screen
// whose view has figures is measured with the filler and without it (the same build, its page with the filler
// switched off in the route table of index.html: the view is drawn with its skeletons, and the app fills it), one
// load of each in turn, so both see the same machine. With BENCH_EARLY=1 a third page joins the turn: the same build
// with the app's entry never run, so what the early shell alone costs is on record beside what the app's start adds.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { measurePage, summarise } from './lighthouse.mjs';

/** The page without the filler, beside index.html. */
export const NO_FILL_PAGE = 'bench-nofill.html';
/** The page whose entry never runs (BENCH_EARLY=1): the early shell, its reads and its filler, and no app. */
export const EARLY_PAGE = 'bench-early.html';

/** One of index.html's JSON data blocks (src/early/dataBlock.ts reads them in the page), as built (minified or not). */
const dataBlock = (id) => new RegExp(`(<script type="?application/json"? id="?${id}"?>)([\\s\\S]*?)(</script>)`);

/** The value of data block `id` in `html`, or null when there is none. */
function readBlock(html, id) {
  const m = dataBlock(id).exec(html);
  return m ? JSON.parse(m[2]) : null;
}

/** `html` with data block `id` holding `value` instead. */
const withBlock = (html, id, value) =>
  html.replace(
    dataBlock(id),
    (_, open, _old, close) => `${open}${JSON.stringify(value).replace(/</g, '\\u003c')}${close}`,
  );

const routeShells = (html) => readBlock(html, 'route-shells');

/**
 * Writes the page without the filler (and its compressed copies, as the build writes index.html's: the server sends
 * those), before the server lists its files. Returns false when the build has no drawn screens.
 */
export function writeNoFillPage(out) {
  const html = readFileSync(join(out, 'index.html'), 'utf8');
  const block = routeShells(html);
  if (!block) return false;
  const routes = Object.fromEntries(Object.entries(block.routes).map(([r, entry]) => [r, entry.slice(0, 2)]));
  writePage(out, NO_FILL_PAGE, withBlock(html, 'route-shells', { ...block, routes }));
  return true;
}

/** Writes the page whose entry never runs: no entry files listed for the early script, and none preloaded. */
export function writeEarlyPage(out) {
  const html = readFileSync(join(out, 'index.html'), 'utf8');
  const entry = readBlock(html, 'entry-files');
  if (!entry) throw new Error('index.html lists no entry files (#entry-files): the early page cannot leave them out');
  const preloads = new Set(entry.map((f) => f.src));
  const page = withBlock(html, 'entry-files', []).replace(
    /<link rel="?preload"? href="?([^"\s>]+)"? as="?script"?>/g,
    (link, href) => (preloads.has(href) ? '' : link),
  );
  writePage(out, EARLY_PAGE, page);
}

/** A page beside index.html, with the compressed copies the server sends, as the build writes index.html's. */
function writePage(out, name, page) {
  const file = join(out, name);
  writeFileSync(file, page);
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(page));
}

/** Whether `route`'s drawn view has figures for who opens it (m a member, v a visitor), as the route table says. */
export function fillsRoute(out, route, member) {
  const block = routeShells(readFileSync(join(out, 'index.html'), 'utf8'));
  if (!block) return false;
  const path = route.split('?')[0].toLowerCase();
  const parts = path.split('/');
  const key = Object.keys(block.routes).find((k) => {
    const pattern = k.split('/');
    return (
      k === path ||
      (pattern.length === parts.length &&
        pattern.every((p, i) => (p.startsWith(':') ? parts[i] !== '' : p === parts[i])))
    );
  });
  const fills = key ? block.routes[key][2] : undefined;
  return typeof fills === 'string' && fills.includes(member ? 'm' : 'v');
}

/**
 * `runs` loads of `route` with the filler and as many without, in turn (with first): the medians of each; with
 * `early`, as many of the page whose entry never runs too (`early`: null without).
 */
export async function drawnScreenTurns(base, route, runs, cookies, early = false) {
  const pages = { with: `${base}/#${route}`, without: `${base}/${NO_FILL_PAGE}#${route}` };
  if (early) pages.early = `${base}/${EARLY_PAGE}#${route}`;
  const loads = Object.fromEntries(Object.keys(pages).map((k) => [k, []]));
  for (let i = 0; i < runs; i += 1)
    for (const [k, url] of Object.entries(pages)) loads[k].push(...(await measurePage(url, 1, cookies)).samples);
  return {
    with: summarise(loads.with),
    without: summarise(loads.without),
    early: loads.early ? summarise(loads.early) : null,
  };
}
