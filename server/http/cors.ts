import type { FastifyInstance } from 'fastify';
import type { Rep } from './context';

/**
 * Cross-origin access to the API, as the platform's Laravel CORS middleware gives it with its defaults: any
 * origin, no credentials (the session is a bearer token the app sends itself, never a cookie the browser
 * would add). The app served by this server is same-origin and needs none of it; an app served elsewhere
 * against this API, as the real platform is used, does.
 */
const ALLOW_HEADERS = ['Accept', 'Authorization', 'Content-Type', 'Idempotency-Key'].join(', ');
/** Answer headers the app reads: a renewed token, and whether an answer is the replay of a keyed request. */
const EXPOSE_HEADERS = ['Authorization', 'Idempotent-Replayed'].join(', ');
const ALLOW_METHODS = ['GET', 'POST', 'PATCH', 'DELETE'].join(', ');

/** The CORS headers of every API answer. */
export function corsHeaders(reply: Rep): void {
  reply.header('Access-Control-Allow-Origin', '*');
  reply.header('Access-Control-Allow-Headers', ALLOW_HEADERS);
  reply.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
}

/** The preflight of any API path: 204 with the methods and headers a request may use. */
export function registerPreflight(app: FastifyInstance): void {
  app.options('/api/*', async (_req, reply) => {
    corsHeaders(reply);
    reply.header('Access-Control-Allow-Methods', ALLOW_METHODS);
    reply.header('Access-Control-Max-Age', '600');
    return reply.code(204).send();
  });
}
