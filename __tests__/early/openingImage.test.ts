import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { drawEarlyShell, fillEarlyShell } from '@/early/shellDraw';
import { releaseEarlyShell } from '@/components/earlyShell';
import { takeEarlyRead } from '@/api/earlyReads';
import { writeHomeSnapshot } from '@/state/homeSnapshot';

// The shell says which image it opens with, so the early script knows what the entry waits for (early/entry).

const API = 'http://api.test/api';
const BANNER = { title: 'Fresh', url: 'http://api.test/assets/fresh.svg', jump_link: null, is_new_window: 0 };
let answer: () => Response = () => HttpResponse.json({ status: 'success', code: 200, message: '', data: [BANNER] });
const server = setupServer(http.get(`${API}/banners`, () => answer()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  releaseEarlyShell();
  delete (globalThis as { __earlyCaptcha?: unknown }).__earlyCaptcha;
  delete (globalThis as { __earlyReads?: unknown }).__earlyReads;
});
const config = Promise.resolve({ apiBase: API });

describe("the early shell's opening image", () => {
  it("is home's first banner once the read answers, and the app still takes that answer", async () => {
    const shell = drawEarlyShell('/main/home', false, 'zh_cn', config);
    const img = await shell?.banner;
    expect(img?.getAttribute('src')).toBe(BANNER.url);
    expect(img?.closest('#early-shell')).not.toBeNull();
    expect(takeEarlyRead(`${API}/banners?group=mobile1&lang=zh_cn`)).not.toBeNull();
  });

  it("is the last visit's banner at once", async () => {
    writeHomeSnapshot('zh_cn', { banners: [{ ...BANNER, url: 'http://localhost/assets/last.svg' }] });
    const shell = drawEarlyShell('/main/home', false, 'zh_cn', config);
    expect((await shell?.banner)?.getAttribute('src')).toBe('http://localhost/assets/last.svg');
  });

  it.each([
    ['a failed read', () => HttpResponse.json({ status: 'error', code: 500, message: 'x' }, { status: 500 })],
    ['an empty list', () => HttpResponse.json({ status: 'success', code: 200, message: '', data: [] })],
    ['a body that is not JSON', () => new HttpResponse('<html>', { status: 200 })],
    ['a network error', () => HttpResponse.error()],
  ])('is none after %s, so nothing waits for it', async (_, reply) => {
    answer = reply;
    const shell = drawEarlyShell('/main/home', false, 'zh_cn', config);
    expect(await shell?.banner).toBeNull();
    expect(document.querySelector('#early-shell .banner.skeleton')).not.toBeNull();
  });

  it('is the login captcha once the early request answers; none when it did not', async () => {
    const g = globalThis as { __earlyCaptcha?: unknown };
    g.__earlyCaptcha = { at: Date.now(), answer: Promise.resolve({ key: 'k', img: 'data:image/png;base64,AAAA' }) };
    const shell = drawEarlyShell('/login', false, 'zh_cn', config);
    expect((await fillEarlyShell(shell))?.getAttribute('src')).toBe('data:image/png;base64,AAAA');

    releaseEarlyShell();
    g.__earlyCaptcha = { at: Date.now(), answer: Promise.resolve(null) };
    expect(await fillEarlyShell(drawEarlyShell('/login', false, 'zh_cn', config))).toBeNull();
  });

  it('is none on any other screen', async () => {
    const shell = drawEarlyShell('/member/recharge', true, 'zh_cn', config);
    expect(await shell?.banner).toBeNull();
    expect(await fillEarlyShell(shell)).toBeNull();
  });
});
