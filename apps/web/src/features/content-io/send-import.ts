import { type ImportNote, type ImportReport, libraryIoRoutes } from '@skald/contract/library/library-io-routes';
import { callUrl } from '../../lib/api/call-route.ts';
import { ApiError, sendJsonText } from '../../lib/api-client.ts';
import type { ImportChoiceValues } from './ImportChoices.tsx';

/** Sends the file's JSON text as it was read: a preview (the server's dry run) or the import itself. */
export function sendImport(text: string, dryRun: boolean, choices: ImportChoiceValues): Promise<ImportReport> {
  const url = callUrl<typeof libraryIoRoutes.import>(libraryIoRoutes.import, {
    query: {
      dryRun: dryRun ? ('true' as const) : ('false' as const),
      duplicates: choices.duplicates,
      ...(choices.campaign ? { campaign: choices.campaign } : {}),
    },
    // The body goes beside the address, as the text it was read as.
    body: undefined,
  });
  return sendJsonText<ImportReport>('POST', url, text);
}

/** The records a refused file could not have read, when the server listed them. */
export function unreadableOf(error: unknown): ImportNote[] {
  const answer = error instanceof ApiError ? (error.answer as { rejected?: ImportNote[] } | undefined) : undefined;
  return Array.isArray(answer?.rejected) ? answer.rejected : [];
}
