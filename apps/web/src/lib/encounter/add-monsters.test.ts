import { scriptedDice, seededRandom } from '@skald/rules/dice/random';
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import type { Monster } from '@skald/rules/monster/monster';
import { describe, expect, it } from 'vitest';
import { addMonsterCommands, monsterHitPoints } from './add-monsters.ts';

const goblinish: Monster = {
  name: 'Bramble Imp',
  size: 'small',
  type: 'fey',
  armor_class: 14,
  hit_points: 7,
  hit_dice: '2d6',
  challenge_rating: 0.25,
  strength: 8,
  dexterity: 14,
  constitution: 10,
  intelligence: 10,
  wisdom: 8,
  charisma: 8,
};

describe('adding monsters from the compendium', () => {
  it('average hit points use the spec\u2019s die average: 2d6 is 2 x 4 = 8', () => {
    expect(monsterHitPoints(goblinish, 'average', seededRandom(1))).toBe(8);
  });

  it('rolled hit points roll the hit dice: 2 + 5 = 7', () => {
    const dice = scriptedDice([
      { value: 2, sides: 6 },
      { value: 5, sides: 6 },
    ]);
    expect(monsterHitPoints(goblinish, 'rolled', dice)).toBe(7);
  });

  it('three copies are numbered after the one already there', () => {
    const encounter = createEncounter([
      createEntity({ key: 'imp', name: 'Bramble Imp', entityType: 'npc', maxHp: 7, ac: 14 }),
    ]);
    const commands = addMonsterCommands(encounter, goblinish, {
      count: 3,
      mode: 'average',
      slug: 'bramble-imp',
      random: seededRandom(2),
    });
    expect(commands.map((command) => command.type === 'add-entity' && command.entity.name)).toEqual([
      'Bramble Imp (1)',
      'Bramble Imp (2)',
      'Bramble Imp (3)',
    ]);
    const keys = commands.map((command) => command.type === 'add-entity' && command.entity.key);
    expect(new Set(keys).size).toBe(3);
  });
});
