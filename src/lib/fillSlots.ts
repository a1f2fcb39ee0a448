/**
 * Slots: an element marked with the figures it takes (one typed description, `Slot<F>`, through `slotsFor<F>()`).
 * A screen draws its figures into such elements in both states, so a copy of the screen drawn before the app has
 * started (the early shell) can be given its figures by writing the same values into the same elements, and is then
 * the screen the app draws, box for box. In the markup each part is an attribute: `data-fill` (text, with
 * `data-fill-choice` for a choice), `data-fill-class`, `data-fill-html` (the server's HTML, written only through the
 * one sanitiser, lib/sanitizeHtml, that the writer is given), `data-fill-width`, `data-fill-attrs`, `data-fill-style`.
 * A list's rows are rows slots (lib/fillRows).
 */
import { safeHttpUrl } from './safeUrl';

const FILL_ATTRIBUTE = 'data-fill';
const CHOICE_ATTRIBUTE = 'data-fill-choice';
const CLASS_ATTRIBUTE = 'data-fill-class';
const ATTRS_ATTRIBUTE = 'data-fill-attrs';
const HTML_ATTRIBUTE = 'data-fill-html';
const WIDTH_ATTRIBUTE = 'data-fill-width';
const STYLE_ATTRIBUTE = 'data-fill-style';
/** A rows slot (lib/fillRows), and the mark of a row drawn in one: the row's slots take the row's figures only. */
export const ROWS_ATTRIBUTE = 'data-fill-rows';
export const ROW_ATTRIBUTE = 'data-fill-row';

/**
 * The attributes a slot may set: what a field shows before anything is typed, what it starts with (an invite link's
 * code), a choice's mark, whether a button can be used, and a picture's address (http(s) only) and when it loads.
 */
type SlotAttribute = 'placeholder' | 'value' | 'checked' | 'disabled' | 'src' | 'loading';
const SLOT_ATTRIBUTES: readonly string[] = [
  'placeholder',
  'value',
  'checked',
  'disabled',
  'src',
  'loading',
] satisfies SlotAttribute[];

/** A choice slot's class and text for each value of its figure. */
export type SlotChoices = Readonly<Record<string, readonly [className: string, text: string]>>;

/** A screen's figures as the filler takes them: each by its name, as text. */
export type Figures = Readonly<Record<string, string>>;

/** The name of one of the figures `F` (a screen's typed figures). */
type FigureName<F> = Extract<keyof F, string>;

/**
 * A slot: what an element shows of a screen's figures `F`, each part naming the figure it takes. `text`, its text
 * (a skeleton inside it until the figure is known), or with `choices` one of the texts the screen already knows, by
 * the figure's value (the figure `<text>Text`, when given, is the server's own words for the value, and wins);
 * `class`, its class; `html`, the server's HTML, sanitised by the one sanitiser; `width`, a bar's width (a whole
 * percent of its track); `attrs`, a few of its attributes (an empty figure removes one); `style`, a few of its
 * style properties (figures the app computes, never the server's words).
 */
export type Slot<F> = {
  text?: FigureName<F>;
  choices?: SlotChoices;
  class?: FigureName<F>;
  html?: FigureName<F>;
  width?: FigureName<F>;
  attrs?: Partial<Record<SlotAttribute, FigureName<F>>>;
  style?: Partial<Record<SlotStyle, FigureName<F>>>;
};

/**
 * The slots of a screen's figures `F`: `slot({ text: 'fee', class: 'feeClass' })` gives the attributes to spread on
 * the element, in both states (the app's view and the drawn copy), so a figure renamed or gone in `F` fails the
 * typecheck where a screen shows it.
 */
export function slotsFor<F>(): (parts: Slot<F>) => Record<string, string> {
  return (parts) => {
    const attributes: Record<string, string> = {};
    for (const [part, value] of Object.entries(parts) as Array<[keyof Slot<F>, unknown]>)
      if (value !== undefined) attributes[SLOT_PARTS[part]] = typeof value === 'string' ? value : JSON.stringify(value);
    return attributes;
  };
}

/** The attribute each part of a slot is written to (a figure's name, or a map of them as JSON). */
const SLOT_PARTS: Record<keyof Slot<unknown>, string> = {
  text: FILL_ATTRIBUTE,
  choices: CHOICE_ATTRIBUTE,
  class: CLASS_ATTRIBUTE,
  html: HTML_ATTRIBUTE,
  width: WIDTH_ATTRIBUTE,
  attrs: ATTRS_ATTRIBUTE,
  style: STYLE_ATTRIBUTE,
};

/** A class slot's figure for a part a drawn view may hide: its class when shown, with `off` when not. */
export const shownClass = (className: string, shown: boolean): string => (shown ? className : `${className} off`);

/**
 * The style properties a style slot may set (a wheel's sectors, a label's turn, a chart's colours): figures the app
 * computes from counts and its own constants, never the server's words.
 */
