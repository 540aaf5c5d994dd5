import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { AccountDeps } from './account-deps.ts';
import { emailVerifications } from './auth-tables.ts';
import { hashToken, newToken } from './token-hash.ts';

const VERIFICATION_LINK_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a single-use link that verifies `email` for the account, valid for a day, and answers it. Run in
 * the transaction that creates the account, so an account never exists without its link.
 */
export async function createVerificationLink(
  db: Db,
  publicUrl: string,
  user: { id: string; email: string },
): Promise<string> {
  const token = newToken();
  await db.insert(emailVerifications).values({
    tokenHash: hashToken(token),
    userId: user.id,
    email: user.email,
    expires: new Date(Date.now() + VERIFICATION_LINK_MS),
  });
  return `${publicUrl}/verify-email?token=${token}`;
}

/**
 * Mails the link after the account is stored; a mail server that fails leaves the account as it is (the
 * profile offers the link again), so the failure is logged rather than answered.
 */
export async function mailVerificationLink(
  deps: AccountDeps,
  log: FastifyBaseLogger,
  email: string,
  link: string,
): Promise<void> {
  await deps.mailer('verification', email, link).catch((error) => {
    log.error({ err: error }, 'the e-mail verification link could not be sent');
  });
}
