import { readStatBlockRoute } from '@skald/contract/api/tools-routes';
import { STAT_BLOCK_READING_LIMITS } from '@skald/contract/stat-block-limits';
import type { FastifyInstance } from 'fastify';
import { allowAnyOrigin } from '../../http/any-origin.ts';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import {
  DEFAULT_READER_OPTIONS,
  ReadingRefused,
  type StatBlockReaderOptions,
  StatBlockReaders,
} from './stat-block-readers.ts';
import type { ThreadAnswer } from './stat-block-thread.ts';

/**
 * `POST /api/tools/read-stat-block`: the monster creator's reader for any tool. It needs no database and
 * stores nothing. The reading runs in a reader thread (`stat-block-readers.ts`), so the longest hostile text
 * the schema lets in (100,000 characters; the bench `stat-block-reader` times it) holds no other request;
 * tests lower the limits through `readers`.
 */
export async function toolsRoutes(
  app: FastifyInstance,
  options: { readers?: Partial<StatBlockReaderOptions> },
): Promise<void> {
  const readers = new StatBlockReaders({ ...DEFAULT_READER_OPTIONS, ...options.readers });
  app.addHook('onClose', () => readers.close());
  // Other programs and other sites' pages may read stat blocks: no session, no CSRF token, any origin.
  allowAnyOrigin(app, '/api/tools', 'POST, OPTIONS');

  serveRoute(app, readStatBlockRoute, async ({ body, request, reply }) => {
    let reading: ThreadAnswer;
    try {
      reading = await readers.read(body.text, request.ip);
    } catch (error) {
      // The error handler answers a refusal in the server's shape (a 500 generic, logged), but a 503 it keeps
      // for the database: a busy reader answers its own, with when to try again.
      if (!(error instanceof ReadingRefused && error.reason === 'busy')) throw error;
      return reply
        .code(503)
        .header('retry-after', String(STAT_BLOCK_READING_LIMITS.retryAfterSeconds))
        .send({ statusCode: 503, error: 'Service Unavailable', message: error.message });
    }
    if (!reading.ok) throw new HttpError(422, reading.message);
    return { layout: reading.layout, monster: reading.monster, unread: reading.unread };
  });
}
