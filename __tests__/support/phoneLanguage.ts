/**
 * The phone the tests run on prefers Simplified Chinese, as the browser suite's (playwright.config.ts locale zh-CN)
 * does: a page with no stored choice and no language in its address opens in the platform's default, zh_cn
 * (i18n/localeTags openingLocale), not in jsdom's own en-US. A test of another phone redefines these.
 */
if (typeof navigator !== 'undefined') {
  Object.defineProperty(navigator, 'languages', { value: ['zh-CN', 'zh'], configurable: true });
  Object.defineProperty(navigator, 'language', { value: 'zh-CN', configurable: true });
}
