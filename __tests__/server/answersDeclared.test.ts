/** @jest-environment node */
import { startTestServer, type TestServer } from '../support/server';

/**
 * Every API route declares its 200 answer beside its body (docs/server-routes.md): the schema the handler's
 * return is typed by and Fastify writes it with. A route added without one fails here.
 */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

it('every API route declares the answer it gives with HTTP 200', () => {
  expect(s.ctx.routes.length).toBeGreaterThan(90);
  const undeclared = s.ctx.routes.filter((r) => !r.answers.includes('200')).map((r) => `${r.method} ${r.url}`);
  expect(undeclared).toEqual([]);
});
