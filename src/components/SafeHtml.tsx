import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitizeHtml';
import { slotsFor } from '@/lib/fillSlots';
import { SkeletonBlock } from '@/components/SkeletonBlock';

type Props = {
  html: unknown;
  className?: string;
  /**
   * The HTML slot, where a drawn copy of the screen is given this HTML early: the attributes the screen built with its
   * typed `slot` (lib/fillSlots slotsFor), e.g. `fill={slot({ html: 'rules' })}`.
   */
  fill?: Record<string, string>;
  /** @deprecated The HTML slot's figure by name: pass `fill`, built with the screen's typed `slot`, instead. */
  slot?: string;
};

/** The HTML slot of a figure named by a screen not yet typed (the deprecated `slot`). */
const untypedSlot = slotsFor<Record<string, string>>();
const fillOf = ({ fill, slot }: Pick<Props, 'fill' | 'slot'>) => fill ?? (slot ? untypedSlot({ html: slot }) : {});

const classOf = (className?: string) => (className ? `safe-html ${className}` : 'safe-html');

/** Server HTML, sanitised; nothing else may use dangerouslySetInnerHTML. */
export function SafeHtml({ html, className, fill, slot }: Props) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={classOf(className)} {...fillOf({ fill, slot })} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** Where server HTML will be while it is on its way: the same box as SafeHtml's, with skeleton lines. */
export function PendingHtml({ className, fill, slot }: Omit<Props, 'html'>) {
  return (
    <div className={classOf(className)} {...fillOf({ fill, slot })}>
      <SkeletonBlock />
    </div>
  );
}
