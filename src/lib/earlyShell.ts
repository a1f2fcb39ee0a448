/**
 * Which early shell a route opens with, and its element's id: read by the early script (src/early), which draws the
 * shell (src/early/shellMarkup.ts), and by the app, which takes it down once its own screen has committed
 * (components/earlyShell).
 */

import type { TabName } from './tabIcons';

export const EARLY_SHELL_ID = 'early-shell';

/** Which shell a route opens with: home's, the login form's, or a member screen's (nav bar and skeleton). */
export type ShellKind = 'home' | 'login' | 'page' | 'tabPage';

/** `route` is the lower-cased hash path without query. */
export function shellKind(route: string): ShellKind {
  if (route === '' || route === '/' || route === '/main' || route === '/main/home') return 'home';
  if (route === '/login') return 'login';
  if (route === '/center' || route === '/main/activity' || route === '/member/recharge') return 'tabPage';
  return 'page';
}

/** The tab a main page's route marks in the bar (`route` as for shellKind). */
export function shellTab(route: string): TabName | null {
  if (route === '/center') return 'center';
  if (route === '/main/activity') return 'activity';
  if (route === '/member/recharge') return 'recharge';
  return null;
}
