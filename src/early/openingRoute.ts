/**
 * The opening route as the build listed it in index.html's data blocks (its files, texts, title and drawn view), and
 * the language the page opens in: what the early script (./main.ts) preloads and draws before the framework.
 */
import { readDataBlock } from './dataBlock';
import { namedLocale, openingLocale, type Locale } from '@i18n/localeTags';

/** The language the page opens in, as the app's (state/localeSlice storedLocale): stored, named, the phone's. */
export function storedLang(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem('lang');
  } catch {
    /* storage blocked: the address or the phone decides */
  }
  return openingLocale(stored, namedLocale(location.hash), navigator.languages ?? [navigator.language]);
}

export function currentRoute(): string {
  return location.hash.replace(/^#/, '').split('?')[0].replace(/\/+$/, '').toLowerCase();
}

export function preload(href: string, as: 'script' | 'style' | 'fetch'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.appendChild(link);
}

/**
 * The build's entry for the opening route: its own path, or the parameterised path it matches (`/activity/:id`
 * for `/activity/7`), as the build lists routes (lower-cased paths of the route table). The app matches routes with
 * react-router's `matchPath` (app/routeMatch); this script runs before the framework has downloaded, so it matches
 * the table's plain `:name` segments itself.
 */
function routeEntry<T>(map: Record<string, T>, route: string): T | undefined {
  if (Object.prototype.hasOwnProperty.call(map, route)) return map[route];
  const parts = route.split('/');
  const key = Object.keys(map).find((k) => {
    const pattern = k.split('/');
    return (
      pattern.length === parts.length && pattern.every((p, i) => (p.startsWith(':') ? parts[i] !== '' : p === parts[i]))
    );
  });
  return key === undefined ? undefined : map[key];
}

/** One of the build's JSON data blocks of index.html (never executed); an empty one when missing or broken. */
export function dataBlock<T extends object>(id: string): Partial<T> {
  const value = readDataBlock(id);
  return value && typeof value === 'object' ? (value as Partial<T>) : {};
}

/** The opening route's lazy files (code and style sheets) as the build listed them. */
export function routeFiles(): string[] {
  const files = routeEntry(dataBlock<Record<string, string[]>>('route-files'), currentRoute()) ?? [];
  return files.filter((file) => /^[\w./-]+\.(js|css)$/.test(file));
}

/** The opening route's code and styles start downloading now, not after the framework has started. */
export function preloadRouteFiles(files: string[]): void {
  for (const file of files) preload(file, file.endsWith('.css') ? 'style' : 'script');
}

type RouteShells = {
  key: string;
  drawn: string;
  fill: string;
  fillHtml: string;
  routes: Record<string, [string, string, string?, string?]>;
};

/**
 * The opening screen's view as the build drew it (#route-shells: `[screen, variants, fills]` by route, m for a
 * member and v for a visitor, fills the variants whose view has slots for figures the early reads give, 'html' when
 * a view has server HTML's): its address ('' when it has none), the file of the drawn view's code, and the figure
 * filler's file when it needs one ('': none; the one with the sanitiser for server HTML).
 */
export function screenShell(member: boolean): { url: string; filler: string; drawn: string } {
  const block = dataBlock<RouteShells>('route-shells');
  const entry = routeEntry(block.routes ?? {}, currentRoute());
  const variant = member ? 'm' : 'v';
  const none = { url: '', filler: '', drawn: '' };
  const drawn = String(block.drawn ?? '');
  if (!Array.isArray(entry) || typeof entry[1] !== 'string' || !entry[1].includes(variant)) return none;
  const file = `shells/${entry[0]}.${variant}.${storedLang()}.html`;
  if (!/^[\w./-]+$/.test(file) || !/^[\w./-]+\.js$/.test(drawn)) return none;
  const fills = typeof entry[2] === 'string' && entry[2].includes(variant);
  const fillerFile = String((entry[3] === 'html' ? block.fillHtml : block.fill) ?? '');
  const filler = fills && /^[\w./-]+\.js$/.test(fillerFile) ? fillerFile : '';
  return { url: `${file}?${String(block.key ?? '')}`, filler, drawn };
}

/** The opening screen's texts in the member's language (the build lists each route's areas and their files). */
export function preloadRouteTexts(): void {
  const hints = dataBlock<{ routes: Record<string, string[]>; files: Record<string, Record<string, string>> }>(
    'text-files',
  );
  const files = hints.files?.[storedLang()] ?? {};
  for (const area of routeEntry(hints.routes ?? {}, currentRoute()) ?? []) {
    const file = files[area];
    if (file && /^[\w./-]+\.js$/.test(file)) preload(file, 'script');
  }
}

type RouteTitle = { auth?: boolean; title?: Record<string, string> };

/**
 * The opening screen's title in the member's language, as the build listed it (#route-titles); '' for a screen
 * named by its data, or a route that sends a visitor to Login.
 */
export function routeTitle(member: boolean): string {
  const entry = routeEntry(dataBlock<Record<string, RouteTitle>>('route-titles'), currentRoute());
  if (!entry || (entry.auth && !member)) return '';
  const title = entry.title?.[storedLang()];
  return typeof title === 'string' ? title : '';
}

/** The member's own catalog starts downloading now, beside the entry (the build lists each language's file). */
export function preloadCatalog(): void {
  const files = dataBlock<Record<string, string>>('catalog-files');
  const file = files[storedLang()];
  if (file && /^[\w./-]+\.js$/.test(file)) preload(file, 'script');
}
