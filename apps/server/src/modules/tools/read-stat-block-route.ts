import { readStatBlockRoute } from '@skald/contract/api/tools-routes';
import { npcRecordSchema } from '@skald/contract/library/npc-record';
import { readStatBlock } from '@skald/statblock/read-stat-block';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';

/**
 * `POST /api/tools/read-stat-block`: the monster creator's reader for any tool. It needs no database and
 * stores nothing; the reader is linear in the text, which the schema holds to 100,000 characters (the bench
 * `stat-block-reader` times the worst such text).
 */
export async function toolsRoutes(app: FastifyInstance): Promise<void> {
  serveRoute(app, readStatBlockRoute, ({ body }) => {
    const reading = readStatBlock(body.text);
    if (!reading.ok) throw new HttpError(422, reading.message);
    // The answer is the NPC as the NPC routes store it; the reader made sure the schema takes it.
    return { layout: reading.layout, monster: npcRecordSchema.parse(reading.monster), unread: reading.unread };
  });
}
