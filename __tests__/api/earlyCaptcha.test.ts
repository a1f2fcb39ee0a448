import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  EARLY_CAPTCHA_MAX_AGE_MS,
  captchaOfAnswer,
  requestEarlyCaptcha,
  takeEarlyCaptcha,
  wantsEarlyCaptcha,
} from '@/api/earlyCaptcha';
import { API } from './testStore';

const IMG = 'data:image/svg+xml;base64,AAAA';
const seen: Array<{ url: string; method: string; body: string; type: string | null }> = [];
let answer: () => Response = () =>
  HttpResponse.json({
    status: 'success',
    code: 200,
    message: '',
    data: { sensitive: false, key: `k-${seen.length}`, img: IMG },
  });
const server = setupServer(
  http.post(`${API}/auth/captcha`, async ({ request }) => {
    seen.push({
      url: request.url,
      method: request.method,
      body: await request.text(),
      type: request.headers.get('content-type'),
    });
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  takeEarlyCaptcha();
});

describe('the login and sign-up captcha asked for early', () => {
  test('is asked for on /Login and /Register only', () => {
    expect(wantsEarlyCaptcha('/login')).toBe(true);
    expect(wantsEarlyCaptcha('/register')).toBe(true);
    for (const route of ['', '/main/home', '/register/extra', '/login/extra'])
      expect(wantsEarlyCaptcha(route)).toBe(false);
  });

  test('is one POST in the member language, and can be taken exactly once', async () => {
    requestEarlyCaptcha(`${API}/`, 'vi');
    const first = takeEarlyCaptcha();
    expect(takeEarlyCaptcha()).toBeNull();
    await expect(first).resolves.toEqual({ key: 'k-1', img: IMG });
    expect(seen).toEqual([
      { url: `${API}/auth/captcha?lang=vi`, method: 'POST', body: '{}', type: 'application/json' },
    ]);
    expect(takeEarlyCaptcha()).toBeNull();
  });

  test('one older than the platform keeps it is never handed out', async () => {
    requestEarlyCaptcha(API, 'zh_cn', 1_000);
    expect(takeEarlyCaptcha(1_000 + EARLY_CAPTCHA_MAX_AGE_MS + 1)).toBeNull();
    requestEarlyCaptcha(API, 'zh_cn', 1_000);
    await expect(takeEarlyCaptcha(1_000 + EARLY_CAPTCHA_MAX_AGE_MS)).resolves.toEqual({
      key: expect.stringMatching(/^k-/),
      img: IMG,
    });
  });

  test('a refusal, a fault or no answer settles as no captcha, so the app asks by itself', async () => {
    answer = () => HttpResponse.json({ status: 'error', code: 400, message: 'no' }, { status: 400 });
    requestEarlyCaptcha(API, 'zh_cn');
    await expect(takeEarlyCaptcha()).resolves.toBeNull();
    answer = () => HttpResponse.json({ status: 'error', code: 500, message: 'no' });
    requestEarlyCaptcha(API, 'zh_cn');
    await expect(takeEarlyCaptcha()).resolves.toBeNull();
    answer = () => HttpResponse.error();
    requestEarlyCaptcha(API, 'zh_cn');
    await expect(takeEarlyCaptcha()).resolves.toBeNull();
    answer = () => new HttpResponse('<html>', { status: 200 });
    requestEarlyCaptcha(API, 'zh_cn');
    await expect(takeEarlyCaptcha()).resolves.toBeNull();
  });

  test('reads a captcha only from a successful answer that carries both key and image', () => {
    expect(captchaOfAnswer({ status: 'success', data: { key: 'k', img: IMG, sensitive: false } })).toEqual({
      key: 'k',
      img: IMG,
    });
    expect(captchaOfAnswer({ status: 'success', data: { key: '', img: IMG } })).toBeNull();
    expect(captchaOfAnswer({ status: 'success', data: { key: 'k' } })).toBeNull();
    expect(captchaOfAnswer({ status: 'success', data: null })).toBeNull();
    expect(captchaOfAnswer({ status: 'error', data: { key: 'k', img: IMG } })).toBeNull();
    expect(captchaOfAnswer(null)).toBeNull();
  });
});
