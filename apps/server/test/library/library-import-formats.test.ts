import { IMPORTED_ENCOUNTERS_CAMPAIGN } from '@skald/contract/library/library-io-limits';
import { describe, expect, it } from 'vitest';
import { encountersOf, newCampaign } from '../encounters/encounter-test-helpers.ts';
import { testDatabaseName } from '../test-database.ts';
import { exported, importFile, type Json, noneAdded } from './library-import-kit.ts';
import { newUser, useLibraryApp } from './library-test-app.ts';

// Other tools' files through the import route, one small file a format, written here from the formats'
// public descriptions (../shared/formats/README.md). The converters' own tests are in packages/importers.

const library = useLibraryApp();

const stats = { strength: 12, dexterity: 14, constitution: 12, intelligence: 10, wisdom: 11, charisma: 9 };

/** Shieldmaiden's version 2 export of a campaign: its encounter's combatant is the file's NPC. */
const shieldmaiden = {
  meta: { export_version: '2.0' },
  campaigns: { '-Camp1': { name: 'Saltmarsh', background: 'A fishing town.' } },
  encounters: {
    '-Camp1': {
      '-Enc1': {
        name: 'Smugglers in the cave',
        round: 0,
        turn: 0,
        finished: false,
        entities: {
          '-Ent1': { id: '-Npc1', name: 'Smuggler', entityType: 'npc', npc: 'custom', ac: 12, maxHp: 11, curHp: 11 },
        },
      },
    },
  },
  npcs: {
    '-Npc1': {
      name: 'Smuggler',
      size: 'medium',
      type: 'humanoid',
      challenge_rating: 0.5,
      armor_class: 12,
      hit_points: 11,
      ...stats,
    },
  },
  spells: {},
};

/** Improved Initiative's whole store: one creature and a saved encounter of it. */
const improvedInitiative = {
  Creatures: '["bog-hag"]',
  'Creatures.bog-hag': JSON.stringify({
    Id: 'bog-hag',
    Name: 'Bog Hag',
    Type: 'Medium fey, neutral evil',
    HP: { Value: 45, Notes: '(7d8 + 14)' },
    AC: { Value: 15, Notes: '(natural armor)' },
    InitiativeModifier: 1,
    Abilities: { Str: 16, Dex: 12, Con: 14, Int: 12, Wis: 13, Cha: 14 },
    Challenge: '2',
  }),
  SavedEncounters: '["hag-night"]',
  'SavedEncounters.hag-night': JSON.stringify({
    Name: 'Night of the hag',
    Combatants: [
      {
        StatBlock: { Id: 'bog-hag', Name: 'Bog Hag', HP: { Value: 45 }, AC: { Value: 15 }, Challenge: '2' },
        CurrentHP: 45,
        Initiative: 0,
      },
    ],
  }),
};

/** A 5e-database monster, as the SRD's files hold them. */
const fiveEDatabase = {
  index: 'reed-stalker',
  name: 'Reed Stalker',
  size: 'Medium',
  type: 'monstrosity',
  alignment: 'unaligned',
  armor_class: [{ type: 'natural', value: 13 }],
  hit_points: 26,
  hit_dice: '4d8',
  speed: { walk: '30 ft.', swim: '30 ft.' },
  ...stats,
  proficiencies: [{ value: 4, proficiency: { index: 'skill-stealth' } }],
  challenge_rating: 1,
  actions: [{ name: 'Bite', desc: 'Melee Weapon Attack: +4 to hit.', attack_bonus: 4 }],
};

/** An Open5e page of one monster. */
const open5e = {
  count: 1,
  results: [
    {
      slug: 'dune-skitter',
      name: 'Dune Skitter',
      size: 'Small',
      type: 'Beast',
      alignment: 'unaligned',
      armor_class: 12,
      hit_points: 9,
      hit_dice: '2d6+2',
      speed: { walk: 40, burrow: 10 },
      ...stats,
      challenge_rating: '1/4',
      damage_resistances: 'fire',
      actions: [{ name: 'Claw', desc: 'Melee Weapon Attack.', attack_bonus: 3, damage_dice: '1d4+1' }],
    },
  ],
};

describe(`other tools' files through the import route on ${testDatabaseName}`, () => {
  it('a Shieldmaiden export: its campaign, its NPC and its encounter, the combatant linked to the NPC', async () => {
    const gm = await newUser(library.app, library.database);
    const answer = await importFile(gm, shieldmaiden);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      format: 'shieldmaiden',
      added: { ...noneAdded, campaigns: 1, npcs: 1, encounters: 1 },
      rejected: [],
    });
    const file = await exported(gm);
    const [npc] = file.npcs;
    expect(file.encounters).toMatchObject([
      {
        name: 'Smugglers in the cave',
        campaign_id: file.campaigns[0]?.id,
        entities: [{ name: 'Smuggler', id: npc?.id, npc: 'custom' }],
      },
    ]);
  });

  it('an Improved Initiative store: the creature as an NPC, its saved encounter in the campaign chosen', async () => {
    const gm = await newUser(library.app, library.database);
    const campaign = await newCampaign(gm, 'Hag hunt');
    const preview = await gm.post(`/api/library/import?dryRun=true&campaign=${campaign}`, improvedInitiative);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      dryRun: true,
      format: 'improved-initiative',
      added: { ...noneAdded, npcs: 1, encounters: 1 },
    });
    const answer = await gm.post(`/api/library/import?campaign=${campaign}`, improvedInitiative);
    expect(answer.json()).toMatchObject({ added: { ...noneAdded, npcs: 1, encounters: 1 } });
    const listed = (await gm.get(encountersOf(campaign))).json();
    expect(listed.results.map((one: Json) => one.name)).toEqual(['Night of the hag']);
    expect((await exported(gm)).campaigns.map((one) => one.name)).not.toContain(IMPORTED_ENCOUNTERS_CAMPAIGN);
  });

  it('a 5e-database monster becomes an NPC', async () => {
    const gm = await newUser(library.app, library.database);
    const answer = await importFile(gm, fiveEDatabase);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ format: '5e-database', added: { ...noneAdded, npcs: 1 }, rejected: [] });
    expect((await exported(gm)).npcs).toMatchObject([{ name: 'reed stalker', armor_class: 13, hit_points: 26 }]);
  });

  it('an Open5e page of monsters becomes NPCs', async () => {
    const gm = await newUser(library.app, library.database);
    const answer = await importFile(gm, open5e);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ format: 'open5e', added: { ...noneAdded, npcs: 1 }, rejected: [] });
    expect((await exported(gm)).npcs).toMatchObject([{ name: 'dune skitter', challenge_rating: 0.25 }]);
  });
});
