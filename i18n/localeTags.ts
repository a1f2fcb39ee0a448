/**
 * The languages and their Intl tags alone, with nothing that loads a catalog: the early script reads them too
 * (i18n/locales.ts re-exports them beside the catalogs).
 */

/** The five languages of the platform; zh_cn is the default and the language of the contract texts. */
export const LOCALES = ['zh_cn', 'zh_hk', 'en', 'th', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];

/** BCP 47 tags for Intl and the document's lang attribute. */
export const LOCALE_TAGS: Record<Locale, string> = { zh_cn: 'zh-CN', zh_hk: 'zh-HK', en: 'en', th: 'th', vi: 'vi' };

/**
 * The platform's language for a browser language tag ('en-GB' → en, 'zh-TW' → zh_hk, 'th-TH' → th), or null for one
 * it has no catalog for. Traditional Chinese (Hong Kong, Taiwan, Macau, Hant) reads zh_hk; any other Chinese zh_cn.
 */
export function localeOfTag(tag: string): Locale | null {
  const parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  switch (parts[0]) {
    case 'zh':
      return parts.slice(1).some((p) => ['hk', 'tw', 'mo', 'hant'].includes(p)) ? 'zh_hk' : 'zh_cn';
    case 'en':
      return 'en';
    case 'th':
      return 'th';
    case 'vi':
      return 'vi';
    default:
      return null;
  }
}

const asLocale = (v: unknown): Locale | null =>
  typeof v === 'string' && (LOCALES as readonly string[]).includes(v) ? (v as Locale) : null;

/**
 * The language the app opens in: the member's own stored choice; else the one the address names (an agent's invite
 * link carries the agent's, `?lang=en`); else the first of the phone's languages the platform has; else the default.
 * Pure, for the early script and the app alike, so the drawn copy and the app's screen are in one language.
 */
export function openingLocale(stored: unknown, named: unknown, phone: readonly string[]): Locale {
  const found = asLocale(stored) ?? asLocale(named);
  if (found) return found;
  for (const tag of phone) {
    const l = typeof tag === 'string' ? localeOfTag(tag) : null;
    if (l) return l;
  }
  return 'zh_cn';
}

/** The `lang` an app address names in its hash's query ('#/Register?token=…&lang=en'), '' when none. */
export function namedLocale(hash: string): string {
  const query = hash.split('?')[1] ?? '';
  return new URLSearchParams(query).get('lang') ?? '';
}
