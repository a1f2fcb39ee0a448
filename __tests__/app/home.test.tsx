import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setExternalNavigator } from '@/state/navigation';
import { API } from '../api/testStore';
import { screens } from '@/app/routes';
import { memberState, renderApp } from './renderApp';

const ok = (payload: object = {}) => HttpResponse.json({ status: 'success', code: 200, message: '', ...payload });
const supplier = (id: number, api_name: string, title: string, game_type: number) => ({
  id,
  api_name,
  title,
  game_type,
  mobile_pic: `/assets/${api_name}.svg`,
  params: '',
});
const calls: string[] = [];
const server = setupServer(
  http.get(`${API}/games`, () =>
    ok({
      data: [
        { title: 'Hot', child: [supplier(1, 'JZ', 'JZ Lottery', 4), supplier(2, 'AG', 'AG Live', 1)] },
        { title: 'Slots', child: [supplier(3, 'PG', 'PG Soft', 3)] },
        { title: 'Empty', child: null },
      ],
    }),
  ),
  http.get(`${API}/banners`, () =>
    ok({
      data: [
        { title: 'First deposit 100%', url: '/assets/b1.svg', jump_link: 'javascript:alert(1)', is_new_window: 0 },
      ],
    }),
  ),
  http.get(`${API}/system/notices`, () =>
    ok({ data: [{ title: 'Welcome', content: '<b>Deposits</b> 24/7', url: '' }], alert: [] }),
  ),
  http.get(`${API}/system/configs`, ({ request }) =>
    ok({
      data: new URL(request.url).searchParams.get('group') === 'site' ? { site_title: 'Galaxy Play' } : { site_pc: '' },
    }),
  ),
  http.get(`${API}/lottery/hot`, () =>
    ok({ data: [{ id: 1, name: 'Speed K3', game_code: 'JSK3', icon: '/assets/k3.svg', issue: '20260101-0001' }] }),
  ),
  http.get(`${API}/game/login`, ({ request }) => {
    calls.push(request.url);
    return ok({ game_url: '/sim/game?api=JZ' });
  }),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  window.scrollTo = jest.fn() as never;
  setExternalNavigator(jest.fn());
  // The code of the screens a tap opens (the game list, Login, the supplier's page) is compiled once up front,
  // not inside a test's wait: a toast shown with the tap lasts 3 s.
  await Promise.all([screens.RecommendGame(), screens.Login(), screens.LoginToSupplier()]);
}, 60_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const member = { token: 'tok', isDemo: false, member: memberState({ money: '13994.5' }) };
const demo = { token: 'demo', isDemo: true, member: memberState({ is_demo: 1, name: 'demo1234', money: '2000' }) };

