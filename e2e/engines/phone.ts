/**
 * The phone every engine journey runs on: the Chromium suite's 390x844 viewport, with each engine's own
 * mobile user agent (an iPhone's Safari for WebKit, Firefox for Android for Gecko), so the app sees the
 * device it would see in a member's hand.
 */
export const PHONE = {
  width: 390,
  height: 844,
  webkitUserAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  geckoUserAgent: 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
} as const;
