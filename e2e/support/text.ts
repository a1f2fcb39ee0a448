import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALE_TAGS } from '../../i18n/localeTags';

export type Locale = 'zh_cn' | 'zh_hk' | 'en' | 'th' | 'vi';
const cache = new Map<Locale, Record<string, string>>();

/** A screen text by message id, straight from the catalog, so journeys do not hard-code translations. */
export function text(id: string, locale: Locale = 'zh_cn', values: Record<string, string | number> = {}): string {
  let catalog = cache.get(locale);
  if (!catalog) {
    catalog = JSON.parse(readFileSync(resolve('i18n', `${locale}.json`), 'utf8')) as Record<string, string>;
    cache.set(locale, catalog);
  }
  const msg = catalog[id];
  if (msg === undefined) throw new Error(`no message ${id} in ${locale}`);
  // A plural is written as react-intl writes it; a plain message with only the values given.
  if (/,\s*plural\s*,/.test(msg)) return String(new IntlMessageFormat(msg, LOCALE_TAGS[locale]).format(values));
  return msg.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));
}
