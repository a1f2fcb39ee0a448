import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Area } from '@i18n/areas';
import { localeFromTag } from '@i18n/locales';
import { hasTexts, needTexts, subscribeTexts } from '@/state/texts';

/**
 * Renders its children once an area's texts (i18n/areas.ts) in the language on screen are in; nothing
 * until then. Routes wait for their screens' areas themselves (src/app/routes.tsx); this is for what
 * opens outside a route, such as 'Report a problem' (the Flow Lab's texts, the default area).
 */
export function AreaMessages({ area = 'flowlab', children }: { area?: Area; children: ReactNode }) {
  const lang = localeFromTag(useIntl().locale);
  const isReady = () => hasTexts([area], lang);
  const ready = useSyncExternalStore(subscribeTexts, isReady, isReady);
  useEffect(() => {
    if (!ready) needTexts([area], lang).catch(() => undefined);
  }, [area, lang, ready]);
  return ready ? <>{children}</> : null;
}
