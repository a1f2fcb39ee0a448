/**
 * The member's tabs share one session cookie: when a time-out or exclusion ends the session in one tab, the others
 * are told at once (BroadcastChannel, same origin) and ask the platform, whose 401 logs them out with its reason.
 */
const CHANNEL = 'member-session';

export function announceSessionEnded(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const c = new BroadcastChannel(CHANNEL);
  c.postMessage({ type: 'ended' });
  c.close();
}

export function onSessionEnded(handler: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const c = new BroadcastChannel(CHANNEL);
  c.onmessage = (e: MessageEvent<{ type?: string }>) => {
    if (e.data?.type === 'ended') handler();
  };
  return () => c.close();
}
