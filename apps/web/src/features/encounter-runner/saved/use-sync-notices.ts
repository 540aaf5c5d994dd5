import { useEffect } from 'react';
import { notifyNegative, notifyPositive } from '../../../lib/notify.ts';
import type { ServerSession } from '../session/server-session.ts';
import { noticeWords } from './sync-words.ts';

/** A refused change stays long enough to read which one it was and why. */
const REFUSAL_MS = 10_000;

/** Tells the GM, as notifications, what the server did not take and when changes from elsewhere came in. */
export function useSyncNotices(session: ServerSession | null): void {
  useEffect(() => {
    if (!session) return;
    return session.onNotice((notice) => {
      const { title, message } = noticeWords(notice);
      if (notice.kind === 'changed-elsewhere') notifyPositive(message, { id: 'encounter-changed-elsewhere' });
      else notifyNegative(message, { title, autoClose: REFUSAL_MS });
    });
  }, [session]);
}
