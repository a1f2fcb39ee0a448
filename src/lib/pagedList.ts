/**
 * Server-paginated lists kept as one growing list per filter (infinite scroll): pages are merged by id,
 * so a refetched item replaces the one already shown and a row never appears twice, even when new rows
 * pushed older ones onto the next page between two fetches.
 */
export type Id = number | string;
export type WithId = { id: Id };

export type PagedList<T> = {
  items: T[];
  /** Highest page fetched so far (0 when none). */
  loadedPage: number;
  lastPage: number;
  total: number;
};

const toInt = (v: unknown, fallback: number) => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : fallback;
};

/**
 * One Laravel page (docs/platform-api.md#pages) as a list. Tolerates the shapes the platform really sends: a bare
 * array (demo mail) or nothing at all read as a single complete page.
 */
export function listFromPage<T extends WithId>(raw: unknown): PagedList<T> {
  if (Array.isArray(raw)) return { items: raw.filter(hasId) as T[], loadedPage: 1, lastPage: 1, total: raw.length };
  if (!raw || typeof raw !== 'object') return { items: [], loadedPage: 1, lastPage: 1, total: 0 };
  const p = raw as Record<string, unknown>;
  const items = (Array.isArray(p.data) ? p.data : []).filter(hasId) as T[];
  const page = Math.max(1, toInt(p.current_page, 1));
  return {
    items,
    loadedPage: page,
    lastPage: Math.max(1, toInt(p.last_page, page)),
    total: Math.max(0, toInt(p.total, items.length)),
  };
}

function hasId(v: unknown): v is WithId {
  if (!v || typeof v !== 'object') return false;
  const id = (v as { id?: unknown }).id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '');
}

const key = (id: Id) => String(id);

/**
 * Items of `incoming` replace items with the same id where they stand; the others are added at the
 * start (a fresh first page: newer rows) or at the end (a further page), in the server's order.
 */
export function mergeById<T extends WithId>(existing: T[], incoming: T[], where: 'start' | 'end'): T[] {
  const byId = new Map(incoming.map((item) => [key(item.id), item]));
  const seen = new Set<string>();
  const kept = existing.map((item) => {
    const k = key(item.id);
    seen.add(k);
    return byId.get(k) ?? item;
  });
  const added: T[] = [];
  for (const item of incoming) {
    const k = key(item.id);
    if (seen.has(k)) continue;
    seen.add(k);
    added.push(item);
  }
  return where === 'start' ? [...added, ...kept] : [...kept, ...added];
}

/** A freshly fetched page folded into the list already shown. */
export function mergePages<T extends WithId>(current: PagedList<T> | undefined, incoming: PagedList<T>): PagedList<T> {
  if (!current || current.loadedPage === 0) return incoming;
  const first = incoming.loadedPage <= 1;
  return {
    items: mergeById(current.items, incoming.items, first ? 'start' : 'end'),
    loadedPage: Math.max(current.loadedPage, incoming.loadedPage),
    lastPage: incoming.lastPage,
    total: incoming.total,
  };
}

export function hasMorePages(list: PagedList<unknown> | undefined): boolean {
  return Boolean(list && list.loadedPage < list.lastPage);
}

/** The page to ask for next: one past the highest page already merged. */
export function nextPageOf(list: PagedList<unknown> | undefined): number {
  return (list?.loadedPage ?? 0) + 1;
}

/** The list without the given ids (a local delete); the total follows. */
export function withoutIds<T extends WithId>(list: PagedList<T>, ids: Id[]): PagedList<T> {
  const gone = new Set(ids.map(key));
  const items = list.items.filter((item) => !gone.has(key(item.id)));
  return { ...list, items, total: Math.max(0, list.total - (list.items.length - items.length)) };
}

/** A new item at the top (a mail just sent); an item with the same id is replaced, not doubled. */
export function withFirst<T extends WithId>(list: PagedList<T>, item: T): PagedList<T> {
  const had = list.items.some((i) => key(i.id) === key(item.id));
  return {
    ...list,
    items: [item, ...list.items.filter((i) => key(i.id) !== key(item.id))],
    total: had ? list.total : list.total + 1,
  };
}
