import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isLocale, type Locale } from '@i18n/locales';
import { namedLocale, openingLocale } from '@i18n/localeTags';

/** The member's language choice, kept in localStorage and sent as `lang` on calls. */
export const LOCALE_STORAGE_KEY = 'lang';

export type LocaleState = { lang: Locale };

/** What the member chose and the browser kept, or null (never chosen, or storage blocked). */
function chosenLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language the app opens in (i18n/localeTags openingLocale, as the early script opens in): the member's stored
 * choice, else the one the address names (an invite link), else the phone's, else the default. Only a choice the
 * member makes is kept: the next visit follows the phone again.
 */
export function storedLocale(): Locale {
  const phone = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return openingLocale(chosenLocale(), namedLocale(typeof location === 'undefined' ? '' : location.hash), phone);
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
