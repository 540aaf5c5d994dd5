import type { EncounterCommand } from '@skald/rules/encounter/commands';
import { createEncounter } from '@skald/rules/encounter/encounter';
import { applyCommand } from '@skald/rules/encounter/reducer';
import { describe, expect, it } from 'vitest';
import { SYNC_MESSAGES } from '../../src/modules/encounters/apply-queued.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { adminDatabaseUrl, testDatabaseName } from '../test-database.ts';
import { encountersOf, newCampaign, newEncounter, queued, queuedUndo, sync } from './encounter-test-helpers.ts';

const context = useLibraryApp();

async function freshEncounter() {
  const gm = await newUser(context.app, context.database);
  const campaignId = await newCampaign(gm);
  const encounter = await newEncounter(gm, campaignId);
  return { gm, encounter, url: `${encountersOf(campaignId)}/${encounter.id}` };
}

describe(`syncing the runner's commands, on ${testDatabaseName}`, () => {
  it('applies commands in order, one version each, and answers no snapshot when the browser is in step', async () => {
    const { gm, url } = await freshEncounter();
    const commands = [
      queued({ type: 'set-initiative', key: 'o1', initiative: 15 }),
      queued({ type: 'start' }),
      queued({ type: 'damage', target: 'o1', amount: 6, by: 'h1' }),
    ];
    const answer = await sync(gm, url, 0, commands);
    expect(answer).toEqual({
      version: 3,
      snapshot: null,
      outcomes: commands.map((command, i) => ({ id: command.id, outcome: 'applied', version: i + 1, error: null })),
    });
    const read = (await gm.get(url)).json();
    expect(read.version).toBe(3);
    expect(read.encounter.round).toBe(1);
    expect(read.encounter.entities[0]).toMatchObject({ key: 'o1', curHp: 9 });
    expect(read.log.map((line: { id: string }) => line.id)).toEqual(commands.map((command) => command.id));
    expect(read.log[2].entry).toMatchObject({
      type: 'damage',
      by: 'h1',
      target: 'o1',
      amount: 6,
      at: 1_700_000_000_000,
    });
    expect((await gm.get(`${url}/snapshot`)).json()).toEqual({ version: 3, encounter: read.encounter, log: read.log });
  });

  it('a resent command is a duplicate with its version and is not applied twice', async () => {
    const { gm, url } = await freshEncounter();
    const hit = queued({ type: 'damage', target: 'o2', amount: 5, by: null });
    await sync(gm, url, 0, [hit]);
    const again = await sync(gm, url, 0, [hit, queued({ type: 'damage', target: 'o2', amount: 1, by: null })]);
    expect(again.outcomes.map((o: { outcome: string; version: number }) => [o.outcome, o.version])).toEqual([
      ['duplicate', 1],
      ['applied', 2],
    ]);
    // Not in step (one was a duplicate): the snapshot to rebase on comes with the answer.
    expect(again.snapshot.version).toBe(2);
    expect(again.snapshot.encounter.entities[1]).toMatchObject({ key: 'o2', curHp: 9 });
    expect(again.snapshot.log).toHaveLength(2);
  });

  it("a command the engine refuses is 'refused' with its sentence, stores nothing, and the rest still apply", async () => {
    const { gm, url } = await freshEncounter();
    const junk = [
      queued({ type: 'damage', target: 'nobody', amount: 3, by: null }),
      queued({ type: 'no-such-command' }),
      queued({ type: 'damage', target: 'o1', amount: 'lots', by: null }),
      queued({ type: 'set-death-save', key: 'h1', index: 'x', result: 'success' }),
      queued({ type: 'add-condition', key: 'o1', condition: 'bored' }),
    ];
    const answer = await sync(gm, url, 0, [...junk, queued({ type: 'kill', key: 'o1' })]);
    const refused = answer.outcomes.slice(0, junk.length);
    for (const outcome of refused) {
      expect(outcome).toMatchObject({ outcome: 'refused', version: null });
      expect(typeof outcome.error).toBe('string');
    }
    expect(refused[1].error).toBe('Unknown command "no-such-command"');
    expect(answer.outcomes[junk.length]).toMatchObject({ outcome: 'applied', version: 1 });
    expect(answer.snapshot.version).toBe(1);
    expect(answer.snapshot.log).toHaveLength(1);
    const body = await gm.post(`${url}/commands`, { baseVersion: 0, commands: [] });
    expect(body.statusCode).toBe(400);
  });

  it('two clients interleaving converge: the one behind gets the snapshot to rebase on', async () => {
    const { gm, url } = await freshEncounter();
    const first = await sync(gm, url, 0, [queued({ type: 'damage', target: 'o1', amount: 2, by: null })]);
    expect(first.snapshot).toBeNull();
    // The second tab still holds version 0.
    const second = await sync(gm, url, 0, [queued({ type: 'damage', target: 'o1', amount: 3, by: null })]);
    expect(second.outcomes[0]).toMatchObject({ outcome: 'applied', version: 2 });
    expect(second.version).toBe(2);
    expect(second.snapshot.encounter.entities[0].curHp).toBe(10);
    // The first tab, in step again after reading, sees the same fight.
    const snapshot = (await gm.get(`${url}/snapshot`)).json();
    expect(snapshot).toEqual(second.snapshot);
  });

  it('an undo goes through sync: the entry leaves the log, the fight goes back, and it cannot be undone twice', async () => {
    const { gm, url } = await freshEncounter();
    const hit = queued({ type: 'damage', target: 'o1', amount: 7, by: null });
    const heal = queued({ type: 'heal', target: 'o1', amount: 1, by: null });
    await sync(gm, url, 0, [hit, heal]);
    const undo = queuedUndo(hit.id);
    const answer = await sync(gm, url, 2, [undo]);
    expect(answer).toMatchObject({ version: 3, snapshot: null, outcomes: [{ outcome: 'applied', version: 3 }] });
    const read = (await gm.get(url)).json();
    expect(read.encounter.entities[0].curHp).toBe(15);
    expect(read.log.map((line: { id: string }) => line.id)).toEqual([heal.id]);

    const twice = await sync(gm, url, 3, [queuedUndo(hit.id), queuedUndo(undo.id)]);
    expect(twice.outcomes.map((o: { error: string }) => o.error)).toEqual([
      SYNC_MESSAGES.entryGone,
      SYNC_MESSAGES.entryGone,
    ]);
    expect(twice.snapshot.version).toBe(3);
  });

  it('100 commands in batches give, on a fresh read, exactly the fight the engine makes of them locally', async () => {
    const { gm, encounter, url } = await freshEncounter();
    const commands: EncounterCommand[] = [{ type: 'start' }];
    const targets = ['o1', 'o2', 'h1'];
    for (let i = 1; i < 100; i++) {
      const target = targets[i % 3] as string;
      if (i % 10 === 0) commands.push({ type: 'next-turn' });
      else if (i % 7 === 0) commands.push({ type: 'heal', target, amount: 3, by: null });
      else if (i % 5 === 0) commands.push({ type: 'add-condition', key: target, condition: 'prone' });
      else commands.push({ type: 'damage', target, amount: 1 + (i % 4), by: targets[(i + 1) % 3] as string });
    }
    const batch = commands.map((command, i) => queued(command, 1_700_000_000_000 + i));
    let local = createEncounter(encounter.encounter.entities, encounter.name);
    const localLog = [];
    for (const item of batch) {
      const result = applyCommand(local, (item.action as { command: EncounterCommand }).command, {
        at: item.at,
        automate: true,
      });
      if (result.ok) {
        local = result.encounter;
        localLog.push({ id: item.id, entry: result.entry });
      }
    }
    let version = 0;
    for (let start = 0; start < batch.length; start += 30) {
      const answer = await sync(gm, url, version, batch.slice(start, start + 30));
      version = answer.version;
    }
    const read = (await gm.get(url)).json();
    expect(read.version).toBe(localLog.length);
    expect(read.encounter).toEqual(JSON.parse(JSON.stringify(local)));
    expect(read.log).toEqual(JSON.parse(JSON.stringify(localLog)));
  });

  it('a batch on a finished, reset encounter applies too', async () => {
    const { gm, url } = await freshEncounter();
    const answer = await sync(gm, url, 0, [queued({ type: 'finish' }), queued({ type: 'reset' })]);
    expect(answer.snapshot).toBeNull();
    expect((await gm.get(url)).json().encounter).toMatchObject({ finished: false, round: 0 });
  });
});

/**
 * Each command locks the encounter's row (`apply-queued.ts`). PGlite runs one transaction at a time, so
 * there two syncs could never collide even without the lock: only PostgreSQL's pool shows it holds.
 */
describe.runIf(adminDatabaseUrl)('two runners syncing one encounter at once, on PostgreSQL', () => {
  it('two syncs at once take turns on the encounter: every command applied once, each with its own version', async () => {
    const { gm, url } = await freshEncounter();
    const hits = (target: string) =>
      Array.from({ length: 12 }, () => queued({ type: 'damage', target, amount: 1, by: null }));
    const [left, right] = await Promise.all([sync(gm, url, 0, hits('o1')), sync(gm, url, 0, hits('o2'))]);
    const versions = [...left.outcomes, ...right.outcomes].map((outcome: { version: number }) => outcome.version);
    expect(versions.sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    const read = (await gm.get(url)).json();
    expect(read.version).toBe(24);
    expect(read.log).toHaveLength(24);
    expect(read.encounter.entities.slice(0, 2).map((entity: { curHp: number }) => entity.curHp)).toEqual([3, 3]);
  });
});
