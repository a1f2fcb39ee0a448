/**
 * Rows slots: a rows slot (`data-fill-rows="<list>"`) stands where a list's rows will be. In a drawn screen it holds
 * a <template> of the view the list's answer brings, as the app draws it: one row with slots (ROW_MARK, else the
 * first <li>), and around it what comes with the rows (a windowed list's footer, a group's heading, a form). The
 * early filler repeats the row for the rows of its own read of the list (fillRows).
 */
import { ROWS_ATTRIBUTE, ROW_ATTRIBUTE, fillSlots, has, slotsOf } from './fillSlots';

const ROW_HEIGHT_ATTRIBUTE = 'data-fill-row-height';
const PATTERNS_ATTRIBUTE = 'data-fill-patterns';
const EMPTY_ATTRIBUTE = 'data-fill-empty';

/** Marks a rows slot's second <template>: the view of the list without rows (what the app says then). */
export const EMPTY_MARK: Readonly<Record<string, string>> = { [EMPTY_ATTRIBUTE]: '' };

/** Marks the element a rows slot's template repeats for each row (by default, its first <li>). */
export const ROW_MARK: Readonly<Record<string, string>> = { [ROW_ATTRIBUTE]: '' };

/**
 * The attributes of a rows slot: the list's name, one of its screen's declared `Lists` (`rowsSlot<typeof lists>`); for a windowed list, its rows' height in px (each row is as high);
 * and the sentences its rows are made of, in the page's language, each with `{name}` where a value goes (a row's
 * figures are written from them: textPattern).
 */
export function rowsSlot<Lists>(
  name: Extract<keyof Lists, string>,
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

/** A list's rows from an answer, and whether the list has further pages (its footer says so). */
export type ListFigures = { rows: ReadonlyArray<Readonly<Record<string, string>>>; more: boolean };

/**
 * Draws each rows slot under `root` whose list is in `lists` as its template's view, the template's row (ROW_MARK,
 * else its first <li>) repeated for the rows, each filled from its figures. In a windowed list (a row height): the
 * rows that fit the viewport, placed as the app's windowed list places them, and the footer's choice of `more`
 * ('1' or '0'); otherwise every row, in the flow. A list without rows is drawn as the slot's empty view (EMPTY_MARK)
 * when it has one; otherwise, like a slot without a template, it is left as it is. A view may hold rows slots of its
 * own, drawn in turn. Returns how many rows were drawn, an empty view counting as one.
 */
export function fillRows(root: ParentNode, lists: Readonly<Record<string, ListFigures>>, viewport: number): number {
  let drawn = 0;
  // A view drawn from its template may hold lists of its own (the sign-in's calendar): each pass draws those the
  // last one brought in, until one brings none (a slot drawn is gone, so the passes end).
  for (let pass = drawRows(root, lists, viewport); pass > 0; pass = drawRows(root, lists, viewport)) drawn += pass;
  return drawn;
}

/** One pass of fillRows over the rows slots now under `root`. */
function drawRows(root: ParentNode, lists: Readonly<Record<string, ListFigures>>, viewport: number): number {
  let drawn = 0;
  for (const slot of slotsOf(root, ROWS_ATTRIBUTE)) {
    const name = slot.getAttribute(ROWS_ATTRIBUTE) ?? '';
    const height = Number(slot.getAttribute(ROW_HEIGHT_ATTRIBUTE) ?? 0);
    const template = slot.querySelector<HTMLTemplateElement>(`template:not([${EMPTY_ATTRIBUTE}])`);
    const empty = slot.querySelector<HTMLTemplateElement>(`template[${EMPTY_ATTRIBUTE}]`);
    const list = has(lists, name) ? lists[name] : undefined;
    if (list?.rows.length === 0 && empty) {
      slot.replaceWith(empty.content.cloneNode(true));
      drawn += 1;
      continue;
    }
    if (!list || list.rows.length === 0 || !template) continue;
    const view = template.content.cloneNode(true) as DocumentFragment;
    const row = view.querySelector<HTMLElement>(`[${ROW_ATTRIBUTE}]`) ?? view.querySelector('li');
    const parent = row?.parentElement;
    if (!row || !parent) continue;
    row.setAttribute(ROW_ATTRIBUTE, '');
    // The rows stand where the template's row stood.
    const anchor = document.createComment('');
    row.replaceWith(anchor);
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
      parent.insertBefore(li, anchor);
    }
    anchor.remove();
    fillSlots(view, { more: list.more ? '1' : '0' });
    slot.replaceWith(view);
    drawn += shown;
  }
  return drawn;
}
