/** Mail HTML as one line of plain text for the list preview (shown as text, never parsed as HTML). */
export function mailPreview(html: unknown, max = 80): string {
  const text = String(html ?? '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * Server HTML often carries images without alt text; they are decoration in a mail, so they get an empty
 * alt before sanitising (which still decides what survives), and screen readers skip them.
 */
export function withImageAlt(html: unknown): string {
  return typeof html === 'string' ? html.replace(/<img\b(?![^>]*\balt\s*=)/gi, '<img alt=""') : '';
}
