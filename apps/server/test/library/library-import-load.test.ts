import { randomUUID } from 'node:crypto';
import {
  LIBRARY_FILE_FORMAT,
  LIBRARY_FILE_NOTES,
  LIBRARY_FILE_VERSION,
  LIBRARY_IO_MESSAGES,
} from '@skald/contract/library/library-io-limits';
import { describe, expect, it } from 'vitest';
import { JSON_BODY_MESSAGES } from '../../src/http/json-body.ts';
import { encountersOf, newCampaign, newEncounter, queued, sync } from '../encounters/encounter-test-helpers.ts';
import { testDatabaseName } from '../test-database.ts';
import { emberBolt, exported, importFile, type Json, KINDS, type User } from './library-import-kit.ts';
import { newUser, useLibraryApp } from './library-test-app.ts';
import { goblinBoss } from './npc-test-records.ts';

const library = useLibraryApp();

/** A paragraph, as a homebrew spell's or monster's description may be. */
const paragraph = 'The air crackles with ember and ash. '.repeat(6);

/**
 * A library file of `perKind` records of every kind with a paragraph each, linked as a GM's are, and a
 * note per campaign (at most 50).
 */
function bigLibrary(perKind: number) {
  const ids = () => Array.from({ length: perKind }, () => randomUUID());
  const [campaignIds, playerIds, npcIds] = [ids(), ids(), ids()];
  return {
    format: LIBRARY_FILE_FORMAT,
    version: LIBRARY_FILE_VERSION,
    campaigns: campaignIds.map((id, index) => ({
      id,
      name: `Campaign ${index}`,
      background: paragraph,
      players: { [playerIds[index] as string]: {} },
      companions: { [npcIds[index] as string]: {} },
    })),
    players: playerIds.map((id, index) => ({
      id,
      character_name: `Player ${index}`,
      level: 5,
      companions: [npcIds[index]],
    })),
    npcs: npcIds.map((id, index) => ({
      ...goblinBoss,
      id,
      name: `Wolf ${index}`,
      player_id: playerIds[index],
      special_abilities: [{ name: 'Pack Tactics', desc: paragraph }],
    })),
    spells: ids().map((id, index) => ({
      ...emberBolt,
      id,
      name: `Bolt ${index}`,
      desc: paragraph,
      higher_level: paragraph,
    })),
    reminders: ids().map((id, index) => ({
      id,
      title: `Reminder ${index}`,
      trigger: 'timed',
      action: 'remove',
      rounds: 3,
      notify: paragraph.slice(0, 500),
    })),
    items: ids().map((id, index) => ({ id, name: `Item ${index}`, rarity: 'rare', desc: paragraph })),
    characters: ids().map((id, index) => ({ id, character_name: `Character ${index}`, level: 3 })),
    [LIBRARY_FILE_NOTES]: campaignIds.slice(0, 50).map((campaign_id) => ({
      campaign_id,
      text: 'Session notes.',
      created: '2026-01-01T00:00:00.000Z',
      updated: '2026-01-01T00:00:00.000Z',
    })),
  };
}

/**
 * Runs `request` every 20 ms until `until` settles; answers the longest wait, in ms, from when it was
 * due to its answer. PGlite answers in promises alone, so work that never yields holds the timers too.
 */
async function longestWhile(until: Promise<unknown>, request: () => Promise<{ statusCode: number }>) {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  let longest = 0;
  while (!done) {
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const answer = await request();
    longest = Math.max(longest, performance.now() - started);
    expect(answer.statusCode).toBe(200);
  }
  return longest;
}

/** An encounter of `user` fought for `commands` commands (a hit and a heal in turn), as the export writes it. */
async function foughtEncounter(user: User, commands: number): Promise<Json> {
  const campaign = await newCampaign(user, 'Long war');
  const made = await newEncounter(user, campaign);
  const url = `${encountersOf(campaign)}/${made.id}`;
  let version = 0;
  for (let sent = 0; sent < commands; sent += 100) {
    const batch = Array.from({ length: 100 }, (_, index) =>
      queued({ type: index % 2 ? 'heal' : 'damage', target: 'h1', amount: 3, by: 'o1' }),
    );
    version = (await sync(user, url, version, batch)).version;
  }
  const [encounter] = (await exported(user)).encounters as [Json & { fight: { log: Json[] } }];
  // Every row, read a page at a time, in order.
  const seqs = encounter.fight.log.map((row) => row.seq);
  expect(seqs).toEqual(Array.from({ length: commands }, (_, index) => index + 1));
  return encounter as Json;
}

