import { cardTotal, rollOutcomes } from '@skald/rules/combat/roll-card';
import { scriptedDice } from '@skald/rules/dice/random';
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import type { MonsterAbility } from '@skald/rules/monster/monster';
import { describe, expect, it } from 'vitest';
import { abilityCards } from './ability-cards.ts';

const greataxe: MonsterAbility = {
  name: 'Greataxe',
  desc: 'A swing.',
  action_list: [
    {
      type: 'melee_weapon',
      attack_bonus: 5,
      rolls: [{ damage_type: 'slashing', dice_count: 1, dice_type: 12, fixed_val: 3 }],
    },
  ],
};

const fireBreath: MonsterAbility = {
  name: 'Fire Breath',
  desc: 'A cone of fire.',
  action_list: [
    {
      type: 'save',
      save_dc: 13,
      save_ability: 'dexterity',
      rolls: [{ damage_type: 'fire', dice_count: 6, dice_type: 6, fixed_val: 0, save_fail_mod: 0.5 }],
    },
  ],
};

const fight = createEncounter([
  createEntity({ key: 'orc', name: 'Orc', entityType: 'npc', maxHp: 15, ac: 13 }),
  createEntity({ key: 'barbarian', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15 }),
  createEntity({ key: 'druid', name: 'Druid', entityType: 'player', maxHp: 34, ac: 16 }),
  createEntity({ key: 'warlock', name: 'Warlock', entityType: 'player', maxHp: 31, ac: 16 }),
]);

describe('rolling an ability against the targets', () => {
  it('one card per target, each against its own armor class: 12 + 5 hits AC 15 but misses AC 18', () => {
    const result = abilityCards(fight, {
      actor: 'orc',
      ability: greataxe,
      targets: ['barbarian', 'druid'],
      advantage: 'normal',
      criticalSetting: 'roll',
      random: scriptedDice([
        { value: 12, sides: 20 },
        { value: 7, sides: 12 },
        { value: 10, sides: 20 },
        { value: 4, sides: 12 },
      ]),
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.cards.map((card) => [card.target.key, card.actions[0]?.toHit?.hit, cardTotal(card)])).toEqual([
      ['barbarian', true, 10],
      ['druid', false, 0],
    ]);
  });

  it('Fire Breath at three targets rolls its 6d6 once: each card shows the same dice, its own save and defenses', () => {
    const resistant = createEncounter(
      fight.entities.map((entity) =>
        entity.key === 'warlock' ? { ...entity, damage_resistances: ['fire' as const] } : entity,
      ),
    );
    const result = abilityCards(resistant, {
      actor: 'orc',
      ability: fireBreath,
      targets: ['barbarian', 'druid', 'warlock'],
      advantage: 'normal',
      criticalSetting: 'roll',
      random: scriptedDice([
        ...[6, 5, 4, 3, 2, 1].map((value) => ({ value, sides: 6 })),
        { value: 15, sides: 20 },
        { value: 3, sides: 20 },
        { value: 4, sides: 20 },
      ]),
    });
    if (!result.ok) throw new Error(result.error);
    const [barbarian, druid, warlock] = result.cards;
    expect(druid?.actions[0]?.rolls).toEqual(barbarian?.actions[0]?.rolls);
    expect(warlock?.actions[0]?.rolls).toEqual(barbarian?.actions[0]?.rolls);
    expect(result.cards.map((card) => [card.target.key, card.actions[0]?.save?.saved, cardTotal(card)])).toEqual([
      ['barbarian', true, 10],
      ['druid', false, 21],
      ['warlock', false, 10],
    ]);
    expect(warlock && rollOutcomes(warlock)[0]?.defenses).toEqual(['resistant']);
  });

  it('asks for a target first, and says when an ability rolls nothing', () => {
    const use = { actor: 'orc', advantage: 'normal', criticalSetting: 'roll', random: scriptedDice([]) } as const;
    expect(abilityCards(fight, { ...use, ability: greataxe, targets: [] })).toEqual({
      ok: false,
      error: 'Pick a target for Greataxe first',
    });
    expect(abilityCards(fight, { ...use, ability: { ...greataxe, action_list: [] }, targets: ['druid'] })).toEqual({
      ok: false,
      error: 'Greataxe has nothing to roll',
    });
  });
});
