import type { CSSProperties } from 'react';

/** The refresh arrow of the nav bar's refresh button and of pull to refresh, one drawing for both. */
export const REFRESH_PATH = 'M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6';

/** A 24×24 outline in the text's colour, stroke 2, for a control that names itself (aria-hidden). */
export function StrokeIcon({
  d,
  size,
  className,
  style,
}: {
  d: string;
  size: number;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <svg className={className} style={style} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
