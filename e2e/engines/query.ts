/**
 * How a journey names what it touches, the way a member sees it: by role and name, by label, by text, or by a
 * CSS selector when the screen marks a figure with data attributes. `findTarget` runs inside the page (it is
 * sent as source to WebKit and Gecko alike), so it uses nothing but the DOM.
 */
export type Query = {
  /** A CSS selector, optionally narrowed to elements whose text contains `hasText`. */
  css?: string;
  hasText?: string;
  /** An ARIA role, with its accessible name (exact, or a regular expression's source when `nameMatches`). */
  role?: 'button' | 'link' | 'tab' | 'radio' | 'option' | 'dialog' | 'alertdialog' | 'list' | 'listbox' | 'heading';
  name?: string;
  nameMatches?: string;
  /** A form field by the text of its label. */
  label?: string;
  /** An element whose own text is exactly this; with `partial`, a text or a label that contains it. */
  text?: string;
  partial?: boolean;
  /** Searches only inside the first visible element matching this selector. */
  within?: string;
};

/** A query as the message of a failed wait. */
export function describe(q: Query): string {
  return JSON.stringify(q);
}

/**
 * The first visible element that matches the query, or null. Runs in the page: keep it free of imports and of
 * anything a transpiler would turn into a helper call.
 */
export function findTarget(q: Query): Element | null {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const visible = (el: Element) => {
    const h = el as HTMLElement;
    if (typeof h.checkVisibility === 'function') return h.checkVisibility({ visibilityProperty: true } as never);
    const r = h.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(h).visibility !== 'hidden';
  };
  const byId = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => norm(document.getElementById(id)?.textContent))
      .join(' ')
      .trim();
  const nameOf = (el: Element) => {
    const aria = el.getAttribute('aria-label');
    if (aria) return norm(aria);
    const by = el.getAttribute('aria-labelledby');
    if (by) return byId(by);
    if (el instanceof HTMLInputElement && (el.type === 'button' || el.type === 'submit')) return norm(el.value);
    if (el instanceof HTMLImageElement) return norm(el.alt);
    return norm((el as HTMLElement).innerText ?? el.textContent);
  };
  const labelOf = (el: Element) => {
    const aria = el.getAttribute('aria-label');
    if (aria) return norm(aria);
    const by = el.getAttribute('aria-labelledby');
    if (by) return byId(by);
    const id = el.getAttribute('id');
    const forLabel = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`) : null;
    if (forLabel) return norm(forLabel.textContent);
    const wrap = el.closest('label');
    return wrap ? norm(wrap.textContent) : '';
  };
  const ROLE_SELECTORS: Record<string, string> = {
    button: 'button, [role="button"], input[type="button"], input[type="submit"]',
    link: 'a[href], [role="link"]',
    tab: '[role="tab"]',
    radio: 'input[type="radio"], [role="radio"]',
    option: '[role="option"], option',
    dialog: '[role="dialog"], dialog',
    alertdialog: '[role="alertdialog"]',
    list: 'ul, ol, [role="list"]',
    listbox: '[role="listbox"], select',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  };
  let scope: ParentNode = document;
  if (q.within) {
    const outer = Array.from(document.querySelectorAll(q.within)).find(visible);
    if (!outer) return null;
    scope = outer;
  }
  let found: Element[] = [];
  if (q.css) {
    found = Array.from(scope.querySelectorAll(q.css));
    if (q.hasText !== undefined) found = found.filter((el) => norm(el.textContent).includes(norm(q.hasText)));
  } else if (q.role) {
    found = Array.from(scope.querySelectorAll(ROLE_SELECTORS[q.role]));
    if (q.name !== undefined) found = found.filter((el) => nameOf(el) === norm(q.name));
    if (q.nameMatches !== undefined) {
      const re = new RegExp(q.nameMatches);
      found = found.filter((el) => re.test(nameOf(el)));
    }
    // A radio's name is its label's text, as a screen reader reads it.
    if (q.role === 'radio' && q.name !== undefined && found.length === 0)
      found = Array.from(scope.querySelectorAll(ROLE_SELECTORS.radio)).filter((el) => labelOf(el) === norm(q.name));
  } else if (q.label !== undefined) {
    found = Array.from(scope.querySelectorAll('input, select, textarea, [role="textbox"], [contenteditable]')).filter(
      (el) => (q.partial ? labelOf(el).includes(norm(q.label)) : labelOf(el) === norm(q.label)),
    );
  } else if (q.text !== undefined) {
    const want = norm(q.text);
    found = Array.from(scope.querySelectorAll('body *')).filter((el) => {
      const own = norm((el as HTMLElement).innerText ?? el.textContent);
      if (q.partial ? !own.includes(want) : own !== want) return false;
      // The innermost element that says it, not every ancestor around it.
      return !Array.from(el.children).some((c) => {
        const inner = norm((c as HTMLElement).innerText ?? c.textContent);
        return q.partial ? inner.includes(want) : inner === want;
      });
    });
  }
  // A <select> or an option is drawn by the platform's own picker: "visible" is its field's visibility.
  return (
    found.find((el) => (el instanceof HTMLOptionElement ? visible(el.parentElement as Element) : visible(el))) ?? null
  );
}
