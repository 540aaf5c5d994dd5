import { setImmediate as nextTurn } from 'node:timers/promises';
import { libraryImportFileSchema } from '@skald/contract/library/library-file';
import { LIBRARY_IO_MESSAGES, libraryFileName } from '@skald/contract/library/library-io-limits';
import { libraryIoRoutes as routes } from '@skald/contract/library/library-io-routes';
import { convertLibraryFile } from '@skald/importers/convert-library-file';
import type { FastifyInstance } from 'fastify';
import type { Commits } from '../../events/commits.ts';
import { HttpError } from '../../http/http-error.ts';
import { parseBody } from '../../http/parse-body.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { requireSignedIn } from '../auth/public.ts';
import type { EncounterEvent } from '../encounters/public.ts';
import type { LibraryDeps } from '../library/public.ts';
import { converterNotes } from './converter-notes.ts';
import { chosenCampaign } from './import-campaign-choice.ts';
import { exportLibrary } from './library-export.ts';
import { importLibrary } from './library-import.ts';
import { srdMonsterByName } from './srd-monster-by-name.ts';

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
export async function libraryIoRoutes(
  app: FastifyInstance,
  { db, slots, commits }: LibraryDeps & { commits: Commits<EncounterEvent> },
): Promise<void> {
  // Rethrown errors go on to the app's error handler, which answers them as usual.
  app.setErrorHandler((error) => {
    throw BODY_REFUSALS[(error as { code?: string }).code ?? ''] ?? error;
  });

  serveRoute(app, routes.export, async ({ query, request, reply }) => {
    const userId = requireSignedIn(request).user.id;
    const exportedAt = new Date();
    reply.header('content-disposition', `attachment; filename="${libraryFileName(exportedAt)}"`);
    reply.header('cache-control', 'no-store');
    reply.type('application/json; charset=utf-8');
    return reply.send(exportLibrary(db, userId, { exportedAt, fightLogs: query.fightLogs }));
  });

  serveRoute(app, routes.import, async ({ query, body, request, reply }) => {
    const signedIn = requireSignedIn(request);
    if (importing) throw new HttpError(429, LIBRARY_IO_MESSAGES.anotherImport);
    importing = true;
    try {
      const campaign = query.campaign ? await chosenCampaign(db, signedIn.user.id, query.campaign) : null;
      // The converter asks for a turn every hundred records or so: each one lets the server answer others.
      const converted = await convertLibraryFile(body, { turn: () => nextTurn(), srdMonster: srdMonsterByName(db) });
      if (!converted.ok) throw new HttpError(400, converted.message);
      const file = parseBody(libraryImportFileSchema, converted.file);
      // A runner or follower holding an overwritten encounter hears of its new version once the import committed.
      const result = await importLibrary(db, file, {
        commits,
        userId: signedIn.user.id,
        slots,
        dryRun: query.dryRun,
        duplicates: query.duplicates,
        campaign,
        source: { format: converted.format, label: converted.label, ...converterNotes(converted.notes) },
      });
      if ('report' in result) return result.report;
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: LIBRARY_IO_MESSAGES.unreadable(result.unreadable.length),
        rejected: result.unreadable,
      });
    } finally {
      importing = false;
    }
  });
}
