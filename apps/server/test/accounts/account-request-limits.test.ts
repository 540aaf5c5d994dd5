import { MESSAGES } from '@skald/contract/account-limits';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ATTEMPT_LIMITS } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { users } from '../../src/modules/users/user-tables.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';
import { accountApp, Browser } from './account-test-app.ts';

const PASSWORD = 'correct horse battery';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await accountApp(database, { attemptLimits: DEFAULT_ATTEMPT_LIMITS, trustProxy: ['127.0.0.1'] });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function accountsNamed(email: string): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(users).where(eq(users.email, email));
  return row?.n ?? 0;
}

describe(`sign-ups and reset requests are limited, on ${testDatabaseName}`, () => {
  it('answers 429 to an address after 20 sign-ups and reset requests in 15 minutes, and creates nothing', async () => {
    const address = '10.4.0.1';
    for (let n = 0; n < 15; n += 1) await new Browser(app, address).signUp(`crowd-${n}@example.test`);
    for (let n = 0; n < 5; n += 1) {
      const reset = await new Browser(app, address).post('/api/auth/forgot-password', {
        email: `crowd-${n}@example.test`,
      });
      expect(reset.statusCode).toBe(202);
    }
    const refused = await new Browser(app, address).post('/api/auth/sign-up', {
      email: 'one-more@example.test',
      password: PASSWORD,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.tooManyAccountRequests);
    expect(await accountsNamed('one-more@example.test')).toBe(0);
    const reset = await new Browser(app, address).post('/api/auth/forgot-password', { email: 'crowd-0@example.test' });
    expect(reset.json().message).toBe(MESSAGES.tooManyAccountRequests);
    // Sign-ins keep their own budget, and other addresses are not held back.
    expect((await new Browser(app, address).signIn('crowd-0@example.test')).statusCode).toBe(200);
    await new Browser(app, '10.4.0.2').signUp('one-more@example.test');
    expect(await accountsNamed('one-more@example.test')).toBe(1);
  });

  it('sends an e-mail address 3 reset links in 15 minutes, and answers alike whether it has an account or not', async () => {
    await new Browser(app).signUp('forgetful@example.test');
    for (const email of ['forgetful@example.test', 'nobody-here@example.test']) {
      for (let n = 0; n < 3; n += 1) {
        const sent = await new Browser(app, `10.5.${n}.1`).post('/api/auth/forgot-password', { email });
        expect(sent.statusCode).toBe(202);
        expect(sent.json().message).toBe(MESSAGES.resetSent);
      }
      const refused = await new Browser(app, '10.5.9.1').post('/api/auth/forgot-password', { email });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(MESSAGES.tooManyResets);
    }
  });

  it("counts the visitor's address that a trusted proxy forwards, not the proxy's", async () => {
    const viaProxy = (visitor: string, email: string) =>
      new Browser(app, '127.0.0.1').request(
        'POST',
        '/api/auth/sign-up',
        { email, password: PASSWORD },
        { 'x-forwarded-for': visitor },
      );
    for (let n = 0; n < 20; n += 1)
      expect((await viaProxy('203.0.113.5', `proxied-${n}@example.test`)).statusCode).toBe(201);
    expect((await viaProxy('203.0.113.5', 'proxied-more@example.test')).statusCode).toBe(429);
    expect((await viaProxy('203.0.113.6', 'proxied-more@example.test')).statusCode).toBe(201);
  });
});
