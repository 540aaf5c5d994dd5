import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../../http/route-table.ts';

/**
 * The compendium is public reference data that other sites may read from the browser: any origin may
 * GET it (no credentials), read its ETag, and send If-None-Match. Registered inside the compendium
 * plugin, so it covers only the compendium's routes.
 */
export function allowAnyOrigin(app: FastifyInstance, prefix: string): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', 'ETag');
    // helmet's same-origin default would stop other sites embedding the JSON without CORS.
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  app.options(`${prefix}/*`, PUBLIC, async (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
      .header('access-control-allow-headers', 'If-None-Match, Content-Type')
      .header('access-control-max-age', '86400')
      .send(),
  );
}
