import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_OUTAGE_MESSAGE } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { accountApp, Browser } from '../accounts/account-test-app.ts';
import {
  adminDatabaseUrl,
  createScratchPostgresDatabase,
  createTestDatabase,
  testDatabaseName,
} from '../test-database.ts';

/** Requests that each need the database: a page of the compendium, who is signed in, a sign-in, a settings change. */
async function expectEveryAnswer503(database: Database, goAway: () => Promise<void>): Promise<void> {
  const app = await accountApp(database);
  try {
    const browser = new Browser(app);
    await browser.signUp('steady@example.test');
    await browser.session();
    await goAway();
    const answers = [
      await browser.get('/api/v1/monsters'),
      await browser.get('/api/me'),
      await browser.post('/api/auth/sign-in', { email: 'steady@example.test', password: 'correct horse battery' }),
      await browser.request('PATCH', '/api/me/settings', { general: { theme: 'light' } }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: DATABASE_OUTAGE_MESSAGE,
      });
    }
  } finally {
    await app.close();
  }
}

describe(`a database outage answers 503, not 500, on ${testDatabaseName}`, () => {
  // Made before the test: the first PGlite of a run migrates its template, which is slow on a busy machine.
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });

  it('once the database is closed under the server', async () => {
    await expectEveryAnswer503(database, () => database.close());
  });

  if (adminDatabaseUrl) {
    const adminUrl = adminDatabaseUrl;
    it('once PostgreSQL drops the database and its connections under the server', async () => {
      const scratch = await createScratchPostgresDatabase(adminUrl);
      const database = await openDatabase({ kind: 'postgres', url: scratch.url });
      try {
        await expectEveryAnswer503(database, () => scratch.drop());
      } finally {
        await database.close();
        await scratch.drop();
      }
    });
  }
});
