import { Component, useLayoutEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { releaseEarlyShell } from '@/components/earlyShell';

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
  useLayoutEffect(releaseEarlyShell, []);
  return (
    <div className="route-error" role="alert">
      <p>
        <FormattedMessage id="common.state.errorText" />
      </p>
      <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
        <FormattedMessage id="common.actions.retryButton" />
      </button>
    </div>
  );
}

type BoundaryProps = { pathname: string; children: ReactNode };
type BoundaryState = { failed: boolean; pathname: string };

/** Catches a route that failed to load or render; going to another path tries again. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
