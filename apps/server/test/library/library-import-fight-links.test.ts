import { describe, expect, it } from 'vitest';
import { encountersOf } from '../encounters/encounter-test-helpers.ts';
import { testDatabaseName } from '../test-database.ts';
import { importFile, type Json } from './library-import-kit.ts';
import { newUser, useLibraryApp } from './library-test-app.ts';

// A fight under way in another tool's file keeps its combatants linked to the NPCs imported with it. The
// converters hand the route one combatant object in both the encounter's setup and its fight; relinking it
// twice once looked its new id up among the file's ids and unlinked every such combatant.

const library = useLibraryApp();

const stats = { strength: 14, dexterity: 12, constitution: 13, intelligence: 9, wisdom: 10, charisma: 8 };

const shieldmaiden = {
  meta: { export_version: '2.0' },
  campaigns: { '-Camp1': { name: 'Marsh of Sorrows' } },
  encounters: {
    '-Camp1': {
      '-Enc1': {
        name: 'Bog ambush',
        round: 3,
        turn: 1,
        finished: false,
        entities: {
          '-Ent1': {
            entityType: 'npc',
            npc: 'custom',
            id: '-Npc1',
            name: 'Bog Lurker',
            initiative: 18,
            maxHp: 30,
            curHp: 22,
            ac: 13,
          },
          '-Ent2': {
            entityType: 'npc',
            npc: 'custom',
            id: '-Npc2',
            name: 'Mire Hag',
            initiative: 11,
            maxHp: 45,
            curHp: 45,
            ac: 15,
          },
        },
      },
    },
  },
  npcs: {
    '-Npc1': {
      name: 'Bog Lurker',
      size: 'medium',
      type: 'monstrosity',
      challenge_rating: 2,
      armor_class: 13,
      hit_points: 30,
      ...stats,
    },
    '-Npc2': {
      name: 'Mire Hag',
      size: 'medium',
      type: 'fey',
      challenge_rating: 3,
      armor_class: 15,
      hit_points: 45,
      ...stats,
    },
  },
  spells: {},
};

async function runningFight(gm: Awaited<ReturnType<typeof newUser>>) {
  const [campaign] = (await gm.get('/api/library/campaigns')).json().results;
  const [encounter] = (await gm.get(encountersOf(campaign.id))).json().results;
  return (await gm.get(`${encountersOf(campaign.id)}/${encounter.id}/snapshot`)).json().encounter;
}

describe(`A fight under way from another tool on ${testDatabaseName}`, () => {
  it('keeps a Shieldmaiden fight’s combatants linked to the NPCs imported with it', async () => {
    const gm = await newUser(library.app, library.database);
    const imported = await importFile(gm, shieldmaiden);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().changed).toEqual([]);

    const npcs = new Map<string, string>(
      (await gm.get('/api/library/npcs')).json().results.map((npc: Json) => [npc.name, npc.id]),
    );
    const fight = await runningFight(gm);
    expect(fight.round).toBe(3);
    expect(fight.entities.map((entity: Json) => [entity.name, entity.id, entity.curHp])).toEqual([
      ['Bog Lurker', npcs.get('bog lurker'), 22],
      ['Mire Hag', npcs.get('mire hag'), 45],
    ]);
  });
});
