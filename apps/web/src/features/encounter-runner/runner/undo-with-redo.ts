import type { DispatchContext } from '../actions/combat-action.ts';
import { dispatch, undoLogEntry } from '../actions/dispatch.ts';
import type { SessionResult } from '../session/encounter-session.ts';
import { logLine } from './log-lines.ts';
import { showRunnerNotice } from './runner-notices.ts';

/** How long an undone entry's Redo is offered: long enough to see that the wrong line went. */
export const UNDONE_NOTICE_MS = 10_000;

/**
 * The log's undo: one click takes the entry back at once, as before, and a notice "Undone: …" offers
 * Redo, which applies the entry's own command again (its dice, targets and amounts as they were) as a
 * new entry. A GM undoes mid-fight with the table waiting, so a question before each undo would slow
 * every right one to guard the rare wrong one; Redo makes the wrong one cost a click too. Both go
 * through the session like any gesture, so they queue offline and the server keeps its undo rows.
 */
export function undoWithRedo(context: DispatchContext, index: number): SessionResult {
  const entry = context.session.snapshot().log[index];
  const result = undoLogEntry(context, index);
  if (!result.ok || !entry) return result;
  showRunnerNotice(
    { kind: 'undone', title: 'Undone', text: logLine(entry), redo: () => dispatch(context, entry.command) },
    UNDONE_NOTICE_MS,
  );
  return result;
}
