import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitizeHtml';
import { htmlSlot } from '@/lib/fillSlots';
import { SkeletonBlock } from '@/components/SkeletonBlock';

type Props = {
  html: unknown;
  className?: string;
  /** The HTML slot's name, where a drawn copy of the screen is given this HTML early (lib/fillSlots). */
  slot?: string;
};

const classOf = (className?: string) => (className ? `safe-html ${className}` : 'safe-html');

/** Server HTML, sanitised; nothing else may use dangerouslySetInnerHTML. */
export function SafeHtml({ html, className, slot }: Props) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div className={classOf(className)} {...(slot ? htmlSlot(slot) : {})} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

/** Where server HTML will be while it is on its way: the same box as SafeHtml's, with skeleton lines. */
export function PendingHtml({ className, slot }: Omit<Props, 'html'>) {
  return (
    <div className={classOf(className)} {...(slot ? htmlSlot(slot) : {})}>
      <SkeletonBlock />
    </div>
  );
}
