import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { EARLY_READ_MAX_AGE_MS, startEarlyRead, takeEarlyRead } from '@/api/earlyReads';
import { earlyReadUrls, memberInfoUrl } from '@/early/homeReads';
import { authApi } from '@/api/authApi';
import { DEFAULT_TIMEOUT_MS } from '@/api/baseQuery';
import { systemApi } from '@/api/systemApi';
import { API, makeHarness } from './testStore';

const BANNERS = [{ title: 'A', url: '/assets/banners/a.jpg', jump_link: null, is_new_window: 0 }];
const seen: string[] = [];
const meSeen: { auth: string | null; body: string }[] = [];
const ME = { id: 1, name: 'member01', money: '10.00', fs_money: 0, ml_money: '0', is_demo: 0, status: 1 };
const server = setupServer(
  http.post(`${API}/auth/me`, async ({ request }) => {
    meSeen.push({ auth: request.headers.get('authorization'), body: await request.text() });
    return HttpResponse.json({ status: 'success', code: 200, message: '', data: ME });
  }),
  http.get(`${API}/banners`, ({ request }) => {
    seen.push(request.url);
    return HttpResponse.json({ status: 'success', code: 200, message: '', data: BANNERS });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  meSeen.length = 0;
});

const bannersUrl = () =>
  earlyReadUrls('/main/home', API, 'zh_cn', location.hostname).find((u) => u.includes('/banners?'))!;

describe('reads the early script sends itself', () => {
  it("are taken by the app's own call, so the banners are read once, and the shell sees the answer too", async () => {
    const h = makeHarness();
    const peeked: unknown[] = [];
    startEarlyRead(bannersUrl(), (body) => peeked.push(body));
    const result = await h.store.dispatch(systemApi.endpoints.banners.initiate());
    expect(result.data).toEqual(BANNERS);
    expect(seen).toEqual([bannersUrl()]);
    await new Promise((r) => setTimeout(r, 10));
    expect(peeked).toEqual([expect.objectContaining({ data: BANNERS })]);
  });

  it('tell the shell when there is no body to show (a refusal, a failed read); the app gets the refusal', async () => {
    server.use(
      http.get(`${API}/banners`, () => HttpResponse.json({ status: 'error' }, { status: 500 }), { once: true }),
      http.get(`${API}/system/notices`, () => HttpResponse.error(), { once: true }),
    );
    const peeked: unknown[] = [];
    startEarlyRead(`${API}/banners?refused`, (body) => peeked.push(body));
    startEarlyRead(`${API}/system/notices?lost`, (body) => peeked.push(body));
    await new Promise((r) => setTimeout(r, 50));
    expect(peeked).toEqual([null, null]);
    expect((await takeEarlyRead(`${API}/banners?refused`))?.status).toBe(500);
    // A read lost before the app asked is dropped: the app sends its own (a retry once back online).
    expect(takeEarlyRead(`${API}/system/notices?lost`)).toBeNull();
  });

  it('a read that fails while the app waits on it reaches the app as its failed fetch', async () => {
    server.use(http.get(`${API}/system/notices`, () => HttpResponse.error(), { once: true }));
    startEarlyRead(`${API}/system/notices?waiting`);
    const taken = takeEarlyRead(`${API}/system/notices?waiting`);
    expect(taken).not.toBeNull();
    await expect(taken).rejects.toThrow();
  });

  it("a read that hangs still fails the app's call at its time-out, like the call's own fetch", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      server.use(
        http.get(
          `${API}/banners`,
          async ({ request }) => {
            seen.push(request.url);
            await delay('infinite');
            return HttpResponse.json({});
          },
          { once: true },
        ),
      );
      const h = makeHarness();
      startEarlyRead(bannersUrl());
      const pending = h.store.dispatch(systemApi.endpoints.banners.initiate());
      await jest.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS + 100);
      expect((await pending).error).toMatchObject({ status: 'TIMEOUT_ERROR' });
      expect(seen).toEqual([bannersUrl()]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('are taken once, and not when too old', () => {
    startEarlyRead(`${API}/banners?x`, undefined, 1000);
    expect(takeEarlyRead(`${API}/banners?y`, 1001)).toBeNull();
    expect(takeEarlyRead(`${API}/banners?x`, 1001)).not.toBeNull();
    expect(takeEarlyRead(`${API}/banners?x`, 1002)).toBeNull();
    startEarlyRead(`${API}/banners?x`, undefined, 1000);
    expect(takeEarlyRead(`${API}/banners?x`, 1000 + EARLY_READ_MAX_AGE_MS + 1)).toBeNull();
  });

  it("a member's own info, sent early with the member's token, is what the app's call gets: sent once", async () => {
    const h = makeHarness({ token: 'tok-1' });
    startEarlyRead(memberInfoUrl(API, 'zh_cn'), undefined, Date.now(), { method: 'POST', body: '{}', token: 'tok-1' });
    const result = await h.store.dispatch(authApi.endpoints.me.initiate());
    expect(result.data?.name).toBe('member01');
    expect(meSeen).toEqual([{ auth: 'Bearer tok-1', body: '{}' }]);
  });

  it("a member's early read is not given to a session with another token, nor to another request", () => {
    const url = memberInfoUrl(API, 'zh_cn');
    startEarlyRead(url, undefined, 1000, { method: 'POST', body: '{}', token: 'tok-1' });
    expect(takeEarlyRead(url, 1001)).toBeNull();
    startEarlyRead(url, undefined, 1000, { method: 'POST', body: '{}', token: 'tok-1' });
    expect(takeEarlyRead(url, 1001, { method: 'POST', body: '{"page":1}', token: 'tok-1' })).toBeNull();
    expect(takeEarlyRead(url, 1001, { method: 'POST', body: '{}', token: 'tok-2' })).toBeNull();
    startEarlyRead(url, undefined, 1000, { method: 'POST', body: '{}', token: 'tok-1' });
    expect(takeEarlyRead(url, 1001, { method: 'POST', body: '{}', token: 'tok-1' })).not.toBeNull();
  });

  describe("a read that waits for an answer first (a screen's reads, after the member's info)", () => {
    const gate = () => {
      let open: (go: boolean) => void = () => undefined;
      const after = new Promise<boolean>((resolve) => (open = resolve));
      return { after, open };
    };
    const member = (after: Promise<boolean>) => ({ method: 'GET' as const, token: 'tok-1', after });
    const tick = () => new Promise((r) => setTimeout(r, 20));

    it('is sent once the answer says so, with the token and no body, and the app takes it', async () => {
      const { after, open } = gate();
      startEarlyRead(`${API}/banners?gated`, undefined, Date.now(), member(after));
      await tick();
      expect(seen).toEqual([]);
      open(true);
      await tick();
      expect(seen).toEqual([`${API}/banners?gated`]);
      const taken = takeEarlyRead(`${API}/banners?gated`, Date.now(), { method: 'GET', token: 'tok-1' });
      expect((await taken)?.status).toBe(200);
    });

    it('is dropped unsent when the answer says no, and the app then sends its own', async () => {
      const { after, open } = gate();
      startEarlyRead(`${API}/banners?refused-member`, undefined, Date.now(), member(after));
      open(false);
      await tick();
      expect(seen).toEqual([]);
      expect(takeEarlyRead(`${API}/banners?refused-member`, Date.now(), { method: 'GET', token: 'tok-1' })).toBeNull();
    });

    it('is sent all the same, once, when the app has asked for it before the answer came', async () => {
      const { after, open } = gate();
      startEarlyRead(`${API}/banners?asked`, undefined, Date.now(), member(after));
      const taken = takeEarlyRead(`${API}/banners?asked`, Date.now(), { method: 'GET', token: 'tok-1' });
      expect(taken).not.toBeNull();
      open(false);
      expect((await taken)?.status).toBe(200);
      expect(seen).toEqual([`${API}/banners?asked`]);
    });
  });
});
