import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useConfigsQuery } from '@/api/systemApi';
import { configValue } from '@/api/configAnswers';
import { desktopRedirectFor } from '@/lib/device';
import { goExternal } from '@/state/navigation';

/**
 * Site-wide settings from the `system` and `site` config groups: the document title, and desktop visitors sent to
 * the desktop site (docs/screens.md#who-it-is-for, docs/screens.md#the-shell), except on the Flow Lab, which support staff open at their desks.
 * The rule is checked on every route the visitor reaches, so one who leaves the lab for a member's screen is
 * sent on as any desktop visitor is.
 */
export function useSiteShell(): void {
  const { data } = useConfigsQuery({ group: 'system' });
  const { data: site } = useConfigsQuery({ group: 'site' });
  const { pathname, search } = useLocation();
  useEffect(() => {
    const title = configValue(site, 'site_title') || configValue(data, 'site_title');
    if (title) document.title = title;
  }, [site, data]);
  useEffect(() => {
    if (!data) return;
    const hash = `#${pathname}${search}`;
    const target = desktopRedirectFor(navigator.userAgent, configValue(data, 'site_pc'), hash, location.protocol);
    if (target) goExternal(target, { replace: true });
  }, [data, pathname, search]);
}
