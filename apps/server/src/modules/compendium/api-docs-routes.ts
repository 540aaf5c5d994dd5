import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../../http/route-table.ts';
import { renderApiDocsPage } from './api-docs-page.ts';
import { API_DOCS_CSS } from './api-docs-style.ts';
import { buildOpenApiDocument } from './openapi-document.ts';

/**
 * `GET /api/docs/openapi.json`, `GET /api/docs` (the same document as a page) and its stylesheet. The
 * document is generated on first request, once every plugin has served its contract routes.
 */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  let built: { json: string; page: string } | undefined;
  const docs = () => {
    if (!built) {
      const document = buildOpenApiDocument(app.contractRoutes);
      built = { json: JSON.stringify(document), page: renderApiDocsPage(document) };
    }
    return built;
  };

  app.get('/api/docs/openapi.json', PUBLIC, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('access-control-allow-origin', '*').send(docs().json),
  );
  app.get('/api/docs', PUBLIC, async (_request, reply) => reply.type('text/html; charset=utf-8').send(docs().page));
  app.get('/api/docs/docs.css', PUBLIC, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(API_DOCS_CSS),
  );
}
