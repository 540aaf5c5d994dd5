import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { PUBLIC } from '../../http/route-table.ts';

/** `GET /api/health`: ok once the database answers a query. */
export async function healthRoutes(app: FastifyInstance, options: { database: Database }): Promise<void> {
  app.get(
    '/api/health',
    {
      ...PUBLIC,
      schema: {
        response: {
          200: { type: 'object', properties: { status: { const: 'ok' } }, required: ['status'] },
          503: { type: 'object', properties: { status: { const: 'unavailable' } }, required: ['status'] },
        },
      },
    },
    async (request, reply) => {
      try {
        await options.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
}
