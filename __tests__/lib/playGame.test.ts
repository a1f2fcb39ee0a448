import { decidePlay } from '@/lib/playGame';

const member = { isLoggedIn: true, isDemo: false };
const demo = { isLoggedIn: true, isDemo: true };
const visitor = { isLoggedIn: false, isDemo: false };

describe('decidePlay (contract §2.4 with the spec rules)', () => {
  it('a visitor must log in first', () => {
    expect(decidePlay({ apiCode: 'AG' }, visitor)).toEqual({ kind: 'loginRequired' });
    expect(decidePlay({ apiCode: 'JZ' }, visitor)).toEqual({ kind: 'loginRequired' });
  });
  it('a demo member may only open the local lottery JZ, in the same window', () => {
    expect(decidePlay({ apiCode: 'AG' }, demo)).toEqual({ kind: 'demoRefused' });
    expect(decidePlay({ apiCode: 'LY' }, demo)).toEqual({ kind: 'demoRefused' });
    expect(decidePlay({ apiCode: 'JZ', extra: { gameType: 4 } }, demo)).toEqual({ kind: 'sameWindow', params: { gameType: '4', api_code: 'JZ', isMobile: '1' } });
  });
  it('a member opens the lottery in place and other games in a new window, with the supplier params merged', () => {
    expect(decidePlay({ apiCode: 'JZ' }, member).kind).toBe('sameWindow');
    expect(decidePlay({ apiCode: 'AG', params: '{"gameCode":"baccarat","x":{"nested":1}}', extra: { gameType: 1 } }, member)).toEqual({
      kind: 'newWindow',
      params: { gameCode: 'baccarat', gameType: '1', api_code: 'AG', isMobile: '1' },
    });
  });
  it('ignores broken supplier params', () => {
    expect(decidePlay({ apiCode: 'PG', params: '{not json' }, member)).toEqual({ kind: 'newWindow', params: { api_code: 'PG', isMobile: '1' } });
  });
});
