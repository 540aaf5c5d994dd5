import type { SessionEndReason } from '@skald/contract/live/session-ends';

/**
 * Sessions of one user that ended, after the transaction that ended them committed: every one of the user's
 * (`only` and `keep` unset), one (`only`, a sign-out), or all but one (`keep`, the session that changed the
 * password). Ids are the sessions' stored hashes, never the cookies' tokens.
 */
export interface EndedSessions {
  userId: string;
  reason: SessionEndReason;
  only?: string;
  keep?: string;
}

/** Told each time sessions end, so open connections signed in with them close (the live hub, event streams). */
export type SessionsEndedListener = (ended: EndedSessions) => void;

/** Whether the connection of `userId` signed in with `sessionId` was signed out by `ended`. */
export function endedFor(ended: EndedSessions, userId: string, sessionId: string | undefined): boolean {
  if (ended.userId !== userId) return false;
  if (ended.only !== undefined) return sessionId === ended.only;
  return ended.keep === undefined || sessionId !== ended.keep;
}
