import { COMPENDIUM_ROUTES } from '@skald/contract/api/compendium-routes';
import {
  COMPENDIUM_API_PATH,
  COMPENDIUM_KINDS,
  type CompendiumKind,
  KIND_SINGULAR,
} from '@skald/contract/compendium-kinds';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { findRecordId, listRecordIds } from './compendium-query.ts';
import { allowAnyOrigin } from './cors.ts';
import { sendCacheable } from './http-cache.ts';
import { pickFields, RecordCache } from './record-cache.ts';

/**
 * The read-only compendium: `GET /api/v1/{kind}` lists a page of records (filters, sort, fields) and
 * `GET /api/v1/{kind}/{id-or-slug}` answers one. The query is checked by the contract's zod schemas,
 * whose refusals are the 400 sentences; answers carry an ETag and may be cached for five minutes.
 */
export async function compendiumRoutes(app: FastifyInstance, options: { database: Database }): Promise<void> {
  const { db } = options.database;
  const cache = new RecordCache(db);
  allowAnyOrigin(app, COMPENDIUM_API_PATH);

  const serveKind = (kind: CompendiumKind) => {
    const routes: (typeof COMPENDIUM_ROUTES)[CompendiumKind] = COMPENDIUM_ROUTES[kind];
    serveRoute(app, routes.list, async ({ query, request, reply }) => {
      const { fields } = query;
      const page = await listRecordIds(db, kind, query);
      const records = await cache.records(kind, page.ids);
      // Whole records are joined from their JSON as cached, saving a stringify of a 70 KB page.
      const results = fields
        ? records.map(({ record }) => JSON.stringify(pickFields(record, fields)))
        : records.map(({ json }) => json);
      return sendCacheable(request, reply, `{"meta":{"count":${page.count}},"results":[${results.join(',')}]}`);
    });

    serveRoute(app, routes.one, async ({ params, query, request, reply }) => {
      const { idOrSlug } = params;
      const id = await findRecordId(db, kind, idOrSlug);
      const [found] = id === undefined ? [] : await cache.records(kind, [id]);
      if (!found) return reply.code(404).send({ error: `No ${KIND_SINGULAR[kind]} ${JSON.stringify(idOrSlug)}` });
      const { fields } = query;
      return sendCacheable(request, reply, fields ? JSON.stringify(pickFields(found.record, fields)) : found.json);
    });
  };
  for (const kind of COMPENDIUM_KINDS) serveKind(kind);
}
