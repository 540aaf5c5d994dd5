import { MESSAGES } from '@skald/contract/account-limits';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ATTEMPT_LIMITS } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { Browser } from '../accounts/account-test-app.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';
import { libraryApp } from './library-test-app.ts';

let database: Database;
let app: FastifyInstance;
const LIMITS = { ...DEFAULT_ATTEMPT_LIMITS, accountRequestsPerAddress: 100_000 };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await libraryApp(database, {
    attemptLimits: { ...LIMITS, controlGivesPerAccount: 3, controlGivesPerAddress: 5 },
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

let accounts = 0;

/** A new account signed up from `address`, with a username when one is given. */
async function signedUp(address: string, username?: string): Promise<Browser & { email: string }> {
  accounts += 1;
  const email = `control-${accounts}-${Date.now()}@example.test`;
  const browser = new Browser(app, address);
  await browser.signUp(email);
  if (username) expect((await browser.request('PUT', '/api/me/username', { username })).statusCode).toBeLessThan(300);
  return Object.assign(browser, { email });
}

async function newPlayer(gm: Browser): Promise<string> {
  return (await gm.post('/api/library/players', { character_name: 'Aria Stormwind' })).json().id;
}

/** What a client can tell from an answer: its status, type and bytes. */
const seen = (response: LightMyRequestResponse) => [
  response.statusCode,
  response.headers['content-type'],
  response.body,
];

describe(`giving control of a player tells nothing about other accounts, on ${testDatabaseName}`, () => {
  it('answers byte for byte the same before and after an account has the address, and never its username', async () => {
    const gm = await signedUp('10.0.0.1');
    const id = await newPlayer(gm);
    const address = `later-${Date.now()}@example.test`;
    const control = `/api/library/players/${id}/control`;

    const noAccount = await gm.request('PUT', control, { user: address });
    const shownNoAccount = await gm.get(control);
    const friend = Object.assign(new Browser(app, '10.0.0.2'), { email: address });
    await friend.signUp(address);
    const username = `Secret${Date.now()}`;
    expect((await friend.request('PUT', '/api/me/username', { username })).statusCode).toBeLessThan(300);
    const withAccount = await gm.request('PUT', control, { user: address });
    const shownWithAccount = await gm.get(control);

    expect(seen(withAccount)).toEqual(seen(noAccount));
    expect(seen(shownWithAccount)).toEqual(seen(shownNoAccount));
    expect(withAccount.json()).toEqual({ controller: address });
    for (const answer of [withAccount, shownWithAccount]) expect(answer.body).not.toContain(username);
    // The feature still works: the account with the address finds the player among its characters.
    const listed = (await friend.get('/api/library/characters/controlled')).json().results;
    expect(listed.map((player: { id: string }) => player.id)).toEqual([id]);
  });

  it('past the limit an account, then an address, gets 429 with a sentence; another address is not held up', async () => {
    const gm = await signedUp('10.0.1.1');
    const id = await newPlayer(gm);
    const give = (who: Browser, n: number) =>
      who.request('PUT', `/api/library/players/${id}/control`, { user: `someone-${n}@example.test` });
    for (let n = 0; n < 3; n += 1) expect((await give(gm, n)).statusCode).toBe(200);
    const refused = await give(gm, 3);
    expect([refused.statusCode, refused.json().message]).toEqual([429, MESSAGES.tooManyControlGives]);

    // A second account at the same address has the address's last two gives (5 in all), then 429.
    const neighbour = await signedUp('10.0.1.1');
    const own = await newPlayer(neighbour);
    const giveOwn = (n: number) =>
      neighbour.request('PUT', `/api/library/players/${own}/control`, { user: `friend-${n}@example.test` });
    expect([(await giveOwn(0)).statusCode, (await giveOwn(1)).statusCode]).toEqual([200, 200]);
    const crowded = await giveOwn(2);
    expect([crowded.statusCode, crowded.json().message]).toEqual([429, MESSAGES.tooManyControlGives]);

    const elsewhere = await signedUp('10.0.2.1');
    const theirs = await newPlayer(elsewhere);
    const answer = await elsewhere.request('PUT', `/api/library/players/${theirs}/control`, { user: gm.email });
    expect(answer.statusCode, answer.body).toBe(200);
  });
});
