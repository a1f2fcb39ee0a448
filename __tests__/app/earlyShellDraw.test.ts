import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { drawEarlyShell, fetchShellFiles, type DrawnShell } from '@/early/shellDraw';
import { drawScreenShell as drawView, type ViewFill } from '@/early/drawnView';

/** A drawn view as the early script draws it: its files asked for, then drawn by the view's code. */
const drawScreenShell = (shell: DrawnShell | null, url: string, styles: string[], fill?: ViewFill | null) =>
  drawView(shell, fetchShellFiles(url, styles), fill);
import { hasEarlyRead, takeEarlyRead } from '@/api/earlyReads';
import { releaseEarlyShell } from '@/components/earlyShell';
import { writeHomeSnapshot } from '@/state/homeSnapshot';
import { MAIN_TABS } from '@/app/tabs';
import { renderToStaticMarkup } from 'react-dom/server';

const API = 'http://api.test/api';
const BANNERS = [{ title: 'Fresh', url: 'http://api.test/assets/fresh.svg', jump_link: null, is_new_window: 0 }];
const DRAWN =
  '<div class="page-layout"><header class="nav-bar"><h1 class="nav-title">个人中心</h1></header><div class="page-body"><p class="lv-intro">Drawn</p><input class="field-input"></div></div>';
const server = setupServer(
  http.get(`${API}/banners`, () => HttpResponse.json({ status: 'success', code: 200, message: '', data: BANNERS })),
  http.get('http://localhost/shells/Center.m.zh_cn.html', () => HttpResponse.text(DRAWN)),
  http.get('http://localhost/shells/Gone.m.zh_cn.html', () => new HttpResponse('missing', { status: 404 })),
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

describe("the early script draws the opening screen's view as the build drew it", () => {
  /** The style sheet links the shell added, each answered as the browser would once the file is in. */
  const loadSheets = () => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    for (const l of links) l.dispatchEvent(new Event('load'));
    return links.map((l) => l.getAttribute('href'));
  };
  afterEach(() => document.querySelectorAll('link[rel="stylesheet"]').forEach((l) => l.remove()));

  it("in place of the nav bar and skeleton, once its markup and the screen's style sheets are in; the tab bar stays", async () => {
    const shell = drawEarlyShell('/center', true, 'zh_cn', config, '个人中心');
    const drawn = drawScreenShell(shell, 'shells/Center.m.zh_cn.html', ['css/center.css']);
    await tick();
    // The markup is in, the style sheet is not: the generic shell stays, so nothing shows unstyled.
    expect(document.querySelector('#early-shell .lv-intro')).toBeNull();
    expect(loadSheets()).toEqual(['css/center.css']);
    await drawn;
    expect(document.querySelector('#early-shell .lv-intro')?.textContent).toBe('Drawn');
    expect(document.querySelector('#early-shell .skeleton-block')).toBeNull();
    expect(document.querySelectorAll('#early-shell .tab-bar .tab-item')).toHaveLength(4);
    // Its fields take no input: what a member typed there would be lost when the app takes over.
    expect((document.getElementById('early-shell') as HTMLElement & { inert: boolean }).inert).toBe(true);
  });

  it("with the member's figures, also when they come while the view is painting", async () => {
    const shell = drawEarlyShell('/center', true, 'zh_cn', config, '个人中心');
    const answer = { status: 'success', data: { name: 'member01' } };
    let send!: (v: unknown) => void;
    const info = new Promise((resolve) => (send = resolve));
    const filler = jest.fn(() => true);
    // The answer lands the moment the view is in the page, before it has painted.
    const watch = new MutationObserver(() => {
      if (shell?.el.querySelector('.lv-intro')) send(answer);
    });
    watch.observe(shell?.el as HTMLElement, { childList: true, subtree: true });
    await drawScreenShell(shell, 'shells/Center.m.zh_cn.html', [], {
      member: true,
      info,
      reads: {},
      filler: Promise.resolve({ fill: filler, reads: { member: [], visitor: [] } }),
    });
    watch.disconnect();
    expect(filler).toHaveBeenCalledTimes(1);
    expect(filler).toHaveBeenCalledWith(
      shell?.el,
      { member: true, info: answer, reads: {} },
      'zh_cn',
      window.innerHeight,
    );
  });

  it('with server HTML, only once its figures are in: no skeleton lines the rules would move away from', async () => {
    server.use(
      http.get('http://localhost/shells/CreditIndex.v.zh_cn.html', () =>
        HttpResponse.text(
          '<div class="page-layout"><div data-fill-html="rule"><span class="skeleton-line"></span></div></div>',
        ),
      ),
    );
    const shell = drawEarlyShell('/credit/index', false, 'zh_cn', config, '免息借呗');
    let send!: (v: unknown) => void;
    const rules = new Promise((resolve) => (send = resolve));
    const filler = jest.fn((el: HTMLElement) => {
      el.querySelector('[data-fill-html]')?.replaceChildren('rules');
      return true;
    });
    const drawn = drawScreenShell(shell, 'shells/CreditIndex.v.zh_cn.html', [], {
      member: false,
      info: Promise.resolve(null),
      reads: { 'credit/rule': rules },
      filler: Promise.resolve({ fill: filler, reads: { member: [], visitor: ['credit/rule'] } }),
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(shell?.el.querySelector('[data-fill-html]')).toBeNull();
    expect(shell?.el.querySelector('.nav-title')?.textContent).toBe('免息借呗');
    send({ status: 'success' });
    await drawn;
    expect(filler).toHaveBeenCalledTimes(1);
    expect(shell?.el.querySelector('[data-fill-html]')?.textContent).toBe('rules');
  });

  it('not at all when the markup cannot be had: the nav bar and skeleton stay', async () => {
    const shell = drawEarlyShell('/member/recharge', true, 'zh_cn', config, '充值');
    await drawScreenShell(shell, 'shells/Gone.m.zh_cn.html', []);
    expect(document.querySelector('#early-shell .nav-title')?.textContent).toBe('充值');
    expect(document.querySelector('#early-shell .skeleton-block')).not.toBeNull();
  });

  it('not at all when a style sheet cannot be had: bare markup would flash', async () => {
    const shell = drawEarlyShell('/center', true, 'zh_cn', config, '个人中心');
    const drawn = drawScreenShell(shell, 'shells/Center.m.zh_cn.html', ['css/center.css']);
    await tick();
    document.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('error'));
    await drawn;
    expect(document.querySelector('#early-shell .lv-intro')).toBeNull();
    expect(document.querySelector('#early-shell .skeleton-block')).not.toBeNull();
  });

  it('not over the app: a screen that committed first is left alone', async () => {
    const shell = drawEarlyShell('/center', true, 'zh_cn', config, '个人中心');
    const drawn = drawScreenShell(shell, 'shells/Center.m.zh_cn.html', []);
    releaseEarlyShell();
    await drawn;
    expect(document.getElementById('early-shell')).toBeNull();
    expect(document.querySelector('.lv-intro')).toBeNull();
  });

  it('not on home or the login form, which have their own', async () => {
    const shell = drawEarlyShell('/main/home', true, 'zh_cn', config);
    await drawScreenShell(shell, 'shells/Center.m.zh_cn.html', []);
    expect(document.querySelector('#early-shell .lv-intro')).toBeNull();
  });
});
