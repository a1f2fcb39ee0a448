import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitizeHtml';

type Props = { html: unknown; className?: string };

/** Server HTML, sanitised; nothing else may use dangerouslySetInnerHTML. */
export function SafeHtml({ html, className }: Props) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div className={className ? `safe-html ${className}` : 'safe-html'} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
