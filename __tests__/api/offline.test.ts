import { newIntentKey } from '@/lib/intentKey';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { walletApi } from '@/api/walletApi';
import { systemApi } from '@/api/systemApi';
import { API, makeHarness } from './testStore';

// Offline, nothing leaves the device and nothing waits to be sent later.
const server = setupServer();
let sent = 0;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sent = 0;
  server.use(
    http.all(`${API}/*`, () => {
      sent += 1;
      return HttpResponse.json({ status: 'success', code: 200, message: '', data: [] });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  Object.defineProperty(window.navigator, 'onLine', { value: true, configurable: true });
});
afterAll(() => server.close());

const goOffline = () => Object.defineProperty(window.navigator, 'onLine', { value: false, configurable: true });

describe('offline', () => {
  it('a money request is refused at once with the offline message, sent never, and not replayed online', async () => {
    const h = makeHarness({ token: 'tok' });
    goOffline();
    const r = await h.store.dispatch(
      walletApi.endpoints.deposit.initiate({
        api_code: 'AG',
        money: '10',
        money_type: 'money',
        intentKey: newIntentKey(),
      }),
    );
    expect(r.error).toMatchObject({ status: 'FETCH_ERROR', messageId: 'common.net.offlineText' });
    expect(h.store.getState().toast.items.map((t) => t.messageId)).toEqual(['common.net.offlineText']);
    window.dispatchEvent(new Event('online'));
    Object.defineProperty(window.navigator, 'onLine', { value: true, configurable: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toBe(0);
  });

  it('a read fails quietly where it stands (no toast burst) and comes back when the network does', async () => {
    const h = makeHarness({ token: 'tok' });
    goOffline();
    const r = await h.store.dispatch(systemApi.endpoints.links.initiate());
    expect(r.error).toMatchObject({ messageId: 'common.net.offlineText' });
    expect(h.store.getState().toast.items).toEqual([]);
    Object.defineProperty(window.navigator, 'onLine', { value: true, configurable: true });
    const again = await h.store.dispatch(systemApi.endpoints.links.initiate(undefined, { forceRefetch: true }));
    expect(again.error).toBeUndefined();
    expect(sent).toBe(1);
  });
});