describe(`a large library import on ${testDatabaseName}`, () => {
  it("7,050 records: another user's requests are answered during the import (the longest wait printed)", async () => {
    const { app, database } = library;
    const gm = await newUser(app, database, { tierId: 'unlimited' });
    const other: User = await newUser(app, database, { label: 'other' });
    const file = bigLibrary(1000);
    const started = performance.now();
    const importing = importFile(gm, file);
    const longest = await longestWhile(importing, () => other.get('/api/library/spells'));
    const answer = await importing;
    const took = performance.now() - started;
    console.info(
      `import of 7,050 records took ${took.toFixed(0)} ms; another user's longest wait ${longest.toFixed(0)} ms`,
    );
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.json().added).toEqual({
      campaigns: 1000,
      players: 1000,
      npcs: 1000,
      spells: 1000,
      reminders: 1000,
      items: 1000,
      characters: 1000,
      [LIBRARY_FILE_NOTES]: 50,
      encounters: 0,
      soundboard: 0,
    });
    expect((await exported(gm)).npcs).toHaveLength(1000);
    // 17.8-31 s before (the import's whole time: a few statements per linked record, none yielding);
    // about 2 s after on a busy machine: its transaction's inserts, which PGlite runs one at a time.
    expect(longest).toBeLessThan(10_000);
  }, 180_000);

  it("a 19 MB file of NPCs and fights with their logs: another user's requests are answered during the import, none waiting as long as it", async () => {
    const { app, database } = library;
    const gm = await newUser(app, database, { tierId: 'unlimited' });
    const other: User = await newUser(app, database, { label: 'other' });
    const fight = await foughtEncounter(gm, 200);
    const file = {
      format: LIBRARY_FILE_FORMAT,
      version: LIBRARY_FILE_VERSION,
      campaigns: [{ id: fight.campaign_id, name: 'Long war' }],
      npcs: bigLibrary(4000).npcs.map(({ player_id: _, ...npc }) => npc),
      encounters: Array.from({ length: 30 }, (_, index) => ({ ...fight, id: randomUUID(), name: `Battle ${index}` })),
    };
    const text = JSON.stringify(file);
    const started = performance.now();
    const importing = gm.request('POST', '/api/library/import', text, { 'content-type': 'application/json' });
    const longest = await longestWhile(importing, () => other.get('/api/library/spells'));
    const answer = await importing;
    const took = performance.now() - started;
    console.info(
      `import of a ${(text.length / 1024 / 1024).toFixed(1)} MiB file (4,000 NPCs, 30 fights of 200 commands) took ${took.toFixed(0)} ms; another user's longest wait ${longest.toFixed(0)} ms`,
    );
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.json()).toMatchObject({ added: { npcs: 4000, encounters: 30 }, rejected: [], changed: [] });
    // Others are answered while it runs; what they wait for at most is the import's one transaction, which
    // PGlite runs alone (1.4-3 s here, 13 s on a machine busy with five test runs): see the module's README.
    expect(longest).toBeLessThan(took);
    expect(longest).toBeLessThan(30_000);
  }, 300_000);

  it('a second import while one runs is refused with a sentence, and imports nothing', async () => {
    const { app, database } = library;
    const first = await newUser(app, database, { tierId: 'unlimited' });
    const second = await newUser(app, database, { tierId: 'unlimited' });
    const file = bigLibrary(300);
    const answers = await Promise.all([importFile(first, file), importFile(second, file)]);
    // Whichever reaches the server's one import first runs; the other is refused.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    const [winner, loser] = answers[0]?.statusCode === 200 ? [first, second] : [second, first];
    expect(answers.find((answer) => answer.statusCode === 429)?.json().message).toBe(LIBRARY_IO_MESSAGES.anotherImport);

    const [kept, refused] = [await exported(winner), await exported(loser)];
    expect(kept.spells).toHaveLength(300);
    for (const kind of KINDS) expect(refused[kind]).toEqual([]);
    expect(refused[LIBRARY_FILE_NOTES]).toEqual([]);

    const again = await importFile(loser, bigLibrary(2));
    expect(again.statusCode, again.body.slice(0, 300)).toBe(200);
  }, 180_000);

  it('a nesting bomb is refused in well under a second, and /api/health answers meanwhile', async () => {
    const { app, database } = library;
    const gm = await newUser(app, database);
    const depth = 9 * 1024 * 1024;
    const bomb = `{"format":"${LIBRARY_FILE_FORMAT}","version":1,"spells":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const started = performance.now();
    const refusing = gm.request('POST', '/api/library/import', bomb, { 'content-type': 'application/json' });
    const longest = await longestWhile(refusing, () => app.inject({ method: 'GET', url: '/api/health' }));
    const refused = await refusing;
    const took = performance.now() - started;
    console.info(
      `a ${(bomb.length / 1024 / 1024).toFixed(0)} MiB nesting bomb was answered in ${took.toFixed(0)} ms; health's longest wait ${longest.toFixed(0)} ms`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(JSON_BODY_MESSAGES.tooDeep);
    // 0.1 s on a quiet machine, 0.5 s with the load of a full test run; seconds before the depth check.
    expect(took).toBeLessThan(2000);
    expect(longest).toBeLessThan(2000);
  }, 60_000);
});
