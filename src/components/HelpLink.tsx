import './helpLink.css';
import { useIntl } from 'react-intl';
import { useServiceUrl } from '@/state/useServiceUrl';
import { AreaMessages } from '@/flow/AreaMessages';

type Props = {
  /** 'bar': the headset in a screen's nav bar; 'line': a sentence and the link, under a failure or a list. */
  look?: 'bar' | 'line';
};

function Help({ look = 'bar' }: Props) {
  const intl = useIntl();
  const url = useServiceUrl();
  if (!url) return null;
  const t = (id: string) => intl.formatMessage({ id });
  const link = (
    <a
      className={look === 'bar' ? 'help-link help-link-bar' : 'help-link'}
      // In the nav bar the headset alone, in the back button's square: the title keeps the box the early shell drew.
      aria-label={look === 'bar' ? t('routes.help.serviceLink') : undefined}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H5a1 1 0 0 1-1-1zm16 0h-3v5h2a1 1 0 0 0 1-1zm0 5a4 4 0 0 1-4 3h-2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {look === 'bar' ? null : <span>{t('routes.help.serviceLink')}</span>}
    </a>
  );
  if (look === 'bar') return link;
  return (
    <p className="help-line">
      <span>{t('routes.help.stuckText')}</span> {link}
    </p>
  );
}

/** Customer service, one tap away where a member can get stuck; nothing when the platform names none. */
export function HelpLink(props: Props) {
  return (
    <AreaMessages area="routes">
      <Help {...props} />
    </AreaMessages>
  );
}
