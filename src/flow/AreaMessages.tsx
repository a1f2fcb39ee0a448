import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { localeFromTag, type Catalog, type Locale } from '@i18n/locales';

/*
 * The Flow Lab's and 'Report a problem''s texts, loaded with those screens rather than with the app: the
 * catalog every member downloads at start leaves them out (scripts/intl-precompile-loader.cjs).
 */

const LOADERS: Record<Locale, () => Promise<Catalog>> = {
  zh_cn: () => import('@i18n/zh_cn.json?area=flowlab').then((m) => m.default),
  zh_hk: () => import('@i18n/zh_hk.json?area=flowlab').then((m) => m.default),
  en: () => import('@i18n/en.json?area=flowlab').then((m) => m.default),
  th: () => import('@i18n/th.json?area=flowlab').then((m) => m.default),
  vi: () => import('@i18n/vi.json?area=flowlab').then((m) => m.default),
};

const loaded = new Map<Locale, Catalog>();

/** Renders its children once the area's texts in the member's language are in; nothing until then. */
export function AreaMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const lang = localeFromTag(intl.locale);
  const [area, setArea] = useState<Catalog | null>(() => loaded.get(lang) ?? null);
  useEffect(() => {
    const known = loaded.get(lang);
    if (known) return setArea(known);
    let live = true;
    LOADERS[lang]().then(
      (c) => {
        loaded.set(lang, c);
        if (live) setArea(c);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lang]);
  if (!area) return null;
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      messages={{ ...intl.messages, ...area } as Record<string, string>}
      onError={intl.onError}
    >
      {children}
    </IntlProvider>
  );
}
