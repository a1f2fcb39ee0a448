import { http, HttpResponse } from 'msw';
import { appOn, drawnFilled, mockPlatform, okAnswer, TEST_API } from '../../app/drawnScreen';
import { screens } from '@/app/routes';

// The accounts screen opens on the member's bound accounts. The drawn screen holds a card's template and the
// screen without accounts, which the filler draws from the early script's own read of the accounts. Filled, it
// must show what the app shows from the same answer: each card's facts, a part only where the account has it.

const API = TEST_API;
const ok = okAnswer;
const INFO = { id: 7, name: 'english1', money: '10', is_demo: 0 };
const card = (id: number, extra: Record<string, unknown>) => ({
  id,
  member_id: 7,
  card_no: '6222020200112233445',
  bank_type: 'ICBC',
  bank_type_text: 'ICBC',
  owner_name: 'Zhang San',
  bank_address: '',
  remark: '',
  phone: null,
  url: 'https://img.example/icbc.png',
  created_at: '2026-09-30 11:57:47',
  updated_at: '2026-09-30 11:57:47',
  ...extra,
});
const CARDS = ok(
  [
    card(1, { bank_address: 'Jianguo Road branch' }),
    card(2, { bank_type: 'USDT-TRC20', bank_type_text: 'USDT-TRC20', card_no: 'TXyz5uZc', remark: 'Wallet', url: '' }),
    card(3, { url: 'javascript:alert(1)', owner_name: '<img src=x onerror=alert(1)>' }),
  ],
  { bank_type: { ICBC: 'ICBC' } },
);
let answer: object = CARDS;
mockPlatform(
  [
    http.post(`${API}/auth/me`, () => HttpResponse.json(ok(INFO))),
    http.get(`${API}/member/bank`, () => HttpResponse.json(answer)),
    http.get(`${API}/member/bank/type`, () => HttpResponse.json(ok({ ICBC: 'ICBC' }, { usdt: {} }))),
  ],
  () => screens.Card(),
);
afterEach(() => {
  answer = CARDS;
});

const drawn = () =>
  drawnFilled('Card', '/Member/Card', { member: true, info: ok(INFO), reads: { 'member/bank': answer } });

const app = () => appOn('/Member/Card', { api: API, shown: '.bank-list, .query-state' });

/** What a member sees: each card's shown parts, icon and text, and the buttons below them. */
function seen(root: Element) {
  const shown = (el: Element) => !el.closest('.off');
  return {
    cards: [...root.querySelectorAll('.bank-item')].map((li) => ({
      icon: [...li.querySelectorAll('img')].filter(shown).map((img) => img.getAttribute('src')),
      parts: [...li.querySelectorAll('h2, .bank-badge, dt, dd, button')].filter(shown).map((e) => e.textContent),
    })),
    empty: root.querySelector('.query-state')?.textContent ?? null,
    add: [...root.querySelectorAll('.btn-block')].map((b) => b.textContent),
  };
}

test('each card is drawn as the app draws it from the same answer, a part only where the account has it', async () => {
  const { el, filled } = await drawn();
  expect(filled).toBe(true);
  expect(el.querySelector('[data-fill-rows], .skeleton-line')).toBeNull();
  const view = await app();
  expect(seen(el)).toEqual(seen(view.container));
  const [bank, coin, odd] = seen(el).cards;
  expect(bank.parts).toEqual(expect.arrayContaining(['Jianguo Road branch', '•••• 3445', '2026-09-30 11:57:47']));
  expect(bank.parts).not.toContain('Wallet');
  expect(coin.parts).toEqual(expect.arrayContaining(['Virtual coin', 'Wallet', '•••• 5uZc']));
  expect(coin.icon).toEqual([]);
  // An address that is not http(s) draws no icon; the server's words are text, never markup.
  expect(odd.icon).toEqual([]);
  expect(odd.parts).toContain('<img src=x onerror=alert(1)>');
  expect(el.querySelector('[onerror]')).toBeNull();
  view.unmount();
});

test('no account bound: the screen without accounts is drawn as the app draws it', async () => {
  answer = ok([], { bank_type: {} });
  const { el, filled } = await drawn();
  expect(filled).toBe(true);
  const view = await app();
  expect(seen(el)).toEqual(seen(view.container));
  expect(seen(el).empty).toBe('No bank account bound yet');
  expect(seen(el).add).toEqual(['Add account']);
  view.unmount();
});

test('a failed read draws nothing: the skeleton stays for the app', async () => {
  answer = { status: 'error', code: 500, message: 'down' };
  const { el, filled } = await drawn();
  expect(filled).toBe(false);
  expect(el.querySelector('[data-fill-rows]')).not.toBeNull();
});
