import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitizeHtml';
import { SkeletonBlock } from '@/components/SkeletonBlock';

type Props = {
  html: unknown;
  className?: string;
  /**
   * The HTML slot, where a drawn copy of the screen is given this HTML early: the attributes the screen built with its
   * typed `slot` (lib/fillSlots slotsFor), e.g. `fill={slot({ html: 'rules' })}`.
   */
  fill?: Record<string, string>;
};

const classOf = (className?: string) => (className ? `safe-html ${className}` : 'safe-html');

/** Server HTML, sanitised; nothing else may use dangerouslySetInnerHTML. */
export function SafeHtml({ html, className, fill }: Props) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={classOf(className)} {...fill} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** Where server HTML will be while it is on its way: the same box as SafeHtml's, with skeleton lines. */
export function PendingHtml({ className, fill }: Omit<Props, 'html'>) {
  return (
    <div className={classOf(className)} {...fill}>
      <SkeletonBlock />
    </div>
  );
}
