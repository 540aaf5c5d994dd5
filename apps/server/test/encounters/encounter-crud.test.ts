import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { describe, expect, it } from 'vitest';
import { Browser } from '../accounts/account-test-app.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import { encountersOf, hero, newCampaign, newEncounter, orc, queued, sync } from './encounter-test-helpers.ts';

const context = useLibraryApp();

describe(`saved encounters: create, read, save, list, delete, clone, on ${testDatabaseName}`, () => {
  it('the owner makes an encounter at version 0, reads it whole and lists it oldest first', async () => {
    const gm = await newUser(context.app, context.database);
    const campaignId = await newCampaign(gm);
    const first = await newEncounter(gm, campaignId, { loot: { currency: 250 }, xp: { override: 900 } });
    expect(first).toMatchObject({
      campaign_id: campaignId,
      name: 'Ambush at the bridge',
      version: 0,
      log: [],
      // A copper total, as an older client sends it, is kept as the coins it always showed.
      loot: { currency: { pp: 0, gp: 2, sp: 5, cp: 0 }, items: [] },
      weather: {},
      xp: { override: 900 },
      encounter: { name: 'Ambush at the bridge', round: 0, turn: 0, finished: false },
    });
    expect(first.encounter.entities.map((entity: { key: string }) => entity.key)).toEqual(['o1', 'o2', 'h1']);
    const second = await newEncounter(gm, campaignId, { name: 'The crypt', entities: [] });

    const read = await gm.get(`${encountersOf(campaignId)}/${first.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(first);

    const list = (await gm.get(encountersOf(campaignId))).json();
    expect(list.count).toBe(2);
    expect(list.results).toEqual([
      {
        id: first.id,
        name: 'Ambush at the bridge',
        round: 0,
        turn: 0,
        finished: false,
        entity_count: 3,
        timestamp: first.timestamp,
      },
      {
        id: second.id,
        name: 'The crypt',
        round: 0,
        turn: 0,
        finished: false,
        entity_count: 0,
        timestamp: second.timestamp,
      },
    ]);

    // Finishing one moves it to the finished list; deleting the finished ones leaves the other.
    await sync(gm, `${encountersOf(campaignId)}/${second.id}`, 0, [queued({ type: 'finish' })]);
    expect(
      (await gm.get(`${encountersOf(campaignId)}?finished=true`)).json().results.map((r: { id: string }) => r.id),
    ).toEqual([second.id]);
    expect(
      (await gm.get(`${encountersOf(campaignId)}?finished=false`)).json().results.map((r: { id: string }) => r.id),
    ).toEqual([first.id]);
    expect((await gm.get(`${encountersOf(campaignId)}?finished=maybe`)).json().message).toBe(
      'finished: finished is true or false.',
    );
    const removed = await gm.request('DELETE', `${encountersOf(campaignId)}/finished`);
    expect(removed.json()).toEqual({ deleted: 1 });
    expect((await gm.get(encountersOf(campaignId))).json().count).toBe(1);

    expect((await gm.request('DELETE', `${encountersOf(campaignId)}/${first.id}`)).statusCode).toBe(204);
    expect((await gm.get(`${encountersOf(campaignId)}/${first.id}`)).statusCode).toBe(404);
    expect((await gm.request('DELETE', `${encountersOf(campaignId)}/${first.id}`)).statusCode).toBe(404);
  });

  it('a setup the engine refuses is a 400 with its sentence', async () => {
    const gm = await newUser(context.app, context.database);
    const campaignId = await newCampaign(gm);
    const bad = await gm.post(encountersOf(campaignId), { name: 'Bad', entities: [orc('o1', { curHp: 99 })] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('current hit points must be between 0 and 15');
    const twins = await gm.post(encountersOf(campaignId), { name: 'Twins', entities: [orc('o1'), orc('o1')] });
    expect(twins.statusCode).toBe(400);
    expect(twins.json().message).toContain('Two combatants share a key');
  });

  it('saving the builder bumps the version; a save over a newer version is a 409 that says so', async () => {
    const gm = await newUser(context.app, context.database);
    const campaignId = await newCampaign(gm);
    const encounter = await newEncounter(gm, campaignId);
    const url = `${encountersOf(campaignId)}/${encounter.id}`;
    const saved = await gm.request('PUT', url, {
      version: 0,
      name: 'Ambush, revised',
      entities: [orc('o1'), hero('h1')],
      weather: { fog: 2 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, name: 'Ambush, revised', weather: { fog: 2 } });
    expect(saved.json().encounter.entities).toHaveLength(2);

    const stale = await gm.request('PUT', url, { version: 0, name: 'Lost edit', entities: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'This encounter changed since you opened it (version 0; it is now at version 1). Reload it to see the changes, then save again.',
    );
    expect((await gm.get(url)).json().name).toBe('Ambush, revised');
  });

  it('a clone is a new encounter, reset, named "(copy)", with an empty log', async () => {
    const gm = await newUser(context.app, context.database);
    const campaignId = await newCampaign(gm);
    const source = await newEncounter(gm, campaignId, { loot: { currency: { sp: 12 } } });
    const url = `${encountersOf(campaignId)}/${source.id}`;
    await sync(gm, url, 0, [queued({ type: 'start' }), queued({ type: 'damage', target: 'o1', amount: 4, by: null })]);
    const clone = await gm.post(`${url}/clone`);
    expect(clone.statusCode, clone.body).toBe(201);
    expect(clone.json()).toMatchObject({
      name: 'Ambush at the bridge (copy)',
      version: 0,
      log: [],
      loot: { currency: { pp: 0, gp: 0, sp: 12, cp: 0 } },
    });
    expect(clone.json().id).not.toBe(source.id);
    expect(clone.json().encounter).toMatchObject({ round: 0, turn: 0, finished: false });
    expect(clone.json().encounter.entities[0]).toMatchObject({ key: 'o1', curHp: 15 });
  });

  it('another user gets 404, anonymous 401; an admin may read but never write', async () => {
    const owner = await newUser(context.app, context.database);
    const other = await newUser(context.app, context.database);
    const admin = await newUser(context.app, context.database, { admin: true });
    const campaignId = await newCampaign(owner);
    const encounter = await newEncounter(owner, campaignId);
    const list = encountersOf(campaignId);
    const url = `${list}/${encounter.id}`;
    const setup = { version: 0, name: 'Mine now', entities: [] };

    for (const stranger of [other, admin]) {
      expect((await stranger.post(list, { name: 'Intruder' })).statusCode).toBe(404);
      expect((await stranger.request('PUT', url, setup)).statusCode).toBe(404);
      expect((await stranger.request('DELETE', url)).statusCode).toBe(404);
      expect((await stranger.request('DELETE', `${list}/finished`)).statusCode).toBe(404);
      expect((await stranger.post(`${url}/clone`)).statusCode).toBe(404);
      expect(
        (await stranger.post(`${url}/commands`, { baseVersion: 0, commands: [queued({ type: 'start' })] })).statusCode,
      ).toBe(404);
      expect((await stranger.post(`${url}/award`, { xp: false })).statusCode).toBe(404);
    }
    for (const path of [list, url, `${url}/snapshot`]) {
      expect((await other.get(path)).statusCode, path).toBe(404);
      expect((await new Browser(context.app).get(path)).statusCode, path).toBe(401);
      expect((await admin.get(path)).statusCode, path).toBe(200);
    }
    expect((await new Browser(context.app).post(list, { name: 'Nobody' })).statusCode).toBe(401);
    // An encounter is named under its own campaign only.
    const elsewhere = await newCampaign(owner, 'Elsewhere');
    expect((await owner.get(`${encountersOf(elsewhere)}/${encounter.id}`)).statusCode).toBe(404);
    expect((await owner.get(url)).json()).toEqual(encounter);
  });

  it("the tier's encounter slots count per campaign: the Free tier's 10 fill one campaign, not the next", async () => {
    const gm = await newUser(context.app, context.database);
    const full = await newCampaign(gm, 'Full');
    for (let i = 0; i < 10; i++) await newEncounter(gm, full, { name: `Fight ${i}`, entities: [] });
    const refused = await gm.post(encountersOf(full), { name: 'One too many' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LIBRARY_MESSAGES.notEnoughSlots);
    const first = (await gm.get(encountersOf(full))).json().results[0].id;
    expect((await gm.post(`${encountersOf(full)}/${first}/clone`)).json().message).toBe(
      LIBRARY_MESSAGES.notEnoughSlots,
    );
    expect((await gm.get('/api/me/overview')).json().counts.encounters).toBe(10);

    const other = await newCampaign(gm, 'Other');
    expect((await gm.post(encountersOf(other), { name: 'Fresh start' })).statusCode).toBe(201);
    // Deleting the campaign takes its encounters with it, and frees its slots.
    expect((await gm.request('DELETE', `/api/library/campaigns/${full}`)).statusCode).toBe(204);
    expect((await gm.get('/api/me/overview')).json().counts.encounters).toBe(1);
  });
});
