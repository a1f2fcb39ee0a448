/**
 * Value slots: an element marked `data-fill="<name>"` holds one figure as its text, a skeleton inside it until
 * the figure is known. A screen draws its figures into such elements in both states, so a copy of the screen
 * drawn before the app has started (the early shell) can be given its figures by writing the same text into
 * the same elements, and is then the screen the app draws, box for box.
 *
 * A choice slot shows one of a few texts the screen already knows (a setting's name, in the member's language):
 * its `data-fill-choice` lists, by the figure's value, the element's class and text then (the figure `<name>.text`,
 * when given, is the server's own words for the value, and wins). A class slot
 * (`data-fill-class`) takes its figure as its class (a money change's colour).
 *
 * A rows slot (`data-fill-rows="<list>"`) stands where a list's rows will be: in a drawn screen it holds a
 * <template> of the list as the app draws it, one row with slots and the list's footer, which `fillRows` repeats
 * for the rows of an answer.
 */
const FILL_ATTRIBUTE = 'data-fill';
const CHOICE_ATTRIBUTE = 'data-fill-choice';
const CLASS_ATTRIBUTE = 'data-fill-class';
const ROWS_ATTRIBUTE = 'data-fill-rows';
const ROW_HEIGHT_ATTRIBUTE = 'data-fill-row-height';
const PATTERNS_ATTRIBUTE = 'data-fill-patterns';

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

/** The attribute of a class slot. */
export function classSlot(name: string): Record<string, string> {
  return { [CLASS_ATTRIBUTE]: name };
}

/**
 * The attributes of a rows slot: the list's name; for a windowed list, its rows' height in px (each row is as high);
 * and the sentences its rows are made of, in the page's language, each with `{name}` where a value goes (a row's
 * figures are written from them: textPattern).
 */
export function rowsSlot(
  name: string,
  rowHeight?: number,
  patterns?: Readonly<Record<string, string>>,
): Record<string, string> {
  return {
    [ROWS_ATTRIBUTE]: name,
    ...(rowHeight ? { [ROW_HEIGHT_ATTRIBUTE]: String(rowHeight) } : {}),
    ...(patterns ? { [PATTERNS_ATTRIBUTE]: JSON.stringify(patterns) } : {}),
  };
}

/** The sentences of the rows slot of list `name` under `root` (rowsSlot); none when it has none. */
export function rowPatterns(root: ParentNode, name: string): Record<string, string> {
  const slot = slotsOf(root, ROWS_ATTRIBUTE).find((el) => el.getAttribute(ROWS_ATTRIBUTE) === name);
  try {
    const patterns = JSON.parse(slot?.getAttribute(PATTERNS_ATTRIBUTE) ?? '{}') as unknown;
    return patterns && typeof patterns === 'object' ? (patterns as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Writes one slot; false when its figure has no text there (a choice slot without that value). A choice slot's
 * figure may come with its own words (`own`, the server's name for the value), which win over the choice's.
 */
function writeSlot(slot: HTMLElement, value: string, own = ''): boolean {
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
  slot.textContent = own || choice[1];
  return true;
}

/** Marks an early shell whose slots were filled (components/earlyShell waits for the app's to be filled too). */
export const FILLED_ATTRIBUTE = 'data-filled';

/** The slots under `root` (or `root` itself) marked with `attribute`. */
function slotsOf(root: ParentNode, attribute = FILL_ATTRIBUTE): HTMLElement[] {
  const own = root instanceof HTMLElement && root.hasAttribute(attribute) ? [root] : [];
  return [...own, ...root.querySelectorAll<HTMLElement>(`[${attribute}]`)];
}

const has = (values: Readonly<Record<string, unknown>>, name: string) =>
  Object.prototype.hasOwnProperty.call(values, name);

/**
 * Writes each slot's figure from `values`; a slot whose figure is not there keeps its skeleton. Returns how many
 * slots were filled.
 */
export function fillSlots(root: ParentNode, values: Readonly<Record<string, string>>): number {
  let filled = 0;
  for (const slot of slotsOf(root)) {
    const name = slot.getAttribute(FILL_ATTRIBUTE) ?? '';
    if (has(values, name) && writeSlot(slot, values[name], values[`${name}.text`])) filled += 1;
  }
  for (const slot of slotsOf(root, CLASS_ATTRIBUTE)) {
    const name = slot.getAttribute(CLASS_ATTRIBUTE) ?? '';
    if (has(values, name)) slot.className = values[name];
  }
  return filled;
}

/** A list's rows from an answer, and whether the list has further pages (its footer says so). */
export type ListFigures = { rows: ReadonlyArray<Readonly<Record<string, string>>>; more: boolean };

/**
 * Draws each rows slot under `root` whose list is in `lists` as its template's view, the template's first <li>
 * repeated for the rows, each filled from its figures: in a windowed list (a row height), the rows that fit the
 * viewport, placed as the app's windowed list places them, and the footer's choice of `more` ('1' or '0');
 * otherwise every row, in the flow. A list without rows, or a slot without a template, is left as it is. Returns how
 * many rows were drawn.
 */
export function fillRows(root: ParentNode, lists: Readonly<Record<string, ListFigures>>, viewport: number): number {
  let drawn = 0;
  for (const slot of slotsOf(root, ROWS_ATTRIBUTE)) {
    const name = slot.getAttribute(ROWS_ATTRIBUTE) ?? '';
    const height = Number(slot.getAttribute(ROW_HEIGHT_ATTRIBUTE) ?? 0);
    const template = slot.querySelector('template');
    const list = has(lists, name) ? lists[name] : undefined;
    if (!list || list.rows.length === 0 || !template) continue;
    const view = template.content.cloneNode(true) as DocumentFragment;
    const row = view.querySelector('li');
    const parent = row?.parentElement;
    if (!row || !parent) continue;
    row.remove();
    const shown = height > 0 ? Math.min(list.rows.length, Math.ceil(viewport / height) + 1) : list.rows.length;
    // Set through the style object: the page's policy refuses style attributes in markup, not these.
    if (height > 0) parent.style.height = `${list.rows.length * height}px`;
    for (let i = 0; i < shown; i += 1) {
      const li = row.cloneNode(true) as HTMLElement;
      if (height > 0) {
        li.style.top = `${i * height}px`;
        li.style.height = `${height}px`;
      }
      fillSlots(li, list.rows[i]);
      parent.appendChild(li);
    }
    fillSlots(view, { more: list.more ? '1' : '0' });
    slot.replaceWith(view);
    drawn += shown;
  }
  return drawn;
}

/** True while a slot under `root` still is, or holds, its skeleton, or a list's rows are still to come. */
export function slotsPending(root: ParentNode): boolean {
  return (
    slotsOf(root, ROWS_ATTRIBUTE).length > 0 ||
    slotsOf(root).some((slot) => slot.matches('.skeleton') || slot.querySelector('.skeleton') !== null)
  );
}
