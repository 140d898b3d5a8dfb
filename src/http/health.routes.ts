import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { responses } from './schemas.js';

const Health = Type.Object({ ok: Type.Literal(true), status: Type.String() });

export function registerHealthRoutes(app: FastifyInstance, deps: Pick<Deps, 'db'>): void {
  app.get(
    '/healthz',
    { schema: { operationId: 'getHealth', tags: ['operations'], summary: 'Liveness', response: responses({ 200: Health }) } },
    async () => ({ ok: true as const, status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        operationId: 'getReadiness',
        tags: ['operations'],
        summary: 'Readiness: the database answers',
        response: responses({ 200: Health }, 503),
      },
    },
    async () => {
      try {
        await sql`select 1`.execute(deps.db);
      } catch {
        throw new AppError('service_unavailable', 'The database does not answer.');
      }
      return { ok: true as const, status: 'ready' };
    },
  );
}
