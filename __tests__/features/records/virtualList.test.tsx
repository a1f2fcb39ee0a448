import { act, render } from '@testing-library/react';
import { VirtualList } from '@/components/VirtualList';

// jsdom has no layout: the list's position is supplied the way a browser would report it while scrolling.
function place(el: HTMLElement, top: () => number) {
  Object.defineProperty(el, 'offsetParent', { configurable: true, get: () => document.body });
  el.getBoundingClientRect = () => ({
    top: top(),
    bottom: 0,
    left: 0,
    right: 0,
    width: 390,
    height: 0,
    x: 0,
    y: top(),
    toJSON: () => ({}),
  });
}

describe('VirtualList', () => {
  const rows = Array.from({ length: 2000 }, (_, i) => ({ id: i + 1, text: `row ${i + 1}` }));
  const HEIGHT = 100;

  it('keeps the DOM bounded while scrolling 2,000 rows and renders the rows in view', async () => {
    let top = 0;
    const onEnd = jest.fn();
    const { container } = render(
      <VirtualList
        label="rows"
        items={rows}
        itemHeight={HEIGHT}
        getKey={(r) => r.id}
        renderItem={(r) => <span>{r.text}</span>}
        onEndReached={onEnd}
      />,
    );
    const list = container.querySelector('ul')!;
    place(list, () => top);
    expect(list.style.height).toBe(`${2000 * HEIGHT}px`);
    for (const y of [0, 5_000, 50_000, 120_000, 199_200]) {
      top = -y;
      await act(async () => {
        window.dispatchEvent(new Event('scroll'));
        await new Promise((r) => requestAnimationFrame(() => r(null)));
      });
      const items = list.querySelectorAll('li');
      expect(items.length).toBeLessThan(200);
      expect(items.length).toBeGreaterThan(0);
      const first = Math.floor(y / HEIGHT) + 1;
      expect(list.textContent).toContain(`row ${Math.min(first, 2000)}`);
      expect(items[0].getAttribute('aria-setsize')).toBe('2000');
    }
    expect(onEnd).toHaveBeenCalled();
  });

  it('asks for more rows when the rows in view near the end, not the rows rendered below the view', async () => {
    const ROW = 80;
    const viewRows = Math.ceil(window.innerHeight / ROW);
    const open = async (count: number, onEnd: () => void) => {
      let top = 0;
      const items = rows.slice(0, count);
      const { container, unmount } = render(
        <VirtualList
          label="mail"
          items={items}
          itemHeight={ROW}
          getKey={(r) => r.id}
          renderItem={(r) => <span>{r.text}</span>}
          onEndReached={onEnd}
        />,
      );
      place(container.querySelector('ul')!, () => top);
      const scrollTo = async (y: number) => {
        top = -y;
        await act(async () => {
          window.dispatchEvent(new Event('scroll'));
          await new Promise((r) => requestAnimationFrame(() => r(null)));
        });
      };
      await scrollTo(0);
      return { scrollTo, unmount };
    };

    // A short first page: the rows in view are near its end, so the next page is asked for at once.
    const short = jest.fn();
    (await open(viewRows - 2, short)).unmount();
    expect(short).toHaveBeenCalledTimes(1);

    // Two screens of rows: nothing more until the member scrolls near the end of what is loaded.
    const full = jest.fn();
    const list = await open(viewRows * 2, full);
    expect(full).not.toHaveBeenCalled();
    await list.scrollTo(viewRows * ROW);
    expect(full).toHaveBeenCalled();
    list.unmount();
  });

  it('reads its place in the frame after rows are added, not in the commit that adds them, and shows rows loaded later at once', async () => {
    const parent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
    const reads = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: 0, bottom: 0, left: 0, right: 0, width: 390, height: 0, x: 0, y: 0, toJSON: () => ({}) });
    try {
      const ROW = 80;
      const list = (count: number) => (
        <VirtualList
          label="mail"
          items={rows.slice(0, count)}
          itemHeight={ROW}
          getKey={(r) => r.id}
          renderItem={(r) => <span>{r.text}</span>}
        />
      );
      const { container, rerender } = render(list(10));
      // The commit that added the rows asked nothing of the layout.
      expect(reads).not.toHaveBeenCalled();
      await act(async () => {
        await new Promise((r) => requestAnimationFrame(() => r(null)));
      });
      expect(reads).toHaveBeenCalled();
      // The next page's rows that fall in view are there in the render that brings them.
      rerender(list(12));
      expect(container.querySelectorAll('li')).toHaveLength(12);
    } finally {
      reads.mockRestore();
      if (parent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', parent);
    }
  });
});
