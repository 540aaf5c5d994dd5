import type { AttemptLimits, GoogleSignIn } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { AccountMailer } from './account-mail.ts';
import type { AttemptLimit } from './attempt-limit.ts';
import type { CsrfGuard } from './csrf.ts';
import type { SessionsEndedListener } from './ended-sessions.ts';
import type { PasswordHasher } from './password-hash.ts';

/** What the account routes share, built once in `registerAccounts`. */
export interface AccountDeps {
  db: Db;
  publicUrl: string;
  /** Cookies carry Secure when PUBLIC_URL is https. */
  secure: boolean;
  secret: string;
  hasher: PasswordHasher;
  limit: AttemptLimit;
  csrf: CsrfGuard;
  mailer: AccountMailer;
  /** How many links one account may be mailed in the window, and the window. */
  limits: AttemptLimits;
  adminEmails: string[];
  google: GoogleSignIn | undefined;
  /** Told after sessions ended (committed), so connections signed in with them close. */
  sessionsEnded: SessionsEndedListener;
}
