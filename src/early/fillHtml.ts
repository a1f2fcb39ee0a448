/**
 * The early shell's figure filler for a drawn view with server HTML (the credit rules), a file of its own
 * (`js/fill-html.*.js`): src/early/fill.ts with the one sanitiser (lib/sanitizeHtml), which only these views load.
 * It takes the place of the plain filler's offer.
 */
import { FILL_READS, fillFigures, type FillerHolder } from './fill';
import { sanitizeHtml } from '@/lib/sanitizeHtml';

(globalThis as FillerHolder).__earlyFill = {
  fill: (el, answers, lang, viewport) => fillFigures(el, answers, lang, viewport, sanitizeHtml),
  reads: FILL_READS,
};
