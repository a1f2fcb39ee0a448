import { EARLY_SHELL_ID } from '@/lib/earlyShell';
import { FILLED_ATTRIBUTE, slotsPending } from '@/lib/fillSlots';

/** How long a shell showing the member's figures waits for the app's screen to show them too. */
const FILLED_WAIT_MS = 3000;

/**
 * Takes the early shell away once the app's own screen has committed under it (the screen's boxes are the
 * shell's, so nothing moves). A shell whose slots hold the member's figures (lib/fillSlots) stays until the app's
 * slots hold them too, so the figures never give way to skeletons for a frame. Idempotent.
 */
export function releaseEarlyShell(): void {
  if (typeof document === 'undefined') return;
  const shell = document.getElementById(EARLY_SHELL_ID);
  const root = document.getElementById('root');
  if (!shell) return;
  if (!shell.hasAttribute(FILLED_ATTRIBUTE) || !root || !slotsPending(root)) {
    shell.remove();
    return;
  }
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    shell.remove();
  };
  const observer = new MutationObserver(() => {
    if (!slotsPending(root)) done();
  });
  const timer = setTimeout(done, FILLED_WAIT_MS);
  observer.observe(root, { childList: true, subtree: true, characterData: true });
}
