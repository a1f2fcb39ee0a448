import { use } from 'react';
import { useLocation } from 'react-router-dom';
import { addressPath, navigateTo } from '@/state/navigation';

const never = new Promise<never>(() => undefined);
const scheduled = new Set<string>();

function scheduleOnce(key: string, go: () => void): void {
  if (scheduled.has(key)) return;
  scheduled.add(key);
  setTimeout(() => {
    scheduled.delete(key);
    go();
  }, 0);
}

/**
 * Sends the member on from a location that must not show (a redirect route, a guard's refusal) without
 * committing it. Navigations are transitions, so while this suspends the screen the member came from stays
 * on view, untouched, until the replacing navigation shows the next one: no blank frame, no remount. The
 * navigation is scheduled once per location, however often React renders this.
 */
export function Detour({ to, onLeave }: { to: string; onLeave?: () => void }): never {
  const location = useLocation();
  scheduleOnce(`${location.key}:${location.pathname}${location.search}`, () => {
    onLeave?.();
    // Already on its way there (a session that ended while this screen loaded): the router follows the address.
    if (addressPath() === to) return;
    navigateTo(to, { replace: true });
  });
  return use(never);
}
