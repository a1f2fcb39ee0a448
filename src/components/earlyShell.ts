import { EARLY_SHELL_ID } from '@/lib/earlyShell';

/**
 * Takes the early shell away once the app's own screen has committed under it (the screen's boxes are the
 * shell's, so nothing moves). Idempotent.
 */
export function releaseEarlyShell(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(EARLY_SHELL_ID)?.remove();
}
