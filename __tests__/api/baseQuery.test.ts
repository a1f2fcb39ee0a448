import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { baseApi } from '@/api/baseApi';
import { authApi } from '@/api/authApi';
import { systemApi } from '@/api/systemApi';
import { gameApi } from '@/api/gameApi';
import { DEFAULT_TIMEOUT_MS, LONG_TIMEOUT_MS } from '@/api/baseQuery';
import { localeChanged } from '@/state/localeSlice';
import { selectIsLoggedIn, selectToken } from '@/state/sessionSlice';
import { resetEffectsForTests } from '@/state/sessionEffects';
import { setExternalNavigator } from '@/state/navigation';
import { API, cookieToken, makeHarness } from './testStore';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (payload: object = {}, init?: ResponseInit) =>
  HttpResponse.json({ status: 'success', code: 200, message: '', ...payload }, init);

// A read endpoint only used here, to drive baseQuery through RTK Query as screens do.
const probe = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (path) => ({ url: path }) }),
    probeQuiet: build.query<unknown, string>({ query: (path) => ({ url: path }), extraOptions: { mask: false } }),
    probeMove: build.mutation<unknown, { money: string }>({
      query: (body) => ({ url: '/game/deposit', method: 'POST', body }),
      extraOptions: { timeout: LONG_TIMEOUT_MS },
    }),
  }),
  overrideExisting: true,
});

const toasts = (h: ReturnType<typeof makeHarness>) => h.store.getState().toast.items;

