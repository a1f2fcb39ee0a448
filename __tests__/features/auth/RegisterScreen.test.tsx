import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../../i18n/en.json';
import { startTestServer, type TestServer } from '../../support/server';
import { screens } from '@/app/routes';
import { captchaText, renderWithServer } from '../renderWithServer';

const t = (id: string) => (en as Record<string, string>)[id];
let server: TestServer;

beforeAll(async () => {
  window.scrollTo = jest.fn() as never;
  server = await startTestServer();
  await Promise.all([screens.Register(), screens.Login()]);
}, 60_000);
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.ctx.requests.length = 0;
});

async function openRegister() {
  const app = await renderWithServer(server, '/Register');
  const img = (await screen.findByAltText(t('auth.captcha.imageAlt'), {}, { timeout: 5000 })) as HTMLImageElement;
  return { app, img, user: userEvent.setup() };
}
const field = (id: string) => screen.getByLabelText(t(id)) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: t('auth.register.submitButton') });

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [id, v] of Object.entries(values)) {
    await user.clear(field(id));
    await user.type(field(id), v);
  }
}

describe('RegisterScreen against the reference server', () => {
  test('every field of the sign-up is there, with the required ones starred', async () => {
    await openRegister();
    for (const id of [
      'auth.register.inviteCodeLabel',
      'auth.register.accountLabel',
      'auth.register.passwordLabel',
      'auth.register.passwordConfirmLabel',
      'auth.register.realnameLabel',
      'auth.register.phoneLabel',
      'auth.register.qkPwdLabel',
      'auth.register.qkPwdConfirmLabel',
      'auth.captcha.inputLabel',
    ]) {
      expect(field(id)).toBeTruthy();
    }
    // The seeded site requires real name and captcha, not invite code or phone.
    expect(field('auth.register.realnameLabel').getAttribute('aria-required')).toBe('true');
    expect(field('auth.register.phoneLabel').getAttribute('aria-required')).toBeNull();
    expect(field('auth.register.inviteCodeLabel').getAttribute('aria-required')).toBeNull();
  });

  test('bad input shows each message under its field and sends nothing', async () => {
    const { user } = await openRegister();
    await fill(user, {
      'auth.register.accountLabel': '1abcdef',
      'auth.register.passwordLabel': 'secret77',
      'auth.register.passwordConfirmLabel': 'secret78',
      'auth.register.realnameLabel': 'A',
      'auth.register.qkPwdLabel': '12345a',
      'auth.register.qkPwdConfirmLabel': '123456',
    });
    await user.click(submit());
    expect(await screen.findByText(t('auth.form.accountFormatError'))).toBeTruthy();
    expect(screen.getByText(t('auth.form.passwordMismatchError'))).toBeTruthy();
    expect(screen.getByText(t('auth.form.realnameLengthError'))).toBeTruthy();
    expect(screen.getByText(t('auth.form.qkPwdFormatError'))).toBeTruthy();
    expect(screen.getByText(t('auth.form.qkPwdMismatchError'))).toBeTruthy();
    expect(field('auth.register.accountLabel').getAttribute('aria-describedby')).toBe('register-name-error');
    expect(server.ctx.requests.filter((r) => r.path === '/auth/register')).toHaveLength(0);
  });

  test('a taken account is refused by the platform; the form keeps what was typed but not the passwords', async () => {
    const { img, user } = await openRegister();
    await fill(user, {
      'auth.register.accountLabel': 'member01',
      'auth.register.passwordLabel': 'secret77',
      'auth.register.passwordConfirmLabel': 'secret77',
      'auth.register.realnameLabel': 'Jane Doe',
      'auth.register.qkPwdLabel': '246810',
      'auth.register.qkPwdConfirmLabel': '246810',
      'auth.captcha.inputLabel': captchaText(server, img),
    });
    await user.click(submit());
    await waitFor(() => expect(server.ctx.requests.filter((r) => r.path === '/auth/register')).toHaveLength(1));
    await waitFor(() => expect(field('auth.register.passwordLabel').value).toBe(''));
    expect(field('auth.register.qkPwdLabel').value).toBe('');
    expect(field('auth.register.accountLabel').value).toBe('member01');
    expect(field('auth.register.realnameLabel').value).toBe('Jane Doe');
    expect(document.querySelector('.toast')?.textContent).toBeTruthy();
  });

  test('a good form registers once with lang and site, then Login opens with the account filled in', async () => {
    const { app, img, user } = await openRegister();
    await fill(user, {
      'auth.register.accountLabel': 'newbie77',
      'auth.register.passwordLabel': 'secret77',
      'auth.register.passwordConfirmLabel': 'secret77',
      'auth.register.realnameLabel': 'Jane Doe',
      'auth.register.qkPwdLabel': '246810',
      'auth.register.qkPwdConfirmLabel': '246810',
      'auth.captcha.inputLabel': captchaText(server, img),
    });
    await user.dblClick(submit());
    await waitFor(() => expect(app.where()).toBe('/Login'), { timeout: 5000 });
    expect(await screen.findByText(t('auth.register.successText'))).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText(t('auth.login.accountLabel')) as HTMLInputElement).value).toBe('newbie77'),
    );
    const sent = server.ctx.requests.filter((r) => r.path === '/auth/register');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({
      name: 'newbie77',
      lang: 'en',
      register_site: 'localhost',
      realname: 'Jane Doe',
    });
    expect(server.ctx.db.prepare('SELECT realname FROM members WHERE name = ?').get('newbie77')).toEqual({
      realname: 'Jane Doe',
    });
  });

  test('an introducer code from the link is filled in and makes the agent the upline', async () => {
    const agent = server.ctx.db.prepare("SELECT id, invite_code FROM members WHERE name = 'agent001'").get() as {
      id: number;
      invite_code: string;
    };
    const app = await renderWithServer(server, `/Register?code=${agent.invite_code}`);
    const img = (await screen.findByAltText(t('auth.captcha.imageAlt'), {}, { timeout: 5000 })) as HTMLImageElement;
    expect(field('auth.register.inviteCodeLabel').value).toBe(agent.invite_code);
    const user = userEvent.setup();
    await fill(user, {
      'auth.register.accountLabel': 'teamkid1',
      'auth.register.passwordLabel': 'secret77',
      'auth.register.passwordConfirmLabel': 'secret77',
      'auth.register.realnameLabel': 'Kid One',
      'auth.register.qkPwdLabel': '246810',
      'auth.register.qkPwdConfirmLabel': '246810',
      'auth.captcha.inputLabel': captchaText(server, img),
    });
    await user.click(submit());
    await waitFor(() => expect(app.where()).toBe('/Login'), { timeout: 5000 });
    expect(server.ctx.db.prepare('SELECT top_id FROM members WHERE name = ?').get('teamkid1')).toEqual({
      top_id: agent.id,
    });
  });
});
