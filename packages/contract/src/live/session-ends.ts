/**
 * What a GM's open connections hear when their session ends elsewhere (issue 26): the host socket closes
 * with this code and one of these reasons, and the encounters' event streams end. Zod-free, for the web.
 */

/** Why sessions of a user ended. */
export type SessionEndReason = 'signed-out' | 'password-changed' | 'account-deleted';

/** The close code of a host socket whose session ended (4000-4999 are the application's own). */
export const SESSION_ENDED_CLOSE_CODE = 4001;

/** The close reason of each, short enough for a close frame (123 bytes). */
export const SESSION_ENDED_MESSAGES: Record<SessionEndReason, string> = {
  'signed-out': 'You were signed out; sign in again to host your broadcast.',
  'password-changed': 'Your password was changed; sign in again to host your broadcast.',
  'account-deleted': 'This account was deleted.',
};
