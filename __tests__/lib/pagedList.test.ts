import {
  hasMorePages,
  listFromPage,
  mergeById,
  mergePages,
  nextPageOf,
  withFirst,
  withoutIds,
  type PagedList,
} from '@/lib/pagedList';

type Row = { id: number; v: string };
const page = (current: number, last: number, rows: Row[], total = last * 2) => ({
  current_page: current,
  data: rows,
  first_page_url: '',
  from: 1,
  last_page: last,
  last_page_url: '',
  next_page_url: null,
  path: '',
  per_page: '2',
  prev_page_url: null,
  to: 2,
  total,
});
const r = (id: number, v = `v${id}`): Row => ({ id, v });

describe('listFromPage', () => {
  it('reads a Laravel 7 page, including a per_page sent back as a string', () => {
    expect(listFromPage<Row>(page(2, 5, [r(3), r(4)], 9))).toEqual({
      items: [r(3), r(4)],
      loadedPage: 2,
      lastPage: 5,
      total: 9,
    });
  });
  it('reads a bare array (the demo inbox) as one complete page and junk as an empty one', () => {
    expect(listFromPage<Row>([r(1)])).toEqual({ items: [r(1)], loadedPage: 1, lastPage: 1, total: 1 });
    expect(listFromPage<Row>(null)).toEqual({ items: [], loadedPage: 1, lastPage: 1, total: 0 });
    expect(listFromPage<Row>({ data: [{ nope: 1 }, r(2)] }).items).toEqual([r(2)]);
  });
});

describe('merging pages by id', () => {
  it('appends a further page after the rows already shown', () => {
    const one = listFromPage<Row>(page(1, 3, [r(6), r(5)]));
    const two = mergePages(one, listFromPage<Row>(page(2, 3, [r(4), r(3)])));
    expect(two.items.map((x) => x.id)).toEqual([6, 5, 4, 3]);
    expect(two.loadedPage).toBe(2);
    expect(hasMorePages(two)).toBe(true);
    expect(nextPageOf(two)).toBe(3);
  });

  it('never shows a row twice when newer rows pushed an old one onto the next page', () => {
    const one = listFromPage<Row>(page(1, 3, [r(6), r(5)]));
    const two = mergePages(one, listFromPage<Row>(page(2, 3, [r(5), r(4)])));
    expect(two.items.map((x) => x.id)).toEqual([6, 5, 4]);
  });

  it('a refetched first page replaces the rows it holds in place and puts new rows on top', () => {
    const shown = mergePages(listFromPage<Row>(page(1, 2, [r(6), r(5)])), listFromPage<Row>(page(2, 2, [r(4), r(3)])));
    const refreshed = mergePages(shown, listFromPage<Row>(page(1, 3, [r(7), r(6, 'changed')], 5)));
    expect(refreshed.items).toEqual([r(7), r(6, 'changed'), r(5), r(4), r(3)]);
    expect(refreshed.loadedPage).toBe(2);
    expect(refreshed.total).toBe(5);
    expect(refreshed.lastPage).toBe(3);
  });

  it('knows when the last page is in', () => {
    const last = listFromPage<Row>(page(1, 1, [r(1)]));
    expect(hasMorePages(last)).toBe(false);
    expect(hasMorePages(undefined)).toBe(false);
    expect(nextPageOf(undefined)).toBe(1);
  });

  it('mergeById keeps the server order of the new rows', () => {
    expect(mergeById([r(2)], [r(5), r(4), r(2, 'x')], 'start').map((x) => `${x.id}${x.v}`)).toEqual([
      '5v5',
      '4v4',
      '2x',
    ]);
    expect(mergeById([r(2)], [r(1), r(0)], 'end').map((x) => x.id)).toEqual([2, 1, 0]);
  });
});

describe('local changes', () => {
  const list: PagedList<Row> = { items: [r(3), r(2), r(1)], loadedPage: 1, lastPage: 1, total: 3 };
  it('removes rows by id and lowers the total by what was removed', () => {
    expect(withoutIds(list, [2, 99])).toEqual({ ...list, items: [r(3), r(1)], total: 2 });
  });
  it('puts a new row first, and an existing id is moved, not doubled', () => {
    expect(withFirst(list, r(4)).items.map((x) => x.id)).toEqual([4, 3, 2, 1]);
    expect(withFirst(list, r(4)).total).toBe(4);
    expect(withFirst(list, r(2, 'again')).items).toEqual([r(2, 'again'), r(3), r(1)]);
    expect(withFirst(list, r(2)).total).toBe(3);
  });
});
