import { COMPENDIUM_ROUTES } from '@skald/contract/api/compendium-routes';
import {
  COMPENDIUM_API_PATH,
  COMPENDIUM_KINDS,
  type CompendiumKind,
  KIND_SINGULAR,
} from '@skald/contract/compendium-kinds';
import type { FastifyInstance } from 'fastify';
import { allowAnyOrigin } from '../../http/any-origin.ts';
import { serveRoute } from '../../http/serve-route.ts';
import type { CompendiumMemory } from './compendium-memory.ts';
import { sendCacheable } from './http-cache.ts';
import { pickFields } from './served-record.ts';

/**
 * The read-only compendium: `GET /api/v1/{kind}` lists a page of records (filters, sort, fields) and
 * `GET /api/v1/{kind}/{id-or-slug}` answers one, both from memory (`CompendiumMemory`: the records, and
 * each answer by its address). The query is checked by the contract's zod schemas, whose refusals are
 * the 400 sentences; answers carry an ETag and may be cached for five minutes.
 */
export async function compendiumRoutes(app: FastifyInstance, options: { compendium: CompendiumMemory }): Promise<void> {
  const { compendium } = options;
  allowAnyOrigin(app, COMPENDIUM_API_PATH);

  const serveKind = (kind: CompendiumKind) => {
    const routes: (typeof COMPENDIUM_ROUTES)[CompendiumKind] = COMPENDIUM_ROUTES[kind];
    serveRoute(app, routes.list, async ({ query, request, reply }) => {
      const { fields } = query;
      const answer = await compendium.answer(request.url, async () => {
        const page = (await compendium.index(kind)).page(query);
        // Whole records are joined from their JSON as held, saving a stringify of a 70 KB page.
        const results = fields
          ? page.records.map(({ served }) => JSON.stringify(pickFields(served.record, fields)))
          : page.records.map(({ served }) => served.json);
        return `{"meta":{"count":${page.count}},"results":[${results.join(',')}]}`;
      });
      return sendCacheable(request, reply, answer);
    });

    serveRoute(app, routes.one, async ({ params, query, request, reply }) => {
      const { idOrSlug } = params;
      const { fields } = query;
      const answer = await compendium.answer(request.url, async () => {
        const found = (await compendium.index(kind)).find(idOrSlug)?.served;
        if (!found) return undefined;
        return fields ? JSON.stringify(pickFields(found.record, fields)) : found.json;
      });
      if (!answer) return reply.code(404).send({ error: `No ${KIND_SINGULAR[kind]} ${JSON.stringify(idOrSlug)}` });
      return sendCacheable(request, reply, answer);
    });
  };
  for (const kind of COMPENDIUM_KINDS) serveKind(kind);
}
