import { startTestServer, type TestServer } from '../support/server';
import { authApi } from '@/api/authApi';
import { systemApi } from '@/api/systemApi';
import { selectIsDemo, selectIsLoggedIn, selectMember, selectToken } from '@/state/sessionSlice';
import { setExternalNavigator } from '@/state/navigation';
import { unauthorized } from '@/api/requestSignals';
import { writeToken } from '@/api/tokenCookie';
import { resetEffectsForTests } from '@/state/sessionEffects';
import { cookieToken, makeHarness } from './testStore';

// The reference platform API in-process: real envelopes, real tokens, real quirks.
let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(async () => {
  await srv.close();
});

const until = async (cond: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!cond() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
};
const harness = (token?: string, path = '/Main/home') => makeHarness({ base: `${srv.url}/api`, token, path });

async function captcha(h: ReturnType<typeof harness>) {
  const { key } = await h.store.dispatch(authApi.endpoints.captcha.initiate()).unwrap();
  const row = srv.ctx.db.prepare('SELECT text FROM captchas WHERE key = ?').get(key) as { text: string };
  return { key, captcha: row.text };
}

describe('session against the reference API', () => {
  it('login with captcha stores the token and loads member info (docs/screens.md#the-member-as-screens-read-it fields)', async () => {
    const h = harness();
    await h.store
      .dispatch(authApi.endpoints.login.initiate({ name: 'member01', password: 'pass1234', ...(await captcha(h)) }))
      .unwrap();
    expect(selectIsLoggedIn(h.store.getState())).toBe(true);
    expect(cookieToken()).toBe(selectToken(h.store.getState()));
    await until(() => selectMember(h.store.getState()) !== null);
    const m = selectMember(h.store.getState())!;
    expect(m).toMatchObject({ name: 'member01', is_agent: false, is_demo: 0 });
    expect(m.money).toMatch(/^\d+(\.\d+)?$/);
    expect(m.loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('an agent is recognised from agent_id', async () => {
    const h = harness(srv.tokenFor('agent001'));
    await h.store.dispatch(authApi.endpoints.me.initiate());
    expect(selectMember(h.store.getState())?.is_agent).toBe(true);
  });

  it('a wrong password is refused with the server text in the member language and leaves no session', async () => {
    const h = harness();
    h.store.dispatch({ type: 'locale/localeChanged', payload: 'en' });
    h.path.current = '/Login';
    const r = await h.store.dispatch(
      authApi.endpoints.login.initiate({ name: 'member01', password: 'wrong-pass', ...(await captcha(h)) }),
    );
    expect(r.error).toMatchObject({ status: 400 });
    expect(selectIsLoggedIn(h.store.getState())).toBe(false);
    expect(h.store.getState().toast.items[0].message).toBe((r.error as { message: string }).message);
    expect(h.navigations).toEqual([]);
  });

  it('demo login gives a demo session', async () => {
    const h = harness();
    await h.store.dispatch(authApi.endpoints.demo.initiate()).unwrap();
    await until(() => selectMember(h.store.getState()) !== null);
    expect(selectIsDemo(h.store.getState())).toBe(true);
  });

  it('a member forced offline is logged out once, with no toast, and sent to Login', async () => {
    const h = harness(srv.tokenFor('member01'), '/Center');
    await h.store.dispatch(authApi.endpoints.me.initiate());
    srv.ctx.db.prepare("UPDATE members SET status = -2 WHERE name = 'member01'").run();
    try {
      await Promise.all(
        [1, 2, 3].map(() => h.store.dispatch(authApi.endpoints.me.initiate(undefined, { forceRefetch: true }))),
      );
      expect(selectIsLoggedIn(h.store.getState())).toBe(false);
      expect(h.navigations).toEqual([{ to: '/Login?redirect=%2FCenter', replace: true }]);
      expect(h.store.getState().toast.items).toEqual([]);
    } finally {
      srv.ctx.db.prepare("UPDATE members SET status = 1 WHERE name = 'member01'").run();
    }
  });

  it('a session ended here leaves the token another tab logged in with since; its own token is removed', async () => {
    const old = srv.tokenFor('member01');
    const h = harness(old, '/Center');
    await h.store.dispatch(authApi.endpoints.me.initiate());
    // The member logs in again in another tab: the platform ends the old session, the shared cookie holds the new one.
    const fresh = srv.tokenFor('member01');
    writeToken(fresh);
    const answer = await h.store.dispatch(authApi.endpoints.me.initiate(undefined, { forceRefetch: true }));
    expect(answer.data?.name).toBe('member01');
    // A call this tab sent before that answers 401 with the old token: this tab's session ends, the new one stays.
    h.store.dispatch(unauthorized({ sentToken: old }));
    await until(() => !selectIsLoggedIn(h.store.getState()));
    expect(selectIsLoggedIn(h.store.getState())).toBe(false);
    expect(cookieToken()).toBe(fresh);

    // A session ended with the cookie still holding it: the cookie goes with it.
    const h2 = harness(fresh, '/Center');
    h2.store.dispatch(unauthorized({ sentToken: fresh }));
    await until(() => !selectIsLoggedIn(h2.store.getState()));
    expect(cookieToken()).toBeFalsy();
  });

  it('adopts the renewed token when the old one expired within the refresh window', async () => {
    const h = harness(srv.tokenFor('member01'));
    const before = cookieToken();
    srv.ctx.clock.offsetMs += 61 * 60_000;
    try {
      await h.store.dispatch(authApi.endpoints.me.initiate()).unwrap();
      const after = cookieToken();
      expect(after).not.toBe(before);
      expect(after).not.toMatch(/^Bearer /);
      expect(selectToken(h.store.getState())).toBe(after);
      await h.store.dispatch(authApi.endpoints.me.initiate(undefined, { forceRefetch: true })).unwrap();
      expect(selectIsLoggedIn(h.store.getState())).toBe(true);
    } finally {
      srv.ctx.clock.offsetMs = 0;
    }
  });

  it('maintenance (503 with redirect) sends the browser to the redirect address, no toast', async () => {
    resetEffectsForTests();
    const go = jest.fn();
    setExternalNavigator(go);
    const h = harness();
    srv.ctx.db.prepare("UPDATE system_configs SET value = '1' WHERE name = 'is_system_maintenance'").run();
    try {
      await h.store.dispatch(systemApi.endpoints.banners.initiate());
      expect(go).toHaveBeenCalledTimes(1);
      expect(go.mock.calls[0][0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/maintenance\.html$/);
      expect(h.store.getState().toast.items).toEqual([]);
    } finally {
      srv.ctx.db.prepare("UPDATE system_configs SET value = '0' WHERE name = 'is_system_maintenance'").run();
    }
  });

  it('a token the platform no longer knows (HTTP 200, status error) ends the session', async () => {
    const h = harness('not-a-real-token', '/Center');
    await h.store.dispatch(authApi.endpoints.me.initiate());
    await until(() => !selectIsLoggedIn(h.store.getState()));
    expect(selectIsLoggedIn(h.store.getState())).toBe(false);
  });
});
