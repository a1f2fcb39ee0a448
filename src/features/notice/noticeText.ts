/** Notice HTML as one line of plain text for the list (shown as text, never parsed as HTML). */
export function noticePreview(html: unknown): string {
  return String(html ?? '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Images in notices are decoration: an empty alt is added before sanitising, so screen readers skip them. */
export function withImageAlt(html: unknown): string {
  return typeof html === 'string' ? html.replace(/<img\b(?![^>]*\balt\s*=)/gi, '<img alt=""') : '';
}
