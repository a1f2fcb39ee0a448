/**
 * The languages and their Intl tags alone, with nothing that loads a catalog: the early script reads them too
 * (i18n/locales.ts re-exports them beside the catalogs).
 */

/** The five languages of the platform; zh_cn is the default and the language of the contract texts. */
export const LOCALES = ['zh_cn', 'zh_hk', 'en', 'th', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];

/** BCP 47 tags for Intl and the document's lang attribute. */
export const LOCALE_TAGS: Record<Locale, string> = { zh_cn: 'zh-CN', zh_hk: 'zh-HK', en: 'en', th: 'th', vi: 'vi' };
