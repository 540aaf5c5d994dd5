import {
  COMPENDIUM_KINDS,
  type CompendiumKind,
  KIND_SINGULAR,
  parseListQuery,
  parseOneQuery,
} from '@skald/contract/compendium';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../db/database.ts';
import { findRecord, listRecords, recordOut } from './compendium-query.ts';
import { allowAnyOrigin } from './cors.ts';
import { sendCacheable } from './http-cache.ts';

export const COMPENDIUM_PREFIX = '/api/v1';

function refuse(reply: FastifyReply, status: 400 | 404, error: string): FastifyReply {
  return reply.code(status).send({ error });
}

/**
 * The read-only compendium: `GET /api/v1/{kind}` lists a page of records (filters, sort, fields) and
 * `GET /api/v1/{kind}/{id-or-slug}` answers one. The query is checked by the contract's zod schemas,
 * whose refusals are the 400 sentences; answers carry an ETag and may be cached for five minutes.
 */
export async function compendiumRoutes(app: FastifyInstance, options: { database: Database }): Promise<void> {
  const { db } = options.database;
  allowAnyOrigin(app, COMPENDIUM_PREFIX);

  const registerKind = (kind: CompendiumKind) => {
    app.get(`${COMPENDIUM_PREFIX}/${kind}`, async (request, reply) => {
      const query = parseListQuery(kind, request.query as Record<string, unknown>);
      if (!query.ok) return refuse(reply, 400, query.error);
      const page = await listRecords(db, kind, query.value);
      const results = page.rows.map((row) => recordOut(kind, row, query.value.fields));
      return sendCacheable(request, reply, JSON.stringify({ meta: { count: page.count }, results }));
    });

    app.get<{ Params: { idOrSlug: string } }>(`${COMPENDIUM_PREFIX}/${kind}/:idOrSlug`, async (request, reply) => {
      const query = parseOneQuery(kind, request.query as Record<string, unknown>);
      if (!query.ok) return refuse(reply, 400, query.error);
      const { idOrSlug } = request.params;
      const row = await findRecord(db, kind, idOrSlug);
      if (!row) return refuse(reply, 404, `No ${KIND_SINGULAR[kind]} ${JSON.stringify(idOrSlug)}`);
      return sendCacheable(request, reply, JSON.stringify(recordOut(kind, row, query.value.fields)));
    });
  };
  for (const kind of COMPENDIUM_KINDS) registerKind(kind);
}
