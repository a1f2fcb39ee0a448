import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

/*
 * A single-choice list for the keyboard and the pointer (WAI-ARIA listbox): Tab reaches the chosen option, the
 * arrow keys (either pair, so a list laid out in a row or a column reads the same), Home/End and PageUp/PageDown
 * move the choice, which follows the focus. A choice made elsewhere (the stepper's buttons) scrolls into the list's
 * view without taking the focus.
 */

export type PickItem = { id: string; content: ReactNode };

/** Where a key moves the choice in a list of `count`, or null for a key the list leaves alone. */
export function movedIndex(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  const clamp = (n: number) => Math.max(0, Math.min(count - 1, n));
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return clamp(index + 1);
    case 'ArrowUp':
    case 'ArrowLeft':
      return clamp(index - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'PageDown':
      return clamp(index + 10);
    case 'PageUp':
      return clamp(index - 10);
    default:
      return null;
  }
}

type Props = {
  items: readonly PickItem[];
  selected: string | null;
  onSelect: (id: string) => void;
  /** The id of the visible label, or the label itself. */
  labelledBy?: string;
  label?: string;
  className?: string;
  testId?: string;
};

export function PickList({ items, selected, onSelect, labelledBy, label, className, testId }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const chosen = Math.max(
    0,
    items.findIndex((it) => it.id === selected),
  );

  // Keep the chosen option in the list's own view (never scrolling the page around it).
  useEffect(() => {
    const box = list.current;
    const option = box?.children[chosen] as HTMLElement | undefined;
    if (!box || !option) return;
    // The list is the options' offset parent (position: relative in flowlab.css).
    const top = option.offsetTop;
    if (top < box.scrollTop) box.scrollTop = top;
    else if (top + option.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = top + option.offsetHeight - box.clientHeight;
  }, [chosen, items.length]);

  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(items[index].id);
      return;
    }
    const next = movedIndex(e.key, index, items.length);
    if (next === null) return;
    e.preventDefault();
    (list.current?.children[next] as HTMLElement | undefined)?.focus();
    if (next !== index) onSelect(items[next].id);
  };

  return (
    <ul
      ref={list}
      role="listbox"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      className={className ? `lab-picklist ${className}` : 'lab-picklist'}
      data-testid={testId}
    >
      {items.map((it, i) => (
        <li
          key={it.id}
          role="option"
          aria-selected={i === chosen}
          tabIndex={i === chosen ? 0 : -1}
          onClick={() => onSelect(it.id)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {it.content}
        </li>
      ))}
    </ul>
  );
}
