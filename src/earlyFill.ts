/**
 * The early shell's figures, a file of its own (`js/fill.*.js`): the early script loads it only for a drawn
 * screen with slots for the member's own figures (the build marks those in #route-shells), so the code it takes,
 * the one money formatter among it, is not written into every page. Loaded, it offers `fillMemberFigures`.
 */
import { FILLED_ATTRIBUTE, fillSlots } from './lib/fillSlots';
import type { MoneyLang } from './lib/moneyText';
import { toMemberState } from './state/memberState';
import { memberFigures } from './state/memberFigures';
import type { MemberInfo } from './api/authApi';

/**
 * Writes the member's figures (state/memberFigures, from the answer of the member's info read) into the slots
 * under `el` and marks it filled (components/earlyShell waits for the app's slots). False, with nothing written,
 * for no answer or a demo player's (whose card differs: the app draws it).
 */
export function fillMemberFigures(el: HTMLElement, answer: unknown, lang: string): boolean {
  const data = (answer as { data?: unknown } | null)?.data;
  if (!data || typeof data !== 'object') return false;
  const member = toMemberState(data as MemberInfo);
  if (member.is_demo === 1 || !fillSlots(el, memberFigures(member, lang as MoneyLang))) return false;
  el.setAttribute(FILLED_ATTRIBUTE, '');
  return true;
}

export type FillMemberFigures = typeof fillMemberFigures;

/** Where the loaded file leaves it for the early script (src/earlyShellDraw.ts loadFiller). */
export type FillerHolder = { __earlyFill?: FillMemberFigures };

(globalThis as FillerHolder).__earlyFill = fillMemberFigures;
