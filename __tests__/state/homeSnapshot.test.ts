import {
  HOME_SNAPSHOT_KEY,
  isMoneyField,
  readHomeSnapshot,
  withoutMoney,
  writeHomeSnapshot,
} from '@/state/homeSnapshot';

const BANNER = { title: 'First deposit', url: '/assets/banners/a.jpg', jump_link: null, is_new_window: 0 as const };

describe('home snapshot (warm return)', () => {
  beforeEach(() => localStorage.clear());

  it("keeps the last banners and game hall in the member's language", () => {
    writeHomeSnapshot('zh_cn', { banners: [BANNER] });
    writeHomeSnapshot('zh_cn', {
      games: [{ title: 'Hot', child: [{ id: 1, title: 'PG', api_name: 'PG', game_type: 3 }] }],
    });
    const s = readHomeSnapshot('zh_cn');
    expect(s?.banners).toEqual([BANNER]);
    expect(s?.games).toEqual([{ title: 'Hot', child: [{ id: 1, title: 'PG', api_name: 'PG', game_type: 3 }] }]);
    // Another language starts from skeletons (titles are in the language they were read in).
    expect(readHomeSnapshot('en')).toBeNull();
  });

  it('never keeps a money figure', () => {
    writeHomeSnapshot('zh_cn', {
      banners: [{ ...BANNER, money: '12.00' }],
      games: [
        {
          title: 'Hot',
          balance: '99.00',
          child: [{ id: 1, title: 'PG', api_name: 'PG', game_type: 3, fs_money: '1' }],
        },
      ],
    });
    const raw = localStorage.getItem(HOME_SNAPSHOT_KEY) ?? '';
    expect(raw).not.toMatch(/money|balance|12\.00|99\.00/);
  });

  it('never gives back a money figure, even one planted in storage', () => {
    localStorage.setItem(
      HOME_SNAPSHOT_KEY,
      JSON.stringify({
        lang: 'zh_cn',
        money: '13918.00',
        banners: [{ ...BANNER, balance: '1.00' }],
        games: [
          { title: 'Hot', total_amount: '5.00', child: [{ id: 1, api_name: 'PG', credit: '7.00', game_type: 3 }] },
        ],
      }),
    );
    const s = readHomeSnapshot('zh_cn');
    expect(JSON.stringify(s)).not.toMatch(/money|balance|amount|credit|13918|1\.00|5\.00|7\.00/);
    expect(s?.banners?.[0].url).toBe(BANNER.url);
  });

  it('names money fields the way the platform does', () => {
    for (const k of ['money', 'balance', 'fs_money', 'total_amount', 'credit', 'today_recharge_amount', 'yuebao_money'])
      expect(isMoneyField(k)).toBe(true);
    for (const k of ['title', 'url', 'api_name', 'game_type', 'mobile_pic', 'jump_link', 'id'])
      expect(isMoneyField(k)).toBe(false);
    expect(withoutMoney({ a: { money: 1, b: [{ balance: 2, c: 3 }] } })).toEqual({ a: { b: [{ c: 3 }] } });
  });

  it('survives broken or blocked storage', () => {
    localStorage.setItem(HOME_SNAPSHOT_KEY, '{not json');
    expect(readHomeSnapshot('zh_cn')).toBeNull();
    expect(() => writeHomeSnapshot('zh_cn', { banners: [BANNER] }, null)).not.toThrow();
    expect(readHomeSnapshot('zh_cn', null)).toBeNull();
  });
});
