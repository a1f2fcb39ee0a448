import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { drawEarlyShell } from '@/earlyShellDraw';
import { hasEarlyRead, takeEarlyRead } from '@/api/earlyReads';
import { releaseEarlyShell } from '@/components/earlyShell';
import { writeHomeSnapshot } from '@/state/homeSnapshot';
import { MAIN_TABS } from '@/app/tabs';
import { renderToStaticMarkup } from 'react-dom/server';

const API = 'http://api.test/api';
const BANNERS = [{ title: 'Fresh', url: 'http://api.test/assets/fresh.svg', jump_link: null, is_new_window: 0 }];
const server = setupServer(
  http.get(`${API}/banners`, () => HttpResponse.json({ status: 'success', code: 200, message: '', data: BANNERS })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  releaseEarlyShell();
});
const config = Promise.resolve({ apiBase: API });
const tick = () => new Promise((r) => setTimeout(r, 20));

describe('the early script draws the shell', () => {
  it("on a main page, paints the tab bar with the app's own icons, the page's tab marked", () => {
    drawEarlyShell('/center', true, 'zh_cn', config);
    const items = [...document.querySelectorAll('#early-shell .tab-bar .tab-item')];
    const appIcons = MAIN_TABS.map((t) => renderToStaticMarkup(t.icon as never).match(/ d="([^"]+)"/)?.[1]);
    expect(items.map((i) => i.querySelector('path')?.getAttribute('d'))).toEqual(appIcons);
    expect(items.map((i) => i.classList.contains('active'))).toEqual([false, false, false, true]);
    releaseEarlyShell();
  });

  it('over the page, hidden from assistive technology, and the app takes it away', () => {
    drawEarlyShell('/member/recharge', true, 'zh_cn', config);
    const el = document.getElementById('early-shell');
    expect(el?.getAttribute('aria-hidden')).toBe('true');
    expect(el?.querySelector('.nav-bar')).not.toBeNull();
    releaseEarlyShell();
    expect(document.getElementById('early-shell')).toBeNull();
  });

  it("a returning member's home shows the last banner at once, before any answer", () => {
    writeHomeSnapshot('zh_cn', {
      banners: [{ title: 'Last', url: 'http://localhost/assets/last.svg', jump_link: null, is_new_window: 0 }],
    });
    drawEarlyShell('/main/home', true, 'zh_cn', config);
    expect(document.querySelector('#early-shell .banner img')?.getAttribute('src')).toBe(
      'http://localhost/assets/last.svg',
    );
    // The balance is a skeleton: nothing about money comes from storage.
    expect(document.querySelector('#early-shell .member-balance')?.textContent).toBe('');
  });

  it('a first visit reads the banners once: the shell shows the first, the app takes the same answer', async () => {
    drawEarlyShell('/main/home', false, 'zh_cn', config);
    expect(document.querySelector('#early-shell .banner.skeleton')).not.toBeNull();
    await tick();
    const url = `${API}/banners?group=mobile1&lang=zh_cn`;
    expect(hasEarlyRead(url)).toBe(true);
    await tick();
    expect(document.querySelector('#early-shell .banner img')?.getAttribute('src')).toBe(BANNERS[0].url);
    const res = await takeEarlyRead(url);
    expect(((await res?.json()) as { data: unknown }).data).toEqual(BANNERS);
  });
});
