import { readFileSync } from 'node:fs';
import { LIBRARY_FILE_FORMAT } from '@skald/contract/library/library-io-limits';
import { npcRecordSchema } from '@skald/contract/library/npc-record';
import { describe, expect, it } from 'vitest';
import { NOT_A_MONSTER } from '../../src/json/read-json-stat-block.ts';
import { readStatBlock } from '../../src/read-stat-block.ts';
import type { StatBlockReading } from '../../src/stat-block-reading.ts';

/** Our own sample files, written from the formats' published fields (`../shared/formats/README.md`). */
function sample(name: string): string {
  return readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');
}

function readSample(name: string) {
  return readOk(sample(name));
}

function readOk(text: string): Extract<StatBlockReading, { ok: true }> {
  const reading = readStatBlock(text);
  if (!reading.ok) throw new Error(`expected a monster, got "${reading.message}"`);
  expect(npcRecordSchema.safeParse(reading.monster).success).toBe(true);
  return reading;
}

function unreadPaths(reading: Extract<StatBlockReading, { ok: true }>): Array<string | undefined> {
  return reading.unread.map((entry) => entry.path);
}

describe('JSON from Skald', () => {
  it('an NPC as "Download as JSON" writes it comes back whole, its rolls included, nothing unread', () => {
    const reading = readSample('skald-npc.json');
    expect(reading.layout).toBe('skald-json');
    expect(reading.unread).toEqual([]);
    expect(reading.monster).toMatchObject({
      name: 'cinder stoat',
      armor_class: 13,
      hit_dice: '4d6+4',
      speeds: { walk: 40, climb: 20 },
      saving_throws: { dexterity: 5 },
      damage_resistances: ['fire'],
    });
    expect(reading.monster.actions?.[1]).toMatchObject({
      name: 'Spark Spray',
      recharge: '6',
      action_list: [{ type: 'save', save_dc: 11, save_ability: 'dexterity' }],
    });
  });

  it('wrong types are clamped or left out, each listed with where it was and why', () => {
    const reading = readSample('skald-npc-wrong-types.json');
    expect(reading.monster).toMatchObject({
      name: 'bog wisp',
      size: 'medium',
      type: 'beast',
      armor_class: 10,
      hit_points: 9999,
      strength: 10,
      dexterity: 99,
      challenge_rating: 1,
      languages: [],
    });
    // The entry without a name and the roll of an unknown damage type go; the entries around them stay.
    expect(reading.monster.actions?.map((entry) => entry.name)).toEqual(['Flicker', 'Chill Touch']);
    expect(reading.monster.actions?.[1]?.action_list?.[0]?.rolls).toEqual([]);
    expect(unreadPaths(reading)).toEqual(
      expect.arrayContaining([
        'mood',
        'speeds',
        'languages',
        'actions.1.name',
        'armor_class',
        'size',
        'challenge_rating',
      ]),
    );
    expect(reading.unread.find((entry) => entry.path === 'mood')).toEqual({
      line: 28,
      path: 'mood',
      text: 'mood: gloomy (not a field of an NPC)',
    });
    expect(reading.unread.find((entry) => entry.path === 'armor_class')?.text).toBe(
      'armor_class: very high (using 10)',
    );
  });

  it('a library export gives its first NPC, noting the others', () => {
    const npc = JSON.parse(sample('skald-npc.json'));
    const file = {
      format: LIBRARY_FILE_FORMAT,
      version: 1,
      campaigns: [],
      npcs: [
        { id: 'a', ...npc },
        { ...npc, name: 'x' },
      ],
    };
    const reading = readOk(JSON.stringify(file));
    expect(reading.layout).toBe('skald-json');
    expect(reading.monster.name).toBe('cinder stoat');
    expect(unreadPaths(reading)).toEqual(['']);
  });
});

