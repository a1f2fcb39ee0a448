import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setExternalNavigator } from '@/state/navigation';
import { API } from '../api/testStore';
import { renderApp } from './renderApp';

// The rule is the shell's, not the lab's: a stand-in screen keeps the diagram (ELK, React Flow) out of jsdom.
jest.mock('@/features/flowlab/FlowLabScreen', () => ({ FlowLabScreen: () => <h1>Flow Lab</h1> }));

let sitePc = '';
const server = setupServer(
  http.get(`${API}/system/configs`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    const data = q.get('group') === 'system' ? { site_pc: sitePc } : { site_title: 'Galaxy Play' };
    return HttpResponse.json({ status: 'success', code: 200, message: '', data });
  }),
  http.get(`${API}/*`, () => HttpResponse.json({ status: 'success', code: 200, message: '', data: [] })),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  window.scrollTo = jest.fn() as never;
});
afterAll(() => server.close());

const ua = jest.spyOn(navigator, 'userAgent', 'get');
afterEach(() => ua.mockReset());

describe('desktop visitors (docs/screens.md#who-it-is-for, docs/screens.md#the-shell)', () => {
  it('a desktop browser goes to site_pc, keeping a carried route', async () => {
    sitePc = 'pc.example.com';
    ua.mockReturnValue('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120 Safari/537.36');
    const go = jest.fn();
    setExternalNavigator(go);
    window.location.hash = '#/LiveLevelUp';
    await renderApp('/LiveLevelUp');
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://pc.example.com/#/LiveLevelUp', true));
  });

  it('a desktop browser on the Flow Lab stays; leaving it for a member screen sends it on', async () => {
    sitePc = 'pc.example.com';
    ua.mockReturnValue('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36');
    const go = jest.fn();
    setExternalNavigator(go);
    const { router, where, findByRole } = await renderApp('/test');
    await findByRole('heading', { name: 'Flow Lab' });
    await waitFor(() => expect(document.title).toBe('Galaxy Play'));
    await new Promise((r) => setTimeout(r, 100));
    expect(where()).toBe('/test');
    expect(go).not.toHaveBeenCalled();
    await act(() => router.navigate('/Credit/Index'));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://pc.example.com/#/Credit/Index', true));
  });

  it('a phone stays, and so does everyone when no desktop site is configured', async () => {
    const go = jest.fn();
    setExternalNavigator(go);
    sitePc = 'pc.example.com';
    ua.mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
    const phone = await renderApp('/Main/home');
    await waitFor(() => expect(document.title).toBe('Galaxy Play'));
    phone.unmount();
    sitePc = '';
    ua.mockReturnValue('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120 Safari/537.36');
    await renderApp('/Main/home');
    await new Promise((r) => setTimeout(r, 100));
    expect(go).not.toHaveBeenCalled();
  });
});
