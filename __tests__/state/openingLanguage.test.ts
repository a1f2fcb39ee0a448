import { storedLocale } from '@/state/localeSlice';

const phone = (languages: string[]) =>
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });

afterEach(() => {
  localStorage.clear();
  window.location.hash = '';
  phone(['zh-CN', 'zh']);
});

describe('the language the app opens in', () => {
  test("a fresh phone opens in the first of its languages the platform has; a link's language before it", () => {
    phone(['fr-FR', 'th-TH', 'en-US']);
    expect(storedLocale()).toBe('th');
    window.location.hash = '#/Register?token=abc&code=INV1002&lang=en';
    expect(storedLocale()).toBe('en');
  });

  test("the member's stored choice wins over the link and the phone, and nothing else is stored", () => {
    phone(['th-TH']);
    window.location.hash = '#/Register?token=abc&lang=en';
    expect(storedLocale()).toBe('en');
    expect(localStorage.getItem('lang')).toBeNull();
    localStorage.setItem('lang', 'vi');
    expect(storedLocale()).toBe('vi');
  });

  test('a phone in none of the five opens in zh_cn', () => {
    phone(['fr-FR']);
    expect(storedLocale()).toBe('zh_cn');
  });
});
