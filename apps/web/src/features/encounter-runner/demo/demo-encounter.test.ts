import { encounterChallenge } from '@skald/rules/maths/encounter-difficulty';
import type { Monster } from '@skald/rules/monster/monster';
import { describe, expect, it } from 'vitest';
import { demoEncounter } from './demo-encounter.ts';

const orc: Monster = {
  name: 'Orc',
  size: 'medium',
  type: 'humanoid',
  armor_class: 13,
  hit_points: 15,
  challenge_rating: 0.5,
  strength: 16,
  dexterity: 12,
  constitution: 16,
  intelligence: 7,
  wisdom: 11,
  charisma: 10,
  actions: [{ name: 'Greataxe', desc: 'A swing.', action_list: [] }],
};

describe('the demo encounter', () => {
  it('is the spec\u2019s party and monsters, unstarted, with the copies numbered', () => {
    const encounter = demoEncounter({ orc });
    expect(encounter).toMatchObject({ name: 'Custom encounter', round: 0, turn: 0, finished: false });
    expect(encounter.entities.map((e) => [e.name, e.maxHp, e.ac])).toEqual([
      ['Barbarian', 41, 15],
      ['Warlock', 31, 16],
      ['Druid', 34, 16],
      ['Orc', 21, 13],
      ['Orc (1)', 12, 13],
      ['Ogre', 72, 11],
    ]);
  });

  it('gives the orcs their stat block, and an ogre without one still joins', () => {
    const [orc1, , ogre] = demoEncounter({ orc }).entities.slice(3);
    expect(orc1?.actions?.[0]?.name).toBe('Greataxe');
    expect(ogre?.entityType).toBe('npc');
    expect(ogre?.actions).toBeUndefined();
  });
});

describe('the demo party', () => {
  it('has 2700 experience each: three level 4 characters', () => {
    expect(encounterChallenge(demoEncounter({ orc })).partyLevels).toEqual([4, 4, 4]);
  });
});
