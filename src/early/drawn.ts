/**
 * The drawn view's code as a file of its own (`js/drawn.*.js`): the early script loads it only on a screen the build
 * drew (#route-shells names it), beside the view's markup, and takes what it offers from the global scope.
 */
import { drawScreenShell } from './drawnView';
import { answerEarlyTaps } from './notReady';

/** What the file offers the early script. */
export type DrawnCode = { draw: typeof drawScreenShell; answerTaps: typeof answerEarlyTaps };

/** Where the loaded file leaves it (src/early/main.ts). */
export const DRAWN_HOLDER = '__earlyDrawn';

(globalThis as Record<string, unknown>)[DRAWN_HOLDER] = {
  draw: drawScreenShell,
  answerTaps: answerEarlyTaps,
} satisfies DrawnCode;
