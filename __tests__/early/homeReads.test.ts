import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { earlyReadKey, earlyReadUrls } from '@/early/homeReads';
import { prefetchForRoute } from '@/app/prefetch';
import { creditApi } from '@/api/creditApi';
import { activityApi } from '@/api/activityApi';
import { gameListApi } from '@/api/gameListApi';
import { localeChanged } from '@/state/localeSlice';
import { API, makeHarness } from '../api/testStore';

const seen: string[] = [];
const server = setupServer(
  http.get(`${API}/*`, ({ request }) => {
    seen.push(request.url);
    return HttpResponse.json({ status: 'success', code: 200, message: '', data: [] });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

describe('home reads started early', () => {
  it.each(['zh_cn', 'vi'] as const)(
    'are exactly the addresses the app itself calls on home (%s), so the early preloads are reused',
    async (lang) => {
      seen.length = 0;
      const h = makeHarness();
      h.store.dispatch(localeChanged(lang));
      prefetchForRoute(h.store, '#/Main/home');
      await new Promise((r) => setTimeout(r, 50));
      expect([...seen].sort()).toEqual(earlyReadUrls('/main/home', API, lang, location.hostname).sort());
    },
  );

  it.each(['#/Login?redirect=%2FCenter', '#/Register', '#/Member/ApplyDrawing'])(
    '%s reads the configs its form waits for, at the addresses read early',
    async (hash) => {
      seen.length = 0;
      const h = makeHarness();
      prefetchForRoute(h.store, hash);
      await new Promise((r) => setTimeout(r, 50));
      const route = hash.slice(1).split('?')[0].toLowerCase();
      expect([...seen].sort()).toEqual(earlyReadUrls(route, API, 'zh_cn', location.hostname).sort());
    },
  );

  it.each(['Index', 'Borrow', 'Repay'])(
    'the credit rules are read early at the address the credit screens call (/Credit/%s)',
    async (screen) => {
      seen.length = 0;
      const h = makeHarness();
      prefetchForRoute(h.store, `#/Credit/${screen}`);
      h.store.dispatch(creditApi.endpoints.creditRules.initiate());
      await new Promise((r) => setTimeout(r, 50));
      const route = `/credit/${screen.toLowerCase()}`;
      expect([...seen].sort()).toEqual(earlyReadUrls(route, API, 'zh_cn', location.hostname).sort());
    },
  );

  it("a hall activity's body is read early at the address its page calls", async () => {
    seen.length = 0;
    const h = makeHarness();
    prefetchForRoute(h.store, '#/Activity/12');
    h.store.dispatch(activityApi.endpoints.activity.initiate(12));
    await new Promise((r) => setTimeout(r, 50));
    expect([...seen].sort()).toEqual(earlyReadUrls('/activity/12', API, 'zh_cn', location.hostname).sort());
    expect(earlyReadUrls('/main/activity/12', API, 'zh_cn', location.hostname)).toEqual(
      earlyReadUrls('/activity/12', API, 'zh_cn', location.hostname),
    );
    expect(earlyReadUrls('/activity/list', API, 'zh_cn', location.hostname)).toHaveLength(2);
  });

  it('other routes only read the site configs', async () => {
    seen.length = 0;
    const h = makeHarness();
    prefetchForRoute(h.store, '#/Member/Recharge');
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.map((u) => new URL(u).searchParams.get('group'))).toEqual(['system', 'site']);
  });
});

describe('the names the early filler knows a read by', () => {
  const key = (route: string) => earlyReadUrls(route, API, 'zh_cn', 'host').map((url) => earlyReadKey(url, API));
  it('a group of settings by its group, a list by its path, one activity by its pattern', () => {
    expect(key('/member/applydrawing')).toEqual([
      'system/configs/system',
      'system/configs/site',
      'system/configs/basic',
      'system/configs/drawing',
    ]);
    expect(key('/activity')).toEqual(['system/configs/system', 'system/configs/site', 'act/list']);
    expect(key('/activity/12')).toEqual(['system/configs/system', 'system/configs/site', 'act/:id']);
    expect(key('/main/activity/7')).toContain('act/:id');
  });
});

describe("a supplier's game list, read early", () => {
  it("is the address the list's own call sends for its first page, named by its path", async () => {
    seen.length = 0;
    const h = makeHarness();
    await h.store.dispatch(
      gameListApi.endpoints.gameList.initiate({ gameType: '3', api_code: 'PG', tag: 'all', keyword: '' }),
    );
    const early = earlyReadUrls('/main/recommendgame/pg/3', API, 'zh_cn', 'host');
    expect(early).toContain(seen[0]);
    expect(early.map((url) => earlyReadKey(url, API))).toContain('games/lists');
  });

  it('is left to the app for a tag or a search the address holds, and for the local lottery', () => {
    const lists = (route: string, search = '') =>
      earlyReadUrls(route, API, 'zh_cn', 'host', search).filter((url) => url.includes('games/lists'));
    expect(lists('/main/recommendgame/pg/3', 'tag=hot')).toEqual([]);
    expect(lists('/main/recommendgame/jz/4')).toEqual([]);
    expect(lists('/main/recommendgame/jz/3')).toHaveLength(1);
  });
});
