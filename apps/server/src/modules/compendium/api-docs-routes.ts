import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../../http/route-table.ts';
import { renderApiDocsPage } from './api-docs-page.ts';
import { API_DOCS_CSS } from './api-docs-style.ts';
import { buildOpenApiDocument } from './openapi-document.ts';

/** `GET /api/docs/openapi.json`, `GET /api/docs` (the same document as a page) and its stylesheet. */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  const document = buildOpenApiDocument();
  const json = JSON.stringify(document);
  const page = renderApiDocsPage(document);

  app.get('/api/docs/openapi.json', PUBLIC, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('access-control-allow-origin', '*').send(json),
  );
  app.get('/api/docs', PUBLIC, async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  app.get('/api/docs/docs.css', PUBLIC, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(API_DOCS_CSS),
  );
}
