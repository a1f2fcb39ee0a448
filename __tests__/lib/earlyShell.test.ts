import { ROUTE_TABLE } from '@/state/routeTable';
import { shellKind } from '@/lib/earlyShell';
import { bannerImgMarkup, captchaImgMarkup, shellMarkup } from '@/early/shellMarkup';

const textOf = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div.textContent ?? '';
};

describe('early shell', () => {
  it('picks the shell from the opening route', () => {
    expect(shellKind('')).toBe('home');
    expect(shellKind('/')).toBe('home');
    expect(shellKind('/main')).toBe('home');
    expect(shellKind('/main/home')).toBe('home');
    expect(shellKind('/login')).toBe('login');
    expect(shellKind('/center')).toBe('tabPage');
    expect(shellKind('/member/recharge')).toBe('tabPage');
    expect(shellKind('/member/promotion')).toBe('page');
    expect(shellKind('/wheel')).toBe('page');
  });

  it('draws the tab bar on every route the app shows it on, and on no other', () => {
    const withBar = ROUTE_TABLE.flatMap((r) => ('screen' in r && r.meta.tabBar ? [r.path.toLowerCase()] : []));
    const drawnWithBar = ROUTE_TABLE.map((r) => r.path.toLowerCase()).filter(
      (p) => shellKind(p) !== 'page' && shellKind(p) !== 'login',
    );
    expect(drawnWithBar.sort()).toEqual([...withBar, '/', '/main'].sort());
  });

  it('holds shapes only: no text in any language, so nothing needs a catalog', () => {
    for (const kind of ['home', 'login', 'page', 'tabPage'] as const) {
      for (const member of [false, true]) {
        expect(textOf(shellMarkup(kind, { member })).trim()).toBe('');
        expect(
          textOf(shellMarkup(kind, { member, banner: { url: 'https://x.test/a.jpg', title: 'Promo' } })).trim(),
        ).toBe('');
      }
    }
  });

  it("draws the screen's title, escaped, in the app's nav bar box: back or spacer, title, right-hand slot", () => {
    const div = document.createElement('div');
    div.innerHTML = shellMarkup('page', { member: true, title: 'Transfer <b>' });
    const bar = div.querySelector('header.nav-bar') as HTMLElement;
    expect([...bar.children].map((c) => c.className)).toEqual(['nav-back', 'nav-title', 'nav-right']);
    expect(bar.querySelector('h1.nav-title')?.textContent).toBe('Transfer <b>');
    expect(bar.querySelector('b')).toBeNull();
    div.innerHTML = shellMarkup('tabPage', { member: true, title: 'Center' });
    expect([...div.querySelector('header.nav-bar')!.children].map((c) => c.className)).toEqual([
      'nav-spacer',
      'nav-title',
      'nav-right',
    ]);
    expect(textOf(div.innerHTML).trim()).toBe('Center');
  });

  it("never shows a money figure: the member card has the balance's skeleton", () => {
    const div = document.createElement('div');
    div.innerHTML = shellMarkup('home', { member: true });
    expect(div.querySelector('.member-balance .skeleton-money')).not.toBeNull();
    expect(div.querySelector('.member-balance')?.textContent).toBe('');
  });

  it("draws home's first banner with the app's own box and address, so it is requested once", () => {
    const div = document.createElement('div');
    div.innerHTML = shellMarkup('home', { member: false, banner: { url: '/assets/banners/a.jpg', title: 'A' } });
    const img = div.querySelector('.banner .banner-slide img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/assets/banners/a.jpg');
    expect(img.getAttribute('width')).toBe('750');
    expect(img.getAttribute('height')).toBe('300');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
    // No banner known yet: the banner's box as a skeleton.
    div.innerHTML = shellMarkup('home', { member: false });
    expect(div.querySelector('.banner.skeleton')).not.toBeNull();
    expect(div.querySelector('img')).toBeNull();
  });

  it('escapes what the platform sends', () => {
    const html = bannerImgMarkup({ url: 'https://x.test/a.jpg" onerror="alert(1)', title: '<script>x</script>' });
    const div = document.createElement('div');
    div.innerHTML = html;
    const img = div.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('onerror')).toBeNull();
    expect(div.querySelector('script')).toBeNull();
    div.innerHTML = captchaImgMarkup('data:image/svg+xml;base64,AA"><b>x</b>');
    expect(div.querySelector('b')).toBeNull();
  });

  it('keeps the tab bar where the screen has one', () => {
    const has = (kind: 'home' | 'login' | 'page' | 'tabPage') => {
      const div = document.createElement('div');
      div.innerHTML = shellMarkup(kind, { member: false });
      return div.querySelector('.tab-bar') !== null;
    };
    expect([has('home'), has('tabPage'), has('page'), has('login')]).toEqual([true, true, false, false]);
  });
});
