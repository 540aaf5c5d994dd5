import { npcRecordSchema } from '@skald/contract/library/npc-record';
import { spellRecordSchema } from '@skald/contract/library/spell-record';
import type { Monster } from '@skald/rules/monster/monster';
import { describe, expect, it } from 'vitest';
import { body, converted, named, sample } from './convert-sample.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('a Shieldmaiden export (version 2)', () => {
  it('maps a campaign, its encounters, NPCs and spells, every id fresh and every link rewired', async () => {
    const { format, label, library, notes, file } = await converted(sample('shieldmaiden-v2-campaign.json'));
    expect(format).toBe('shieldmaiden');
    expect(label).toBe('a Shieldmaiden export (version 2)');
    expect(library.version).toBe(2);
    const [campaign] = library.campaigns;
    expect(campaign).toMatchObject({ name: 'The Mossdeep Ledger', hk_background: 'swamp' });
    expect(campaign?.id).toMatch(UUID);

    const spell = named(library.spells, 'mire grasp');
    expect(spellRecordSchema.parse(body(spell))).toMatchObject({
      level: 2,
      school: 'conjuration',
      classes: ['druid'],
      components: ['V', 'S', 'M'],
      material: 'a fistful of bog mud',
      casting_time: '1 action',
      range: '60 feet',
      duration: 'Up to 1 minute',
      concentration: true,
      damage_at_slot_level: { '2': '2d6', '3': '3d6', '9': '9d6' },
    });

    const crone = named(library.npcs, 'bog crone');
    const parsed = npcRecordSchema.parse(body(crone));
    expect(parsed.spellcasting?.[0]).toMatchObject({
      ability: 'wisdom',
      save_dc: 12,
      spell_attack: 4,
      caster_level: 5,
      slots: { '1': 4, '2': 2 },
      spells: [
        { url: spell.id, name: 'mire grasp', level: 2 },
        { url: 'thunderwave', name: 'Thunderwave', level: 1 },
      ],
    });
    expect(notes).toContainEqual({
      kind: 'npcs',
      name: 'Bog Crone',
      reason: 'Its spell forgotten hex is not in the file, so it was left out of its spells.',
      kept: true,
    });

    expect((file as { soundboard: unknown[] }).soundboard).toEqual([
      {
        key: expect.stringMatching(UUID),
        name: 'Toll at the Rotten Bridge',
        url: 'https://open.spotify.com/playlist/4mossdeepBridge0',
        kind: 'music',
      },
      {
        key: expect.stringMatching(UUID),
        name: 'Inside the Bog Hut',
        url: 'https://www.youtube.com/watch?v=bogHutDrone',
        kind: 'music',
      },
    ]);

    const keeper = named(library.npcs, 'bridge keeper');
    const toll = named(library.encounters, 'Toll at the Rotten Bridge');
    expect(toll.campaign_id).toBe(campaign?.id);
    expect(toll.fight).toBeUndefined();
    expect(toll.weather).toEqual({ fog: 2 });
    expect(toll.xp).toEqual({ override: 300 });
    expect(toll.loot).toMatchObject({
      currency: { gp: 12, sp: 10, cp: 40, pp: 0 },
      items: [{ name: 'Brass toll token', linked_item: null }],
    });
    expect(toll.entities).toMatchObject([
      { id: keeper.id, name: 'Bridge Keeper', npc: 'custom', maxHp: 27, ac: 13 },
      { name: 'Wolf', npc: 'srd', maxHp: 11 },
    ]);

    const hut = named(library.encounters, 'Inside the Bog Hut');
    expect(hut.timestamp).toBe('2024-03-14T18:22:05.000Z');
    const fight = hut.fight as {
      state: { round: number; turn: number; currentKey: string; entities: Record<string, unknown>[] };
    };
    expect(fight.state).toMatchObject({ round: 3, turn: 2, currentKey: 'keeper' });
    expect(fight.state.entities[0]).toMatchObject({
      name: 'Bog Crone',
      curHp: 41,
      tempHp: 5,
      initiative: 17,
      conditions: { poisoned: {}, exhaustion: { level: 2 } },
    });
    expect(hut.entities).toEqual(fight.state.entities);
    expect((hut.entities as unknown[])[0]).not.toBe(fight.state.entities[0]);
    expect(fight.state.entities[1]).toMatchObject({
      transformed: { curHp: 12, maxHp: 20, maxHpMod: 0, ac: 14 },
      meters: { damage: 14, damageTaken: 18, overkill: 0, healing: 0 },
    });
    expect(hut.entities).toMatchObject([{ curHp: 41 }, { curHp: 9 }, { name: 'Drowned Ferryman', maxHp: 22 }]);
    expect(notes).toContainEqual(
      expect.objectContaining({
        kind: 'encounters',
        name: 'Inside the Bog Hut',
        reason: expect.stringContaining('Drowned Ferryman links an NPC that is not in the file'),
      }),
    );
  });
});

