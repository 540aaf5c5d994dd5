import { healthRoute } from '@skald/contract/api/health-routes';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { serveRoute } from '../../http/serve-route.ts';

/** `GET /api/health`: ok once the database answers a query. */
export async function healthRoutes(app: FastifyInstance, options: { database: Database }): Promise<void> {
  serveRoute(app, healthRoute, async ({ request, reply }) => {
    try {
      await options.database.ping();
      return { status: 'ok' as const };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database did not answer');
      return reply.code(503).send({ status: 'unavailable' as const });
    }
  });
}
