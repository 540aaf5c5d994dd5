import { cardTotal } from '@skald/rules/combat/roll-card';
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

const fight = createEncounter([
  createEntity({ key: 'orc', name: 'Orc', entityType: 'npc', maxHp: 15, ac: 13 }),
  createEntity({ key: 'barbarian', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15 }),
  createEntity({ key: 'druid', name: 'Druid', entityType: 'player', maxHp: 34, ac: 16 }),
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