describe('baseQuery: requests', () => {
  it('sends lang from the member choice, the Bearer token from the cookie, and unwraps the envelope', async () => {
    const h = makeHarness({ token: 'tok-1' });
    h.store.dispatch(localeChanged('th'));
    let seen: { lang: string | null; auth: string | null } | null = null;
    server.use(
      http.get(`${API}/system/link`, ({ request }) => {
        seen = { lang: new URL(request.url).searchParams.get('lang'), auth: request.headers.get('authorization') };
        return ok({
          data: [{ id: 1, name: 'activity_hall', title: 'Hall', type: 'web', url: 'x', full_url: 'http://x/#/x' }],
        });
      }),
    );
    const links = await h.store.dispatch(systemApi.endpoints.links.initiate()).unwrap();
    expect(seen).toEqual({ lang: 'th', auth: 'Bearer tok-1' });
    expect(links[0].name).toBe('activity_hall');
  });

  it('sends the chosen language on the lotteries too (their names are content), and leaves it off /language', async () => {
    const h = makeHarness();
    const urls: string[] = [];
    server.use(
      http.get(`${API}/language`, ({ request }) => {
        urls.push(request.url);
        return ok({ data: { default: 'zh_cn', list: {} } });
      }),
      http.get(`${API}/lottery/hot`, ({ request }) => {
        urls.push(request.url);
        return ok({ data: [] });
      }),
      http.get(`${API}/lottery/list`, ({ request }) => {
        urls.push(request.url);
        return ok({ data: [] });
      }),
    );
    await h.store.dispatch(probe.endpoints.probe.initiate('/lottery/hot?count=4')).unwrap();
    await h.store.dispatch(probe.endpoints.probe.initiate('lottery/list')).unwrap();
    await h.store.dispatch(probe.endpoints.probe.initiate('/language')).unwrap();
    expect(urls).toEqual([`${API}/lottery/hot?count=4&lang=th`, `${API}/lottery/list?lang=th`, `${API}/language`]);
  });

  it('sends no Authorization header without a session', async () => {
    const h = makeHarness();
    let auth: string | null = 'unset';
    server.use(
      http.get(`${API}/banners`, ({ request }) => {
        auth = request.headers.get('authorization');
        return ok({ data: [] });
      }),
    );
    await h.store.dispatch(systemApi.endpoints.banners.initiate()).unwrap();
    expect(auth).toBeNull();
  });

  it('sends a call in a task after the one that asked for it, with the session it was asked in', async () => {
    const h = makeHarness({ token: 'asked-with' });
    const sent: Array<string | null> = [];
    const realFetch = globalThis.fetch;
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      sent.push(new Headers(init?.headers).get('authorization'));
      return realFetch(input, init);
    });
    server.use(http.get(`${API}/banners`, () => ok({ data: [] })));
    try {
      const call = h.store.dispatch(systemApi.endpoints.banners.initiate());
      // The task that asked ends, its promise jobs too, before anything goes out.
      await Promise.resolve();
      await Promise.resolve();
      expect(sent).toEqual([]);
      // A login in between: the call still goes with the session it was asked in.
      h.store.dispatch({ type: 'session/loggedIn', payload: { token: 'later', isDemo: false } });
      await call.unwrap();
      expect(sent).toEqual(['Bearer asked-with']);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('sends nothing for a call given up before it went out', async () => {
    const h = makeHarness({ token: 't' });
    let calls = 0;
    server.use(
      http.get(`${API}/banners`, () => {
        calls += 1;
        return ok({ data: [] });
      }),
    );
    const call = h.store.dispatch(systemApi.endpoints.banners.initiate());
    call.abort();
    const result = await call;
    await delay(20);
    expect(calls).toBe(0);
    expect(result.isError).toBe(true);
  });
});

describe('baseQuery: the error catalogue (docs/screens.md#errors-and-messages)', () => {
  it('HTTP 400 business refusal: toast with the server message, the caller gets it too', async () => {
    const h = makeHarness({ token: 't' });
    server.use(
      http.get(`${API}/x`, () =>
        HttpResponse.json({ status: 'error', code: 400, message: '余额不足' }, { status: 400 }),
      ),
    );
    const r = await h.store.dispatch(probe.endpoints.probe.initiate('/x'));
    expect(r.error).toMatchObject({ status: 400, message: '余额不足' });
    expect(toasts(h).map((t) => t.message)).toEqual(['余额不足']);
  });

  it('HTTP 200 with status "error" is a failure, not data', async () => {
    const h = makeHarness({ token: 't' });
    server.use(
      http.get(`${API}/x`, () => HttpResponse.json({ status: 'error', code: 200, message: '请提供token参数' })),
    );
    const r = await h.store.dispatch(probe.endpoints.probe.initiate('/x'));
    expect(r.data).toBeUndefined();
    expect(r.error).toMatchObject({ status: 200, message: '请提供token参数' });
    expect(toasts(h)[0].message).toBe('请提供token参数');
  });

  it('other HTTP errors without a message toast the client text', async () => {
    const h = makeHarness();
    server.use(
      http.get(
        `${API}/x`,
        () => new HttpResponse('<html>bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
      ),
    );
    const r = await h.store.dispatch(probe.endpoints.probe.initiate('/x'));
    expect(r.error).toMatchObject({ status: 502, messageId: 'common.net.failedText' });
    expect(toasts(h)).toEqual([expect.objectContaining({ messageId: 'common.net.failedText', kind: 'fail' })]);
  });

  it('a malformed body on HTTP 200 fails with the client text instead of crashing', async () => {
    const h = makeHarness();
    server.use(
      http.get(
        `${API}/x`,
        () =>
          new HttpResponse('{"status":"success",', { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    );
    const r = await h.store.dispatch(probe.endpoints.probe.initiate('/x'));
    expect(r.error).toMatchObject({ status: 'PARSE_ERROR' });
    expect(toasts(h)[0].messageId).toBe('common.net.failedText');
  });

  it('no response at all: "network timeout" toast', async () => {
    const h = makeHarness();
    server.use(http.get(`${API}/x`, () => HttpResponse.error()));
    const r = await h.store.dispatch(probe.endpoints.probe.initiate('/x'));
    expect(r.error).toMatchObject({ status: 'FETCH_ERROR', messageId: 'common.net.timeoutText' });
    expect(toasts(h).map((t) => t.messageId)).toEqual(['common.net.timeoutText']);
  });

  it('401: logs out once (token cleared, member reset, Login with the way back), no toast', async () => {
    const h = makeHarness({ token: 'dead', path: '/Member/Transfer' });
    server.use(
      http.get(`${API}/x`, () =>
        HttpResponse.json(
          { status: 'error', code: 401, message: '您已被强制下线', force_offline: true },
          { status: 401 },
        ),
      ),
    );
    await h.store.dispatch(probe.endpoints.probe.initiate('/x'));
    expect(selectIsLoggedIn(h.store.getState())).toBe(false);
    expect(cookieToken()).toBe('');
    expect(h.navigations).toEqual([{ to: '/Login?redirect=%2FMember%2FTransfer', replace: true }]);
    expect(toasts(h)).toEqual([]);
  });

  it('401 while the next screen is still loading: Login sends the member on to where they were going', async () => {
    // The address has moved on (a hash router changes it first); the screen on view is still the old one.
    const h = makeHarness({ token: 'dead', path: '/Center' });
    window.history.replaceState(null, '', '#/Member/Transfer');
    try {
      server.use(
        http.get(`${API}/x`, () => HttpResponse.json({ status: 'error', code: 401, message: 'x' }, { status: 401 })),
      );
      await h.store.dispatch(probe.endpoints.probe.initiate('/x'));
      expect(h.navigations).toEqual([{ to: '/Login?redirect=%2FMember%2FTransfer', replace: true }]);
    } finally {
      window.history.replaceState(null, '', window.location.pathname);
    }
  });

  it('401 from many calls at once: one logout, one navigation, no toasts', async () => {
    const h = makeHarness({ token: 'dead', path: '/Center' });
    server.use(
      http.get(`${API}/burst/:n`, async () => {
        await delay(5);
        return HttpResponse.json({ status: 'error', code: 401, message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    const logouts: string[] = [];
    const unsubscribe = h.store.subscribe(() => {
      const t = selectToken(h.store.getState());
      if (!t && !logouts.length) logouts.push('out');
    });
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => h.store.dispatch(probe.endpoints.probe.initiate(`/burst/${i}`))),
    );
    unsubscribe();
    expect(logouts).toHaveLength(1);
    expect(h.navigations).toEqual([{ to: '/Login?redirect=%2FCenter', replace: true }]);
    expect(toasts(h)).toEqual([]);
  });

  it('a late 401 for an old token does not end a newer session', async () => {
    const h = makeHarness({ token: 'old' });
    server.use(
      http.get(`${API}/slow`, async () => {
        await delay(30);
        return HttpResponse.json({ status: 'error', code: 401, message: 'x' }, { status: 401 });
      }),
    );
    const pending = h.store.dispatch(probe.endpoints.probe.initiate('/slow'));
    server.use(
      http.post(`${API}/auth/me`, () =>
        ok({
          data: {
            id: 1,
            name: 'member01',
            money: 1,
            fs_money: 0,
            ml_money: '0',
            is_demo: 0,
            is_trans_on: 0,
            has_qk_pwd: true,
            status: 1,
          },
        }),
      ),
    );
    h.store.dispatch({ type: 'session/loggedIn', payload: { token: 'new', isDemo: false } });
    await pending;
    expect(selectToken(h.store.getState())).toBe('new');
    expect(cookieToken()).toBe('new');
  });

  it('503 with an http(s) redirect navigates there once and shows no toast', async () => {
    resetEffectsForTests();
    const assign = jest.fn();
    setExternalNavigator(assign);
    {
      const h = makeHarness();
      server.use(
        http.get(`${API}/m/:n`, () =>
          HttpResponse.json(
            { status: 'error', code: 503, message: '系统维护中', redirect: 'https://status.example.com/activity' },
            { status: 503 },
          ),
        ),
      );
      await Promise.all([1, 2, 3].map((n) => h.store.dispatch(probe.endpoints.probe.initiate(`/m/${n}`))));
      expect(assign).toHaveBeenCalledTimes(1);
      expect(assign).toHaveBeenCalledWith('https://status.example.com/activity', false);
      expect(toasts(h)).toEqual([]);
    }
  });

  it('503 with a javascript: redirect never navigates; the member reads the message instead', async () => {
    resetEffectsForTests();
    const assign = jest.fn();
    setExternalNavigator(assign);
    {
      const h = makeHarness();
      server.use(
        http.get(`${API}/m`, () =>
          HttpResponse.json(
            { status: 'error', code: 503, message: '系统维护中', redirect: 'javascript:alert(1)' },
            { status: 503 },
          ),
        ),
      );
      await h.store.dispatch(probe.endpoints.probe.initiate('/m'));
      expect(assign).not.toHaveBeenCalled();
      expect(toasts(h).map((t) => t.message)).toEqual(['系统维护中']);
    }
  });

  it('the same failure from several calls is toasted once', async () => {
    const h = makeHarness();
    server.use(http.get(`${API}/down/:n`, () => HttpResponse.error()));
    await Promise.all([1, 2, 3, 4].map((n) => h.store.dispatch(probe.endpoints.probe.initiate(`/down/${n}`))));
    expect(toasts(h)).toHaveLength(1);
  });
});

describe('baseQuery: renewed tokens', () => {
  it.each([['Bearer fresh-token'], ['fresh-token']])(
    'adopts a renewed Authorization header (%s) without double prefix',
    async (header) => {
      const h = makeHarness({ token: 'stale' });
      const seen: string[] = [];
      server.use(
        http.get(`${API}/first`, () =>
          ok({ data: 1 }, { headers: { Authorization: header, 'Access-Control-Expose-Headers': 'Authorization' } }),
        ),
        http.get(`${API}/second`, ({ request }) => {
          seen.push(request.headers.get('authorization') ?? '');
          return ok({ data: 2 });
        }),
      );
      await h.store.dispatch(probe.endpoints.probe.initiate('/first')).unwrap();
      expect(cookieToken()).toBe('fresh-token');
      expect(selectToken(h.store.getState())).toBe('fresh-token');
      await h.store.dispatch(probe.endpoints.probe.initiate('/second')).unwrap();
      expect(seen).toEqual(['Bearer fresh-token']);
    },
  );
});

describe('baseQuery: time-outs, mask, retries', () => {
  afterEach(() => jest.useRealTimers());

  it('gives up after 10 s with "network timeout"', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const h = makeHarness();
    server.use(
      http.get(`${API}/slow`, async () => {
        await delay('infinite');
        return ok();
      }),
    );
    const pending = h.store.dispatch(probe.endpoints.probe.initiate('/slow'));
    await jest.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 100);
    expect(h.store.getState().net.pending).toBe(1);
    await jest.advanceTimersByTimeAsync(200);
    const r = await pending;
    expect(r.error).toMatchObject({ status: 'TIMEOUT_ERROR', messageId: 'common.net.timeoutText' });
    expect(h.store.getState().net.pending).toBe(0);
    expect(toasts(h)[0].messageId).toBe('common.net.timeoutText');
  });

  it('waits 100 s for game login and game-wallet transfers', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const h = makeHarness({ token: 't' });
    server.use(
      http.get(`${API}/game/login`, async () => {
        await delay(30_000);
        return ok({ game_url: 'http://game.test/' });
      }),
    );
    const pending = h.store.dispatch(gameApi.endpoints.gameLogin.initiate({ api_code: 'AG', isMobile: 1 }));
    await jest.advanceTimersByTimeAsync(30_500);
    await expect(pending.unwrap()).resolves.toEqual({ game_url: 'http://game.test/' });
    server.use(
      http.get(`${API}/game/login`, async () => {
        await delay('infinite');
        return ok();
      }),
    );
    const hung = h.store.dispatch(gameApi.endpoints.gameLogin.initiate({ api_code: 'AG', isMobile: 1 }));
    await jest.advanceTimersByTimeAsync(LONG_TIMEOUT_MS - 1000);
    expect(h.store.getState().net.pending).toBe(1);
    await jest.advanceTimersByTimeAsync(2000);
    await expect(hung.unwrap()).rejects.toMatchObject({ status: 'TIMEOUT_ERROR' });
  });

  it('shows the loading mask while a call is pending, unless the endpoint opts out', async () => {
    const h = makeHarness();
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    server.use(
      http.get(`${API}/held/:n`, async () => {
        await gate;
        return ok({ data: 1 });
      }),
    );
    const masked = h.store.dispatch(probe.endpoints.probe.initiate('/held/1'));
    const quiet = h.store.dispatch(probe.endpoints.probeQuiet.initiate('/held/2'));
    await delay(10);
    expect(h.store.getState().net.pending).toBe(1);
    release();
    await Promise.all([masked, quiet]);
    expect(h.store.getState().net.pending).toBe(0);
  });

  it('never resends a money-moving call that failed', async () => {
    const h = makeHarness({ token: 't' });
    let calls = 0;
    server.use(
      http.post(`${API}/game/deposit`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    await h.store.dispatch(probe.endpoints.probeMove.initiate({ money: '100' }));
    await delay(50);
    expect(calls).toBe(1);
  });

  it('a captcha refresh shows no mask', async () => {
    const h = makeHarness();
    const seen: number[] = [];
    server.use(
      http.post(`${API}/auth/captcha`, () => {
        seen.push(h.store.getState().net.pending);
        return ok({ data: { sensitive: false, key: 'k', img: 'data:image/png;base64,AA==' } });
      }),
    );
    await h.store.dispatch(authApi.endpoints.captcha.initiate()).unwrap();
    expect(seen).toEqual([0]);
  });
});
