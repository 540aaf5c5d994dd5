import { MESSAGES } from '@skald/contract/account-limits';
import { sessionRoute, signInRoute, signOutRoute, signUpRoute } from '@skald/contract/api/auth-routes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { toAccountUser, users } from '../users/public.ts';
import type { AccountDeps } from './account-deps.ts';
import { grantConfiguredAdmin } from './configured-admins.ts';
import {
  clearSessionCookie,
  createSession,
  endSession,
  removeExpiredSessions,
  setSessionCookie,
  startSession,
} from './sessions.ts';
import { createVerificationLink, mailVerificationLink } from './verification-links.ts';

/** Who is signed in, sign-up, sign-in and sign-out (content.md §4). */
export async function authRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const { db, hasher, limit, secure } = deps;

  serveRoute(app, sessionRoute, async ({ signedIn, request, reply }) => ({
    user: signedIn ? toAccountUser(signedIn.user) : null,
    csrfToken: deps.csrf.tokenFor(request, reply),
    providers: { google: deps.google !== undefined },
  }));

  serveRoute(app, signUpRoute, async ({ body, request, reply }) => {
    const { email, password } = body;
    await limit.admitSignUp(email, request.ip);
    const passwordHash = await hasher.hash(password);
    // One transaction, so a sign-up that fails halfway leaves no account behind to block the address.
    const { created, sessionToken, verificationLink } = await db
      .transaction(async (tx) => {
        const [row] = await tx.insert(users).values({ email, passwordHash }).returning();
        if (!row) throw new Error('the new account was not returned');
        return {
          created: row,
          sessionToken: await createSession(tx, row.id),
          verificationLink: await createVerificationLink(tx, deps.publicUrl, row),
        };
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? new HttpError(409, MESSAGES.emailTaken) : error;
      });
    setSessionCookie(reply, sessionToken, secure);
    await mailVerificationLink(deps, request.log, email, verificationLink);
    return { user: toAccountUser(created) };
  });

  serveRoute(app, signInRoute, async ({ body, request, reply }) => {
    const { email, password } = body;
    const attempt = await limit.admitSignIn(email, request.ip);
    const [found] = await db.select().from(users).where(eq(users.email, email));
    // An unknown address still costs a hash, so the answer's timing does not tell whether it has an account.
    const matches = await hasher.verify(found?.passwordHash, password);
    if (!found || !matches) throw new HttpError(401, MESSAGES.wrongCredentials);
    await limit.signedIn(attempt);
    const user = await grantConfiguredAdmin(db, found, deps.adminEmails);
    await removeExpiredSessions(db);
    await startSession(db, reply, user.id, secure);
    return { user: toAccountUser(user) };
  });

  serveRoute(app, signOutRoute, async ({ signedIn, reply }) => {
    if (signedIn) {
      await endSession(db, signedIn.sessionId);
      deps.sessionsEnded({ userId: signedIn.user.id, reason: 'signed-out', only: signedIn.sessionId });
    }
    clearSessionCookie(reply, secure);
    return undefined;
  });
}
