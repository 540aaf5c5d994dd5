import { scriptedDice, seededRandom } from '@skald/rules/dice/random';
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import type { Monster } from '@skald/rules/monster/monster';
import { describe, expect, it } from 'vitest';
import { addMonsterCommands, copyNames, monsterEntities, monsterHitPoints } from './add-monsters.ts';
import type { LibraryNpc } from './library-entities.ts';

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
  it("average hit points are the stat block's own figure, as a GM fixed it: 7, not 2d6 worked out again", () => {
    expect(monsterHitPoints(goblinish, 'average', seededRandom(1))).toBe(7);
    expect(monsterHitPoints({ ...goblinish, hit_points: 60, hit_dice: '8d8+16' }, 'average', seededRandom(1))).toBe(60);
  });

  it('rolled hit points roll the hit dice: 2 + 5 = 7', () => {
    const dice = scriptedDice([
      { value: 2, sides: 6 },
      { value: 5, sides: 6 },
    ]);
    expect(monsterHitPoints(goblinish, 'rolled', dice)).toBe(7);
  });

  it("an NPC's '6d8+12' at Con 14 rolls 6 + 12 on six 1s: the written bonus is Con's, not added twice", () => {
    const written = { ...goblinish, hit_dice: '6d8+12', constitution: 14 };
    expect(monsterHitPoints(written, 'rolled', scriptedDice(Array(6).fill({ value: 1, sides: 8 })))).toBe(18);
  });

  it('a stat block without hit dice keeps its own hit points, averaged or rolled', () => {
    const plain = { ...goblinish, hit_dice: undefined, hit_points: 11 };
    expect(monsterHitPoints(plain, 'average', seededRandom(1))).toBe(11);
    expect(monsterHitPoints(plain, 'rolled', seededRandom(1))).toBe(11);
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

describe('numbering copies', () => {
  it('one copy takes the plain name while it is free, the next one is numbered', () => {
    expect(copyNames('Goblin', 1, [])).toEqual(['Goblin']);
    expect(copyNames('Goblin', 1, ['Goblin'])).toEqual(['Goblin (1)']);
  });

  it('several copies at once are all numbered from 1', () => {
    expect(copyNames('Goblin', 3, ['Aria'])).toEqual(['Goblin (1)', 'Goblin (2)', 'Goblin (3)']);
  });

  it('fills the gap a removed copy left, and compares names without case', () => {
    expect(copyNames('Goblin', 2, ['goblin (1)', 'Goblin (3)'])).toEqual(['Goblin (2)', 'Goblin (4)']);
  });
});

describe('adding the user\u2019s NPCs', () => {
  const npc = { ...goblinish, name: 'bramble imp', id: 'c0ffee00-0000-4000-8000-000000000001', player_id: null };

  it('links each copy to the NPC, title-cases its name and rolls each copy\u2019s hit points', () => {
    // Each copy takes one draw for its key, then its two hit dice.
    const dice = scriptedDice([
      { value: 3, sides: 6 },
      { value: 1, sides: 6 },
      { value: 1, sides: 6 },
      { value: 4, sides: 6 },
      { value: 6, sides: 6 },
      { value: 6, sides: 6 },
    ]);
    const entities = monsterEntities(
      [],
      { kind: 'custom', npc: npc as unknown as LibraryNpc },
      {
        count: 2,
        mode: 'rolled',
        random: dice,
      },
    );
    expect(entities.map((entity) => [entity.name, entity.id, entity.npc, entity.maxHp])).toEqual([
      ['Bramble Imp (1)', npc.id, 'custom', 2],
      ['Bramble Imp (2)', npc.id, 'custom', 12],
    ]);
  });

  it('an NPC that belongs to a player joins as a companion', () => {
    const companion = { ...npc, player_id: 'c0ffee00-0000-4000-8000-000000000002' } as unknown as LibraryNpc;
    const [entity] = monsterEntities(
      [],
      { kind: 'custom', npc: companion },
      {
        count: 1,
        mode: 'average',
        random: seededRandom(3),
      },
    );
    expect(entity?.entityType).toBe('companion');
  });
});
