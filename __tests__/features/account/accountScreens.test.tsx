import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../../i18n/en.json';
import { startTestServer, type TestServer } from '../../support/server';
import { screens } from '@/app/routes';
import { renderWithServer } from '../renderWithServer';

const t = (id: string) => (en as Record<string, string>)[id];
let server: TestServer;

beforeAll(async () => {
  window.scrollTo = jest.fn() as never;
  server = await startTestServer();
  await Promise.all([
    screens.Center(),
    screens.MemberInfo(),
    screens.ModifyPwd(),
    screens.Login(),
    screens.SetDrawingPwd(),
    screens.ModifyDrawingPwd(),
  ]);
}, 60_000);
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.ctx.requests.length = 0;
});

const cents = (name: string) =>
  server.ctx.db.prepare('SELECT money, fs_money FROM members WHERE name = ?').get(name) as {
    money: number;
    fs_money: number;
  };
const dollars = (c: number) => `$${Math.trunc(c / 100).toLocaleString('en-US')}.${String(c % 100).padStart(2, '0')}`;

describe('account screens against the reference server', () => {
  test('Center shows the member, their exact balances in the member language and the unread badge', async () => {
    const app = await renderWithServer(server, '/Center', server.tokenFor('english1'));
    expect(await screen.findByText('english1', {}, { timeout: 5000 })).toBeTruthy();
    const row = cents('english1');
    const shown = [...document.querySelectorAll('.account-balances dd')].map((d) => d.textContent);
    expect(shown[0]).toBe(dollars(row.money));
    expect(shown[1]).toBe(dollars(row.fs_money));
    expect(screen.getByRole('link', { name: t('account.center.drawingPwdLink') }).getAttribute('href')).toBe(
      '/Member/Modify_drawing_pwd',
    );
    expect(screen.getByRole('button', { name: t('account.center.logoutButton') })).toBeTruthy();
    expect(app.where()).toBe('/Center');
  });

  test('MemberInfo asks a visitor to log in and shows no data', async () => {
    await renderWithServer(server, '/Member/MemberInfo');
    expect(await screen.findByText(t('account.memberInfo.loginPromptText'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t('account.memberInfo.loginButton') }).getAttribute('href')).toBe(
      '/Login?redirect=%2FMember%2FMemberInfo',
    );
    expect(server.ctx.requests.filter((r) => r.path === '/auth/me')).toHaveLength(0);
  });

  test('MemberInfo refuses a bad email on the phone, then saves only what changed', async () => {
    await renderWithServer(server, '/Member/MemberInfo', server.tokenFor('english1'));
    const user = userEvent.setup();
    const email = (await screen.findByLabelText(
      t('account.memberInfo.emailLabel'),
      {},
      { timeout: 5000 },
    )) as HTMLInputElement;
    await user.clear(email);
    await user.type(email, 'broken@');
    await user.click(screen.getByRole('button', { name: t('account.memberInfo.saveButton') }));
    expect(await screen.findByText(t('account.form.emailFormatError'))).toBeTruthy();
    expect(server.ctx.requests.filter((r) => r.path === '/auth/info/update')).toHaveLength(0);
    await user.clear(email);
    await user.type(email, 'john@example.test');
    await user.click(screen.getByRole('button', { name: t('account.memberInfo.saveButton') }));
    expect(await screen.findByText(t('account.memberInfo.successText'))).toBeTruthy();
    const sent = server.ctx.requests.filter((r) => r.path === '/auth/info/update');
    expect(sent.map((r) => r.body)).toEqual([{ email: 'john@example.test' }]);
    expect(server.ctx.db.prepare('SELECT email FROM members WHERE name = ?').get('english1')).toEqual({
      email: 'john@example.test',
    });
  });

  test('Modify_pwd: a wrong old password is refused with the platform message; the right one forces a new login', async () => {
    const app = await renderWithServer(server, '/Member/Modify_pwd', server.tokenFor('team0001'));
    const user = userEvent.setup();
    const old = (await screen.findByLabelText(
      t('account.modifyPwd.oldLabel'),
      {},
      { timeout: 5000 },
    )) as HTMLInputElement;
    const typeAll = async (o: string, n: string, c: string) => {
      await user.type(old, o);
      await user.type(screen.getByLabelText(t('account.modifyPwd.newLabel')), n);
      await user.type(screen.getByLabelText(t('account.modifyPwd.confirmLabel')), c);
      await user.click(screen.getByRole('button', { name: t('account.modifyPwd.submitButton') }));
    };
    await typeAll('wrongold', 'newpass99', 'newpass99');
    await waitFor(() =>
      expect(server.ctx.requests.filter((r) => r.path === '/member/password/modify')).toHaveLength(1),
    );
    await waitFor(() => expect(old.value).toBe(''));
    expect(document.querySelector('.toast')?.textContent).toBeTruthy();
    expect(app.where()).toBe('/Member/Modify_pwd');

    await typeAll('pass1234', 'newpass99', 'newpass99');
    await waitFor(() => expect(app.where()).toBe('/Login'), { timeout: 5000 });
    expect(app.store.getState().session.token).toBe('');
    expect(server.ctx.requests.filter((r) => r.path === '/auth/logout')).toHaveLength(1);
  });

  test('SetDrawingPwd sends a member who already has one to Modify_drawing_pwd', async () => {
    const app = await renderWithServer(server, '/Member/SetDrawingPwd', server.tokenFor('english1'));
    await waitFor(() => expect(app.where()).toBe('/Member/Modify_drawing_pwd'), { timeout: 5000 });
    expect(await screen.findByLabelText(t('account.modifyDrawingPwd.oldLabel'))).toBeTruthy();
  });
});