type SlotStyle = 'transform' | 'background-image' | 'background-color';
const SLOT_STYLES: readonly string[] = ['transform', 'background-image', 'background-color'] satisfies SlotStyle[];

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
export function slotsOf(root: ParentNode, attribute = FILL_ATTRIBUTE): HTMLElement[] {
  const own = root instanceof HTMLElement && root.hasAttribute(attribute) ? [root] : [];
  return [...own, ...root.querySelectorAll<HTMLElement>(`[${attribute}]`)];
}

export const has = (values: Readonly<Record<string, unknown>>, name: string) =>
  Object.prototype.hasOwnProperty.call(values, name);

/** A slot's map (`attribute` holds it as JSON) of what it sets to the figure's name, for those `allowed` with a figure. */
function slotMap(
  slot: HTMLElement,
  attribute: string,
  allowed: readonly string[],
  values: Readonly<Record<string, string>>,
) {
  let map: unknown;
  try {
    map = JSON.parse(slot.getAttribute(attribute) ?? '{}');
  } catch {
    return [];
  }
  return Object.entries(map && typeof map === 'object' ? map : {}).filter(
    (pair): pair is [string, string] =>
      allowed.includes(pair[0]) && typeof pair[1] === 'string' && has(values, pair[1]),
  );
}

/** Writes an attribute slot's attributes that have a figure. */
function writeAttrs(slot: HTMLElement, values: Readonly<Record<string, string>>): void {
  for (const [attr, name] of slotMap(slot, ATTRS_ATTRIBUTE, SLOT_ATTRIBUTES, values)) {
    const value = attr === 'src' ? (safeHttpUrl(values[name], location.href) ?? '') : values[name];
    if (value === '') slot.removeAttribute(attr);
    else slot.setAttribute(attr, value);
  }
}

/**
 * Writes each slot's figure from `values`; a slot whose figure is not there keeps its skeleton. A drawn row's slots
 * are its own: only the row's figures reach them (`root` the row). Returns how many value and class slots were
 * filled (a form whose settings only show or hide its parts is filled too).
 */
export function fillSlots(root: ParentNode, values: Readonly<Record<string, string>>): number {
  const own = (slot: HTMLElement) => {
    const row = slot.closest(`[${ROW_ATTRIBUTE}]`);
    return !row || row === root || !root.contains(row);
  };
  let filled = 0;
  for (const slot of slotsOf(root).filter(own)) {
    const name = slot.getAttribute(FILL_ATTRIBUTE) ?? '';
    if (has(values, name) && writeSlot(slot, values[name], values[`${name}Text`])) filled += 1;
  }
  for (const slot of slotsOf(root, CLASS_ATTRIBUTE).filter(own)) {
    const name = slot.getAttribute(CLASS_ATTRIBUTE) ?? '';
    if (!has(values, name)) continue;
    slot.className = values[name];
    filled += 1;
  }
  for (const slot of slotsOf(root, ATTRS_ATTRIBUTE).filter(own)) writeAttrs(slot, values);
  for (const slot of slotsOf(root, WIDTH_ATTRIBUTE).filter(own)) {
    const name = slot.getAttribute(WIDTH_ATTRIBUTE) ?? '';
    const percent = has(values, name) ? values[name] : '';
    // Set through the style object: the page's policy refuses style attributes in markup, not these.
    if (/^(100|[1-9]?\d)$/.test(percent)) slot.style.width = `${percent}%`;
  }
  for (const slot of slotsOf(root, STYLE_ATTRIBUTE).filter(own))
    for (const [style, name] of slotMap(slot, STYLE_ATTRIBUTE, SLOT_STYLES, values))
      slot.style.setProperty(style, values[name]);
  return filled;
}

/**
 * Writes each HTML slot's figure from `values` as `clean` makes it (the sanitiser: nothing else may write server
 * HTML); a slot whose figure is not there keeps its skeleton. Returns how many slots were filled.
 */
export function fillHtmlSlots(
  root: ParentNode,
  values: Readonly<Record<string, string>>,
  clean: (html: string) => string,
): number {
  let filled = 0;
  for (const slot of slotsOf(root, HTML_ATTRIBUTE)) {
    const name = slot.getAttribute(HTML_ATTRIBUTE) ?? '';
    if (!has(values, name)) continue;
    slot.innerHTML = clean(values[name]);
    filled += 1;
  }
  return filled;
}

const SKELETON = '.skeleton, .skeleton-line';
const holdsSkeleton = (slot: Element) => slot.matches(SKELETON) || slot.querySelector(SKELETON) !== null;

/** True while a slot under `root` still is, or holds, its skeleton, or a list's rows are still to come. */
export function slotsPending(root: ParentNode): boolean {
  return (
    slotsOf(root, ROWS_ATTRIBUTE).length > 0 ||
    slotsOf(root).some(holdsSkeleton) ||
    slotsOf(root, HTML_ATTRIBUTE).some(holdsSkeleton)
  );
}