describe('JSON from Shieldmaiden', () => {
  it('an NPC: speeds, flagged senses, proficient saves (an empty one unread) and skills (expertise doubled, modifiers added)', () => {
    const reading = readSample('shieldmaiden-npc.json');
    expect(reading.layout).toBe('shieldmaiden-json');
    expect(reading.monster).toMatchObject({
      name: 'reedback troll',
      speeds: { walk: 30, swim: 30 },
      senses: { darkvision: 60, blindsight: 10 },
      saving_throws: { constitution: 6, dexterity: 3 },
      skills: { perception: 3, athletics: 8 },
      skills_expertise: ['athletics'],
      damage_vulnerabilities: ['fire'],
      legendary_count: 2,
    });
    expect(reading.monster.senses).not.toHaveProperty('tremorsense');
    expect(reading.monster.actions?.[0]).toMatchObject({ name: 'Mud Claw', limit: 3, limit_type: 'day', reach: 10 });
    expect(reading.monster.legendary_actions?.[0]).toMatchObject({ name: 'Wallow', legendary_cost: 2 });
    expect(unreadPaths(reading)).toEqual([
      'senses.truesight',
      'senses.blindsight.comments',
      'saving_throws',
      'caster_ability',
    ]);
  });

  it('an export file gives its first NPC and says how many more it holds', () => {
    const reading = readSample('shieldmaiden-export.json');
    expect(reading.layout).toBe('shieldmaiden-json');
    expect(reading.monster).toMatchObject({ name: 'gutter imp', challenge_rating: 0.25, speeds: { fly: 40 } });
    expect(reading.unread[0]?.text).toBe('1 more monster in the file: only the first is read');
  });
});

describe('JSON from the 5e-database', () => {
  it('a monster goes through the compendium’s own mapping: proficiencies, usage, DCs and damage', () => {
    const reading = readSample('5e-database-monster.json');
    expect(reading.layout).toBe('5e-database-json');
    expect(reading.unread).toEqual([]);
    expect(reading.monster).toMatchObject({
      name: 'thornback boar',
      armor_class: 12,
      speeds: { walk: 40, swim: 10 },
      saving_throws: { constitution: 4 },
      skills: { perception: 1 },
      condition_immunities: ['frightened'],
    });
    expect(reading.monster.special_abilities?.[0]).toMatchObject({ name: 'Barbed Hide', limit: 2, limit_type: 'day' });
    expect(reading.monster.actions?.[1]).toMatchObject({
      name: 'Quill Burst',
      recharge: '5-6',
      action_list: [
        {
          type: 'save',
          save_dc: 12,
          save_ability: 'dexterity',
          rolls: [{ damage_type: 'piercing', dice_count: 2, dice_type: 6, save_fail_mod: 0.5 }],
        },
      ],
    });
  });

  it('a broken one (wrong types, missing fields) still gives a monster, the mapping’s reasons as unread', () => {
    const reading = readSample('5e-database-broken.json');
    expect(reading.monster).toMatchObject({
      name: 'broken beetle',
      armor_class: 10,
      hit_points: 1,
      challenge_rating: 1,
    });
    expect(reading.unread.map((entry) => entry.text)).toEqual(
      expect.arrayContaining([
        'challenge_rating: 40 is not a challenge rating, using 1',
        'proficiencies: "Skill: Juggling" is neither a saving throw nor one of the 18 skills',
        'actions.Nip.damage[0]: "1d7" rolls d7, not a d4, d6, d8, d10, d12 or d20',
      ]),
    );
  });
});

describe('JSON from Open5e and Improved Initiative, whose attacks are text', () => {
  it('Open5e: saves and skills from flat fields, defenses and senses from text, rolls from each desc', () => {
    const reading = readSample('open5e-monster.json');
    expect(reading.layout).toBe('open5e-json');
    expect(reading.monster).toMatchObject({
      challenge_rating: 3,
      saving_throws: { dexterity: 5, wisdom: 4 },
      skills: { perception: 6, stealth: 5 },
      speeds: { walk: 20, fly: 60 },
      senses: { blindsight: 30, darkvision: 90 },
      damage_resistances: ['lightning', 'non_magical_bludgeoning', 'non_magical_piercing', 'non_magical_slashing'],
      condition_immunities: ['blinded'],
      legendary_count: 2,
    });
    expect(reading.monster.actions?.[0]?.action_list?.[0]).toMatchObject({ type: 'melee_weapon', attack_bonus: 5 });
    expect(reading.monster.actions?.[1]).toMatchObject({
      name: 'Glare',
      recharge: '5-6',
      action_list: [{ type: 'save', save_dc: 13, save_ability: 'constitution' }],
    });
    expect(unreadPaths(reading)).toEqual(['skills.lore']);
  });

  it('Improved Initiative: a stat block and a whole-store export, hit dice from the notes', () => {
    for (const name of ['improved-initiative-statblock.json', 'improved-initiative-store.json']) {
      const reading = readSample(name);
      expect(reading.layout).toBe('improved-initiative-json');
      expect(reading.monster).toMatchObject({
        name: 'quarry golem',
        size: 'large',
        type: 'construct',
        armor_class: 17,
        hit_points: 93,
        hit_dice: '11d10+33',
        challenge_rating: 5,
        saving_throws: { constitution: 6 },
        skills: { athletics: 8 },
        speeds: { walk: 30, burrow: 10 },
        damage_immunities: ['poison', 'psychic'],
      });
      expect(reading.monster.actions?.[1]).toMatchObject({
        name: 'Gravel Spray',
        recharge: '6',
        action_list: [{ type: 'save', save_dc: 14, rolls: [{ dice_count: 4, dice_type: 10, save_fail_mod: 0.5 }] }],
      });
    }
  });
});

