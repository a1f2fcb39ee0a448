import { act, render } from '@testing-library/react';
import { useCallback, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import en from '../../i18n/en.json';
import { InfiniteList } from '@/components/InfiniteList';
import { useInfiniteLoader } from '@/components/useInfiniteLoader';
import { hasMorePages, mergePages, nextPageOf, type PagedList } from '@/lib/pagedList';
import { baseApi } from '@/api/baseApi';
import { resetOpening, watchOpening } from '@/state/openingSettled';
import type { AppStore } from '@/state/store';

type Row = { id: number };
const ROW = 80;
const PAGE = 3;
const LAST = 8;

/** A cache the list reads as the app's store is read (an external store: its changes render at once). */
function cache(first: PagedList<Row>) {
  let data = first;
  const listeners = new Set<() => void>();
  return {
    get: () => data,
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    merge: (page: PagedList<Row>) => {
      data = mergePages(data, page);
      listeners.forEach((l) => l());
    },
  };
}

/** A list whose pages come from a server that answers on the next task, as a fetch does. */
function Harness({ asked, store }: { asked: number[]; store: ReturnType<typeof cache> }) {
  const data = useSyncExternalStore(store.subscribe, store.get);
  const fetchPage = useCallback(
    (page: number) => {
      asked.push(page);
      return new Promise<void>((resolve) =>
        setTimeout(() => {
          const items = Array.from({ length: PAGE }, (_, i) => ({ id: (page - 1) * PAGE + i + 1 }));
          store.merge({ items, loadedPage: page, lastPage: LAST, total: PAGE * LAST });
          resolve();
        }, 0),
      );
    },
    [asked, store],
  );
  const loader = useInfiniteLoader(fetchPage, nextPageOf(data), hasMorePages(data), 'rows');
  return (
    <IntlProvider locale="en" messages={en}>
      <InfiniteList<Row>
        label="rows"
        data={data}
        isLoading={false}
        isError={false}
        onRetry={() => undefined}
        loader={loader}
        itemHeight={ROW}
        renderItem={(r) => <span>row {r.id}</span>}
        empty={<p>none</p>}
      />
    </IntlProvider>
  );
}

/** A store with no read pending, as the opening screen's reads see it once they have all answered. */
const idleStore = {
  getState: () => ({ [baseApi.reducerPath]: { queries: {} } }),
  subscribe: () => () => undefined,
} as unknown as AppStore;

async function frames(n: number) {
  for (let i = 0; i < n; i += 1) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    });
  }
}

const firstPage = () =>
  cache({ items: [1, 2, 3].map((id) => ({ id })), loadedPage: 1, lastPage: LAST, total: PAGE * LAST });

describe('InfiniteList', () => {
  let parent: PropertyDescriptor | undefined;
  beforeEach(() => {
    resetOpening();
    parent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
  });
  afterEach(() => {
    if (parent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', parent);
  });

  it('asks for no further page while the opening screen has not painted, then fills the screen', async () => {
    const asked: number[] = [];
    render(<Harness asked={asked} store={firstPage()} />);
    await frames(10);
    expect(asked).toEqual([]);
    watchOpening(idleStore, 0);
    await frames(10);
    expect(asked[0]).toBe(2);
  });

  it('keeps asking for pages while the end of the list is in view, with no scroll, each page once', async () => {
    watchOpening(idleStore, 0);
    const asked: number[] = [];
    const { container } = render(<Harness asked={asked} store={firstPage()} />);
    // The list stands at the top of a screen taller than the pages that arrive, so every page is in view.
    await frames(40);
    const viewRows = Math.ceil(window.innerHeight / ROW);
    const wanted = Math.min(LAST, Math.ceil((viewRows + 5) / PAGE) + 1);
    expect(asked).toEqual(Array.from({ length: wanted - 1 }, (_, i) => i + 2));
    expect(container.querySelectorAll('li').length).toBeGreaterThanOrEqual(Math.min(viewRows, PAGE * wanted));
  });
});