describe('compendium monsters in a Shieldmaiden encounter', () => {
  it('join with the stat block the caller finds by name; without one, with their own numbers and a note', async () => {
    const gloomWolf: Monster = {
      name: 'Wolf',
      size: 'medium',
      type: 'beast',
      armor_class: 12,
      hit_points: 10,
      challenge_rating: 0.25,
      strength: 11,
      dexterity: 14,
      constitution: 12,
      intelligence: 3,
      wisdom: 12,
      charisma: 6,
      actions: [{ name: 'Nip', desc: 'A quick bite.', action_list: [] }],
    };
    const asked: string[] = [];
    const srdMonster = async (name: string) => {
      asked.push(name);
      return name === 'wolf' ? gloomWolf : undefined;
    };
    const { library, notes } = await converted(sample('shieldmaiden-v2-campaign.json'), { srdMonster });
    expect(asked).toEqual(['wolf']);
    const toll = named(library.encounters, 'Toll at the Rotten Bridge');
    expect(toll.entities).toMatchObject([
      { name: 'Bridge Keeper' },
      { name: 'Wolf', npc: 'srd', maxHp: 11, ac: 12, actions: [{ name: 'Nip' }] },
    ]);
    expect(notes.filter((note) => note.name === 'Toll at the Rotten Bridge')).toEqual([
      expect.objectContaining({ reason: expect.not.stringContaining('compendium') }),
    ]);
    const without = await converted(sample('shieldmaiden-v2-campaign.json'));
    expect(without.notes).toContainEqual(
      expect.objectContaining({
        name: 'Toll at the Rotten Bridge',
        reason: expect.stringContaining('Wolf is not a compendium monster Skald knows'),
      }),
    );
  });
});

describe('older Shieldmaiden files', () => {
  it('a bare NPC: its custom spells inside it become spells, its innate spell linked', async () => {
    const { label, library, notes } = await converted(sample('shieldmaiden-npc.json'));
    expect(label).toBe('a Shieldmaiden NPC');
    const squall = named(library.spells, 'squall call');
    expect(spellRecordSchema.parse(body(squall))).toMatchObject({
      casting_time: '1 bonus action',
      range: 'Self (15-foot cone)',
      duration: 'Instantaneous',
      components: ['V'],
    });
    const gull = npcRecordSchema.parse(body(named(library.npcs, 'storm gull')));
    expect(gull).toMatchObject({
      challenge_rating: 0.25,
      speeds: { walk: 10, fly: 60 },
      skills: { perception: 6 },
      damage_vulnerabilities: ['thunder'],
      spellcasting: [
        {
          trait: 'Innate Spellcasting',
          innate: true,
          ability: 'wisdom',
          save_dc: 11,
          spells: [{ url: squall.id, limit: 1 }],
        },
      ],
    });
    expect(notes).toEqual([]);
  });

  it('a bare spell: scaling by character level', async () => {
    const { label, library, notes } = await converted(sample('shieldmaiden-spell.json'));
    expect(label).toBe('a Shieldmaiden spell');
    expect(spellRecordSchema.parse(body(named(library.spells, 'Dusk Hymn')))).toMatchObject({
      level: 0,
      classes: ['bard', 'warlock'],
      components: ['V'],
      duration: '1 round',
      damage_at_character_level: { '5': '2d6', '11': '3d6', '17': '4d6' },
    });
    expect(notes.map((note) => note.reason)).toEqual([
      'It names a material component without saying what it is, so M was left off. Its rolls (actions) have no place in a Skald spell.',
    ]);
  });

  it('the legacy list: NPCs and spells, and a note for each record that is neither', async () => {
    const { label, library, notes } = await converted(sample('shieldmaiden-legacy-list.json'));
    expect(label).toBe('a Shieldmaiden list of 1 NPC and 2 spells');
    expect(library.npcs).toHaveLength(1);
    expect(library.spells.map((spell) => spell.name)).toEqual(['Dusk Hymn', 'squall call']);
    expect(notes.filter((note) => !note.kept)).toEqual([
      { kind: 'npcs', name: 'record 3', reason: expect.stringContaining('neither an NPC'), kept: false },
      { kind: 'npcs', name: 'record 4', reason: expect.stringContaining('neither an NPC'), kept: false },
    ]);
  });

  it('a version 1 export: NPCs and spells by id', async () => {
    const { label, library } = await converted(sample('shieldmaiden-v1.json'));
    expect(label).toBe('a Shieldmaiden export (version 1)');
    const squall = named(library.spells, 'squall call');
    expect(named(library.npcs, 'storm gull').spellcasting).toMatchObject([{ spells: [{ url: squall.id }] }]);
  });
});

