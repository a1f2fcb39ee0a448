import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ComponentType } from 'react';
import { PageLayout } from './PageLayout';

/** A route whose screen is not open yet: titled, translated, with a way back. */
export function NotAvailableScreen({ titleId }: { titleId: string }) {
  return (
    <PageLayout titleId={titleId}>
      <div className="not-available">
        <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
          <circle cx="32" cy="32" r="28" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M32 16v20M32 44v3" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <p className="not-available-text"><FormattedMessage id="common.notAvailable.bodyText" /></p>
        <Link className="btn btn-primary" to="/Main/home" replace><FormattedMessage id="common.notAvailable.homeButton" /></Link>
      </div>
    </PageLayout>
  );
}

const cache = new Map<string, ComponentType>();

/** The NotAvailableScreen for one route, as a route component. */
export function notAvailable(titleId: string): ComponentType {
  let screen = cache.get(titleId);
  if (!screen) {
    const Screen = () => <NotAvailableScreen titleId={titleId} />;
    Screen.displayName = `NotAvailable(${titleId})`;
    cache.set(titleId, Screen);
    screen = Screen;
  }
  return screen;
}
