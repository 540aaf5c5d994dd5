import { logLine } from '../runner/log-lines.ts';
import type { SyncNotice, SyncStatus } from '../session/sync-status.ts';

export const CHANGED_ELSEWHERE = 'Updated with changes made elsewhere';

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;

/** The saving state in a few words, for the badge beside the turn buttons. */
export function statusWords(status: SyncStatus): string {
  switch (status.state) {
    case 'saved':
      return 'Saved';
    case 'saving':
      return 'Saving…';
    case 'updating':
      return 'Updating…';
    case 'offline':
      return `Offline — ${changes(status.waiting)} waiting`;
    case 'stalled':
      return `Not saved — ${changes(status.waiting)} waiting`;
  }
}

/** A notice as the GM reads it: a sentence, and a title when the sentence needs one. */
export function noticeWords(notice: SyncNotice): { title?: string; message: string } {
  switch (notice.kind) {
    case 'changed-elsewhere':
      return { message: CHANGED_ELSEWHERE };
    case 'stalled':
      return { title: 'Changes are not being saved', message: notice.error };
    case 'refused': {
      const undo = notice.queued.action.kind === 'undo';
      const line = notice.entry && `“${logLine(notice.entry)}”`;
      const what = line ? (undo ? `Undo of ${line}` : line) : undo ? 'An undo' : 'A change';
      return { title: 'A change did not apply', message: `${what} did not apply: ${notice.error}` };
    }
  }
}
