import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useJourney, seeText } from './support/journey';
import { evidence } from './support/evidence';
import { logIn } from './support/login';
import { typePasscode } from './support/passcode';
import { text } from './support/text';

const env = useJourney();

test('a new member sets a withdrawal password, then changes it', async () => {
  const { page, server } = env;
  await logIn(page, server, 'newbie01');
  await page.goto(server.at('/Center'));
  await page.getByRole('link', { name: text('account.center.drawingPwdLink'), exact: true }).click();
  await page.waitForURL((u) => u.hash.startsWith('#/Member/SetDrawingPwd'));
  await page.getByLabel(text('account.setDrawingPwd.pwdLabel'), { exact: true }).waitFor();
  await evidence(page, 'set-drawing-pwd');

  await typePasscode(page, text('account.setDrawingPwd.pwdLabel'), '246810');
  await typePasscode(page, text('account.setDrawingPwd.confirmLabel'), '246811');
  await page.getByRole('button', { name: text('account.setDrawingPwd.submitButton'), exact: true }).click();
  await seeText(page, text('account.form.qkPwdMismatchError'));
  assert.equal((await server.requests('/member/drawing_pwd/set')).length, 0);
  await evidence(page, 'set-drawing-pwd-invalid');

  await page.reload();
  await typePasscode(page, text('account.setDrawingPwd.pwdLabel'), '246810');
  await typePasscode(page, text('account.setDrawingPwd.confirmLabel'), '246810');
  await page.getByRole('button', { name: text('account.setDrawingPwd.submitButton'), exact: true }).click();
  await seeText(page, text('account.setDrawingPwd.successText'));
  assert.equal((await server.requests('/member/drawing_pwd/set')).length, 1);

  await page.goto(server.at('/Center'));
  await page.getByRole('link', { name: text('account.center.drawingPwdLink'), exact: true }).click();
  await page.waitForURL((u) => u.hash.startsWith('#/Member/Modify_drawing_pwd'));
  await page.getByLabel(text('account.modifyDrawingPwd.oldLabel'), { exact: true }).waitFor();
  await evidence(page, 'modify-drawing-pwd');
  await typePasscode(page, text('account.modifyDrawingPwd.oldLabel'), '111111');
  await typePasscode(page, text('account.modifyDrawingPwd.newLabel'), '135790');
  await typePasscode(page, text('account.modifyDrawingPwd.confirmLabel'), '135790');
  await page.getByRole('button', { name: text('account.modifyDrawingPwd.submitButton'), exact: true }).click();
  await seeText(page, '原始取款密码错误，请检查');

  await typePasscode(page, text('account.modifyDrawingPwd.oldLabel'), '246810');
  await typePasscode(page, text('account.modifyDrawingPwd.newLabel'), '135790');
  await typePasscode(page, text('account.modifyDrawingPwd.confirmLabel'), '135790');
  await page.getByRole('button', { name: text('account.modifyDrawingPwd.submitButton'), exact: true }).click();
  await seeText(page, text('account.modifyDrawingPwd.successText'));
  assert.equal((await server.requests('/member/drawing_pwd/modify')).length, 2);
});

test('a member who already has a withdrawal password is sent to change it instead', async () => {
  const { page, server } = env;
  await logIn(page, server, 'member01');
  await page.goto(server.at('/Member/SetDrawingPwd'));
  await page.waitForURL((u) => u.hash.startsWith('#/Member/Modify_drawing_pwd'));
});
