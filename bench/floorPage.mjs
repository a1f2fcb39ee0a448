/** Escapes text for an HTML attribute value or element text: `&`, `<`, `>`, `"` and `'` become references. */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The floor page of a route: only the route's largest element, at its box, with its style (a font stack such as
 * `"Segoe UI", sans-serif` included: every value written into the page is escaped) and its text or image address.
 */
export function floorPage(el) {
  const box = `position:absolute;box-sizing:border-box;margin:0;left:${el.rect.left}px;top:${el.rect.top}px;width:${el.rect.width}px;height:${el.rect.height}px;${el.style}`;
  const body = el.src
    ? `<img src="${escapeHtml(el.src)}" alt="" style="${escapeHtml(box)}">`
    : `<div style="${escapeHtml(box)}">${escapeHtml(el.text)}</div>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title></head><body style="margin:0">${body}</body></html>`;
}
