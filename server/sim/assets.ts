import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';

export function registerAssets(app: FastifyInstance, ctx: Ctx): void {
  app.get('/assets/:id', async (req, reply) => {
    const row = ctx.db
      .prepare('SELECT content_type, body FROM assets WHERE id = ?')
      .get((req.params as { id: string }).id) as { content_type: string; body: Buffer } | undefined;
    if (!row) return reply.code(404).send({ status: 'error', code: 404, message: 'not found' });
    return reply
      .header('content-type', row.content_type)
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(row.body);
  });
}
