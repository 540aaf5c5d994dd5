import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_ATTEMPT_LIMITS, PRODUCTION_PASSWORD_HASH, type ServerConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { AccountDeps } from './account-deps.ts';
import { createAccountMailer } from './account-mail.ts';
import { AttemptLimit } from './attempt-limit.ts';
import { authRoutes } from './auth-routes.ts';
import { CsrfGuard } from './csrf.ts';
import { loadSignedIn } from './current-user.ts';
import { emailVerificationRoutes } from './email-verification-routes.ts';
import type { SessionsEndedListener } from './ended-sessions.ts';
import { googleRoutes } from './google-routes.ts';
import { meRoutes } from './me-routes.ts';
import { PasswordHasher } from './password-hash.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { resolveSessionSecret } from './session-secret.ts';

/** The account settings `buildApp` takes; anything left out gets the production default. */
export type AccountConfig = Pick<ServerConfig, 'publicUrl'> &
  Partial<Pick<ServerConfig, 'sessionSecret' | 'google' | 'smtp' | 'adminEmails' | 'attemptLimits' | 'passwordHash'>>;

/**
 * Accounts (content.md §2-§6): cookies, CSRF protection on every state-changing /api request, who is
 * signed in, and the /api/auth and /api/me routes. `sessionsEnded` hears every sign-out, password change
 * and account deletion once committed (the live hub and event streams end theirs). Answers the deps the
 * settings and admin routes take (app.ts registers them: those modules sit above this one).
 */
export async function registerAccounts(
  app: FastifyInstance,
  config: AccountConfig,
  database: Database,
  sessionsEnded: SessionsEndedListener = () => {},
): Promise<AccountDeps> {
  const { db } = database;
  const secret = await resolveSessionSecret(db, config.sessionSecret);
  const secure = config.publicUrl.startsWith('https:');
  const limits = config.attemptLimits ?? DEFAULT_ATTEMPT_LIMITS;
  await app.register(fastifyCookie, { secret });

  const deps: AccountDeps = {
    db,
    publicUrl: config.publicUrl,
    secure,
    secret,
    hasher: new PasswordHasher(config.passwordHash ?? PRODUCTION_PASSWORD_HASH),
    limit: new AttemptLimit(db, limits),
    limits,
    csrf: new CsrfGuard(secret, secure),
    mailer: createAccountMailer(config.smtp, app.log),
    adminEmails: config.adminEmails ?? [],
    google: config.google,
    sessionsEnded,
  };
  deps.csrf.protect(app);
  loadSignedIn(app, db);

  await app.register(authRoutes, deps);
  await app.register(passwordResetRoutes, deps);
  await app.register(emailVerificationRoutes, deps);
  await app.register(googleRoutes, deps);
  await app.register(meRoutes, deps);
  return deps;
}
