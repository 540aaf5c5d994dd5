import { libraryImportFileSchema } from '@skald/contract/library/library-file';
import { LIBRARY_IO_MESSAGES, libraryFileName } from '@skald/contract/library/library-io-limits';
import { libraryIoRoutes } from '@skald/contract/library/library-io-routes';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { parseBody } from '../../http/parse-body.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { requireSignedIn } from '../auth/public.ts';
import { exportLibrary } from './library-export.ts';
import { importLibrary } from './library-import.ts';
import type { LibraryDeps } from './serve-collection.ts';

/** Fastify's own refusals of an import's body, said as sentences a person can act on. */
const BODY_REFUSALS: Record<string, HttpError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: new HttpError(400, LIBRARY_IO_MESSAGES.notJson),
  FST_ERR_CTP_EMPTY_JSON_BODY: new HttpError(400, LIBRARY_IO_MESSAGES.notJson),
  FST_ERR_CTP_BODY_TOO_LARGE: new HttpError(413, LIBRARY_IO_MESSAGES.tooLarge),
};

/**
 * Whether an import (or its dry run) is running in this process. They take turns by refusal, not by a
 * queue: each holds a 20 MiB file and seconds of work, and a waiting line of them would hold everyone.
 */
let importing = false;

/** GET /api/library/export and POST /api/library/import: a user's whole library as one JSON file. */
export async function libraryIoRoutesPlugin(app: FastifyInstance, { db, slots }: LibraryDeps): Promise<void> {
  // Rethrown errors go on to the app's error handler, which answers them as usual.
  app.setErrorHandler((error) => {
    throw BODY_REFUSALS[(error as { code?: string }).code ?? ''] ?? error;
  });

  serveRoute(app, libraryIoRoutes.export, async ({ request, reply }) => {
    const userId = requireSignedIn(request).user.id;
    const file = await exportLibrary(db, userId);
    reply.header('content-disposition', `attachment; filename="${libraryFileName(new Date(file.exportedAt))}"`);
    reply.header('cache-control', 'no-store');
    return file;
  });

  serveRoute(app, libraryIoRoutes.import, async ({ query, body, request, reply }) => {
    const userId = requireSignedIn(request).user.id;
    if (importing) throw new HttpError(429, LIBRARY_IO_MESSAGES.anotherImport);
    importing = true;
    const result = await importLibrary(db, parseBody(libraryImportFileSchema, body), {
      userId,
      slots,
      dryRun: query.dryRun,
    }).finally(() => {
      importing = false;
    });
    if ('report' in result) return result.report;
    return reply.code(400).send({
      statusCode: 400,
      error: 'Bad Request',
      message: LIBRARY_IO_MESSAGES.unreadable(result.unreadable.length),
      rejected: result.unreadable,
    });
  });
}
