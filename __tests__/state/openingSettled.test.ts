import { afterOpening, resetOpening, watchOpening } from '@/state/openingSettled';
import type { AppStore } from '@/state/store';

/** A store holding only the read cache's statuses, which the test changes and announces as a dispatch would. */
function fakeStore(statuses: Record<string, string>) {
  const listeners = new Set<() => void>();
  const store = {
    getState: () => ({
      api: { queries: Object.fromEntries(Object.entries(statuses).map(([k, status]) => [k, { status }])) },
    }),
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  const set = (key: string, status: string) => {
    statuses[key] = status;
    listeners.forEach((l) => l());
  };
  return { store: store as unknown as AppStore, set, listeners };
}

// The clock is the test's: frames, the settling wait and the cap pass when the test says, however loaded the machine.
const frames = (n = 6) => jest.advanceTimersByTimeAsync(20 * n);
function tracked() {
  let done = false;
  void afterOpening().then(() => (done = true));
  return () => done;
}

beforeEach(() => {
  jest.useFakeTimers();
  resetOpening();
});
afterEach(() => jest.useRealTimers());

test('the opening settles only once every read it started has answered and painted', async () => {
  const { store, set, listeners } = fakeStore({ member: 'pending', bank: 'pending' });
  const done = tracked();
  watchOpening(store, 60_000);
  set('member', 'fulfilled');
  await frames();
  expect(done()).toBe(false);
  set('bank', 'rejected');
  await frames();
  expect(done()).toBe(true);
  expect(listeners.size).toBe(0);
});

test('a read that another answer starts within the frame keeps the opening waiting', async () => {
  const { store, set } = fakeStore({ configs: 'pending' });
  const done = tracked();
  watchOpening(store, 60_000);
  set('configs', 'fulfilled');
  set('list', 'pending');
  await frames();
  expect(done()).toBe(false);
  set('list', 'fulfilled');
  await frames();
  expect(done()).toBe(true);
});

test('a read that never answers holds the opening back only until the cap', async () => {
  const { store } = fakeStore({ slow: 'pending' });
  const done = tracked();
  watchOpening(store, performance.now() + 80);
  await frames(2);
  expect(done()).toBe(false);
  await frames(4);
  expect(done()).toBe(true);
});

test('the work let through waits until the frame that drew the answers is on screen: one frame later', async () => {
  const queued: FrameRequestCallback[] = [];
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    queued.push(cb);
    return queued.length;
  });
  const frame = async () => {
    for (const cb of queued.splice(0)) cb(performance.now());
    await jest.advanceTimersByTimeAsync(120);
  };
  try {
    const { store } = fakeStore({ member: 'fulfilled' });
    const done = tracked();
    watchOpening(store, 60_000);
    // The frame that draws the answers: its paint is reported only once it is on screen.
    await frame();
    expect(done()).toBe(false);
    await frame();
    expect(done()).toBe(true);
  } finally {
    raf.mockRestore();
  }
});
