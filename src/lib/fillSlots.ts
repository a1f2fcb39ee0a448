/**
 * Value slots: an element marked `data-fill="<name>"` holds one figure as its text, a skeleton inside it until
 * the figure is known. A screen draws its figures into such elements in both states, so a copy of the screen
 * drawn before the app has started (the early shell) can be given its figures by writing the same text into
 * the same elements, and is then the screen the app draws, box for box.
 */
export const FILL_ATTRIBUTE = 'data-fill';

/** Marks an early shell whose slots were filled (components/earlyShell waits for the app's to be filled too). */
export const FILLED_ATTRIBUTE = 'data-filled';

/** The slots under `root`. */
export function slotsOf(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[${FILL_ATTRIBUTE}]`)];
}

/**
 * Writes each slot's figure from `values`; a slot whose figure is not there keeps its skeleton. Returns how many
 * slots were filled.
 */
export function fillSlots(root: ParentNode, values: Readonly<Record<string, string>>): number {
  let filled = 0;
  for (const slot of slotsOf(root)) {
    const name = slot.getAttribute(FILL_ATTRIBUTE) ?? '';
    if (!Object.prototype.hasOwnProperty.call(values, name)) continue;
    slot.textContent = values[name];
    filled += 1;
  }
  return filled;
}

/** True while a slot under `root` still holds its skeleton. */
export function slotsPending(root: ParentNode): boolean {
  return slotsOf(root).some((slot) => slot.querySelector('.skeleton') !== null);
}
