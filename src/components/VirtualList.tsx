import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

type Props<T> = {
  items: readonly T[];
  /** Every row has this height in px (content is laid out to fit), which keeps windowing exact and cheap. */
  itemHeight: number;
  getKey: (item: T, index: number) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Rows kept rendered above and below the viewport. */
  overscan?: number;
  /**
   * Called when the last row in view comes within `endThreshold` rows of the end. The rows rendered below the view
   * do not count: a list of short pages (mail's ten) opening does not ask for pages a whole screen further down.
   */
  onEndReached?: () => void;
  endThreshold?: number;
  /** The full size of the list when the server knows more rows than are loaded (for assistive tech). */
  setSize?: number;
  label: string;
  className?: string;
};

/** Rows rendered (`start` to `end`) and the row past the last one in view (`seen`). */
type Range = { start: number; end: number; seen: number };

function sameRange(a: Range, b: Range) {
  return a.start === b.start && a.end === b.end && a.seen === b.seen;
}

/**
 * A list scrolled with the page that keeps only the rows near the viewport in the DOM, so thousands of
 * rows stay smooth on a phone: the row count in the DOM is bounded by the viewport, not the data.
 */
export function VirtualList<T>({
  items,
  itemHeight,
  getKey,
  renderItem,
  overscan = 6,
  onEndReached,
  endThreshold = 5,
  setSize,
  label,
  className,
}: Props<T>) {
  const ref = useRef<HTMLUListElement>(null);
  // Until the first measure: the top of the list, a screen's worth of rows and more (a list opens at the top).
  const [range, setRange] = useState<Range>({ start: 0, end: 20, seen: 0 });

  // The range is where the viewport is over the list, whatever the rows loaded: rows loaded later inside it
  // render at once (the render clamps it to the rows there are).
  const measure = useCallback(() => {
    const el = ref.current;
    // A list hidden from layout has nothing to window.
    if (!el || !el.offsetParent) return;
    const top = el.getBoundingClientRect().top;
    const viewport = window.innerHeight || document.documentElement.clientHeight || 800;
    const first = Math.floor(Math.max(0, -top) / itemHeight);
    const visible = Math.ceil(viewport / itemHeight) + 1;
    const next = {
      start: Math.max(0, first - overscan),
      end: first + visible + overscan,
      seen: Math.max(0, Math.ceil((viewport - top) / itemHeight)),
    };
    setRange((prev) => (sameRange(prev, next) ? prev : next));
  }, [itemHeight, overscan]);

  // Measured in the frame after the rows are added, not in the commit that adds them: reading the list's place
  // makes the browser lay the new rows out then and there, and on a phone that layout (tens of ms) would lengthen
  // the task that rendered them. In the frame the layout is done once, as it would be for the paint anyway.
  useEffect(() => {
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  }, [measure, items.length]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [measure]);

  useEffect(() => {
    if (onEndReached && items.length > 0 && range.seen >= items.length - endThreshold) onEndReached();
  }, [range.seen, items.length, endThreshold, onEndReached]);

  const rows: ReactNode[] = [];
  for (let i = range.start; i < Math.min(range.end, items.length); i += 1) {
    const item = items[i];
    rows.push(
      <li
        key={getKey(item, i)}
        className="vlist-row"
        aria-posinset={i + 1}
        aria-setsize={setSize ?? items.length}
        style={{ top: i * itemHeight, height: itemHeight }}
      >
        {renderItem(item, i)}
      </li>,
    );
  }
  return (
    <ul
      ref={ref}
      className={className ? `vlist ${className}` : 'vlist'}
      aria-label={label}
      style={{ height: items.length * itemHeight }}
    >
      {rows}
    </ul>
  );
}
