import type { FastifyInstance } from 'fastify';
import { PUBLIC } from './route-table.ts';

/**
 * Public routes other sites may call from the browser (the compendium's reference data, the stat-block
 * reader): any origin, no credentials, the ETag readable for If-None-Match. Register inside the module's
 * plugin, so it covers that module's routes only; `methods` are what its routes answer.
 */
export function allowAnyOrigin(app: FastifyInstance, prefix: string, methods = 'GET, HEAD, OPTIONS'): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', 'ETag');
    // helmet's same-origin default would stop other sites embedding the JSON without CORS.
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  app.options(`${prefix}/*`, PUBLIC, async (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', methods)
      .header('access-control-allow-headers', 'If-None-Match, Content-Type')
      .header('access-control-max-age', '86400')
      .send(),
  );
}
