import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AREAS, AREA_LOADERS, CORE_AREAS } from '../../i18n/areas';
import { DEFAULT_LOCALE, LOCALES } from '../../i18n/locales';
import { SCREEN_TEXTS } from '@/app/routes';
import { needsOf, rel, resolveImport, root } from './support/messageAreas';

/*
 * The catalog split (i18n/areas.ts): the core catalog and each area's texts as the build cuts them out
 * of each language's file, and what the app's code needs of them, so that no screen can render before
 * its texts are in.
 */

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../scripts/intl-precompile-loader.cjs') as (this: unknown, source: string) => string;

const source = Object.fromEntries(LOCALES.map((l) => [l, readFileSync(join(root, 'i18n', `${l}.json`), 'utf8')]));

/** What the build gives for `i18n/<lang>.json` (area null) or `i18n/<lang>.json?area=<area>`. */
function built(lang: string, area: string | null): Record<string, unknown> {
  const context = { getOptions: () => ({ areas: AREAS }), resourceQuery: area ? `?area=${area}` : '' };
  return JSON.parse(loader.call(context, source[lang])) as Record<string, unknown>;
}

const areaOf = (id: string) => id.slice(0, id.indexOf('.'));
const all = [...CORE_AREAS, ...AREAS] as string[];

describe('catalog areas', () => {
  it('every id belongs to a core area or to an area that loads with its screens, and every area has texts', () => {
    const ids = Object.keys(JSON.parse(source[DEFAULT_LOCALE]) as Record<string, string>);
    expect([...new Set(ids.map(areaOf))].filter((a) => !all.includes(a))).toEqual([]);
    expect(all.filter((a) => !ids.some((id) => areaOf(id) === a))).toEqual([]);
    expect(CORE_AREAS.filter((a) => (AREAS as readonly string[]).includes(a))).toEqual([]);
    expect(Object.keys(AREA_LOADERS).sort()).toEqual([...AREAS].sort());
  });

  it.each(LOCALES)('%s: the core catalog and the areas together are the whole catalog, each id once', (lang) => {
    const whole = Object.keys(JSON.parse(source[lang]) as Record<string, string>).sort();
    const core = Object.keys(built(lang, null));
    expect(core.filter((id) => !(CORE_AREAS as readonly string[]).includes(areaOf(id)))).toEqual([]);
    const parts = [core, ...AREAS.map((a) => Object.keys(built(lang, a)))].flat().sort();
    expect(parts).toEqual(whole);
  });

  it.each([...AREAS])(
    '%s: the texts have the same ids in all five languages',
    (area) => {
      const reference = Object.keys(built(DEFAULT_LOCALE, area)).sort();
      expect(reference.length).toBeGreaterThan(0);
      for (const lang of LOCALES) expect({ lang, ids: Object.keys(built(lang, area)).sort() }).toEqual({ lang, ids: reference });
    },
  );

  it('the core catalog has every text the shell, home and what they load name', () => {
    const routes = join(root, 'src/app/routes.tsx');
    const screens = [...readFileSync(routes, 'utf8').matchAll(/^\s+\w+:\s*\(\)\s*=>\s*import\('([^']+)'\)/gm)];
    const stop = new Set(screens.map((m) => resolveImport(routes, m[1]) as string));
    const needs = needsOf(join(root, 'src/index.tsx'), all, stop);
    // Areas behind <AreaMessages> (the whole balance on home, customer service under a lost answer, the reality check over any screen) load when that
    // part opens, as on the screens below.
    const required = [...needs.areas].filter((a) => !(CORE_AREAS as readonly string[]).includes(a));
    expect(required.filter((a) => !needs.provided.has(a))).toEqual([]);
  });

  it('each screen waits for exactly the areas its code names (src/app/routes.tsx SCREEN_TEXTS)', () => {
    const routes = join(root, 'src/app/routes.tsx');
    const screens = [...readFileSync(routes, 'utf8').matchAll(/^\s+(\w+):\s*\(\)\s*=>\s*import\('([^']+)'\)/gm)].map(
      (m) => [m[1], resolveImport(routes, m[2]) as string] as const,
    );
    expect(screens.map(([name]) => name).sort()).toEqual(Object.keys(SCREEN_TEXTS).sort());
    const stop = new Set(screens.map(([, file]) => file));
    const wrong: string[] = [];
    for (const [name, file] of screens) {
      const needs = needsOf(file, all, stop);
      const required = [...needs.areas].filter((a) => !(CORE_AREAS as readonly string[]).includes(a));
      // Areas behind <AreaMessages> load when that part opens; the route may load them too.
      const listed: string[] = [...SCREEN_TEXTS[name as keyof typeof SCREEN_TEXTS]];
      const missing = required.filter((a) => !listed.includes(a) && !needs.provided.has(a));
      const extra = listed.filter((a) => !needs.areas.has(a));
      if (missing.length || extra.length)
        wrong.push(`${name} (${rel(file)}): needs [${required.sort().join(', ')}], lists [${listed.join(', ')}]`);
    }
    expect(wrong).toEqual([]);
  });
});
