/** The five languages of the platform; zh_cn is the default and the language of the contract texts. */
export const LOCALES = ['zh_cn', 'zh_hk', 'en', 'th', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh_cn';

/** Each language's own name, shown in the language picker in that language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  zh_cn: '简体中文',
  zh_hk: '繁體中文',
  en: 'English',
  th: 'ไทย',
  vi: 'Tiếng Việt',
};

/** BCP 47 tags for Intl and the document's lang attribute. */
export const LOCALE_TAGS: Record<Locale, string> = { zh_cn: 'zh-CN', zh_hk: 'zh-HK', en: 'en', th: 'th', vi: 'vi' };

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
