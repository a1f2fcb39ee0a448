/**
 * Value slots: an element marked `data-fill="<name>"` holds one figure as its text, a skeleton inside it until
 * the figure is known. A screen draws its figures into such elements in both states, so a copy of the screen
 * drawn before the app has started (the early shell) can be given its figures by writing the same text into
 * the same elements, and is then the screen the app draws, box for box.
 *
 * A choice slot shows one of a few texts the screen already knows (a setting's name, in the member's language):
 * its `data-fill-choice` lists, by the figure's value, the element's class and text then.
 */
const FILL_ATTRIBUTE = 'data-fill';
const CHOICE_ATTRIBUTE = 'data-fill-choice';

/** A choice slot's class and text for each value of its figure. */
export type SlotChoices = Readonly<Record<string, readonly [className: string, text: string]>>;

/** The attribute of a value slot (spread on the element that holds the figure, in both states). */
export function valueSlot(name: string): Record<string, string> {
  return { [FILL_ATTRIBUTE]: name };
}

/** The attributes of a choice slot (spread on the element the screen draws before the figure is known). */
export function choiceSlot(name: string, choices: SlotChoices): Record<string, string> {
  return { [FILL_ATTRIBUTE]: name, [CHOICE_ATTRIBUTE]: JSON.stringify(choices) };
}

/** Writes one slot; false when its figure has no text there (a choice slot without that value). */
function writeSlot(slot: HTMLElement, value: string): boolean {
  const choices = slot.getAttribute(CHOICE_ATTRIBUTE);
  if (choices === null) {
    slot.textContent = value;
    return true;
  }
  let choice: unknown;
  try {
    choice = (JSON.parse(choices) as Record<string, unknown>)[value];
  } catch {
    return false;
  }
  if (!Array.isArray(choice) || typeof choice[0] !== 'string' || typeof choice[1] !== 'string') return false;
  slot.className = choice[0];
  slot.textContent = choice[1];
  return true;
}

/** Marks an early shell whose slots were filled (components/earlyShell waits for the app's to be filled too). */
export const FILLED_ATTRIBUTE = 'data-filled';

/** The slots under `root`. */
function slotsOf(root: ParentNode): HTMLElement[] {
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
    if (Object.prototype.hasOwnProperty.call(values, name) && writeSlot(slot, values[name])) filled += 1;
  }
  return filled;
}

/** True while a slot under `root` still is, or holds, its skeleton. */
export function slotsPending(root: ParentNode): boolean {
  return slotsOf(root).some((slot) => slot.matches('.skeleton') || slot.querySelector('.skeleton') !== null);
}
