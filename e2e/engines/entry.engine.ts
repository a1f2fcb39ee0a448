import { test, expect } from './fixtures';
import { logIn } from './member';

test('a visitor opens home, then logs in with the captcha and reaches the member home', async ({
  phone,
  server,
  shot,
}) => {
  await phone.goto(server.at('/Main/home'));
  await phone.waitFor({ css: '.game-tile' });
  await shot(phone, 'home-visitor');
  await logIn(phone, server, 'member01');
  await phone.goto(server.at('/Main/home'));
  await phone.waitFor({ css: '.member-balance .money' });
  await shot(phone, 'home-member');
  expect(await phone.run(() => innerWidth)).toBe(390);
});
