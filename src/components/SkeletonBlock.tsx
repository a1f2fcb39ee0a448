import type { ReactNode } from 'react';

type Props = {
  /** How many lines of text it stands for; from three on, the last is short. */
  lines?: number;
  /** The attributes of the slot it is (lib/fillSlots, lib/fillRows), when a drawn copy fills it. */
  slot?: Readonly<Record<string, string>>;
  /** What a drawn copy holds besides (a rows slot's template). */
  children?: ReactNode;
};

/** Skeleton lines standing for text on its way. */
export function SkeletonBlock({ lines = 3, slot, children }: Props) {
  return (
    <div className="skeleton-block" aria-busy="true" {...slot}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={lines > 2 && i === lines - 1 ? 'skeleton-line short' : 'skeleton-line'} />
      ))}
      {children}
    </div>
  );
}
