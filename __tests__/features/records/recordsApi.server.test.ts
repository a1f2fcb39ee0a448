import { startTestServer, type TestServer } from '../../support/server';
import { makeHarness } from '../../api/testStore';
import { baseApi } from '@/api/baseApi';
import { loadMoneyLogPage, recordsApi, type MoneyLogArgs } from '@/api/recordsApi';
import { rechargeApi } from '@/api/rechargeApi';
import { drawingApi } from '@/api/drawingApi';
import { RECORDS_PAGE_SIZE } from '@/api/recordBodies';
import { parseMoney } from '@/lib/money';

// Record lists against the reference API: filters name the list, pages merge into it, totals come from the server.
let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(async () => {
  await srv.close();
});

const harness = () => makeHarness({ base: `${srv.url}/api`, token: srv.tokenFor('member01') });

describe('money log list', () => {
  const args: MoneyLogArgs = { range: 'month', operate_type: '', money_type: '' };

  it('loads page after page into one list, in order, without repeats, until the last page', async () => {
    const h = harness();
    let list = await h.store.dispatch(recordsApi.endpoints.moneyLog.initiate(args)).unwrap();
    expect(list.items.length).toBe(Math.min(RECORDS_PAGE_SIZE, list.total));
    const select = () => recordsApi.endpoints.moneyLog.select(args)(h.store.getState()).data!;
    while (select().loadedPage < select().lastPage)
      await h.store.dispatch(loadMoneyLogPage(args, select().loadedPage + 1));
    list = select();
    expect(list.items.length).toBe(list.total);
    expect(new Set(list.items.map((r) => r.id)).size).toBe(list.total);
    const times = list.items.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('a refetch after pages were loaded asks page 1 again and keeps the loaded rows (new rows come in on top)', async () => {
    const h = harness();
    h.store.dispatch(recordsApi.endpoints.moneyLog.initiate(args));
    const select = () => recordsApi.endpoints.moneyLog.select(args)(h.store.getState()).data;
    const until = async (cond: () => boolean) => {
      for (let i = 0; i < 300 && !cond(); i += 1) await new Promise((r) => setTimeout(r, 10));
    };
    await until(() => Boolean(select()));
    await h.store.dispatch(loadMoneyLogPage(args, 2));
    const loaded = select()!.items.length;
    expect(loaded).toBeGreaterThan(RECORDS_PAGE_SIZE);
    const asked = () =>
      srv.ctx.requests.filter((r) => r.path.startsWith('/moneylog')).map((r) => (r.body as { page?: number }).page);
    const before = asked().length;
    h.store.dispatch(baseApi.util.invalidateTags(['MoneyLog']));
    await until(
      () =>
        asked().length > before &&
        !recordsApi.endpoints.moneyLog.select(args)(h.store.getState()).isLoading &&
        recordsApi.endpoints.moneyLog.select(args)(h.store.getState()).status === 'fulfilled',
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(asked().slice(before)).toEqual([1]);
    expect(select()!.items.length).toBe(loaded);
  });

  it('shows the server totals, which equal the whole filtered list: sum of amounts, and money in minus money out', async () => {
    const h = harness();
    const week = { ...args, range: 'week' as const };
    await h.store.dispatch(recordsApi.endpoints.moneyLog.initiate(week)).unwrap();
    const select = () => recordsApi.endpoints.moneyLog.select(week)(h.store.getState()).data!;
    while (select().loadedPage < select().lastPage)
      await h.store.dispatch(loadMoneyLogPage(week, select().loadedPage + 1));
    const list = select();
    const zero = parseMoney(0)!;
    const sum = list.items.reduce((acc, r) => acc.plus(parseMoney(r.money)!), zero);
    const net = list.items.reduce((acc, r) => acc.plus(parseMoney(r.money)!.times(r.number_type)), zero);
    expect(parseMoney(list.statistic.sum_money)!.eq(sum)).toBe(true);
    expect(parseMoney(list.statistic.valid_money)!.eq(net)).toBe(true);
  });

  it('each filter is its own list: the transfer tab holds only game in/out entries of the chosen wallet', async () => {
    const h = harness();
    const transfers = await h.store
      .dispatch(recordsApi.endpoints.moneyLog.initiate({ ...args, operate_type: '3' }))
      .unwrap();
    expect(transfers.items.length).toBeGreaterThan(0);
    expect(transfers.items.every((r) => r.operate_type === 3)).toBe(true);
    const all = await h.store.dispatch(recordsApi.endpoints.moneyLog.initiate(args)).unwrap();
    expect(all.total).toBeGreaterThan(transfers.total);
    const rebate = await h.store
      .dispatch(recordsApi.endpoints.moneyLog.initiate({ ...args, money_type: 'fs_money' }))
      .unwrap();
    expect(rebate.items.every((r) => r.money_type === 'fs_money')).toBe(true);
  });

  it('today holds only today, yesterday only yesterday', async () => {
    const h = harness();
    const today = await h.store.dispatch(recordsApi.endpoints.moneyLog.initiate({ ...args, range: 'today' })).unwrap();
    const yesterday = await h.store
      .dispatch(recordsApi.endpoints.moneyLog.initiate({ ...args, range: 'yesterday' }))
      .unwrap();
    const ids = new Set(today.items.map((r) => r.id));
    expect(yesterday.items.some((r) => ids.has(r.id))).toBe(false);
    const day = (s: string) => s.slice(0, 10);
    if (today.items.length && yesterday.items.length)
      expect(day(today.items[0].created_at) > day(yesterday.items[0].created_at)).toBe(true);
  });

  it('offers the operate types of /moneylog/type', async () => {
    const h = harness();
    const types = await h.store.dispatch(recordsApi.endpoints.moneyLogTypes.initiate()).unwrap();
    expect(types.operateTypes.find((o) => o.key === '3')).toBeDefined();
    expect(types.moneyTypes.map((o) => o.key).sort()).toEqual(['fs_money', 'money']);
  });
});

describe('bet, recharge and withdrawal lists', () => {
  it('bet records carry the server statistic, suppliers and game types, and filter by supplier', async () => {
    const h = harness();
    const list = await h.store
      .dispatch(recordsApi.endpoints.gameRecords.initiate({ range: 'month', api_name: '', gameType: '' }))
      .unwrap();
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.apis.length).toBeGreaterThan(0);
    expect(list.gametypes.length).toBeGreaterThan(0);
    const api = list.apis[0];
    const one = await h.store
      .dispatch(recordsApi.endpoints.gameRecords.initiate({ range: 'month', api_name: api, gameType: '' }))
      .unwrap();
    expect(one.items.every((r) => r.api_name === api)).toBe(true);
    const sumBet =
      one.total <= one.items.length
        ? one.items.reduce((a, r) => a.plus(parseMoney(r.betAmount)!), parseMoney(0)!)
        : null;
    if (sumBet) expect(parseMoney(one.statistic.sum_bet_amount)!.eq(sumBet)).toBe(true);
  });

  it('recharge and withdrawal records come with their status and total', async () => {
    const h = harness();
    const recharges = await h.store.dispatch(rechargeApi.endpoints.rechargeList.initiate({ range: 'month' })).unwrap();
    expect(recharges.items.length).toBeGreaterThan(0);
    expect(
      recharges.items.every((r) => [1, 2, 3].includes(Number(r.status)) && typeof r.status_text === 'string'),
    ).toBe(true);
    const drawings = await h.store.dispatch(drawingApi.endpoints.drawingList.initiate({ range: 'month' })).unwrap();
    expect(parseMoney(drawings.statistic.sum_money)).not.toBeNull();
  });
});
