import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** A visible notice while the device has no network. */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (online) return null;
  return (
    <div className="offline-banner" role="alert">
      <FormattedMessage id="common.offline.bannerText" />
    </div>
  );
}
