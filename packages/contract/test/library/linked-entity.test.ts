import { createEntity } from '@skald/rules/encounter/entity';
import type { Monster } from '@skald/rules/monster/monster';
import { describe, expect, it } from 'vitest';
import { npcEntityFields, playerEntityFields, refreshedEntity } from '../../src/library/linked-entity.ts';
import { npcRecordSchema } from '../../src/library/npc-record.ts';

const wolf = npcRecordSchema.parse({
  name: 'dire wolf',
  size: 'large',
  type: 'beast',
  armor_class: 14,
  hit_points: 37,
  challenge_rating: 1,
  strength: 17,
  dexterity: 15,
  damage_resistances: ['cold'],
  actions: [{ name: 'Bite', desc: 'A bite.' }],
}) as Monster;

describe('a combatant follows its linked library record', () => {
  it("a player's name, armor class, maximum, level, abilities and initiative bonus are copied; its state stays", () => {
    const entity = {
      ...createEntity({ key: 'p1', id: 'x', name: 'Old name', entityType: 'player', maxHp: 30, ac: 12 }),
      curHp: 25,
      tempHp: 4,
      conditions: { poisoned: {} },
    };
    const fields = playerEntityFields({
      character_name: 'Vex',
      ac: 17,
      maxHp: 40,
      level: 5,
      initiative: 3,
      wisdom: 14,
    });
    const refreshed = refreshedEntity(entity, fields);
    expect(refreshed).toMatchObject({ name: 'Vex', ac: 17, maxHp: 40, level: 5, initiativeBonus: 3, wisdom: 14 });
    expect(refreshed).toMatchObject({ curHp: 25, tempHp: 4, conditions: { poisoned: {} }, key: 'p1' });
  });

  it('an empty field of the player leaves the combatant’s own; a lower maximum brings current hit points down', () => {
    const entity = createEntity({ key: 'p1', name: 'Vex', entityType: 'player', maxHp: 40, ac: 15 });
    const refreshed = refreshedEntity(entity, playerEntityFields({ character_name: 'Vex', ac: null, maxHp: 20 }));
    expect(refreshed).toMatchObject({ ac: 15, maxHp: 20, curHp: 20 });
  });

  it("an NPC's stat block is copied, its rolled hit points and numbered name kept; dropped sections go", () => {
    const entity = {
      ...createEntity({ key: 'n1', name: 'Dire Wolf (2)', entityType: 'npc', maxHp: 41, ac: 11 }),
      legendary_actions: [{ name: 'Old', desc: '' }],
      legendary_count: 3,
    } as ReturnType<typeof createEntity>;
    const refreshed = refreshedEntity(entity, npcEntityFields(wolf));
    expect(refreshed).toMatchObject({ name: 'Dire Wolf (2)', maxHp: 41, curHp: 41, ac: 14, strength: 17 });
    expect(refreshed.damage_resistances).toEqual(['cold']);
    expect(refreshed.actions?.map((action) => action.name)).toEqual(['Bite']);
    expect(refreshed.challenge_rating).toBe(1);
    expect(refreshed).not.toHaveProperty('legendary_actions');
    expect(refreshed).not.toHaveProperty('legendary_count');
  });

  it('answers the same combatant when nothing changed', () => {
    const entity = refreshedEntity(
      createEntity({ key: 'n1', name: 'Wolf', entityType: 'npc', maxHp: 41, ac: 11 }),
      npcEntityFields(wolf),
    );
    expect(refreshedEntity(entity, npcEntityFields(wolf))).toBe(entity);
  });
});
