import { MESSAGES } from '@skald/contract/account-limits';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptLimits } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { signInAttempts } from '../../src/modules/auth/auth-tables.ts';
import { users } from '../../src/modules/users/user-tables.ts';
import { accountApp, Browser } from '../accounts/account-test-app.ts';
import { adminDatabaseUrl, createSharedTestDatabase } from '../test-database.ts';

/** Small limits, so a hundred requests at once are ten times what is allowed. */
const LIMITS: AttemptLimits = {
  failuresPerAccount: 10,
  attemptsPerAddress: 10,
  accountRequestsPerAddress: 10,
  resetsPerAccount: 3,
  controlGivesPerAccount: 10,
  controlGivesPerAddress: 10,
  windowMinutes: 15,
};
const PASSWORD = 'correct horse battery';

let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
let database: Database;
/** Two servers on one database, as two instances behind a load balancer. */
let apps: [FastifyInstance, FastifyInstance];

/** `total` requests at once, alternating between the two servers, each from its own browser. */
async function atOnce(
  total: number,
  send: (browser: Browser, n: number) => Promise<LightMyRequestResponse>,
  address: (n: number) => string,
): Promise<number[]> {
  const browsers = await Promise.all(
    Array.from({ length: total }, async (_, n) => {
      const browser = new Browser(n % 2 === 0 ? apps[0] : apps[1], address(n));
      await browser.session();
      return browser;
    }),
  );
  const responses = await Promise.all(browsers.map((browser, n) => send(browser, n)));
  return responses.map((response) => response.statusCode);
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

async function signInAttemptsFor(email: string): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.kind, 'sign-in'), eq(signInAttempts.email, email)));
  return row?.n ?? 0;
}

/**
 * Counting an attempt and recording it are one step under an advisory lock (`attempt-limit.ts`). PGlite
 * runs one transaction at a time, so only PostgreSQL, with a pool per server, shows that the lock holds.
 */
describe.runIf(adminDatabaseUrl)('attempt limits hold under parallel requests to two servers, on PostgreSQL', () => {
  beforeAll(async () => {
    shared = await createSharedTestDatabase();
    database = shared.first;
    apps = [
      await accountApp(shared.first, { attemptLimits: LIMITS }),
      await accountApp(shared.second, { attemptLimits: LIMITS }),
    ];
  });

  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app?.close()));
    await shared?.close();
  });

  it('checks the password of only 10 of 100 wrong sign-ins to one account at once; the rest answer 429', async () => {
    await new Browser(apps[0], '10.9.0.1').signUp('besieged@example.test', PASSWORD);
    const statuses = await atOnce(
      100,
      (browser) => browser.signIn('besieged@example.test', 'wrong password guess'),
      (n) => `10.9.1.${n}`,
    );
    expect(tally(statuses)).toEqual({ 401: 10, 429: 90 });
    expect(await signInAttemptsFor('besieged@example.test')).toBe(10);
    // The right password is refused too, until the window passes.
    const right = await new Browser(apps[1], '10.9.2.1').signIn('besieged@example.test', PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(MESSAGES.tooManyAttempts);
  });

  it('lets one address try only 10 sign-ins of 100 at once, whatever the accounts', async () => {
    const statuses = await atOnce(
      100,
      (browser, n) => browser.signIn(`nobody-${n}@example.test`, 'some password'),
      () => '10.9.3.1',
    );
    expect(tally(statuses)).toEqual({ 401: 10, 429: 90 });
  });

  it('creates only 10 accounts of 100 sign-ups at once from one address', async () => {
    const statuses = await atOnce(
      100,
      (browser, n) => browser.post('/api/auth/sign-up', { email: `flood-${n}@example.test`, password: PASSWORD }),
      () => '10.9.4.1',
    );
    expect(tally(statuses)).toEqual({ 201: 10, 429: 90 });
    const [created] = await database.db.select({ n: count() }).from(users);
    // The ten and the account the first test signed up.
    expect(created?.n).toBe(11);
  });

  it('sends one e-mail address only 3 reset links of 30 asked for at once', async () => {
    const statuses = await atOnce(
      30,
      (browser) => browser.post('/api/auth/forgot-password', { email: 'besieged@example.test' }),
      (n) => `10.9.5.${n}`,
    );
    expect(tally(statuses)).toEqual({ 202: 3, 429: 27 });
  });
});
