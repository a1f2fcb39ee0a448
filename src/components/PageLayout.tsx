import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

type Props = {
  /** Catalog id of the title, or `title` when it is already text. */
  titleId?: string;
  title?: string;
  /**
   * The title's slot, where a drawn screen's title comes from its address (a game list's): the attributes the screen
   * built with its typed `slot` (lib/fillSlots slotsFor).
   */
  titleFill?: Record<string, string>;
  /** false hides the back button (tab pages). */
  back?: boolean;
  onBack?: () => void;
  /** Where back goes when there is no history in this tab (a deep link). */
  fallback?: string;
  right?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A screen: nav bar with back and title, then the content. */
export function PageLayout({
  titleId,
  title,
  titleFill,
  back = true,
  onBack,
  fallback = '/Main/home',
  right,
  children,
  className,
}: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const heading = title ?? (titleId ? intl.formatMessage({ id: titleId }) : '');
  const goBack = () => {
    if (onBack) return onBack();
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  };
  return (
    <div className={className ? `page-layout ${className}` : 'page-layout'}>
      <header className="nav-bar">
        {back ? (
          <button
            type="button"
            className="nav-back"
            onClick={goBack}
            aria-label={intl.formatMessage({ id: 'common.actions.backButton' })}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        ) : (
          <span className="nav-spacer" />
        )}
        <h1 className="nav-title" {...titleFill}>
          {heading}
        </h1>
        <div className="nav-right">{right}</div>
      </header>
      <div className="page-body">{children}</div>
    </div>
  );
}
