import { useEffect } from 'react';
import { useConfigsQuery } from '@/api/systemApi';
import { configValue } from '@/api/configAnswers';
import { desktopRedirectUrl, isMobileUserAgent } from '@/lib/device';
import { goExternal } from '@/state/navigation';

/**
 * Site-wide settings from the `system` and `site` config groups: the document title, and desktop visitors sent to
 * the desktop site (spec §1, contract §2.2).
 */
export function useSiteShell(): void {
  const { data } = useConfigsQuery({ group: 'system' });
  const { data: site } = useConfigsQuery({ group: 'site' });
  useEffect(() => {
    const title = configValue(site, 'site_title') || configValue(data, 'site_title');
    if (title) document.title = title;
  }, [site, data]);
  useEffect(() => {
    if (!data) return;
    if (!isMobileUserAgent(navigator.userAgent)) {
      const target = desktopRedirectUrl(configValue(data, 'site_pc'), location.hash, location.protocol);
      if (target) goExternal(target, { replace: true });
    }
  }, [data]);
}
