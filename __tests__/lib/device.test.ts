import { desktopRedirectUrl, isMobileUserAgent } from '@/lib/device';

describe('isMobileUserAgent (contract §2.2 list)', () => {
  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
    'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)',
    'UCWeb/2.0 (MIDP-2.0; U; Adr 9.0.0)',
    'Mozilla/4.0 (compatible; MSIE 6.0; Windows CE; IEMobile 7.11)',
  ])('phone: %s', (ua) => expect(isMobileUserAgent(ua)).toBe(true));

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
    'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0',
  ])('desktop: %s', (ua) => expect(isMobileUserAgent(ua)).toBe(false));
});

describe('desktopRedirectUrl', () => {
  it('adds the protocol when site_pc has none', () => {
    expect(desktopRedirectUrl('www.example.com', '#/Main/home', 'https:')).toBe('https://www.example.com');
  });
  it.each(['#/LiveLevelUp', '#/SlotLevelUp', '#/Credit/Index', '#/Activity/3', '#/activity'])('carries %s', (hash) => {
    expect(desktopRedirectUrl('http://pc.example.com/', hash)).toBe(`http://pc.example.com/${hash}`);
  });
  it('does not carry other routes', () => {
    expect(desktopRedirectUrl('http://pc.example.com', '#/Member/Recharge')).toBe('http://pc.example.com');
  });
  it.each(['', '   ', null, undefined])('no redirect for an empty site_pc (%p)', (v) => {
    expect(desktopRedirectUrl(v, '#/Main/home')).toBeNull();
  });
  it('refuses a non-web address', () => {
    expect(desktopRedirectUrl('javascript://alert(1)', '')).toBeNull();
  });
});
