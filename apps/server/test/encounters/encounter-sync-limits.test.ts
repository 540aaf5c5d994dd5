import { ENCOUNTER_LOG_PAGE } from '@skald/contract/library/encounter-log-limits';
import { MAX_ENCOUNTER_ENTITIES } from '@skald/contract/library/encounter-record';
import { ENCOUNTER_LIMIT_MESSAGES } from '@skald/rules/encounter/encounter-limits';
import { describe, expect, it } from 'vitest';
import { JSON_BODY_MESSAGES } from '../../src/http/json-body.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import { encountersOf, newCampaign, newEncounter, orc, queued, sync } from './encounter-test-helpers.ts';

const context = useLibraryApp();

async function freshEncounter(entities = [orc('o1'), orc('o2')]) {
  const gm = await newUser(context.app, context.database);
  const campaignId = await newCampaign(gm);
  const encounter = await newEncounter(gm, campaignId, { entities });
  return { gm, url: `${encountersOf(campaignId)}/${encounter.id}` };
}

const outcomesOf = (answer: { outcomes: { outcome: string; error: string | null }[] }) =>
  answer.outcomes.map(({ outcome, error }) => [outcome, error]);

describe(`a sync is held to the encounter's limits, on ${testDatabaseName}`, () => {
  it(`adding combatants stops at the builder's ${MAX_ENCOUNTER_ENTITIES}, one by one or in a batch`, async () => {
    const start = Array.from({ length: MAX_ENCOUNTER_ENTITIES - 2 }, (_, i) => orc(`o${i}`));
    const { gm, url } = await freshEncounter(start);
    const joining = (key: string) => ({ type: 'add-entity', entity: orc(key) });
    const answer = await sync(gm, url, 0, [
      queued({ type: 'batch', commands: [joining('a1'), joining('a2'), joining('a3')] }),
      queued(joining('b1')),
      queued(joining('b2')),
      queued(joining('b3')),
    ]);
    const tooMany = ENCOUNTER_LIMIT_MESSAGES.tooManyCombatants;
    expect(outcomesOf(answer)).toEqual([
      ['refused', tooMany],
      ['applied', null],
      ['applied', null],
      ['refused', tooMany],
    ]);
    const read = (await gm.get(url)).json();
    expect(read.encounter.entities).toHaveLength(MAX_ENCOUNTER_ENTITIES);
  });

  it('impossible amounts are refused in words and never reach the fight, its meters or its log', async () => {
    const { gm, url } = await freshEncounter();
    const answer = await sync(gm, url, 0, [
      queued({ type: 'heal', target: 'o1', amount: -7, by: 'o2' }),
      queued({ type: 'damage', target: 'o1', amount: -7, by: 'o2' }),
      queued({ type: 'damage', target: 'o1', amount: 1e308, by: 'o2' }),
      queued({ type: 'set-initiative', key: 'o1', initiative: -1e308 }),
    ]);
    for (const [outcome, error] of outcomesOf(answer)) {
      expect(outcome).toBe('refused');
      expect(error).toMatch(/must be a number from -?[\d,]+ to 1,000,000$/);
    }
    const read = (await gm.get(url)).json();
    expect(read.log).toEqual([]);
    expect(read.encounter.entities[1].meters).toEqual(orc('o2').meters);
  });

  it('unknown fields are refused in commands and dropped from joining combatants; texts have a length', async () => {
    const { gm, url } = await freshEncounter();
    const stowaway = { ...orc('o3'), payload: 'x'.repeat(10_000) };
    const answer = await sync(gm, url, 0, [
      queued({ type: 'damage', target: 'o1', amount: 2, by: null, payload: 'x'.repeat(10_000) }),
      queued({ type: 'add-entity', entity: { ...orc('o4'), name: 'n'.repeat(5000) } }),
      queued({ type: 'kill', key: 'k'.repeat(5000) }),
      queued({ type: 'add-entity', entity: stowaway }),
    ]);
    expect(outcomesOf(answer)).toEqual([
      ['refused', 'Command "damage": payload is not a field Skald keeps'],
      ['refused', 'Command "add-entity": entity.name must be text of at most 100 characters'],
      ['refused', 'Command "kill": key must be text of 1 to 100 characters'],
      ['applied', null],
    ]);
    const read = await gm.get(url);
    expect(read.json().encounter.entities[2]).toMatchObject({ key: 'o3' });
    expect(read.body).not.toContain('payload');
  });

  it('JSON nested 5,000 deep is a 400 with a sentence, before anything is applied', async () => {
    const { gm, url } = await freshEncounter();
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const command = `{"type":"damage","target":"o1","amount":1,"by":null,"deep":${deep}}`;
    const item = JSON.stringify(queued({ type: 'start' })).replace('{"type":"start"}', command);
    const response = await gm.request('POST', `${url}/commands`, `{"baseVersion":0,"commands":[${item}]}`, {
      'content-type': 'application/json',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(JSON_BODY_MESSAGES.tooDeep);
    expect((await gm.get(url)).json().version).toBe(0);
  });

  it('a read answers the newest page of the log, and earlier pages are read by the oldest id held', async () => {
    const { gm, url } = await freshEncounter();
    // Combatants with long stat blocks (19,000 characters each, within the limits), then hits on all of
    // them at once: each batch logs every one of them before and after, some 1.5 MB, so the log (some
    // 7 MB) is more than one page holds.
    const ability = (i: number) => ({ name: `Trait ${i}`, desc: `${i}`.repeat(9_500), action_list: [] });
    const big = (key: string) => orc(key, { special_abilities: [ability(1), ability(2)] });
    const keys = Array.from({ length: 40 }, (_, i) => `big${i}`);
    const joinings = keys.map((key) => queued({ type: 'add-entity', entity: big(key) }));
    const hits = Array.from({ length: 4 }, () =>
      queued({ type: 'batch', commands: keys.map((target) => ({ type: 'damage', target, amount: 1, by: null })) }),
    );
    let version = 0;
    for (const part of [joinings.slice(0, 20), joinings.slice(20), hits]) {
      version = (await sync(gm, url, version, part)).version;
    }
    const logged = [...joinings, ...hits];
    const read = await gm.get(url);
    const newest = read.json();
    expect(newest.earlierLog).toBe(true);
    expect(newest.log.length).toBeLessThan(logged.length);
    expect(read.body.length).toBeLessThan(ENCOUNTER_LOG_PAGE.characters + 3_000_000);
    expect((await gm.get(`${url}/snapshot`)).json().log).toEqual(newest.log);

    let ids: string[] = newest.log.map((line: { id: string }) => line.id);
    let earlier = true;
    while (earlier) {
      const page = await gm.get(`${url}/log?before=${ids[0]}`);
      expect(page.statusCode, page.body).toBe(200);
      ids = [...page.json().log.map((line: { id: string }) => line.id), ...ids];
      earlier = page.json().earlier;
    }
    expect(ids).toEqual(logged.map((command) => command.id));
    const unknown = await gm.get(`${url}/log?before=00000000-0000-4000-8000-000000000000`);
    expect(unknown.statusCode).toBe(404);
  });

  it(`a long fight's read answers its newest ${ENCOUNTER_LOG_PAGE.entries} entries`, async () => {
    const { gm, url } = await freshEncounter([orc('o1', { maxHp: 9999, curHp: 9999 })]);
    const hits = Array.from({ length: ENCOUNTER_LOG_PAGE.entries + 1 }, () =>
      queued({ type: 'damage', target: 'o1', amount: 1, by: null }),
    );
    let version = 0;
    for (let start = 0; start < hits.length; start += 200) {
      version = (await sync(gm, url, version, hits.slice(start, start + 200))).version;
    }
    const newest = (await gm.get(url)).json();
    expect(newest.earlierLog).toBe(true);
    expect(newest.log.map((line: { id: string }) => line.id)).toEqual(hits.slice(1).map((hit) => hit.id));
    const first = (await gm.get(`${url}/log?before=${hits[1]?.id}`)).json();
    expect(first).toEqual({
      log: [{ id: hits[0]?.id, entry: expect.objectContaining({ type: 'damage' }) }],
      earlier: false,
    });
  });
});
