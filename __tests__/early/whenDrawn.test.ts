import { whenDrawn } from '@/early/entry';

// The early script waits for a drawn view to be on screen before the app's entry runs. A report of an earlier
// paint of the same container (the view before its figures were written) must not count: the entry would start
// before the figures are on screen.

type Listener = (list: { getEntries: () => unknown[] }) => void;
let observers: { cb: Listener; types: string[] }[] = [];
let buffered: { startTime: number; element: Element }[] = [];

class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  private entry: { cb: Listener; types: string[] };
  constructor(cb: Listener) {
    this.entry = { cb, types: [] };
    observers.push(this.entry);
  }
  observe({ type }: { type: string }) {
    this.entry.types.push(type);
    if (buffered.length) this.entry.cb({ getEntries: () => buffered });
  }
  disconnect() {
    observers = observers.filter((o) => o !== this.entry);
  }
}

const report = (entry: { startTime: number; element: Element }) => {
  for (const o of [...observers]) o.cb({ getEntries: () => [entry] });
};

beforeEach(() => {
  jest.useFakeTimers();
  observers = [];
  buffered = [];
  (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
});
afterEach(() => jest.useRealTimers());

test('settles on a report of a paint after the call, not on an earlier one of the same view', async () => {
  const view = document.createElement('div');
  view.innerHTML = '<p>figures</p>';
  document.body.appendChild(view);
  jest.setSystemTime(1000);
  buffered = [{ startTime: performance.now() - 50, element: view.firstElementChild as Element }];
  let settled = false;
  void whenDrawn(view).then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(5);
  expect(settled).toBe(false);
  report({ startTime: performance.now(), element: view.firstElementChild as Element });
  await jest.advanceTimersByTimeAsync(1);
  expect(settled).toBe(true);
});

test('without a report, a moment after its frame (nothing drawn was larger than what was there)', async () => {
  const view = document.createElement('div');
  document.body.appendChild(view);
  let settled = false;
  void whenDrawn(view).then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(50);
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(200);
  expect(settled).toBe(true);
});
