import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../../i18n/en.json';
import { startTestServer, type TestServer } from '../../support/server';
import { screens } from '@/app/routes';
import { captchaText, renderWithServer } from '../renderWithServer';
import { requestEarlyCaptcha } from '@/api/earlyCaptcha';
import { setConfig } from '../../../server/rules/configs';

const t = (id: string) => (en as Record<string, string>)[id];
const earlySlot = () => (globalThis as { __earlyCaptcha?: unknown }).__earlyCaptcha;
let server: TestServer;

beforeAll(async () => {
  window.scrollTo = jest.fn() as never;
  server = await startTestServer();
  await Promise.all([screens.Login(), screens.MemberInfo()]);
}, 60_000);
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.ctx.requests.length = 0;
});

async function openLogin(path = '/Login') {
  const app = await renderWithServer(server, path);
  const img = (await screen.findByAltText(t('auth.captcha.imageAlt'), {}, { timeout: 5000 })) as HTMLImageElement;
  return { app, img, user: userEvent.setup() };
}

const account = () => screen.getByLabelText(t('auth.login.accountLabel')) as HTMLInputElement;
const password = () => screen.getByLabelText(t('auth.login.passwordLabel')) as HTMLInputElement;
const captcha = () => screen.getByLabelText(t('auth.captcha.inputLabel')) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: t('auth.login.submitButton') });

describe('LoginScreen against the reference server', () => {
  test('shows account, password, captcha with a refresh button, register, forgot and demo', async () => {
    await openLogin();
    expect(account()).toBeTruthy();
    expect(password().type).toBe('password');
    expect(captcha()).toBeTruthy();
    expect(screen.getByRole('button', { name: t('auth.captcha.refreshButton') })).toBeTruthy();
    expect(screen.getByRole('link', { name: t('auth.login.registerLink') })).toBeTruthy();
    expect(screen.getByRole('button', { name: t('auth.login.forgotButton') })).toBeTruthy();
    expect(screen.getByRole('button', { name: t('auth.login.demoButton') })).toBeTruthy();
  });

  test('tapping the captcha fetches a new one', async () => {
    const { img, user } = await openLogin();
    const first = img.src;
    await user.click(screen.getByRole('button', { name: t('auth.captcha.refreshButton') }));
    await waitFor(() =>
      expect((screen.getByAltText(t('auth.captcha.imageAlt')) as HTMLImageElement).src).not.toBe(first),
    );
    expect(server.ctx.requests.filter((r) => r.path === '/auth/captcha')).toHaveLength(2);
  });

  test('bad input shows each field its message and sends nothing', async () => {
    const { user } = await openLogin();
    await user.type(account(), 'Bad!');
    await user.type(password(), '123');
    await user.click(submit());
    expect(await screen.findByText(t('auth.form.loginAccountFormatError'))).toBeTruthy();
    expect(screen.getByText(t('auth.form.passwordLengthError'))).toBeTruthy();
    expect(screen.getByText(t('auth.form.requiredError'))).toBeTruthy();
    expect(account().getAttribute('aria-invalid')).toBe('true');
    expect(server.ctx.requests.filter((r) => r.path === '/auth/login')).toHaveLength(0);
  });

  test('a wrong password shows the platform message in English, keeps the account and clears the password', async () => {
    const { img, user } = await openLogin();
    await user.type(account(), 'member01');
    await user.type(password(), 'wrongpass');
    await user.type(captcha(), captchaText(server, img));
    await user.click(submit());
    expect(await screen.findByText('Incorrect account or password', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(password().value).toBe(''));
    expect(account().value).toBe('member01');
    const login = server.ctx.requests.filter((r) => r.path === '/auth/login');
    expect(login).toHaveLength(1);
    // A fresh captcha replaces the used one.
    await waitFor(() => expect(server.ctx.requests.filter((r) => r.path === '/auth/captcha')).toHaveLength(2));
  });

  test('the captcha asked for before the app started is shown without asking again, and serves one login only', async () => {
    requestEarlyCaptcha(`${server.url}/api`, 'en');
    const { img, user } = await openLogin();
    const captchas = () => server.ctx.requests.filter((r) => r.path === '/auth/captcha');
    expect(captchas()).toHaveLength(1);
    const early = img.src;
    await user.type(account(), 'member01');
    await user.type(password(), 'wrongpass');
    await user.type(captcha(), captchaText(server, img));
    await user.click(submit());
    expect(await screen.findByText('Incorrect account or password', {}, { timeout: 5000 })).toBeTruthy();
    // The used captcha is replaced by a new one from the platform, never by the early one again.
    await waitFor(() => expect(captchas()).toHaveLength(2));
    await waitFor(() =>
      expect((screen.getByAltText(t('auth.captcha.imageAlt')) as HTMLImageElement).src).not.toBe(early),
    );
  });

  test('with the captcha turned off, one asked for early is never shown nor sent', async () => {
    setConfig(server.ctx.db, 'register', 'vip1_is_login_captcha_open', '0');
    try {
      requestEarlyCaptcha(`${server.url}/api`, 'en');
      const app = await renderWithServer(server, '/Login?redirect=%2FMember%2FMemberInfo');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(t('auth.login.accountLabel'), {}, { timeout: 5000 }), 'member01');
      expect(screen.queryByLabelText(t('auth.captcha.inputLabel'))).toBeNull();
      expect(screen.queryByAltText(t('auth.captcha.imageAlt'))).toBeNull();
      // Dropped, so no later form can pick it up.
      expect(earlySlot()).toBeUndefined();
      await user.type(password(), 'pass1234');
      await user.click(submit());
      await waitFor(() => expect(app.where()).toBe('/Member/MemberInfo'), { timeout: 5000 });
      const login = server.ctx.requests.filter((r) => r.path === '/auth/login');
      expect(login).toHaveLength(1);
      expect(login[0].body).not.toHaveProperty('key');
      expect(server.ctx.requests.filter((r) => r.path === '/auth/captcha')).toHaveLength(1);
    } finally {
      setConfig(server.ctx.db, 'register', 'vip1_is_login_captcha_open', '1');
    }
  });

  test('the right password logs in and returns to the page the guard came from', async () => {
    const { app, img, user } = await openLogin('/Login?redirect=%2FMember%2FMemberInfo');
    await user.type(account(), 'member01');
    await user.type(password(), 'pass1234');
    await user.type(captcha(), captchaText(server, img));
    await user.click(submit());
    await waitFor(() => expect(app.where()).toBe('/Member/MemberInfo'), { timeout: 5000 });
    expect(await screen.findByText('张三', {}, { timeout: 5000 })).toBeTruthy();
    expect(app.store.getState().session.token).not.toBe('');
    expect(server.ctx.requests.filter((r) => r.path === '/auth/login')).toHaveLength(1);
  });
});
