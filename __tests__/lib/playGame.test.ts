import { decidePlay, gameTypeMessageId, OPEN_GAME_TTL_MS, parseOpenGame, returnPlan, tileAction } from '@/lib/playGame';

const member = { isLoggedIn: true, isDemo: false };
const demo = { isLoggedIn: true, isDemo: true };
const visitor = { isLoggedIn: false, isDemo: false };

describe('decidePlay (docs/platform-api.md#games-and-wallets, docs/screens.md#who-may-do-what)', () => {
  it('a visitor must log in first', () => {
    expect(decidePlay({ apiCode: 'AG' }, visitor)).toEqual({ kind: 'loginRequired' });
    expect(decidePlay({ apiCode: 'JZ' }, visitor)).toEqual({ kind: 'loginRequired' });
  });
  it('a demo member may only open the local lottery JZ, in the same window', () => {
    expect(decidePlay({ apiCode: 'AG' }, demo)).toEqual({ kind: 'demoRefused' });
    expect(decidePlay({ apiCode: 'LY' }, demo)).toEqual({ kind: 'demoRefused' });
    expect(decidePlay({ apiCode: 'JZ', extra: { gameType: 4 } }, demo)).toEqual({
      kind: 'sameWindow',
      params: { gameType: '4', api_code: 'JZ', isMobile: '1' },
    });
  });
  it('a member opens the lottery in place and other games in a new window, with the supplier params merged', () => {
    expect(decidePlay({ apiCode: 'JZ' }, member).kind).toBe('sameWindow');
    expect(
      decidePlay({ apiCode: 'AG', params: '{"gameCode":"baccarat","x":{"nested":1}}', extra: { gameType: 1 } }, member),
    ).toEqual({
      kind: 'newWindow',
      params: { gameCode: 'baccarat', gameType: '1', api_code: 'AG', isMobile: '1' },
    });
  });
  it('ignores broken supplier params', () => {
    expect(decidePlay({ apiCode: 'PG', params: '{not json' }, member)).toEqual({
      kind: 'newWindow',
      params: { api_code: 'PG', isMobile: '1' },
    });
  });
});

describe('tileAction: a hall tile opens the game list or the supplier lobby', () => {
  it('slots, cards and lottery list their games; live, fishing, sports and e-sports enter the lobby', () => {
    expect(tileAction({ api_name: 'PG', game_type: 3 })).toEqual({ kind: 'list', apiCode: 'PG', gameType: 3 });
    expect(tileAction({ api_name: 'KY', game_type: '6' })).toEqual({ kind: 'list', apiCode: 'KY', gameType: 6 });
    expect(tileAction({ api_name: ' JZ ', game_type: 4 })).toEqual({ kind: 'list', apiCode: 'JZ', gameType: 4 });
    for (const t of [1, 2, 5, 7, 99, 'x']) expect(tileAction({ api_name: 'AG', game_type: t }).kind).toBe('play');
  });
});

describe('gameTypeMessageId: the app names game types itself', () => {
  it('every platform key has a catalog id; anything else has none', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 99].map(gameTypeMessageId)).toEqual([
      'games.type.liveText',
      'games.type.fishingText',
      'games.type.slotText',
      'games.type.lotteryText',
      'games.type.sportText',
      'games.type.cardsText',
      'games.type.esportText',
      'games.type.localText',
    ]);
    expect(gameTypeMessageId(8)).toBeNull();
    expect(gameTypeMessageId(undefined)).toBeNull();
  });
});

describe('coming back from a game', () => {
  const now = 1_750_000_000_000;
  it('reads only a well-formed, recent mark', () => {
    expect(parseOpenGame(JSON.stringify({ apiCode: 'AG', at: now - 1000 }), now)).toEqual({
      apiCode: 'AG',
      at: now - 1000,
    });
    expect(parseOpenGame(null, now)).toBeNull();
    expect(parseOpenGame('{broken', now)).toBeNull();
    expect(parseOpenGame(JSON.stringify({ apiCode: 'A G', at: now }), now)).toBeNull();
    expect(parseOpenGame(JSON.stringify({ apiCode: 'AG', at: String(now) }), now)).toBeNull();
    expect(parseOpenGame(JSON.stringify({ apiCode: 'AG', at: now - OPEN_GAME_TTL_MS - 1 }), now)).toBeNull();
    expect(parseOpenGame(JSON.stringify({ apiCode: 'AG', at: now + 3600_000 }), now)).toBeNull();
  });
  it('auto transfer recovers the game wallet, manual mode reads the balances again, a visitor does nothing', () => {
    const open = { apiCode: 'AG', at: now };
    expect(returnPlan(open, { isLoggedIn: true, autoTransfer: true })).toEqual({ kind: 'recover', apiCode: 'AG' });
    expect(returnPlan(open, { isLoggedIn: true, autoTransfer: false })).toEqual({ kind: 'refresh' });
    expect(returnPlan(open, { isLoggedIn: false, autoTransfer: true })).toEqual({ kind: 'none' });
    expect(returnPlan(null, { isLoggedIn: true, autoTransfer: true })).toEqual({ kind: 'none' });
  });
});
