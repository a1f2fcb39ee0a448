/**
 * The drawn view's code as a file of its own (`js/drawn.*.js`): the early script loads it only on a screen the build
 * drew (#route-shells names it), beside the view's markup, and takes what it offers from the global scope: the view,
 * its answer to an early tap, and a member screen's opening reads (every screen with reads of its own is drawn).
 */
import { drawScreenShell } from './drawnView';
import { answerEarlyTaps } from './notReady';
import { memberMayOpen, memberOpeningReads } from './memberOpeningReads';

/** What the file offers the early script. */
export type DrawnCode = {
  draw: typeof drawScreenShell;
  answerTaps: typeof answerEarlyTaps;
  /** A member screen's opening reads, and whether the member's info lets the member open it. */
  openingReads: typeof memberOpeningReads;
  mayOpen: typeof memberMayOpen;
};

/** Where the loaded file leaves it (src/early/main.ts). */
export const DRAWN_HOLDER = '__earlyDrawn';

(globalThis as Record<string, unknown>)[DRAWN_HOLDER] = {
  draw: drawScreenShell,
  answerTaps: answerEarlyTaps,
  openingReads: memberOpeningReads,
  mayOpen: memberMayOpen,
} satisfies DrawnCode;
