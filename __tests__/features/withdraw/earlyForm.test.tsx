import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../app/renderRoutes';
import { drawnMarkup } from '../../app/drawnScreen';
import { makeStore } from '@/state/store';
import { setApiBase } from '@/api/apiBase';
import { writeToken } from '@/api/tokenCookie';
import { fillFigures } from '@/early/fill';
import { slotsPending } from '@/lib/fillSlots';
import { createIntl } from 'react-intl';
import { CATALOG_LOADERS, LOCALES, LOCALE_TAGS } from '@i18n/locales';
import { formatMoney } from '@/lib/moneyText';

// The withdrawal form drawn by the build holds the form's template and its sentences in the page's language; the
// early script draws the form from its own reads (the member's info, the member's cards, the drawing settings) when
// they say the member goes straight to it (src/early/fill.ts). Drawn, it must be the app's form once the same answers
// are in: the same words, each card's choice, the limits in the field and under it, the fee notice where one is due.

const API = 'http://api.test/api';
const MEMBER = {
  id: 7,
  name: 'english1',
  realname: 'Ann Lee',
  money: '13918',
  ml_money: '11600.5',
  fs_money: '0',
  has_qk_pwd: true,
  is_demo: 0,
};
const CARDS = [
  { id: 11, card_no: '6222 0000 1111 3445', bank_type: 'ICBC', bank_type_text: 'ICBC', owner_name: 'Ann Lee' },
  { id: 12, card_no: 'TQ9zUSDT5uZc', bank_type: 'USDT', bank_type_text: 'USDT-TRC20', owner_name: 'Ann Lee' },
];
const ok = (data: unknown, more: Record<string, unknown> = {}) => ({
  status: 'success',
  code: 200,
  message: '',
  data,
  ...more,
});
const BASIC = ok({ drawing_money_size_json: '{"b":[100,50000]}' });
const DRAWING = (percent: string) => ok({ ml_drawing_percent: percent });
const reads = (member = MEMBER, percent = '2', cards: unknown[] = CARDS) => ({
  member: true,
  info: ok(member),
  reads: {
    'member/bank': ok(cards, { bank_type: [] }),
    'system/configs/basic': BASIC,
    'system/configs/drawing': DRAWING(percent),
  } as Record<string, unknown>,
});

let percent = '2';
const server = setupServer(
  http.post(`${API}/auth/me`, () => HttpResponse.json(ok(MEMBER))),
  http.get(`${API}/member/bank`, () => HttpResponse.json(ok(CARDS, { bank_type: [] }))),
  http.get(`${API}/system/configs`, ({ request }) => {
    const group = new URL(request.url).searchParams.get('group');
    return HttpResponse.json(group === 'basic' ? BASIC : group === 'drawing' ? DRAWING(percent) : ok({}));
  }),
  http.all(`${API}/*`, () => HttpResponse.json(ok([]))),
);
beforeAll(() => {
  window.scrollTo = jest.fn() as never;
  server.listen({ onUnhandledRequest: 'bypass' });
});
afterAll(() => server.close());

/** The form as the member reads it: its words, its field's hint, the chosen card, what is shown and hidden. */
const formOf = (root: ParentNode) => {
  const card = root.querySelector('.withdraw-card:has(form)');
  const shown = (el: Element) => !el.className.split(' ').includes('off');
  return {
    words: [...(card?.querySelectorAll('dt, dd, legend, label, .field-label, .wallet-hint, .btn') ?? [])]
      .filter(shown)
      .map((n) => n.textContent),
    placeholder: card?.querySelector('input[inputmode="decimal"]')?.getAttribute('placeholder'),
    chosen: [...(card?.querySelectorAll('.card-option') ?? [])].map(
      (o) => `${o.className}:${(o.querySelector('input') as HTMLInputElement).checked}`,
    ),
    fee: [...(card?.querySelectorAll('.fee-notice') ?? [])].filter(shown).map((n) => n.textContent),
  };
};

async function drawn(answers = reads(), lang: (typeof LOCALES)[number] = 'en') {
  const el = document.createElement('div');
  el.innerHTML = await drawnMarkup('ApplyDrawing', '/Member/ApplyDrawing', lang);
  return { el, filled: fillFigures(el, answers, lang, 844) };
}

async function app() {
  setApiBase(API);
  writeToken('session');
  const store = makeStore({ session: { token: 'session', isDemo: false, unread: 0 }, locale: { lang: 'en' } });
  const { view } = await renderRoutes(store, '/Member/ApplyDrawing');
  await view.findByText('USDT-TRC20');
  return view;
}

test.each([
  ['a fee due', '2'],
  ['no fee', '0'],
])('the drawn form reads as the app draws it from the same answers (%s)', async (_, fee) => {
  percent = fee;
  const { el, filled } = await drawn(reads(MEMBER, fee));
  expect(filled).toBe(true);
  expect(el.querySelector('.skeleton')).toBeNull();
  expect(el.querySelector('template')).toBeNull();
  const form = formOf(el);
  expect(form.placeholder).toBe('Per withdrawal $100.00 – $50,000.00');
  expect(form.chosen).toEqual(['card-option active:true', 'card-option:false']);
  expect(form.fee).toHaveLength(fee === '0' ? 0 : 1);
  if (fee !== '0') expect(form.fee[0]).toContain('2%');

  const view = await app();
  expect(formOf(document.body)).toEqual(form);
  expect(slotsPending(document.body)).toBe(false);
  view.unmount();
});

test('a member with a step first (no real name, no drawing password, no card) is left to the app', async () => {
  for (const answers of [
    reads({ ...MEMBER, realname: '' }),
    reads({ ...MEMBER, has_qk_pwd: false }),
    reads(MEMBER, '2', []),
  ]) {
    const { el, filled } = await drawn(answers);
    expect(filled).toBe(false);
    expect(el.querySelector('.withdraw-skeleton')).not.toBeNull();
    expect(el.querySelector('form')).toBeNull();
  }
  // Without the drawing settings the limits are unknown: the skeleton stays.
  const answers = reads();
  const { el } = await drawn({ ...answers, reads: { ...answers.reads, 'system/configs/drawing': null } });
  expect(el.querySelector('form')).toBeNull();
});

test.each(LOCALES)(
  '%s: the limits and the fee say what the app\u2019s messages say with the same values',
  async (lang) => {
    const { el } = await drawn(reads(), lang);
    const intl = createIntl({
      locale: LOCALE_TAGS[lang],
      messages: (await CATALOG_LOADERS[lang]()) as Record<string, string>,
    });
    const money = (v: unknown) => formatMoney(v);
    expect(el.querySelector('.wallet-hint')?.textContent).toBe(
      intl.formatMessage({ id: 'withdraw.form.limitText' }, { min: money(100), max: money(50000) }),
    );
    expect(el.querySelector('.fee-notice')?.textContent).toBe(
      intl.formatMessage({ id: 'withdraw.form.feeText' }, { percent: '2', ml: money('11600.5') }),
    );
  },
);
