import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@i18n/locales';

/** The member's language choice, kept in localStorage and sent as `lang` on calls. */
export const LOCALE_STORAGE_KEY = 'lang';

export type LocaleState = { lang: Locale };

export function storedLocale(): Locale {
  try {
    const v = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(v) ? v : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function persistLocale(lang: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, lang);
  } catch {
    /* private mode: the choice lasts for this visit */
  }
}

export const localeSlice = createSlice({
  name: 'locale',
  initialState: (): LocaleState => ({ lang: storedLocale() }),
  reducers: {
    localeChanged(state, action: PayloadAction<Locale>) {
      if (isLocale(action.payload)) state.lang = action.payload;
    },
  },
});

export const { localeChanged } = localeSlice.actions;
export const selectLocale = (s: { locale: LocaleState }) => s.locale.lang;
