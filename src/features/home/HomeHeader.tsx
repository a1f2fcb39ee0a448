import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useConfigsQuery } from '@/api/systemApi';
import { configValue } from '@/api/configAnswers';
import { PATHS } from '@/state/paths';
import { safeHttpUrl } from '@/lib/safeUrl';

/** Brand bar: the site's logo and name, and the way to the language picker. */
export function HomeHeader() {
  const intl = useIntl();
  const [logoFailed, setLogoFailed] = useState(false);
  const { data } = useConfigsQuery({ group: 'system' });
  const { data: site } = useConfigsQuery({ group: 'site' });
  const title =
    configValue(site, 'site_title') ||
    configValue(data, 'site_title') ||
    intl.formatMessage({ id: 'common.app.nameText' });
  const rawLogo = configValue(data, 'site_wap_logo');
  const logo =
    rawLogo && rawLogo.startsWith('/') && !rawLogo.startsWith('//') ? safeHttpUrl(rawLogo, location.href) : null;
  return (
    <header className="home-header">
      <h1 className="home-brand">
        {logo && !logoFailed ? (
          <img className="home-logo" src={logo} alt="" width="28" height="28" onError={() => setLogoFailed(true)} />
        ) : null}
        <span>{title}</span>
      </h1>
      <Link className="home-lang" to={PATHS.Language} aria-label={intl.formatMessage({ id: 'home.home.languageLink' })}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
      </Link>
    </header>
  );
}
