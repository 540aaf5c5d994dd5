import type { AddressInfo } from 'node:net';
import { CSRF_HEADER } from '@skald/contract/account-limits';
import { beforeAll, describe, expect, it } from 'vitest';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import { encountersOf, newCampaign, newEncounter, orc, queued } from './encounter-test-helpers.ts';

const context = useLibraryApp();
let origin = '';

beforeAll(async () => {
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});

describe(`a long sync over real HTTP, on ${testDatabaseName}`, () => {
  it("leaves the server answering others between its commands: another user's list comes back before the sync's answer", async () => {
    const gm = await newUser(context.app, context.database);
    const other = await newUser(context.app, context.database);
    await gm.session();
    const campaignId = await newCampaign(gm);
    const encounter = await newEncounter(gm, campaignId, { entities: [orc('o1', { maxHp: 1000 })] });
    const url = `${origin}${encountersOf(campaignId)}/${encounter.id}`;
    const commands = Array.from({ length: 200 }, () => queued({ type: 'damage', target: 'o1', amount: 1, by: null }));

    const finished: string[] = [];
    const syncing = fetch(`${url}/commands`, {
      method: 'POST',
      headers: { cookie: gm.cookieHeader(), [CSRF_HEADER]: gm.csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({ baseVersion: 0, commands }),
    }).then((answer) => {
      finished.push('sync');
      return answer;
    });
    // Once the first command is committed (a read sees it while the sync goes on), another user asks.
    let version = 0;
    while (version === 0) {
      const snapshot = await fetch(`${url}/snapshot`, { headers: { cookie: gm.cookieHeader() } });
      version = ((await snapshot.json()) as { version: number }).version;
    }
    const list = await fetch(`${origin}/api/library/campaigns`, { headers: { cookie: other.cookieHeader() } });
    finished.push('other');

    expect(list.status).toBe(200);
    expect(version).toBeLessThan(commands.length);
    const answer = await syncing;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { version: number }).version).toBe(commands.length);
    expect(finished).toEqual(['other', 'sync']);
  });
});
