import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { EARLY_READ_MAX_AGE_MS, startEarlyRead, takeEarlyRead } from '@/api/earlyReads';
import { earlyReadUrls } from '@/api/homeReads';
import { systemApi } from '@/api/systemApi';
import { API, makeHarness } from './testStore';

const BANNERS = [{ title: 'A', url: '/assets/banners/a.jpg', jump_link: null, is_new_window: 0 }];
const seen: string[] = [];
const server = setupServer(
  http.get(`${API}/banners`, ({ request }) => {
    seen.push(request.url);
    return HttpResponse.json({ status: 'success', code: 200, message: '', data: BANNERS });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
});

const bannersUrl = () =>
  earlyReadUrls('/main/home', API, 'zh_cn', location.hostname).find((u) => u.includes('/banners?'))!;

describe('reads the early script sends itself', () => {
  it("are taken by the app's own call, so the banners are read once, and the shell sees the answer too", async () => {
    const h = makeHarness();
    const peeked: unknown[] = [];
    startEarlyRead(bannersUrl(), (body) => peeked.push(body));
    const result = await h.store.dispatch(systemApi.endpoints.banners.initiate());
    expect(result.data).toEqual(BANNERS);
    expect(seen).toEqual([bannersUrl()]);
    await new Promise((r) => setTimeout(r, 10));
    expect(peeked).toEqual([expect.objectContaining({ data: BANNERS })]);
  });

  it('tell the shell when there is no body to show (a refusal, a failed read), and the app still gets the failure', async () => {
    server.use(
      http.get(`${API}/banners`, () => HttpResponse.json({ status: 'error' }, { status: 500 }), { once: true }),
      http.get(`${API}/system/notices`, () => HttpResponse.error(), { once: true }),
    );
    const peeked: unknown[] = [];
    startEarlyRead(`${API}/banners?refused`, (body) => peeked.push(body));
    startEarlyRead(`${API}/system/notices?lost`, (body) => peeked.push(body));
    await new Promise((r) => setTimeout(r, 50));
    expect(peeked).toEqual([null, null]);
    expect((await takeEarlyRead(`${API}/banners?refused`))?.status).toBe(500);
    await expect(takeEarlyRead(`${API}/system/notices?lost`)).rejects.toThrow();
  });

  it('are taken once, and not when too old', () => {
    startEarlyRead(`${API}/banners?x`, undefined, 1000);
    expect(takeEarlyRead(`${API}/banners?y`, 1001)).toBeNull();
    expect(takeEarlyRead(`${API}/banners?x`, 1001)).not.toBeNull();
    expect(takeEarlyRead(`${API}/banners?x`, 1002)).toBeNull();
    startEarlyRead(`${API}/banners?x`, undefined, 1000);
    expect(takeEarlyRead(`${API}/banners?x`, 1000 + EARLY_READ_MAX_AGE_MS + 1)).toBeNull();
  });
});
