import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { authApi } from '@/api/authApi';
import { tokenRenewed } from '@/api/requestSignals';
import {
  loggedIn,
  loggedOut,
  selectIsDemo,
  selectIsLoggedIn,
  selectMember,
  selectToken,
  selectUnread,
  sessionSlice,
  unreadCountSet,
} from '@/state/sessionSlice';
import { API, cookieToken, makeHarness } from '../api/testStore';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const meBody = (data: object | null) => ({ status: 'success', code: 200, message: '', ...(data ? { data } : {}) });
const memberRow = {
  id: 7,
  name: 'member01',
  realname: '张三',
  phone: '13800000000',
  email: null,
  qq: null,
  money: 1234.5,
  fs_money: 12,
  ml_money: '300.00',
  is_trans_on: 1,
  is_demo: 0,
  agent_id: 7,
  updated_at: '2026-11-21 10:00:00',
  has_qk_pwd: false,
  status: 1,
  level: 2,
  level_name: 'VIP2',
};
const until = async (cond: () => boolean) => {
  for (let i = 0; i < 100 && !cond(); i += 1) await new Promise((r) => setTimeout(r, 5));
};

describe('session reducer', () => {
  const reduce = sessionSlice.reducer;
  const empty = { token: '', isDemo: false, unread: 0 };

  it('login stores the token; demo login marks the session as demo', () => {
    expect(reduce(empty, loggedIn({ token: 'a', isDemo: false }))).toEqual({ token: 'a', isDemo: false, unread: 0 });
    expect(reduce(empty, loggedIn({ token: 'd', isDemo: true })).isDemo).toBe(true);
  });

  it('logout clears token, demo flag and unread count', () => {
    const state = { token: 'a', isDemo: true, unread: 4 };
    expect(reduce(state, loggedOut())).toEqual(empty);
  });

  it('a renewed token replaces the current one only if it renews this session', () => {
    const state = { ...empty, token: 'a' };
    expect(reduce(state, tokenRenewed({ token: 'b', sentToken: 'a' })).token).toBe('b');
    expect(reduce(state, tokenRenewed({ token: 'c', sentToken: 'old' })).token).toBe('a');
  });

  it('unread counts apply only while logged in, and never below 0', () => {
    expect(reduce(empty, unreadCountSet(3))).toEqual(empty);
    expect(reduce({ ...empty, token: 'a' }, unreadCountSet(3)).unread).toBe(3);
    expect(reduce({ ...empty, token: 'a' }, unreadCountSet(-3)).unread).toBe(0);
  });
});

