/**
 * Server HTML as one line of plain text for list previews. The result is rendered as text (React escapes
 * it), never parsed as HTML, so tags only need removing, not sanitising.
 */
export function htmlPreview(html: unknown, max = Infinity): string {
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
