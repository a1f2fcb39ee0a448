export const LANGS = ['zh_cn', 'zh_hk', 'en', 'th', 'vi'] as const;
export type Lang = (typeof LANGS)[number];
export type Texts = Record<Lang, string>;
export type Catalog = Record<string, Texts>;

export function isLang(v: unknown): v is Lang {
  return typeof v === 'string' && (LANGS as readonly string[]).includes(v);
}

/** A translator over one domain's catalog: `t(lang, 'key', {min: 10})` fills `:min` placeholders. */
export function makeT<C extends Catalog>(catalog: C) {
  return (lang: Lang, key: keyof C & string, params: Record<string, string | number> = {}): string => {
    const texts = catalog[key];
    let s = texts ? texts[lang] ?? texts.zh_cn : key;
    for (const [k, v] of Object.entries(params)) s = s.split(`:${k}`).join(String(v));
    return s;
  };
}
