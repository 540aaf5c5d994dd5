import { and, count, eq, gt, lt, or } from 'drizzle-orm';
import type { AttemptLimits } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { signInAttempts } from '../users/user-tables.ts';

/** What a counted request asked for: a sign-in, a sign-up or a password reset. */
export type AttemptKind = NonNullable<typeof signInAttempts.$inferInsert.kind>;

/**
 * Slows guessing and flooding: within a window, an account takes a limited number of failed sign-ins
 * and reset mails, and a client address a limited number of sign-ins (each costs an Argon2 hash) and
 * of sign-ups and reset requests. Kept in the database so every server process sharing it counts together.
 */
export class AttemptLimit {
  constructor(
    private readonly db: Db,
    private readonly limits: AttemptLimits,
  ) {}

  private windowStart(): Date {
    return new Date(Date.now() - this.limits.windowMinutes * 60_000);
  }

  private async countSince(...conditions: Parameters<typeof and>): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(signInAttempts)
      .where(and(gt(signInAttempts.at, this.windowStart()), ...conditions));
    return row?.n ?? 0;
  }

  /** True when this sign-in must be refused without checking the password. */
  async signInRefused(email: string, address: string): Promise<boolean> {
    const failures = await this.countSince(
      eq(signInAttempts.kind, 'sign-in'),
      eq(signInAttempts.email, email),
      eq(signInAttempts.succeeded, false),
    );
    if (failures >= this.limits.failuresPerAccount) return true;
    const attempts = await this.countSince(eq(signInAttempts.kind, 'sign-in'), eq(signInAttempts.address, address));
    return attempts >= this.limits.attemptsPerAddress;
  }

  /** True when this address has made its sign-ups and reset requests for the window. */
  async accountRequestRefused(address: string): Promise<boolean> {
    const requests = await this.countSince(
      or(eq(signInAttempts.kind, 'sign-up'), eq(signInAttempts.kind, 'reset')),
      eq(signInAttempts.address, address),
    );
    return requests >= this.limits.accountRequestsPerAddress;
  }

  /** True when this e-mail address has been sent its reset links for the window, account or not. */
  async resetRefused(email: string): Promise<boolean> {
    const resets = await this.countSince(eq(signInAttempts.kind, 'reset'), eq(signInAttempts.email, email));
    return resets >= this.limits.resetsPerAccount;
  }

  /** Counts a request that went ahead, and forgets this account's and address's requests older than the window. */
  async record(kind: AttemptKind, email: string, address: string, succeeded: boolean): Promise<void> {
    await this.db
      .delete(signInAttempts)
      .where(
        and(
          or(eq(signInAttempts.email, email), eq(signInAttempts.address, address)),
          lt(signInAttempts.at, this.windowStart()),
        ),
      );
    await this.db.insert(signInAttempts).values({ kind, email, address, succeeded });
  }
}
