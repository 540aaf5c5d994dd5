import { healthRoute } from '@skald/contract/api/health-routes';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { DatabaseHealth } from './database-health.ts';

/** `GET /api/health`: ok while the database answers (probed at most once a second, see DatabaseHealth). */
export async function healthRoutes(app: FastifyInstance, options: { database: Database }): Promise<void> {
  const health = new DatabaseHealth(options.database, app.log);
  serveRoute(app, healthRoute, async ({ reply }) => {
    if (await health.ok()) return { status: 'ok' as const };
    return reply.code(503).send({ status: 'unavailable' as const });
  });
}
