import type { GoogleSignIn } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { AttemptLimit } from './attempt-limit.ts';
import type { CsrfGuard } from './csrf.ts';
import type { PasswordHasher } from './password-hash.ts';
import type { ResetMailer } from './reset-mail.ts';

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
  mailer: ResetMailer;
  adminEmails: string[];
  google: GoogleSignIn | undefined;
}
