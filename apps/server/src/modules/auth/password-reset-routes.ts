import { MESSAGES } from '@skald/contract/account-limits';
import { forgotPasswordRoute, resetPasswordRoute } from '@skald/contract/api/auth-routes';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { toAccountUser, users } from '../users/public.ts';
import type { AccountDeps } from './account-deps.ts';
import { passwordResets, sessions } from './auth-tables.ts';
import { grantConfiguredAdmin } from './configured-admins.ts';
import { storeNewPassword } from './new-password.ts';
import { startSession } from './sessions.ts';
import { hashToken, newToken } from './token-hash.ts';

const RESET_LINK_MS = 60 * 60 * 1000;

/** Forgot password: a single-use link that expires in an hour, then a new password (content.md §4). */
export async function passwordResetRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const { db } = deps;
  // Links are made and mailed after the answer has gone, so its timing says nothing about whether
  // the address has an account; closing the app waits for the ones still on their way.
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...sending]);
  });

  const sendResetLink = async (email: string): Promise<void> => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) return;
    const token = newToken();
    await db
      .insert(passwordResets)
      .values({ tokenHash: hashToken(token), userId: user.id, expires: new Date(Date.now() + RESET_LINK_MS) });
    await deps.mailer('reset', email, `${deps.publicUrl}/forgot-password?token=${token}`);
  };

  serveRoute(app, forgotPasswordRoute, async ({ body: { email }, request }) => {
    // Counted per e-mail address whether or not it has an account, so a refusal says nothing about it.
    await deps.limit.admitReset(email, request.ip);
    const task = sendResetLink(email)
      .catch((error) => request.log.error({ err: error }, 'the password reset link could not be sent'))
      .finally(() => sending.delete(task));
    sending.add(task);
    return { message: MESSAGES.resetSent };
  });

  serveRoute(app, resetPasswordRoute, async ({ body: { token, password }, reply }) => {
    const passwordHash = await deps.hasher.hash(password);
    const userId = await db.transaction(async (tx) => {
      // Marking the link used in the same statement that finds it makes it single use under races too.
      const [reset] = await tx
        .update(passwordResets)
        .set({ used: new Date() })
        .where(
          and(
            eq(passwordResets.tokenHash, hashToken(token)),
            isNull(passwordResets.used),
            gt(passwordResets.expires, new Date()),
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (!reset) return undefined;
      await storeNewPassword(tx, reset.userId, passwordHash);
      // The link reached the account's inbox, which proves the address as a verification link does.
      await tx
        .update(users)
        .set({ verifiedEmail: sql`${users.email}` })
        .where(eq(users.id, reset.userId));
      // Every session ends too: whoever knew the old password is signed out.
      await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
      return reset.userId;
    });
    if (!userId) throw new HttpError(400, MESSAGES.resetLinkInvalid);
    deps.sessionsEnded({ userId, reason: 'password-changed' });
    const [found] = await db.select().from(users).where(eq(users.id, userId));
    if (!found) throw new HttpError(400, MESSAGES.resetLinkInvalid);
    const user = await grantConfiguredAdmin(db, found, deps.adminEmails);
    await startSession(db, reply, user.id, deps.secure);
    return { user: toAccountUser(user) };
  });
}
