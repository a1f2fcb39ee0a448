import { useLayoutEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { releaseEarlyShell } from '@/components/earlyShell';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown while the first route's code and guards load. */
export function RouteFallback() {
  return (
    <div className="route-fallback" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}

/** A route that failed to load (usually a chunk lost to a new deployment or the network). */
export function RouteError() {
  const error = useRouteError();
  useLayoutEffect(releaseEarlyShell, []);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <div className="route-error" role="alert">
      <p>
        <FormattedMessage id="common.state.errorText" />
        {status ? ` (${status})` : ''}
      </p>
      <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
        <FormattedMessage id="common.actions.retryButton" />
      </button>
    </div>
  );
}
