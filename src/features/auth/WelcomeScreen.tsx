import './auth.css';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { LOCALES, LOCALE_NAMES, LOCALE_TAGS } from '@i18n/locales';
import { useConfigsQuery } from '@/api/systemApi';
import { configValue } from '@/api/configAnswers';
import { slotsFor } from '@/lib/fillSlots';
import type { SiteFigures } from './siteFigures';
import { useDemoMutation } from '@/api/authApi';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { localeChanged, selectLocale } from '@/state/localeSlice';
import { toastShown } from '@/state/toastSlice';
import { PATHS } from '@/state/paths';
import { m } from './messages';

const slot = slotsFor<SiteFigures>();

function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true">
      <circle cx="32" cy="32" r="26" fill="none" stroke="#f0b429" strokeWidth="4" />
      <path d="M32 14l5.3 10.8 11.9 1.7-8.6 8.4 2 11.8L32 41.1l-10.6 5.6 2-11.8-8.6-8.4 11.9-1.7z" fill="#f0b429" />
    </svg>
  );
}

/** /Welcome: the brand, the language, and the four ways in (log in, register, demo, browse). */
export function WelcomeScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const lang = useAppSelector(selectLocale);
  const site = useConfigsQuery({ group: 'site' });
  const system = useConfigsQuery({ group: 'system' });
  const [demo, { isLoading: demoBusy }] = useDemoMutation();
  const title = configValue(site.data, 'site_title');
  const demoOpen = configValue(system.data, 'is_demo_play_open') === '1';
  const t = intl.formatMessage;

  const tryDemo = async () => {
    if (demoBusy) return;
    try {
      await demo().unwrap();
      dispatch(toastShown({ kind: 'info', messageId: m.loginDemoTipsText.id }));
      navigate(PATHS.Home, { replace: true });
    } catch {
      /* the platform's message is already on screen */
    }
  };

  return (
    <div className="welcome">
      <div className="welcome-brand">
        <div className="welcome-logo">
          <BrandMark />
        </div>
        {/* The site's name, which the settings bring (a drawn copy is given it early): the screen's own title when
            the platform sets none. */}
        <h1
          className="welcome-title"
          {...slot({ text: 'siteTitle', choices: { '': ['welcome-title', t(m.welcomeTitleText)] } })}
        >
          {site.isLoading ? (
            <span className="skeleton skeleton-text welcome-title-skeleton" aria-hidden="true" />
          ) : (
            title || t(m.welcomeTitleText)
          )}
        </h1>
        <p className="welcome-tagline">{t(m.welcomeTaglineText)}</p>
      </div>
      <fieldset className="welcome-langs">
        <legend>{t(m.welcomeLanguageLabel)}</legend>
        {LOCALES.map((l) => (
          <button
            key={l}
            type="button"
            lang={LOCALE_TAGS[l]}
            className="welcome-lang"
            aria-pressed={l === lang}
            onClick={() => dispatch(localeChanged(l))}
          >
            {LOCALE_NAMES[l]}
          </button>
        ))}
      </fieldset>
      <div className="welcome-actions">
        <Link className="btn btn-accent" to={PATHS.Login}>
          {t(m.welcomeLoginButton)}
        </Link>
        <Link className="btn welcome-ghost" to={PATHS.Register}>
          {t(m.welcomeRegisterButton)}
        </Link>
        {system.isLoading ? (
          // Whether the platform offers a demo comes with its settings: the button's place is kept until then,
          // so the screen does not move when it comes (the platform's usual setting is open).
          <span className="btn welcome-ghost welcome-pending" aria-hidden="true" />
        ) : demoOpen ? (
          <button
            type="button"
            className="btn welcome-ghost"
            onClick={() => void tryDemo()}
            disabled={demoBusy}
            aria-busy={demoBusy}
          >
            {t(m.welcomeDemoButton)}
          </button>
        ) : null}
        <Link className="btn welcome-link" to={PATHS.Home}>
          {t(m.welcomeGuestButton)}
        </Link>
      </div>
    </div>
  );
}
