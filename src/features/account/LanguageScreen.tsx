import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { LOCALES, LOCALE_NAMES, LOCALE_TAGS, type Locale } from '@i18n/locales';
import { PageLayout } from '@/components/PageLayout';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { localeChanged, selectLocale } from '@/state/localeSlice';

/** /Language: the five languages, each named in itself; the choice is kept and sent on every call. */
export function LanguageScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const current = useAppSelector(selectLocale);
  const choose = (lang: Locale) => {
    if (lang !== current) dispatch(localeChanged(lang));
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/Main/home', { replace: true });
  };
  return (
    <PageLayout titleId="routes.language.titleText">
      <p className="language-hint">
        <FormattedMessage id="account.language.hintText" />
      </p>
      <div
        className="language-list"
        role="radiogroup"
        aria-label={intl.formatMessage({ id: 'routes.language.titleText' })}
      >
        {LOCALES.map((lang) => (
          <button
            key={lang}
            type="button"
            role="radio"
            aria-checked={lang === current}
            lang={LOCALE_TAGS[lang]}
            className={lang === current ? 'language-option active' : 'language-option'}
            onClick={() => choose(lang)}
          >
            <span>{LOCALE_NAMES[lang]}</span>
            {lang === current ? (
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path
                  d="M5 12l5 5 9-10"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            ) : null}
          </button>
        ))}
      </div>
    </PageLayout>
  );
}