describe('home (/Main/home)', () => {
  it('a visitor sees banners, notices, the game hall and the way to log in or register', async () => {
    await renderApp('/Main/home');
    expect(await screen.findByRole('img', { name: 'First deposit 100%' })).toBeTruthy();
    expect(await screen.findByText('Welcome: Deposits 24/7')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/Login');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/Register');
    expect(await screen.findByRole('tab', { name: 'Hot' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Empty' })).toBeNull();
    // A banner link that is not http(s) is not a link at all.
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Galaxy Play'));
  });

  it("the hot lotteries' card holds its shape until they come, and closes when the platform has none", async () => {
    let answer: (rows: object[]) => void = () => undefined;
    server.use(
      http.get(
        `${API}/lottery/hot`,
        () => new Promise<Response>((resolve) => (answer = (rows) => resolve(ok({ data: rows })))),
      ),
    );
    await renderApp('/Main/home');
    const card = () => document.querySelector('.hot-lottery');
    await waitFor(() => expect(card()?.querySelector('[aria-busy="true"]')).toBeTruthy());
    act(() => answer([]));
    await waitFor(() => expect(card()?.childElementCount).toBe(0));
    expect(screen.queryByRole('heading', { name: 'Hot lotteries' })).toBeNull();
  });

  it('a member sees their balance through the money formatter', async () => {
    await renderApp('/Main/home', member);
    expect(await screen.findByText('Hi, member01')).toBeTruthy();
    expect(screen.getByText('$13,994.50')).toBeTruthy();
  });

  it('tapping a game while logged out asks to log in first, with the way back, and opens nothing', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const app = await renderApp('/Main/home');
    const game = await screen.findByRole('button', { name: /AG Live/ });
    // The tap opens a screen whose code loads: the act is awaited, so React retries the screen once it is in.
    await act(async () => fireEvent.click(game));
    expect(await screen.findByText('Please log in before entering the game')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(app.where()).toBe('/Login?redirect=%2FMain%2Fhome'));
    open.mockRestore();
  });

  it('a demo member may only enter the local lottery', async () => {
    const app = await renderApp('/Main/home', demo);
    fireEvent.click(await screen.findByRole('button', { name: /AG Live/ }));
    expect(await screen.findByText('Demo accounts only support the local lottery')).toBeTruthy();
    expect(app.where()).toBe('/Main/home');
    // The hot lottery row enters a draw of the local lottery in place.
    const draw = await screen.findByRole('button', { name: /Speed K3/ });
    await act(async () => fireEvent.click(draw));
    await waitFor(() => expect(app.router.location.pathname).toBe('/loginToSupplier'));
    expect(Object.fromEntries(new URLSearchParams(app.router.location.search))).toEqual({
      gameType: '4',
      gameCode: 'JSK3',
      api_code: 'JZ',
      isMobile: '1',
    });
  });

  it('a lottery or slot supplier opens its game list; the hall tab is kept in the address for the way back', async () => {
    const app = await renderApp('/Main/home', member);
    fireEvent.click(await screen.findByRole('tab', { name: 'Slots' }));
    await waitFor(() => expect(app.where()).toBe('/Main/home?tab=1'));
    const pg = await screen.findByRole('button', { name: /PG Soft/ });
    // The game list's screen loads on the way: the act is awaited so React finishes that navigation.
    await act(async () => {
      fireEvent.click(pg);
    });
    await waitFor(() => expect(app.router.location.pathname).toBe('/Main/recommendGame/PG/3'));
  });

  it('a member opens other suppliers in a new window', async () => {
    const opened = { opener: {} as unknown };
    const open = jest.spyOn(window, 'open').mockReturnValue(opened as Window);
    const app = await renderApp('/Main/home', member);
    const tabs = await screen.findByRole('tablist');
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Hot' }));
    fireEvent.click(await screen.findByRole('button', { name: /AG Live/ }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(String(open.mock.calls[0][0])).toMatch(/#\/loginToSupplier\?gameType=1&api_code=AG&isMobile=1$/);
    expect(opened.opener).toBeNull();
    expect(app.where()).toBe('/Main/home');
    open.mockRestore();
  });
});

describe('LoginToSupplier', () => {
  it('asks for the game address once and replaces the page with it', async () => {
    calls.length = 0;
    const go = jest.fn();
    setExternalNavigator(go);
    await renderApp('/loginToSupplier?api_code=JZ&isMobile=1&gameType=4', member);
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost/sim/game?api=JZ', true));
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]).searchParams.get('api_code')).toBe('JZ');
  });

  it('refuses a non-web game address', async () => {
    server.use(http.get(`${API}/game/login`, () => ok({ game_url: 'javascript:alert(1)' })));
    const go = jest.fn();
    setExternalNavigator(go);
    await renderApp('/loginToSupplier?api_code=JZ&isMobile=1', member);
    expect(await screen.findByText('The game could not be opened. Please try again later.')).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });

  it('shows the server refusal and lets the member try again', async () => {
    let n = 0;
    server.use(
      http.get(`${API}/game/login`, () => {
        n += 1;
        return HttpResponse.json({ status: 'error', code: 400, message: '余额不足' }, { status: 400 });
      }),
    );
    setExternalNavigator(jest.fn());
    await renderApp('/loginToSupplier?api_code=AG&isMobile=1', member);
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await waitFor(() => expect(n).toBe(2));
  });
});
