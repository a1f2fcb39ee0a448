import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';

/**
 * The Fastify type provider of the routes: a route's `schema` (TypeBox, i.e. JSON Schema) is at once what the
 * validator checks and the type its handler reads, `req.body`, `req.query` and `req.params` included, so a
 * body is declared once (docs/server-routes.md).
 */
export interface TypeBoxProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

/** The instance with the TypeBox provider, for a route group to declare its routes on. */
export function typed(api: FastifyInstance) {
  return api.withTypeProvider<TypeBoxProvider>();
}

/** The API instance as routes use it: schemas typed by TypeBox. */
export type Api = ReturnType<typeof typed>;
