/**
 * A member who changes language must see nothing left in the old one: every read the screens hold comes again in
 * the new language, and the account's language follows the choice (for what the platform writes without a request
 * to say it), quietly. Against the reference platform API, in-process.
 */
import { startTestServer, type TestServer } from '../support/server';
import { authApi } from '@/api/authApi';
import { activityApi } from '@/api/activityApi';
import { walletApi } from '@/api/walletApi';
import { localeChanged } from '@/state/localeSlice';
import { selectMember } from '@/state/sessionSlice';
import { makeHarness } from './testStore';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(async () => {
  await srv.close();
});

const until = async (cond: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!cond() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
};
const harness = (name: string) => makeHarness({ base: `${srv.url}/api`, token: srv.tokenFor(name), path: '/Center' });
const requests = (path: string) => srv.ctx.requests.filter((r) => r.path === path);

beforeEach(() => {
  srv.ctx.requests.length = 0;
});

it('a member who switches language gets every held read again in it, and the account follows, without a mask or a toast', async () => {
  const h = harness('member01');
  h.store.dispatch(localeChanged('zh_cn'));
  await h.store.dispatch(authApi.endpoints.me.initiate()).unwrap();
  // Screens on view hold these reads: the promotions, the hall and the wallets.
  const held = [
    h.store.dispatch(activityApi.endpoints.activities.initiate()),
    h.store.dispatch(activityApi.endpoints.activityHall.initiate()),
    h.store.dispatch(walletApi.endpoints.apiMoneys.initiate()),
  ];
  await Promise.all(held.map((q) => q.unwrap()));
  srv.ctx.requests.length = 0;

  h.store.dispatch(localeChanged('en'));
  await until(() => requests('/act/list').length > 0 && requests('/activities').length > 0);
  await until(() => requests('/auth/info/update').length > 0);

  expect(requests('/auth/info/update').map((r) => r.body)).toEqual([{ lang: 'en' }]);
  for (const path of ['/activities', '/act/list', '/game/api_moneys']) expect(requests(path)).toHaveLength(1);
  await until(() => h.store.getState().net.pending === 0);
  expect(h.store.getState().toast.items).toEqual([]);
  expect(h.store.getState().net.pending).toBe(0);
  held.forEach((q) => q.unsubscribe());
});

it("a demo player's language is the phone's alone: no account update is sent", async () => {
  const h = makeHarness({ base: `${srv.url}/api`, path: '/Center' });
  await h.store.dispatch(authApi.endpoints.demo.initiate()).unwrap();
  await until(() => selectMember(h.store.getState()) !== null);
  srv.ctx.requests.length = 0;
  h.store.dispatch(localeChanged('th'));
  await new Promise((r) => setTimeout(r, 200));
  expect(requests('/auth/info/update')).toEqual([]);
  expect(h.store.getState().toast.items).toEqual([]);
});
