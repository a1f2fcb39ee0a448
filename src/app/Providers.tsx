import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { IntlMessageFormat } from 'intl-messageformat';
import { Provider } from 'react-redux';
import { CATALOG_LOADERS, LOCALE_TAGS, type Catalog, type Locale } from '@i18n/locales';
import type { AppStore } from '@/state/store';
import { useAppSelector } from '@/state/hooks';
import { selectLocale } from '@/state/localeSlice';
import { liveCatalog, textsForSwitch, textsShown } from '@/state/texts';

export type LoadedCatalog = { lang: Locale; messages: Catalog };

/*
 * A text with values is formatted by intl-messageformat, which first checks its language against the browser's
 * Intl data (`Intl.NumberFormat.supportedLocalesOf`). That check makes the browser load the data: 80-120 ms in
 * one task on a phone at 4x CPU, on every screen whose first render shows a balance, a limit or a name in a
 * sentence. The app's five tags are known to every browser it runs on, so the tag is taken as it is. A text that
 * formats a number, a plural or a date still goes through Intl, and pays the load then.
 */
IntlMessageFormat.resolveLocale = (locales) => {
  const tag = Array.isArray(locales) ? locales[0] : locales;
  return tag && typeof Intl.Locale === 'function' ? new Intl.Locale(tag) : undefined;
};

/** react-intl's complaints, in development only; "no locale configured" is how the language is given here. */
function reportIntlError(err: { code: string; message: string }): void {
  if (process.env.NODE_ENV !== 'production' && err.code !== 'INVALID_CONFIG') console.warn(err.message);
}

/**
 * react-intl with the active language's core catalog and the areas loaded so far (src/state/texts.ts);
 * on a switch, the previous language stays on screen until the next one's catalog and every area the
 * visit has used are in.
 */
export function IntlRoot({ initial, children }: { initial: LoadedCatalog; children: ReactNode }) {
  const lang = useAppSelector(selectLocale);
  const [catalog, setCatalog] = useState(initial);
  // The same catalog serves the build's drawing of each screen's opening view (src/app/screenShells.tsx).
  const messages = useMemo(() => liveCatalog(catalog.lang, catalog.messages), [catalog]);
  textsShown(catalog.lang);
  useEffect(() => {
    if (catalog.lang === lang) return;
    let live = true;
    Promise.all([CATALOG_LOADERS[lang](), textsForSwitch(lang)])
      .then(([messages]) => {
        if (live) setCatalog({ lang, messages });
      })
      .catch(() => {
        /* keep the current language if the catalog cannot load (offline) */
      });
    return () => {
      live = false;
    };
  }, [lang, catalog.lang]);
  useEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[catalog.lang];
  }, [catalog.lang]);
  // The language is given as the default locale, with no `locale`: react-intl then takes the default as the
  // locale without checking it against the browser's Intl data. That check is the page's first Intl call, and
  // the browser loads its locale data for it (tens of milliseconds on a phone) before the first screen can
  // render; most screens never format a number or a date through Intl, so they never pay it.
  return (
    <IntlProvider
      locale=""
      defaultLocale={LOCALE_TAGS[catalog.lang]}
      messages={messages as Record<string, string>}
      onError={reportIntlError}
    >
      {children}
    </IntlProvider>
  );
}

/** Store and language around the app (and around screens under test). */
export function Providers({
  store,
  catalog,
  children,
}: {
  store: AppStore;
  catalog: LoadedCatalog;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <IntlRoot initial={catalog}>{children}</IntlRoot>
    </Provider>
  );
}
