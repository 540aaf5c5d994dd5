import { MESSAGES } from '@skald/contract/account-limits';
import { changePasswordRoute, deleteAccountRoute, meRoute, setUsernameRoute } from '@skald/contract/api/me-routes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { toAccountUser, users } from '../users/public.ts';
import type { AccountDeps } from './account-deps.ts';
import { requireSignedIn } from './current-user.ts';
import { deleteAccount } from './delete-account.ts';
import { storeNewPassword } from './new-password.ts';
import { clearSessionCookie, endOtherSessions } from './sessions.ts';

/** The signed-in user's own account: profile, username, password and deletion (content.md §5). */
export async function meRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const { db } = deps;

  serveRoute(app, meRoute, async ({ request }) => toAccountUser(requireSignedIn(request).user));

  serveRoute(app, setUsernameRoute, async ({ body: { username }, request }) => {
    const { user } = requireSignedIn(request);
    try {
      const [updated] = await db.update(users).set({ username }).where(eq(users.id, user.id)).returning();
      return toAccountUser(updated ?? user);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, MESSAGES.usernameTaken);
      throw error;
    }
  });

  serveRoute(app, changePasswordRoute, async ({ body: { currentPassword, newPassword }, request }) => {
    const { user, sessionId } = requireSignedIn(request);
    if (!(await deps.hasher.verify(user.passwordHash, currentPassword))) {
      throw new HttpError(400, MESSAGES.currentPasswordWrong);
    }
    const passwordHash = await deps.hasher.hash(newPassword);
    await db.transaction(async (tx) => {
      await storeNewPassword(tx, user.id, passwordHash);
      await endOtherSessions(tx, user.id, sessionId);
    });
    deps.sessionsEnded({ userId: user.id, reason: 'password-changed', keep: sessionId });
    return undefined;
  });

  serveRoute(app, deleteAccountRoute, async ({ body: { username: typed }, request, reply }) => {
    const { user } = requireSignedIn(request);
    if (user.username ? typed !== user.username : typed.trim().toLowerCase() !== user.email) {
      throw new HttpError(400, user.username ? MESSAGES.deleteConfirmMismatch : MESSAGES.deleteConfirmEmailMismatch);
    }
    await deleteAccount(db, user);
    deps.sessionsEnded({ userId: user.id, reason: 'account-deleted' });
    clearSessionCookie(reply, deps.secure);
    return undefined;
  });
}