describe('member info (POST /auth/me)', () => {
  it('is loaded on login and mapped to the member state of docs/screens.md#the-member-as-screens-read-it', async () => {
    const h = makeHarness();
    server.use(http.post(`${API}/auth/me`, () => HttpResponse.json(meBody(memberRow))));
    h.store.dispatch(loggedIn({ token: 'tok', isDemo: false }));
    expect(cookieToken()).toBe('tok');
    await until(() => selectMember(h.store.getState()) !== null);
    expect(selectMember(h.store.getState())).toMatchObject({
      name: 'member01',
      money: '1234.5',
      fs_money: '12',
      ml_money: '300.00',
      is_agent: true,
      is_trans_on: true,
      loginTime: '2026-11-21 10:00:00',
      is_demo: 0,
      has_qk_pwd: false,
      level_name: 'VIP2',
    });
    h.store.dispatch(unreadCountSet(-2));
    expect(selectUnread(h.store.getState())).toBe(0);
  });

  it('has one source: the session holds no copy of the member, and a change to the me entry is what screens see', async () => {
    const h = makeHarness();
    server.use(http.post(`${API}/auth/me`, () => HttpResponse.json(meBody(memberRow))));
    h.store.dispatch(loggedIn({ token: 'tok', isDemo: false }));
    await until(() => selectMember(h.store.getState()) !== null);
    expect(Object.keys(h.store.getState().session).sort()).toEqual(['isDemo', 'token', 'unread']);
    h.store.dispatch(
      authApi.util.updateQueryData('me', undefined, (me) => {
        me.money = '99.50';
      }),
    );
    expect(selectMember(h.store.getState())?.money).toBe('99.50');
    h.store.dispatch(loggedOut());
    expect(selectMember(h.store.getState())).toBeNull();
  });

  it('an agent is a member with agent_id; others are not', async () => {
    const h = makeHarness();
    server.use(http.post(`${API}/auth/me`, () => HttpResponse.json(meBody({ ...memberRow, agent_id: 0 }))));
    h.store.dispatch(loggedIn({ token: 'tok', isDemo: false }));
    await until(() => selectMember(h.store.getState()) !== null);
    expect(selectMember(h.store.getState())?.is_agent).toBe(false);
  });

  it('a demo member (is_demo 1) is demo even after a reload', async () => {
    const h = makeHarness({ token: 'demo-token' });
    server.use(http.post(`${API}/auth/me`, () => HttpResponse.json(meBody({ ...memberRow, is_demo: 1 }))));
    await h.store.dispatch(authApi.endpoints.me.initiate());
    expect(selectIsDemo(h.store.getState())).toBe(true);
  });

  it('an answer without data is rejected with "Authentication failed, please log in again" and ends the session', async () => {
    const h = makeHarness({ token: 'tok', path: '/Center' });
    server.use(http.post(`${API}/auth/me`, () => HttpResponse.json(meBody(null))));
    await expect(h.store.dispatch(authApi.endpoints.me.initiate()).unwrap()).rejects.toMatchObject({
      status: 'CUSTOM_ERROR',
      messageId: 'common.auth.failedText',
    });
    await until(() => !selectIsLoggedIn(h.store.getState()));
    expect(h.store.getState().toast.items.map((t) => t.messageId)).toEqual(['common.auth.failedText']);
    expect(h.navigations).toEqual([{ to: '/Login', replace: true }]);
  });

  it('setting the withdrawal password sets has_qk_pwd', async () => {
    const h = makeHarness();
    server.use(
      http.post(`${API}/auth/me`, () => HttpResponse.json(meBody(memberRow))),
      http.post(`${API}/member/drawing_pwd/set`, () =>
        HttpResponse.json({ status: 'success', code: 200, message: '取款密码设置成功' }),
      ),
    );
    h.store.dispatch(loggedIn({ token: 'tok', isDemo: false }));
    await until(() => selectMember(h.store.getState()) !== null);
    const r = await h.store.dispatch(authApi.endpoints.setDrawingPwd.initiate({ qk_pwd: '123456' })).unwrap();
    expect(r.message).toBe('取款密码设置成功');
    expect(selectMember(h.store.getState())?.has_qk_pwd).toBe(true);
  });
});

describe('login, demo and logout endpoints drive the session themselves', () => {
  it('login success logs in; a refused login logs out', async () => {
    const h = makeHarness();
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json({
          status: 'success',
          code: 200,
          message: '',
          data: { access_token: 'L1', token_type: 'bearer', expires_in: 3600 },
        }),
      ),
      http.post(`${API}/auth/me`, () => HttpResponse.json(meBody(memberRow))),
    );
    await h.store.dispatch(authApi.endpoints.login.initiate({ name: 'member01', password: 'pass1234' })).unwrap();
    expect(selectToken(h.store.getState())).toBe('L1');
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json({ status: 'error', code: 400, message: '账号或密码错误' }, { status: 400 }),
      ),
    );
    h.path.current = '/Main/home';
    await h.store.dispatch(authApi.endpoints.login.initiate({ name: 'member01', password: 'wrong1' }));
    expect(selectIsLoggedIn(h.store.getState())).toBe(false);
    expect(h.navigations.at(-1)).toEqual({ to: '/Login', replace: true });
  });

  it('demo login marks the session as demo', async () => {
    const h = makeHarness();
    server.use(
      http.post(`${API}/auth/demo`, () =>
        HttpResponse.json({
          status: 'success',
          code: 200,
          message: '',
          data: { access_token: 'D1', token_type: 'bearer', expires_in: 3600 },
        }),
      ),
      http.post(`${API}/auth/me`, () => HttpResponse.json(meBody({ ...memberRow, is_demo: 1 }))),
    );
    await h.store.dispatch(authApi.endpoints.demo.initiate()).unwrap();
    expect(selectIsDemo(h.store.getState())).toBe(true);
    expect(cookieToken()).toBe('D1');
  });

  it('logout ends the session even when the server call fails', async () => {
    const h = makeHarness({ token: 'tok', path: '/Center' });
    server.use(http.post(`${API}/auth/logout`, () => HttpResponse.error()));
    await h.store.dispatch(authApi.endpoints.logout.initiate());
    expect(selectIsLoggedIn(h.store.getState())).toBe(false);
    expect(cookieToken()).toBe('');
    expect(h.navigations).toEqual([{ to: '/Login', replace: true }]);
  });
});
