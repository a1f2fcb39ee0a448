import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SkeletonBlock } from './SkeletonBlock';

type Props = {
  isLoading: boolean;
  isError: boolean;
  /** The server's text when there was one (already translated). */
  errorMessage?: string;
  isEmpty?: boolean;
  onRetry?: () => void;
  /** What to show while loading; a neutral skeleton by default. */
  skeleton?: ReactNode;
  emptyText?: ReactNode;
  children: ReactNode;
};

/** Whether the device says it has no network: then a failed read says so rather than 'could not load'. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The four faces of a list or a read: loading (skeleton), failed (retry), empty, content. */
export function QueryState({
  isLoading,
  isError,
  errorMessage,
  isEmpty,
  onRetry,
  skeleton,
  emptyText,
  children,
}: Props) {
  if (isLoading) {
    return <>{skeleton ?? <SkeletonBlock />}</>;
  }
  if (isError) {
    return (
      <div className="query-state" role="alert">
        <p>
          {errorMessage ?? <FormattedMessage id={isOffline() ? 'common.net.offlineText' : 'common.state.errorText'} />}
        </p>
        {onRetry ? (
          <button type="button" className="btn btn-ghost" onClick={onRetry}>
            <FormattedMessage id="common.actions.retryButton" />
          </button>
        ) : null}
      </div>
    );
  }
  if (isEmpty)
    return (
      <div className="query-state">
        <p>{emptyText ?? <FormattedMessage id="common.state.emptyText" />}</p>
      </div>
    );
  return <>{children}</>;
}
