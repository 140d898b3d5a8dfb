/**
 * Types a route's request from its TypeBox schemas (`app.withTypeProvider<TypeBoxProvider>()`),
 * so handlers need no `Static<typeof …>` generics or casts. Types only: validation is the
 * project's own compiler (`validator.ts`). Replies stay untyped, since error responses share one
 * `$ref` schema and page routes answer HTML.
 */
import type { FastifyTypeProvider } from 'fastify';
import type { Static, TSchema } from 'typebox';

export interface TypeBoxProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: unknown;
}
