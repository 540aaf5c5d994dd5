import { and, count, eq, gt, lt, or } from 'drizzle-orm';
import type { SignInLimits } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { signInAttempts } from '../users/user-tables.ts';

/**
 * Slows password guessing: within a window, an account takes a limited number of failed sign-ins and
 * a client address a limited number of attempts of any outcome (each costs an Argon2 hash). Kept in
 * the database so every server process sharing it counts together.
 */
export class SignInLimit {
  constructor(
    private readonly db: Db,
    private readonly limits: SignInLimits,
  ) {}

  private windowStart(): Date {
    return new Date(Date.now() - this.limits.windowMinutes * 60_000);
  }

  /** True when this attempt must be refused without checking the password. */
  async exceeded(email: string, address: string): Promise<boolean> {
    const since = this.windowStart();
    const [failures] = await this.db
      .select({ n: count() })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.email, email), eq(signInAttempts.succeeded, false), gt(signInAttempts.at, since)));
    if ((failures?.n ?? 0) >= this.limits.failuresPerAccount) return true;
    const [attempts] = await this.db
      .select({ n: count() })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.address, address), gt(signInAttempts.at, since)));
    return (attempts?.n ?? 0) >= this.limits.attemptsPerAddress;
  }

  /** Counts an attempt that was checked, and forgets this account's and address's attempts older than the window. */
  async record(email: string, address: string, succeeded: boolean): Promise<void> {
    await this.db
      .delete(signInAttempts)
      .where(
        and(
          or(eq(signInAttempts.email, email), eq(signInAttempts.address, address)),
          lt(signInAttempts.at, this.windowStart()),
        ),
      );
    await this.db.insert(signInAttempts).values({ email, address, succeeded });
  }
}
