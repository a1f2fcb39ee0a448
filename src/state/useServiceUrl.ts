import { linkByName, useLinksQuery } from '@/api/systemApi';
import { safeHttpUrl } from '@/lib/safeUrl';

/**
 * The platform's customer-service address: its link with route key 'service' (GET /system/link, fetched once a
 * session), only ever as an http(s) address; null while unknown or when the platform names none.
 */
export function useServiceUrl(): string | null {
  const { data: links } = useLinksQuery();
  const link = linkByName(links, 'service');
  if (!link) return null;
  return safeHttpUrl(link.full_url || link.url, typeof location === 'undefined' ? undefined : location.href);
}
