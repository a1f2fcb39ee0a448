import { clearDraft, draftOwner, loadDraft, saveDraft } from '@/flow/flowDraft';

const A = draftOwner('token-of-member-a');
const B = draftOwner('token-of-member-b');

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.useRealTimers();
});

describe('flow drafts', () => {
  test('come back within the tab whatever the session (the way back through Login after a 401)', () => {
    saveDraft('withdraw', { amount: '150' }, A);
    expect(loadDraft('withdraw', B)).toEqual({ amount: '150' });
  });

  test('survive a page load that empties session storage, for the same session only and for half an hour', () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T04:00:00Z') });
    saveDraft('transfer', { from: 'money', to: 'AG', amount: '120' }, A);
    sessionStorage.clear();
    expect(loadDraft('transfer', B)).toBeNull();
    expect(loadDraft('transfer', '')).toBeNull();
    expect(loadDraft('transfer', A)).toEqual({ from: 'money', to: 'AG', amount: '120' });
    jest.setSystemTime(new Date('2026-11-22T04:31:00Z'));
    expect(loadDraft('transfer', A)).toBeNull();
    expect(localStorage.getItem('flow-draft:transfer')).toBeNull();
  });

  test('never reach localStorage without a session, never hold the token, and are gone once cleared', () => {
    saveDraft('recharge', { amount: '100' }, '');
    expect(localStorage.length).toBe(0);
    saveDraft('recharge', { amount: '100' }, A);
    expect(localStorage.getItem('flow-draft:recharge')).not.toContain('token-of-member-a');
    clearDraft('recharge');
    expect(loadDraft('recharge', A)).toBeNull();
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });

  test('junk in storage is ignored', () => {
    sessionStorage.setItem('flow-draft:withdraw', '{not json');
    localStorage.setItem('flow-draft:withdraw', '42');
    expect(loadDraft('withdraw', A)).toBeNull();
  });
});
