// What the early shell's figure filler (src/early/fill.ts) earns and costs, on record at every run: each drawn screen
// whose view has figures is measured with the filler and without it (the same build, its page with the filler
// switched off in the route table of index.html: the view is drawn with its skeletons, and the app fills it), one
// load of each in turn, so both see the same machine.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { measurePage, summarise } from './lighthouse.mjs';

/** The page without the filler, beside index.html. */
export const NO_FILL_PAGE = 'bench-nofill.html';

const BLOCK = /(<script type="?application\/json"? id="?route-shells"?>)([\s\S]*?)(<\/script>)/;

function routeShells(html) {
  const m = BLOCK.exec(html);
  return m ? JSON.parse(m[2]) : null;
}

/**
 * Writes the page without the filler (and its compressed copies, as the build writes index.html's: the server sends
 * those), before the server lists its files. Returns false when the build has no drawn screens.
 */
export function writeNoFillPage(out) {
  const html = readFileSync(join(out, 'index.html'), 'utf8');
  const block = routeShells(html);
  if (!block) return false;
  const routes = Object.fromEntries(Object.entries(block.routes).map(([r, entry]) => [r, entry.slice(0, 2)]));
  const json = JSON.stringify({ ...block, routes }).replace(/</g, '\\u003c');
  const page = html.replace(BLOCK, (_, open, _json, close) => `${open}${json}${close}`);
  const file = join(out, NO_FILL_PAGE);
  writeFileSync(file, page);
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(page));
  return true;
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

/** `runs` loads of `route` with the filler and as many without, in turn (with first): the medians of each. */
export async function withAndWithoutFiller(base, route, runs, cookies) {
  const withFiller = [];
  const without = [];
  for (let i = 0; i < runs; i += 1) {
    withFiller.push(await measurePage(`${base}/#${route}`, 1, cookies));
    without.push(await measurePage(`${base}/${NO_FILL_PAGE}#${route}`, 1, cookies));
  }
  const loads = (pages) => pages.flatMap((p) => p.samples);
  return { with: summarise(loads(withFiller)), without: summarise(loads(without)) };
}
