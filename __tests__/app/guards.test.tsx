import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { decideGuard } from '@/app/guards';
import { screens } from '@/app/routes';
import { loginPath } from '@/state/paths';
import { safeReturnPath } from '@/lib/safeUrl';
import { API } from '../api/testStore';
import { memberState, renderApp } from './renderApp';

const ok = (payload: object = {}) => HttpResponse.json({ status: 'success', code: 200, message: '', ...payload });
let meCalls = 0;
const server = setupServer(
  http.post(`${API}/auth/me`, () => {
    meCalls += 1;
    return ok({
      data: {
        id: 9,
        name: 'demo1234',
        money: 2000,
        fs_money: 0,
        ml_money: '0',
        is_demo: 1,
        is_trans_on: 0,
        has_qk_pwd: false,
        status: 1,
      },
    });
  }),
  http.get(`${API}/*`, () => ok({ data: [] })),
  http.post(`${API}/*`, () => ok({ data: [] })),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  window.scrollTo = jest.fn() as never;
  // The Flow Lab's diagram measures itself; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as never;
  // Loading the lazy screens once up front keeps the first test from paying the module compile time.
  await Promise.all([screens.Login(), screens.Test()]);
}, 60_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const member = { token: 'tok', isDemo: false, member: memberState() };
const demo = { token: 'demo-tok', isDemo: true, member: memberState({ is_demo: 1, name: 'demo1234' }) };

describe('decideGuard', () => {
  it('login-required routes send a visitor to Login with the way back; demo-blocked routes refuse demo', () => {
    expect(decideGuard({ auth: true }, { isLoggedIn: false, isDemo: false }, '/Center')).toEqual({
      kind: 'login',
      to: '/Login?redirect=%2FCenter',
    });
    expect(decideGuard({ auth: true, noDemo: true }, { isLoggedIn: true, isDemo: true }, '/Member/Card')).toEqual({
      kind: 'demoBlocked',
    });
    expect(decideGuard({ auth: true }, { isLoggedIn: true, isDemo: true }, '/Member/Transfer')).toEqual({
      kind: 'allow',
    });
    expect(decideGuard({}, { isLoggedIn: false, isDemo: false }, '/Welcome')).toEqual({ kind: 'allow' });
  });
});

describe('routes and guards (docs/screens.md#routes)', () => {
  it.each(['/Member/Recharge', '/Center', '/RedBag', '/dailybonus/log', '/Member/Notice'])(
    'a visitor opening %s is sent to Login and brought back after',
    async (path) => {
      const app = await renderApp(path);
      await waitFor(() => expect(app.where()).toBe(loginPath(path)));
      const back = new URLSearchParams(app.router.location.search).get('redirect');
      expect(safeReturnPath(back)).toBe(path);
    },
  );

  it.each([
    '/Member/MemberInfo',
    '/Welcome',
    '/Activity/3',
    '/Credit/Borrow',
    '/LiveLevelUp',
    '/loginToSupplier?api_code=AG',
  ])('a visitor may open the public route %s', async (path) => {
    const app = await renderApp(path);
    await waitFor(() => expect(screen.getAllByRole('heading').length).toBeGreaterThan(0));
    expect(app.where()).toBe(path);
  });

  it.each([
    ['/', '/Main/home'],
    ['/Main', '/Main/home'],
    ['/Member', '/Member/MemberInfo'],
    ['/Credit', '/Credit/Index'],
    ['/no/such/page', '/Main/home'],
  ])('%s redirects to %s', async (from, to) => {
    const app = await renderApp(from);
    await waitFor(() => expect(app.where()).toBe(to));
  });

  it.each(['/Member/Recharge', '/Member/MoneyLog', '/dailybonus', '/Center'])(
    'a member enters the login-required route %s',
    async (path) => {
      const app = await renderApp(path, member);
      await waitFor(() => expect(app.where()).toBe(path));
      expect(await screen.findAllByRole('heading')).not.toHaveLength(0);
    },
  );

  it('the support route /test opens the Flow Lab, for visitors too', async () => {
    const app = await renderApp('/test');
    expect(await screen.findByRole('heading', { name: 'Flow Lab' })).toBeTruthy();
    expect(screen.queryByText('This feature is not available yet')).toBeNull();
    expect(app.where()).toBe('/test');
  });

  it('a demo member trying a demo-blocked route is told and stays where they were', async () => {
    const app = await renderApp('/Member/Promotion', demo);
    await waitFor(() => expect(screen.getAllByRole('heading').length).toBeGreaterThan(0));
    const heading = screen.getAllByRole('heading')[0];
    await act(async () => {
      await app.router.navigate('/Member/Recharge');
    });
    expect(await screen.findByText('Trial accounts do not support this operation!')).toBeTruthy();
    expect(app.where()).toBe('/Member/Promotion');
    // The screen they were on was never taken down: the same element, nothing lost in between.
    expect(heading.isConnected).toBe(true);
  });

  it.each(['/Member/Transfer', '/Member/Promotion', '/Member/Notice', '/Center'])(
    'a demo member may open %s',
    async (path) => {
      const app = await renderApp(path, demo);
      await waitFor(() => expect(screen.getAllByRole('heading').length).toBeGreaterThan(0));
      expect(app.where()).toBe(path);
    },
  );

  it('after a reload (member info not loaded yet) the guard asks the server whether this is a demo account', async () => {
    meCalls = 0;
    const app = await renderApp('/Member/Card', { token: 'demo-tok', isDemo: false, member: null });
    await waitFor(() => expect(app.where()).toBe('/Main/home'));
    expect(meCalls).toBe(1);
    expect(await screen.findByText('Trial accounts do not support this operation!')).toBeTruthy();
  });

  it('main pages carry the tab bar; inner pages do not', async () => {
    const app = await renderApp('/Main/home', member);
    const tabs = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Promotions', 'Deposit', 'Me']);
    await act(async () => {
      await app.router.navigate('/Member/Transfer');
    });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull());
  });
});
