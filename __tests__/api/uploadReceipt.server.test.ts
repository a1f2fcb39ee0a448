import { newIntentKey } from '@/lib/intentKey';
import { startTestServer, type TestServer } from '../support/server';
import { cookieToken, makeHarness } from './testStore';
import { rechargeApi } from '@/api/rechargeApi';
import { selectIsLoggedIn } from '@/state/sessionSlice';

// The receipt upload is multipart but goes through the one base query like every other call.
let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(async () => {
  await srv.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const file = () => new Blob([new Uint8Array(PNG)], { type: 'image/png' });
const uploads = () => srv.ctx.requests.filter((r) => r.path.startsWith('/recharge/picture/upload'));

describe('receipt upload', () => {
  it('sends the file as multipart with the token and lang, and answers the stored address', async () => {
    const h = makeHarness({
      base: `${srv.url}/api`,
      token: srv.tokenFor('member01'),
      preloaded: { locale: { lang: 'en' } } as never,
    });
    const before = uploads().length;
    const { url } = await h.store
      .dispatch(
        rechargeApi.endpoints.uploadReceipt.initiate({ file: file(), name: 'r.png', intentKey: newIntentKey() }),
      )
      .unwrap();
    expect(url).toMatch(/\.png$/);
    expect(uploads()).toHaveLength(before + 1);
    expect(h.store.getState().toast.items).toEqual([]);
  });

  it('a 401 ends the session once and says nothing twice', async () => {
    const h = makeHarness({ base: `${srv.url}/api`, token: 'not-a-session', path: '/Member/Recharge' });
    await expect(
      h.store
        .dispatch(
          rechargeApi.endpoints.uploadReceipt.initiate({ file: file(), name: 'r.png', intentKey: newIntentKey() }),
        )
        .unwrap(),
    ).rejects.toMatchObject({ status: 401 });
    expect(selectIsLoggedIn(h.store.getState())).toBe(false);
    expect(cookieToken()).toBe('');
    expect(h.navigations.filter((n) => n.to.startsWith('/Login'))).toHaveLength(1);
  });

  it('a file the platform refuses comes back as a failure with its message', async () => {
    const h = makeHarness({ base: `${srv.url}/api`, token: srv.tokenFor('member01') });
    const text = new Blob(['not a picture'], { type: 'text/plain' });
    await expect(
      h.store
        .dispatch(
          rechargeApi.endpoints.uploadReceipt.initiate({ file: text, name: 'a.txt', intentKey: newIntentKey() }),
        )
        .unwrap(),
    ).rejects.toMatchObject({ status: expect.any(Number) });
    expect(h.store.getState().toast.items.length).toBe(1);
  });
});
