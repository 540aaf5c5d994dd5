import { MESSAGES } from '@skald/contract/account-limits';
import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { AttemptLimits } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { signInAttempts } from './auth-tables.ts';

/** What a counted request asked for: a sign-in, a sign-up, a password reset or giving a player's control. */
export type AttemptKind = NonNullable<typeof signInAttempts.$inferInsert.kind>;

/**
 * The first key of the advisory locks that make counting and recording one step (the second is a hash
 * of the e-mail or client address). Two-key locks never clash with the one-key migration and import locks.
 */
const ATTEMPT_LOCKS = 0x5ca1f;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Slows guessing and flooding: within a window, an account takes a limited number of failed sign-ins
 * and reset mails, and a client address a limited number of sign-ins (each costs an Argon2 hash) and
 * of sign-ups and reset requests. Kept in the database so every server process sharing it counts together.
 *
 * A request is counted before the work it stands for, in one transaction that holds a lock on its e-mail
 * and address: a hundred parallel sign-ins, through any number of servers, are counted one after another,
 * and only as many as the limit allows reach the password check.
 */
export class AttemptLimit {
  constructor(
    private readonly db: Db,
    private readonly limits: AttemptLimits,
  ) {}

  private windowStart(): Date {
    return new Date(Date.now() - this.limits.windowMinutes * 60_000);
  }

  private async countSince(tx: Tx, ...conditions: Parameters<typeof and>): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(signInAttempts)
      .where(and(gt(signInAttempts.at, this.windowStart()), ...conditions));
    return row?.n ?? 0;
  }

  /**
   * Under the lock of this e-mail and address: throws the 429 `refusal` names, if any, else records the
   * request (forgetting this account's and address's requests older than the window) and answers its id.
   */
  private admit(
    kind: AttemptKind,
    email: string,
    address: string,
    refusal: (tx: Tx) => Promise<string | undefined>,
  ): Promise<string> {
    return this.db.transaction(async (tx) => {
      // Always in the same order, so two requests never each hold the lock the other waits for.
      for (const key of [`address:${address}`, `email:${email}`]) {
        await tx.execute(sql`select pg_advisory_xact_lock(${ATTEMPT_LOCKS}, hashtext(${key}))`);
      }
      const message = await refusal(tx);
      if (message) throw new HttpError(429, message);
      await tx
        .delete(signInAttempts)
        .where(
          and(
            or(eq(signInAttempts.email, email), eq(signInAttempts.address, address)),
            lt(signInAttempts.at, this.windowStart()),
          ),
        );
      const [row] = await tx
        .insert(signInAttempts)
        .values({ kind, email, address, succeeded: false })
        .returning({ id: signInAttempts.id });
      if (!row) throw new Error('the attempt was not recorded');
      return row.id;
    });
  }

  /**
   * Counts a sign-in as failed before its password is checked, or throws 429; `signedIn` turns it into a
   * success afterwards. Answers the attempt's id.
   */
  admitSignIn(email: string, address: string): Promise<string> {
    return this.admit('sign-in', email, address, async (tx) => {
      const failures = await this.countSince(
        tx,
        eq(signInAttempts.kind, 'sign-in'),
        eq(signInAttempts.email, email),
        eq(signInAttempts.succeeded, false),
      );
      if (failures >= this.limits.failuresPerAccount) return MESSAGES.tooManyAttempts;
      const attempts = await this.countSince(
        tx,
        eq(signInAttempts.kind, 'sign-in'),
        eq(signInAttempts.address, address),
      );
      return attempts >= this.limits.attemptsPerAddress ? MESSAGES.tooManyAttempts : undefined;
    });
  }

  /** The password was right: the attempt no longer counts against the account. */
  async signedIn(attemptId: string): Promise<void> {
    await this.db.update(signInAttempts).set({ succeeded: true }).where(eq(signInAttempts.id, attemptId));
  }

  private accountRequestsRefusal(tx: Tx, address: string): Promise<string | undefined> {
    return this.countSince(
      tx,
      or(eq(signInAttempts.kind, 'sign-up'), eq(signInAttempts.kind, 'reset')),
      eq(signInAttempts.address, address),
    ).then((requests) =>
      requests >= this.limits.accountRequestsPerAddress ? MESSAGES.tooManyAccountRequests : undefined,
    );
  }

  /** Counts a sign-up, or throws 429 when this address has made its sign-ups and reset requests for the window. */
  async admitSignUp(email: string, address: string): Promise<void> {
    await this.admit('sign-up', email, address, (tx) => this.accountRequestsRefusal(tx, address));
  }

  /**
   * Counts a reset request, or throws 429 when the address has made its requests, or the e-mail address
   * (account or not, so a refusal says nothing about it) has been sent its links, for the window.
   */
  async admitReset(email: string, address: string): Promise<void> {
    await this.admit('reset', email, address, async (tx) => {
      const addressRefusal = await this.accountRequestsRefusal(tx, address);
      if (addressRefusal) return addressRefusal;
      const resets = await this.countSince(tx, eq(signInAttempts.kind, 'reset'), eq(signInAttempts.email, email));
      return resets >= this.limits.resetsPerAccount ? MESSAGES.tooManyResets : undefined;
    });
  }

  /**
   * Counts a gift of a player's control by the account with this e-mail, or throws 429 when the account
   * or the address has made its gifts for the window: each looks up a username or an e-mail address.
   */
  async admitControlGive(email: string, address: string): Promise<void> {
    await this.admit('control', email, address, async (tx) => {
      const kind = eq(signInAttempts.kind, 'control');
      const byAccount = await this.countSince(tx, kind, eq(signInAttempts.email, email));
      if (byAccount >= this.limits.controlGivesPerAccount) return MESSAGES.tooManyControlGives;
      const byAddress = await this.countSince(tx, kind, eq(signInAttempts.address, address));
      return byAddress >= this.limits.controlGivesPerAddress ? MESSAGES.tooManyControlGives : undefined;
    });
  }
}
