/** @jest-environment node */
import { localeOfTag, namedLocale, openingLocale } from '../../i18n/localeTags';

describe('the language the app opens in', () => {
  test("the phone's languages, as the platform has them", () => {
    expect(localeOfTag('zh-CN')).toBe('zh_cn');
    expect(localeOfTag('zh')).toBe('zh_cn');
    expect(localeOfTag('zh-Hans-SG')).toBe('zh_cn');
    expect(localeOfTag('zh-TW')).toBe('zh_hk');
    expect(localeOfTag('zh-Hant')).toBe('zh_hk');
    expect(localeOfTag('zh_HK')).toBe('zh_hk');
    expect(localeOfTag('en-GB')).toBe('en');
    expect(localeOfTag('th-TH')).toBe('th');
    expect(localeOfTag('vi')).toBe('vi');
    expect(localeOfTag('fr-FR')).toBeNull();
  });

  test('a stored choice wins, then the address, then the first of the phone’s the platform has, then zh_cn', () => {
    expect(openingLocale('vi', 'en', ['th-TH'])).toBe('vi');
    expect(openingLocale(null, 'en', ['th-TH'])).toBe('en');
    expect(openingLocale('klingon', 'xx', ['fr-FR', 'th-TH', 'en'])).toBe('th');
    expect(openingLocale(null, '', ['fr-FR'])).toBe('zh_cn');
    expect(openingLocale(null, '', [])).toBe('zh_cn');
  });

  test("the language an address names in its hash's query", () => {
    expect(namedLocale('#/Register?token=abc&code=INV1002&lang=en')).toBe('en');
    expect(namedLocale('#/Register?token=abc')).toBe('');
    expect(namedLocale('')).toBe('');
  });
});
