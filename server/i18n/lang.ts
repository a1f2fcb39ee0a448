export const LANGS = ['zh_cn', 'zh_hk', 'en', 'th', 'vi'] as const;
export type Lang = (typeof LANGS)[number];
export type Texts = Record<Lang, string>;
export type Catalog = Record<string, Texts>;

export function isLang(v: unknown): v is Lang {
  return typeof v === 'string' && (LANGS as readonly string[]).includes(v);
}

/** A stored or requested language as one the texts exist in: anything unknown reads as the platform's default. */
export function asLang(v: unknown): Lang {
  return isLang(v) ? v : 'zh_cn';
}

/** The HTML `lang` attribute of each language. */
export const HTML_LANG: Record<Lang, string> = { zh_cn: 'zh-CN', zh_hk: 'zh-HK', en: 'en', th: 'th', vi: 'vi' };

/** A translator over one domain's catalog: `t(lang, 'key', {min: 10})` fills `:min` placeholders. */
export function makeT<C extends Catalog>(catalog: C) {
  return (lang: Lang, key: keyof C & string, params: Record<string, string | number> = {}): string => {
    const texts = catalog[key];
    let s = texts ? texts[lang] ?? texts.zh_cn : key;
    for (const [k, v] of Object.entries(params)) s = s.split(`:${k}`).join(String(v));
    return s;
  };
}

/** A label lookup over a table of coded values (types, statuses): an unknown code reads as itself. */
export function makeLabel<K extends string | number>(table: Record<K, Texts>) {
  return (key: K, lang: Lang): string => table[key]?.[lang] ?? String(key);
}

/**
 * A text worded in every language, for what is written at the time of an event (money-log descriptions,
 * system mail) and read later in whatever language the reader asks for.
 */
export function everyLang(word: (lang: Lang) => string): Texts {
  return Object.fromEntries(LANGS.map((l) => [l, word(l)])) as Texts;
}

/** The reader's language out of texts stored as JSON (everyLang); null for rows written before there were any. */
export function storedText(json: string | null | undefined, lang: Lang): string | null {
  if (!json) return null;
  try {
    const texts = JSON.parse(json) as Partial<Texts>;
    return texts[lang] ?? texts.zh_cn ?? null;
  } catch {
    return null;
  }
}

/** everyLang for one catalog entry whose parameters read the same in every language: `textsOf(tBonus, 'logSign')`. */
export function textsOf<K extends string>(
  t: (lang: Lang, key: K, params?: Record<string, string | number>) => string,
  key: K,
  params?: Record<string, string | number>,
): Texts {
  return everyLang((l) => t(l, key, params));
}
