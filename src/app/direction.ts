/** Page transition direction from the order of visits in this tab (docs/screens.md#routes). */
export type Direction = 'forward' | 'back' | 'none';

export const VISIT_ORDER_KEY = 'visitOrder';

/** Going to a page already in the visit order is going back; anything else goes forward. */
export function nextVisit(order: readonly string[], path: string): { order: string[]; direction: Direction } {
  if (order.length === 0) return { order: [path], direction: 'none' };
  if (order[order.length - 1] === path) return { order: [...order], direction: 'none' };
  const index = order.lastIndexOf(path);
  if (index >= 0) return { order: order.slice(0, index + 1), direction: 'back' };
  return { order: [...order, path], direction: 'forward' };
}

function readOrder(): string[] {
  try {
    const raw = sessionStorage.getItem(VISIT_ORDER_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** Records a visit and tells which way the page should slide. */
export function recordVisit(path: string): Direction {
  const { order, direction } = nextVisit(readOrder(), path);
  try {
    sessionStorage.setItem(VISIT_ORDER_KEY, JSON.stringify(order.slice(-50)));
  } catch {
    /* storage full or blocked: transitions just go forward */
  }
  return direction;
}
