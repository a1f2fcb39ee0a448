import { LOCALES, LOCALE_TAGS, type Locale } from './localeTags';

export { LOCALES, LOCALE_TAGS, type Locale };
export const DEFAULT_LOCALE: Locale = 'zh_cn';

/** Each language's own name, shown in the language picker in that language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  zh_cn: '简体中文',
  zh_hk: '繁體中文',
  en: 'English',
  th: 'ไทย',
  vi: 'Tiếng Việt',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A catalog as the app receives it: plain ICU strings in tests, precompiled ASTs in the build. */
export type Catalog = Record<string, unknown>;

/** One lazy chunk per language, so only the active one ships. */
export const CATALOG_LOADERS: Record<Locale, () => Promise<Catalog>> = {
  zh_cn: () => import(/* webpackChunkName: "i18n-zh_cn" */ './zh_cn.json').then((m) => m.default as Catalog),
  zh_hk: () => import(/* webpackChunkName: "i18n-zh_hk" */ './zh_hk.json').then((m) => m.default as Catalog),
  en: () => import(/* webpackChunkName: "i18n-en" */ './en.json').then((m) => m.default as Catalog),
  th: () => import(/* webpackChunkName: "i18n-th" */ './th.json').then((m) => m.default as Catalog),
  vi: () => import(/* webpackChunkName: "i18n-vi" */ './vi.json').then((m) => m.default as Catalog),
};

/** The locale of an Intl tag ('zh-CN' → 'zh_cn'); the default for anything unknown. */
export function localeFromTag(tag: string): Locale {
  const found = (Object.keys(LOCALE_TAGS) as Locale[]).find((l) => LOCALE_TAGS[l].toLowerCase() === tag.toLowerCase());
  return found ?? DEFAULT_LOCALE;
}