describe('broken JSON of the other layouts: a monster from what fits, the rest listed', () => {
  it('Shieldmaiden: wrong types, an unknown action type and recharge, out-of-range numbers', () => {
    const reading = readSample('shieldmaiden-broken.json');
    expect(reading.layout).toBe('shieldmaiden-json');
    expect(reading.monster).toMatchObject({ armor_class: 99, hit_points: 1, challenge_rating: 1, size: 'huge' });
    // The entry keeps its name when only its recharge or one action is refused.
    expect(reading.monster.actions).toMatchObject([
      { name: 'Grind', action_list: [] },
      { name: 'Stamp', action_list: [] },
    ]);
    expect(reading.monster.actions?.[1]).not.toHaveProperty('recharge');
    expect(unreadPaths(reading)).toEqual([
      'walk_speed',
      'skills',
      'skills',
      'saving_throws',
      'senses',
      'speeds.fly',
      'actions.0.action_list.0.type',
      'actions.1.recharge',
      'armor_class',
      'hit_points',
      'challenge_rating',
    ]);
  });

  it('Open5e: lists where text was expected, a string for an entry, an entry without a name', () => {
    const reading = readSample('open5e-broken.json');
    expect(reading.layout).toBe('open5e-json');
    expect(reading.monster).toMatchObject({
      armor_class: 9,
      challenge_rating: 0.5,
      saving_throws: { dexterity: 2 },
      damage_immunities: ['fire'],
    });
    expect(reading.monster.actions?.map((entry) => entry.name)).toEqual(['Smother']);
    expect(unreadPaths(reading)).toEqual(['skills', 'speed', 'actions.2', 'actions.1.name', 'hit_points']);
  });

  it('Improved Initiative: no name, a type line without a size, text where lists were expected', () => {
    const reading = readSample('improved-initiative-broken.json');
    expect(reading.monster).toMatchObject({
      name: 'monster name',
      armor_class: 12,
      challenge_rating: 2,
      speeds: { walk: 20 },
      saving_throws: { constitution: 2 },
    });
    expect(reading.monster.actions?.[0]?.action_list?.[0]).toMatchObject({ attack_bonus: 3 });
    expect(unreadPaths(reading)).toEqual(['Type', 'Actions.1', 'name', 'dexterity']);
  });
});

describe('JSON that is no monster', () => {
  it('answers a clear message, never a monster made of nothing', () => {
    expect(readStatBlock('{"colour": "teal", "count": 3}')).toEqual({ ok: false, message: NOT_A_MONSTER });
    expect(readStatBlock('[]')).toEqual({ ok: false, message: 'The JSON holds no monster.' });
    expect(readStatBlock('[1, 2]')).toEqual({ ok: false, message: NOT_A_MONSTER });
    const broken = readStatBlock('{"name": "Half a Goblin",');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.message).toMatch(/^This looks like JSON but is not valid JSON: /);
  });

  it('a list of monsters gives the first, noting the others', () => {
    const reading = readOk(
      JSON.stringify([JSON.parse(sample('skald-npc.json')), { name: 'Other' }, { name: 'Third' }]),
    );
    expect(reading.monster.name).toBe('cinder stoat');
    expect(reading.unread[0]).toMatchObject({ text: '2 more monsters in the file: only the first is read' });
  });
});
