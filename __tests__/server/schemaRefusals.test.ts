/** @jest-environment node */
import { startTestServer, type TestServer } from '../support/server';

/**
 * Input that fails a route's declared schema is answered as the platform answers bad input: HTTP 422 in the
 * flat envelope, the field named in the caller's language, and nothing of Fastify's own error shape.
 */
let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = s.tokenFor('member01');
});
afterAll(async () => {
  await s.close();
});

const fastifyKeys = ['statusCode', 'error', 'validation', 'validationContext'];

it.each([
  ['POST', '/fsnow/fetch', { deadtime: 'soon' }, 'deadtime'],
  ['POST', '/member/message/read', { ids: [], state: 1 }, 'ids'],
  ['POST', '/yuebao/withdrawal', { record_id: 0 }, 'record_id'],
  ['POST', '/game/deposit', { api_code: 'PG', money: 5, money_type: 'gold' }, 'money_type'],
  ['POST', '/team/invite/update', { invite_id: 'x' }, 'invite_id'],
])('%s %s with a bad field answers 422 in the envelope, naming it', async (method, path, body, field) => {
  const res = await s.api(method, path, body, token);
  expect(res.status).toBe(422);
  expect(res.body).toEqual({ status: 'error', code: 422, message: expect.stringContaining(field) });
  for (const k of fastifyKeys) expect(res.body).not.toHaveProperty(k);
});

it('a missing required field is named as missing, in the language asked for', async () => {
  const zh = await s.api('POST', '/yuebao/withdrawal?lang=zh_cn', {}, token);
  const en = await s.api('POST', '/yuebao/withdrawal?lang=en', {}, token);
  expect(zh.status).toBe(422);
  expect(en.status).toBe(422);
  expect(en.body.message).toContain('record_id');
  expect(en.body.message).not.toBe(zh.body.message);
});
