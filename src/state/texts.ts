import { AREA_LOADERS, type Area } from '@i18n/areas';
import type { Catalog, Locale } from '@i18n/locales';

/*
 * The texts of the areas that load with their screens (i18n/areas.ts). A screen's route asks for its
 * areas before it renders (`needTexts`); the app's IntlProvider (src/app/Providers.tsx) shows the core
 * catalog plus every area loaded so far in the language on screen, and on a language switch it loads the
 * new language's core catalog and every area asked for during the visit before it switches, so no open
 * screen ever shows a message id.
 */

const loaded = new Map<string, Catalog>();
const loading = new Map<string, Promise<Catalog>>();
const asked = new Set<Area>();
const listeners = new Set<() => void>();
/** The catalogs shown (liveCatalog), by the core catalog each was made from. */
const live = new Map<Catalog, { lang: Locale; texts: Catalog }>();
let shown: Locale | null = null;

const key = (area: Area, lang: Locale) => `${area}:${lang}`;

function load(area: Area, lang: Locale): Promise<Catalog> {
  const k = key(area, lang);
  const known = loaded.get(k);
  if (known) return Promise.resolve(known);
  let pending = loading.get(k);
  if (!pending) {
    pending = AREA_LOADERS[area](lang).then(
      (catalog) => {
        loaded.set(k, catalog);
        loading.delete(k);
        for (const shownCatalog of live.values())
          if (shownCatalog.lang === lang) Object.assign(shownCatalog.texts, catalog);
        for (const l of listeners) l();
        return catalog;
      },
      (error: unknown) => {
        // Offline: the next ask tries again.
        loading.delete(k);
        throw error;
      },
    );
    loading.set(k, pending);
  }
  return pending;
}

/**
 * Loads the areas' texts in `lang` (and in the language on screen, should a switch be under way); resolves
 * once they are in, rejects when one cannot load.
 */
export async function needTexts(areas: readonly Area[], lang: Locale): Promise<void> {
  for (const a of areas) asked.add(a);
  const langs = shown && shown !== lang ? [lang, shown] : [lang];
  await Promise.all(langs.flatMap((l) => areas.map((a) => load(a, l))));
}

/** True when the areas' texts in `lang` are in. */
export function hasTexts(areas: readonly Area[], lang: Locale): boolean {
  return areas.every((a) => loaded.has(key(a, lang)));
}

/** Every area asked for during the visit, in `lang`: what a language switch waits for. */
export async function textsForSwitch(lang: Locale): Promise<void> {
  for (;;) {
    const missing = [...asked].filter((a) => !loaded.has(key(a, lang)));
    if (!missing.length) return;
    await Promise.all(missing.map((a) => load(a, lang)));
  }
}

/** The language the app shows now (set by the IntlProvider). */
export function textsShown(lang: Locale): void {
  shown = lang;
}

/** The language on screen (the default before the IntlProvider has rendered). */
export function shownLocale(): Locale {
  return shown ?? 'zh_cn';
}

/**
 * The catalog the IntlProvider shows in `lang`: the core catalog and every area loaded so far, one object for the
 * visit, into which each area's texts are written as they arrive. The provider's messages keep their identity, so
 * an area arriving does not re-render the whole app (at 4x CPU, one task of 60 to 120 ms after the opening
 * screen): what waits for it (a route, <AreaMessages>) is told through subscribeTexts and renders itself.
 */
export function liveCatalog(lang: Locale, core: Catalog): Catalog {
  let shownCatalog = live.get(core);
  if (!shownCatalog || shownCatalog.lang !== lang) {
    const parts = [...loaded].filter(([k]) => k.endsWith(`:${lang}`)).map(([, c]) => c);
    shownCatalog = { lang, texts: Object.assign({}, core, ...parts) as Catalog };
    live.set(core, shownCatalog);
  }
  return shownCatalog.texts;
}

export function subscribeTexts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
