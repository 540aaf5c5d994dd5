import { npcRecordSchema } from '@skald/contract/library/npc-record';
import { describe, expect, it } from 'vitest';
import { body, converted, named, sample } from './convert-sample.ts';

describe('5e-database monsters', () => {
  it('one monster: armor class, speeds, proficiencies, defenses and attacks through the compendium mapping', async () => {
    const { format, label, library, notes } = await converted(sample('5e-database-monster.json'));
    expect([format, label]).toEqual(['5e-database', 'a 5e-database monster']);
    expect(npcRecordSchema.parse(body(named(library.npcs, 'bog mossling')))).toMatchObject({
      size: 'small',
      type: 'plant',
      armor_class: 12,
      hit_points: 18,
      hit_dice: '4d6+4',
      challenge_rating: 0.5,
      speeds: { walk: 20, swim: 20 },
      skills: { stealth: 4 },
      senses: { blindsight: 30 },
      damage_vulnerabilities: ['fire'],
      condition_immunities: ['blinded'],
      actions: [
        { name: 'Slam', action_list: [{ attack_bonus: 4, rolls: [{ dice_count: 1, dice_type: 6, fixed_val: 2 }] }] },
      ],
    });
    expect(notes.filter((note) => !note.kept)).toEqual([]);
  });

  it('a list: each monster an NPC; what is not a monster, or has no name, is a note', async () => {
    const { label, library, notes } = await converted(sample('5e-database-monsters.json'));
    expect(label).toBe('4 5e-database monsters');
    expect(library.npcs.map((npc) => npc.name)).toEqual(['bog mossling', 'cellar gnawer']);
    expect(notes.filter((note) => !note.kept)).toEqual([
      { kind: 'npcs', name: 'monster 3', reason: 'It is not a monster (an object of fields).', kept: false },
      { kind: 'npcs', name: 'monster 4', reason: 'It has no name, so it was left out.', kept: false },
    ]);
  });
});

describe('Open5e monsters', () => {
  it('one monster: flat saves and skills, text lists of defenses and senses', async () => {
    const { format, label, library } = await converted(sample('open5e-monster.json'));
    expect([format, label]).toEqual(['open5e', 'an Open5e monster']);
    expect(npcRecordSchema.parse(body(named(library.npcs, 'lantern wisp')))).toMatchObject({
      type: 'undead',
      armor_class: 15,
      challenge_rating: 0.5,
      speeds: { fly: 50 },
      saving_throws: { dexterity: 7, wisdom: 3 },
      skills: { perception: 3, stealth: 9 },
      damage_resistances: ['cold', 'lightning'],
      condition_immunities: ['exhaustion', 'poisoned'],
      senses: { darkvision: 60 },
    });
  });

  it('an API page: every result', async () => {
    const { label, library } = await converted(sample('open5e-page.json'));
    expect(label).toBe('2 Open5e monsters');
    expect(library.npcs.map((npc) => npc.name)).toEqual(['lantern wisp', 'grumbling stump']);
  });
});
