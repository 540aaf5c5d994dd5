import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../src/modules/library/library-tables.ts';
import { Browser } from '../accounts/account-test-app.ts';
import { adminDatabaseUrl, createSharedTestDatabase } from '../test-database.ts';
import { libraryApp, newUser } from './library-test-app.ts';

/** The same signed-in browser on the other server: sessions and the CSRF secret live in the database. */
function sameBrowserOn(app: FastifyInstance, browser: Browser): Browser {
  const twin = new Browser(app);
  for (const [name, value] of browser.cookies) twin.cookies.set(name, value);
  twin.csrfToken = browser.csrfToken;
  return twin;
}

/**
 * PGlite runs one transaction at a time, so there the creates could never overshoot even without the lock
 * on the user's row (`lockFreeSlots`): only PostgreSQL, with two pools, shows the lock holds.
 */
describe.runIf(adminDatabaseUrl)('tier slots hold under concurrent creates on two servers, on PostgreSQL', () => {
  let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
  /** Two servers on one database, as two instances behind a load balancer. */
  let apps: [FastifyInstance, FastifyInstance];

  beforeAll(async () => {
    shared = await createSharedTestDatabase();
    apps = [await libraryApp(shared.first), await libraryApp(shared.second)];
  });

  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app?.close()));
    await shared?.close();
  });

  it('fills a Free account from 17 items to exactly 20 when 24 creates arrive at once', async () => {
    const gm = await newUser(apps[0], shared.first);
    for (let n = 0; n < 17; n += 1)
      expect((await gm.post('/api/library/items', { name: `Old ${n}` })).statusCode).toBe(201);
    const browsers = [gm, sameBrowserOn(apps[1], gm)] as const;

    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        (n % 2 === 0 ? browsers[0] : browsers[1]).post('/api/library/items', { name: `Gem ${n}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(21);
    const refusals = new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().message));
    expect([...refusals]).toEqual([LIBRARY_MESSAGES.notEnoughSlots]);

    const [stored] = await shared.second.db.select({ n: count() }).from(items).where(eq(items.userId, gm.userId));
    expect(stored?.n).toBe(20);
    expect((await browsers[1].get('/api/me/overview')).json().counts.items).toBe(20);
  });
});
