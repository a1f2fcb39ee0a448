import { desktopRedirectFor, desktopRedirectUrl, isMobileUserAgent, isStaffRoute } from '@/lib/device';

describe('isMobileUserAgent (the phone list, docs/screens.md#the-shell)', () => {
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

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const PC = 'http://pc.example.com/';

describe('isStaffRoute: the Flow Lab, as the router matches it', () => {
  it.each(['#/test', '#/test/', '#/Test', '#/TEST?machine=login', '#/test/anything', '/test'])('staff: %s', (hash) =>
    expect(isStaffRoute(hash)).toBe(true),
  );
  it.each(['', '#/', '#/Main/home', '#/testing', '#/tests', '#/Member/test', '#/Activity/test', '#test'])(
    'not staff: %p',
    (hash) => expect(isStaffRoute(hash)).toBe(false),
  );
});

describe('desktopRedirectFor (docs/screens.md#who-it-is-for: non-mobile visitors go to the desktop site; support staff stay in the lab)', () => {
  it.each([WINDOWS_CHROME, MAC_SAFARI])('a desktop browser on the Flow Lab stays: %s', (ua) => {
    for (const hash of ['#/test', '#/Test/', '#/test?x=1'])
      expect(desktopRedirectFor(ua, PC, hash, 'https:')).toBeNull();
  });
  it.each([
    ['#/Main/home', 'http://pc.example.com'],
    ['#/Member/Recharge', 'http://pc.example.com'],
    ['#/Login', 'http://pc.example.com'],
    ['#/testing', 'http://pc.example.com'],
    ['#/LiveLevelUp', 'http://pc.example.com/#/LiveLevelUp'],
    ['#/SlotLevelUp', 'http://pc.example.com/#/SlotLevelUp'],
    ['#/Credit/Index', 'http://pc.example.com/#/Credit/Index'],
    ['#/Activity/3', 'http://pc.example.com/#/Activity/3'],
    ['#/Main/activity/7', 'http://pc.example.com/#/Main/activity/7'],
  ])('a desktop browser on %s goes to %s', (hash, target) => {
    expect(desktopRedirectFor(WINDOWS_CHROME, PC, hash, 'https:')).toBe(target);
  });
  it('a phone stays anywhere', () => {
    for (const hash of ['#/Main/home', '#/LiveLevelUp', '#/test'])
      expect(desktopRedirectFor(IPHONE, PC, hash, 'https:')).toBeNull();
  });
  it('nobody moves when no desktop site is configured', () => {
    expect(desktopRedirectFor(WINDOWS_CHROME, '', '#/Main/home')).toBeNull();
  });
  it('adds the page protocol to a bare site_pc', () => {
    expect(desktopRedirectFor(WINDOWS_CHROME, 'pc.example.com', '#/Credit', 'http:')).toBe(
      'http://pc.example.com/#/Credit',
    );
  });
});
