import { test, expect } from './fixtures';
import { evidence } from './support/evidence';
import { logIn } from './support/login';
import { typePasscode } from './support/passcode';
import { text } from './support/text';

test('a new member sets a withdrawal password, then changes it', async ({ page, server }) => {
  await logIn(page, server, 'newbie01');
  await page.goto(server.at('/Center'));
  await page.getByRole('link', { name: text('account.center.drawingPwdLink'), exact: true }).click();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Member/SetDrawingPwd'));
  await expect(page.getByLabel(text('account.setDrawingPwd.pwdLabel'), { exact: true })).toBeVisible();
  await evidence(page, 'set-drawing-pwd');

  await typePasscode(page, text('account.setDrawingPwd.pwdLabel'), '246810');
  await typePasscode(page, text('account.setDrawingPwd.confirmLabel'), '246811');
  await page.getByRole('button', { name: text('account.setDrawingPwd.submitButton'), exact: true }).click();
  await expect(page.getByText(text('account.form.qkPwdMismatchError')).first()).toBeVisible();
  await expect.poll(() => server.requests('/member/drawing_pwd/set')).toHaveLength(0);
  await evidence(page, 'set-drawing-pwd-invalid');

  await page.reload();
  await typePasscode(page, text('account.setDrawingPwd.pwdLabel'), '246810');
  await typePasscode(page, text('account.setDrawingPwd.confirmLabel'), '246810');
  await page.getByRole('button', { name: text('account.setDrawingPwd.submitButton'), exact: true }).click();
  await expect(page.getByText(text('account.setDrawingPwd.successText')).first()).toBeVisible();
  await expect.poll(() => server.requests('/member/drawing_pwd/set')).toHaveLength(1);

  await page.goto(server.at('/Center'));
  await page.getByRole('link', { name: text('account.center.drawingPwdLink'), exact: true }).click();
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Member/Modify_drawing_pwd'));
  await expect(page.getByLabel(text('account.modifyDrawingPwd.oldLabel'), { exact: true })).toBeVisible();
  await evidence(page, 'modify-drawing-pwd');
  await typePasscode(page, text('account.modifyDrawingPwd.oldLabel'), '111111');
  await typePasscode(page, text('account.modifyDrawingPwd.newLabel'), '135790');
  await typePasscode(page, text('account.modifyDrawingPwd.confirmLabel'), '135790');
  await page.getByRole('button', { name: text('account.modifyDrawingPwd.submitButton'), exact: true }).click();
  await expect(page.getByText('原始取款密码错误，请检查').first()).toBeVisible();

  await typePasscode(page, text('account.modifyDrawingPwd.oldLabel'), '246810');
  await typePasscode(page, text('account.modifyDrawingPwd.newLabel'), '135790');
  await typePasscode(page, text('account.modifyDrawingPwd.confirmLabel'), '135790');
  await page.getByRole('button', { name: text('account.modifyDrawingPwd.submitButton'), exact: true }).click();
  await expect(page.getByText(text('account.modifyDrawingPwd.successText')).first()).toBeVisible();
  await expect.poll(() => server.requests('/member/drawing_pwd/modify')).toHaveLength(2);
});

test('a member who already has a withdrawal password is sent to change it instead', async ({ page, server }) => {
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/SetDrawingPwd'));
  await expect(page).toHaveURL((u) => u.hash.startsWith('#/Member/Modify_drawing_pwd'));
});
