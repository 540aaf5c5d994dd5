import { type ImportNote, type ImportReport, libraryIoRoutes } from '@skald/contract/library/library-io-routes';
import { callUrl } from '../../lib/api/call-route.ts';
import { ApiError, sendJsonText } from '../../lib/api-client.ts';
import type { ImportChoiceValues } from './ImportChoices.tsx';

/** Sends the file as it was chosen (or the text as pasted): a preview (the server's dry run) or the import itself. */
export function sendImport(body: Blob | string, dryRun: boolean, choices: ImportChoiceValues): Promise<ImportReport> {
  const url = callUrl<typeof libraryIoRoutes.import>(libraryIoRoutes.import, {
    query: {
      dryRun: dryRun ? ('true' as const) : ('false' as const),
      duplicates: choices.duplicates,
      ...(choices.campaign ? { campaign: choices.campaign } : {}),
    },
    // The body goes beside the address, as it was chosen.
    body: undefined,
  });
  return sendJsonText<ImportReport>('POST', url, body);
}

/** The records a refused file could not have read, when the server listed them. */
export function unreadableOf(error: unknown): ImportNote[] {
  const answer = error instanceof ApiError ? (error.answer as { rejected?: ImportNote[] } | undefined) : undefined;
  return Array.isArray(answer?.rejected) ? answer.rejected : [];
}
