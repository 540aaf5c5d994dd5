import { AVATAR_MESSAGES, AVATAR_UPLOADS_AT_ONCE_PER_USER } from '@skald/contract/library/avatar-limits';
import { HttpError } from '../../http/http-error.ts';

/**
 * Pictures re-encoded at once in this process. sharp's work runs on libuv's thread pool (four threads),
 * where argon2 also hashes every sign-in's password: eight large uploads at once held all four threads
 * and a sign-in waited seconds for one. Two at a time leave threads free for sign-ins.
 */
const ENCODES_AT_ONCE = 2;

let encoding = 0;
const waiting: (() => void)[] = [];
/** Each user's uploads waiting or encoding, so one account cannot fill the queue. */
const uploadsByUser = new Map<string, number>();

/**
 * Runs `encode` for `userId` when its turn comes: at most two encodes run at once in the process, and a
 * user with two uploads already waiting or encoding is refused (429) rather than queued.
 */
export async function inEncodeTurn<T>(userId: string, encode: () => Promise<T>): Promise<T> {
  const mine = uploadsByUser.get(userId) ?? 0;
  if (mine >= AVATAR_UPLOADS_AT_ONCE_PER_USER) throw new HttpError(429, AVATAR_MESSAGES.uploadsAtOnce);
  uploadsByUser.set(userId, mine + 1);
  try {
    if (encoding < ENCODES_AT_ONCE) encoding++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await encode();
    } finally {
      // The turn passes straight to the next upload waiting, so `encoding` counts it already.
      const next = waiting.shift();
      if (next) next();
      else encoding--;
    }
  } finally {
    const left = (uploadsByUser.get(userId) ?? 1) - 1;
    if (left > 0) uploadsByUser.set(userId, left);
    else uploadsByUser.delete(userId);
  }
}
