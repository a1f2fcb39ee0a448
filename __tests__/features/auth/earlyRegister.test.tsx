import { http, HttpResponse } from 'msw';
import { screens } from '@/app/routes';
import { appOn, drawnFilled, mockPlatform, okAnswer, TEST_API } from '../../app/drawnScreen';

// The sign-up form opens once the site's settings say which fields it requires and whether it asks for a captcha.
// The drawn form has every field, its stars and the captcha field as slots; the filler shows or hides them from the
// early script's own read of the settings. Filled, it must be the form the app draws from the same answer.

const API = TEST_API;
let setting: Record<string, number> = {};
const answer = () => okAnswer({ register_setting_json: JSON.stringify(setting) });
mockPlatform(
  [
    http.get(`${API}/system/configs`, ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('group') === 'common' ? answer() : okAnswer({})),
    ),
  ],
  () => screens.Register(),
);

const drawn = () =>
  drawnFilled('Register', '/Register', { member: false, info: null, reads: { 'system/configs/common': answer() } });

/** Each field a member sees, with whether it is starred. */
function fields(root: Element) {
  return [...root.querySelectorAll('.auth-form .form-field')]
    .filter((f) => !f.classList.contains('off'))
    .map(
      (f) => `${f.querySelector('.field-star:not(.off)') ? '*' : ''}${f.querySelector('.field-label')?.textContent}`,
    );
}

test.each([
  [{ isInviteCodeRequired: 1, isRealNameRequred: 0, isPhoneRequired: 1, isCaptchaRequired: 0 }, 8],
  [{ isInviteCodeRequired: 0, isRealNameRequred: 1, isPhoneRequired: 0, isCaptchaRequired: 1 }, 9],
])('the fields, their stars and the captcha are drawn as the site asks (%j)', async (asked, count) => {
  setting = asked;
  const { el, filled } = await drawn();
  expect(filled).toBe(true);
  const view = await appOn('/Register', { api: API, shown: '.auth-form', member: false });
  expect(fields(el)).toEqual(fields(view.container));
  expect(fields(el)).toHaveLength(count);
  expect(fields(el)[0].startsWith('*')).toBe(asked.isInviteCodeRequired === 1);
  expect(fields(el).some((f) => f.endsWith('Captcha'))).toBe(asked.isCaptchaRequired === 1);
  view.unmount();
});

test('without the settings, the form stands as the app draws it without them: the platform’s defaults', async () => {
  setting = {};
  const { el, filled } = await drawnFilled('Register', '/Register', { member: false, info: null, reads: {} });
  expect(filled).toBe(false);
  const view = await appOn('/Register', { api: API, shown: '.auth-form', member: false });
  expect(fields(el)).toEqual(fields(view.container));
  view.unmount();
});

test("an agent's invite link: the drawn form starts with its code, as the app's does", async () => {
  setting = { isInviteCodeRequired: 1 };
  window.location.hash = '#/Register?code=%20AB12%20';
  const { el } = await drawn();
  const view = await appOn('/Register?code=%20AB12%20', { api: API, shown: '.auth-form', member: false });
  const typed = (root: Element) => root.querySelector<HTMLInputElement>('.auth-form input')?.value;
  expect(typed(el)).toBe('AB12');
  expect(typed(el)).toBe(typed(view.container));
  view.unmount();
  window.location.hash = '';
});

test.each([
  ['token=9e8a1afe0bf4d7e1acb3dd1fc9e9553e&code=INV1002&lang=en', 'INV1002'],
  ['token=9e8a1afe0bf4d7e1acb3dd1fc9e9553e', '9e8a1afe0bf4d7e1acb3dd1fc9e9553e'],
])(
  "an agent's invite link (%s): the drawn form and the app's start with the introducer it names",
  async (query, shown) => {
    setting = {};
    window.location.hash = `#/Register?${query}`;
    const { el } = await drawn();
    const view = await appOn(`/Register?${query}`, { api: API, shown: '.auth-form', member: false });
    const typed = (root: Element) => root.querySelector<HTMLInputElement>('.auth-form input')?.value;
    expect(typed(el)).toBe(shown);
    expect(typed(view.container)).toBe(shown);
    // The link's token decides the upline: what it names is not for changing.
    expect(view.container.querySelector<HTMLInputElement>('.auth-form input')?.readOnly).toBe(true);
    view.unmount();
    window.location.hash = '';
  },
);
