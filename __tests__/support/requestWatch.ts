import { act } from '@testing-library/react';

/**
 * Watches the app's fetches (installed in a beforeAll; jest.restoreAllMocks undoes it): the addresses asked for,
 * and `settle`, which waits until no request has been open for a moment (a screen has its answers).
 */
export function watchRequests() {
  const seen: string[] = [];
  let pending = 0;
  const realFetch = global.fetch;
  jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    seen.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    pending += 1;
    try {
      return await realFetch(input, init);
    } finally {
      pending -= 1;
    }
  });
  const settle = async () => {
    for (let i = 0; i < 100; i += 1) {
      await act(() => new Promise((r) => setTimeout(r, 40)));
      if (pending === 0) {
        await act(() => new Promise((r) => setTimeout(r, 80)));
        if (pending === 0) return;
      }
    }
  };
  return { seen, settle };
}
