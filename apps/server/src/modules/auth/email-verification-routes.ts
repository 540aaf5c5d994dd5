import { MESSAGES } from '@skald/contract/account-limits';
import { verifyEmailRoute } from '@skald/contract/api/auth-routes';
import { verificationEmailRoute } from '@skald/contract/api/me-routes';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { isVerified, users } from '../users/public.ts';
import type { AccountDeps } from './account-deps.ts';
import { emailVerifications } from './auth-tables.ts';
import { grantConfiguredAdmin } from './configured-admins.ts';
import { requireSignedIn } from './current-user.ts';
import { hashToken } from './token-hash.ts';
import { createVerificationLink } from './verification-links.ts';

/** E-mail verification: the mailed link proves the address, and the profile can ask for it again. */
export async function emailVerificationRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const { db } = deps;

  serveRoute(app, verifyEmailRoute, async ({ body: { token } }) => {
    const verified = await db.transaction(async (tx) => {
      // Marking the link used in the same statement that finds it makes it single use under races too.
      const [link] = await tx
        .update(emailVerifications)
        .set({ used: new Date() })
        .where(
          and(
            eq(emailVerifications.tokenHash, hashToken(token)),
            isNull(emailVerifications.used),
            gt(emailVerifications.expires, new Date()),
          ),
        )
        .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
      if (!link) return undefined;
      // Only while the account still uses the address the link was mailed to.
      const [user] = await tx
        .update(users)
        .set({ verifiedEmail: link.email })
        .where(and(eq(users.id, link.userId), eq(users.email, link.email)))
        .returning();
      return user;
    });
    if (!verified) throw new HttpError(400, MESSAGES.verifyLinkInvalid);
    await grantConfiguredAdmin(db, verified, deps.adminEmails);
    return { message: MESSAGES.emailVerified };
  });

  serveRoute(app, verificationEmailRoute, async ({ request }) => {
    const { user } = requireSignedIn(request);
    if (isVerified(user)) throw new HttpError(409, MESSAGES.alreadyVerified);
    const link = await db.transaction(async (tx) => {
      // The account's row is locked while its recent links are counted, so parallel requests count in turn.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const windowStart = new Date(Date.now() - deps.limits.windowMinutes * 60_000);
      const [recent] = await tx
        .select({ n: count() })
        .from(emailVerifications)
        .where(and(eq(emailVerifications.userId, user.id), gt(emailVerifications.created, windowStart)));
      if ((recent?.n ?? 0) >= deps.limits.resetsPerAccount) return undefined;
      return createVerificationLink(tx, deps.publicUrl, user);
    });
    if (!link) throw new HttpError(429, MESSAGES.tooManyVerificationMails);
    try {
      await deps.mailer('verification', user.email, link);
    } catch (error) {
      request.log.error({ err: error }, 'the e-mail verification link could not be sent');
      throw new HttpError(503, MESSAGES.verificationNotSent);
    }
    return { message: MESSAGES.verificationSent };
  });
}
