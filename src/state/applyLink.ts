import type { Activity } from '@/api/activityTypes';
import type { SystemLink } from '@/api/systemApi';
import { safeHttpUrl } from '@/lib/safeUrl';
import { activityPath } from './paths';

/** Where an activity's "how to apply" leads: customer service, the hall form in the app, an http(s) page, or nowhere. */
export type ApplyLink =
  | { kind: 'service'; href: string }
  | { kind: 'hall'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'none' };

/** How an activity says to apply, from its kind and (for customer service) the platform's service link, if known. */
export function applyLinkOf(
  a: Pick<Activity, 'id' | 'apply_type' | 'apply_url'>,
  service: Pick<SystemLink, 'full_url' | 'url'> | undefined,
  base: string,
): ApplyLink {
  if (a.apply_type === 2) return { kind: 'hall', to: activityPath(a.id) };
  if (a.apply_type === 1) {
    const href = safeHttpUrl(service?.full_url ?? service?.url ?? '', base);
    return href ? { kind: 'service', href } : { kind: 'none' };
  }
  if (a.apply_type === 3) {
    const href = safeHttpUrl(a.apply_url ?? '', base);
    return href ? { kind: 'external', href } : { kind: 'none' };
  }
  return { kind: 'none' };
}