describe('a broken Shieldmaiden file', () => {
  it('says which record is wrong and why, and converts the rest', async () => {
    const { library, notes } = await converted(sample('shieldmaiden-broken.json'));
    expect(library.campaigns.map((campaign) => campaign.name)).toEqual(['Ashfall']);
    expect(library.npcs.map((npc) => npc.name)).toEqual(['wrong types', 'deep junk']);
    expect(library.spells.map((spell) => spell.name)).toEqual(['No Level']);
    expect(notes.filter((note) => !note.kept)).toEqual([
      { kind: 'encounters', name: 'encounters', reason: expect.stringContaining('not filed by campaign'), kept: false },
      { kind: 'spells', name: 'spell -Spell2', reason: 'It has no name, so it was left out.', kept: false },
      { kind: 'spells', name: 'spell -Spell3', reason: 'It is not a spell (an object of fields).', kept: false },
      { kind: 'npcs', name: 'NPC -Npc1', reason: 'It is not a monster (an object of fields).', kept: false },
      { kind: 'npcs', name: 'NPC -Npc2', reason: 'It has no name, so it was left out.', kept: false },
      { kind: 'campaigns', name: 'campaign -Camp1', reason: 'It has no name, so it was left out.', kept: false },
    ]);
    const wrong = npcRecordSchema.parse(body(named(library.npcs, 'wrong types')));
    expect(wrong).toMatchObject({ challenge_rating: 1, armor_class: 10, speeds: {} });
    expect(notes).toContainEqual({
      kind: 'npcs',
      name: 'Wrong Types',
      reason:
        'Taken without its walking speed, a saving throw and an action. Its armor class “thick” is not one Skald takes, so 10 is used. Its strength “{}” is not one Skald takes, so 10 is used. Its challenge rating “lots” is not one Skald takes, so 1 is used.',
      kept: true,
    });
  });
});

describe('links by harmless_key', () => {
  it('an export whose NPCs are a list links its combatants by the id each NPC carries', async () => {
    const file = {
      meta: { export_version: '2.0' },
      campaigns: { c1: { name: 'Reedmarch' } },
      npcs: [{ harmless_key: '-Mire', name: 'Mire Hag', challenge_rating: 2, walk_speed: 30, armor_class: 12 }],
      encounters: {
        c1: {
          e1: { name: 'Hag Hollow', entities: { a: { id: '-Mire', npc: 'custom', name: 'Mire Hag', maxHp: 40 } } },
        },
      },
    };
    const { library, notes } = await converted(file);
    const hag = named(library.npcs, 'mire hag');
    expect(named(library.encounters, 'Hag Hollow').entities).toMatchObject([{ id: hag.id, maxHp: 40, curHp: 40 }]);
    expect(notes).toEqual([]);
  });

  it('a companion is filed under its NPC id, with no id of its own', async () => {
    const file = {
      meta: { export_version: '2.0' },
      npcs: { '-Owl': { name: 'Moss Owl', challenge_rating: 0.25, walk_speed: 5, fly_speed: 60 } },
      encounters: {
        c1: { e1: { name: 'Night Watch', entities: { '-Owl': { entityType: 'companion', name: 'Hoot', maxHp: 4 } } } },
      },
    };
    const { library } = await converted(file);
    const owl = named(library.npcs, 'moss owl');
    expect(named(library.encounters, 'Night Watch').entities).toMatchObject([
      { id: owl.id, name: 'Hoot', npc: 'custom' },
    ]);
  });
});

describe('what an NPC was taken without', () => {
  it('is said in words, not field names', async () => {
    const npc = {
      name: 'Fog Lurker',
      challenge_rating: 1,
      walk_speed: 30,
      player_id: '-SomePlayer',
      senses: { blindsight: { blindsight: true, range: 30, comments: 'blind beyond this radius' } },
    };
    const { notes } = await converted(npc);
    expect(notes).toEqual([
      {
        kind: 'npcs',
        name: 'Fog Lurker',
        reason:
          "Taken without its blindsight note and its player, who is not in the file (so it is no longer anyone's companion).",
        kept: true,
      },
    ]);
  });
});
