import { describe, expect, it } from 'vitest';
import { cardTotal, rollCard } from '../../src/combat/roll-card.ts';
import { scriptedDice } from '../../src/dice/random.ts';
import { abilityAction, abilityActions, rollExpression } from '../../src/monster/ability-actions.ts';
import type { MonsterAbility } from '../../src/monster/monster.ts';
import { faces } from '../dice/dice-notation.ts';

const greataxe: MonsterAbility = {
  name: 'Greataxe',
  desc: 'A big swing.',
  action_list: [
    {
      type: 'melee_weapon',
      attack_bonus: 5,
      rolls: [{ damage_type: 'slashing', dice_count: 1, dice_type: 12, fixed_val: 3 }],
    },
  ],
};

describe('a stat block ability becomes what a roll card rolls', () => {
  it('1d12+3 slashing at +5 is an attack that deals nothing on a miss', () => {
    expect(abilityActions(greataxe)).toEqual([
      {
        kind: 'attack',
        attack_bonus: 5,
        rolls: [
          {
            damage_type: 'slashing',
            dice: { groups: [{ sign: 1, count: 1, sides: 12, keep: null }], modifier: 3 },
            magical: false,
            missSave: 0,
          },
        ],
      },
    ]);
  });

  it('a save keeps its DC and ability, and leaves half on a success unless the block says otherwise', () => {
    const breath = abilityAction({
      type: 'save',
      save_dc: 13,
      save_ability: 'dexterity',
      rolls: [
        { damage_type: 'fire', dice_count: 6, dice_type: 6, fixed_val: 0 },
        { damage_type: 'poison', dice_count: 2, dice_type: 6, fixed_val: 0, save_fail_mod: 0, special: 'drain' },
      ],
    });
    expect(breath).toMatchObject({ kind: 'save', save_dc: 13, save_ability: 'dexterity' });
    expect(breath.rolls.map((roll) => roll.missSave)).toEqual([0.5, 0]);
    expect(breath.rolls[1]?.special).toBe('drain');
  });

  it('flat damage with no dice is a plain number: 0d0+1 is 1', () => {
    expect(rollExpression({ dice_count: 0, dice_type: 0, fixed_val: 1 })).toEqual({ groups: [], modifier: 1 });
  });

  it('healing and plain damage always land in full', () => {
    expect(
      abilityAction({
        type: 'healing',
        rolls: [{ damage_type: 'radiant', dice_count: 2, dice_type: 8, fixed_val: 2 }],
      }),
    ).toMatchObject({ kind: 'healing', rolls: [{ missSave: 1 }] });
    expect(abilityAction({ type: 'damage', rolls: [] })).toEqual({ kind: 'other', rolls: [] });
  });

  it('rolls on a card: 14 + 5 hits AC 15 and 7 + 3 = 10 slashing', () => {
    const card = rollCard({
      key: 'card',
      name: greataxe.name,
      actor: 'orc',
      target: { key: 'barbarian', ac: 15 },
      actions: abilityActions(greataxe),
      advantage: 'normal',
      criticalSetting: 'roll',
      random: scriptedDice([...faces(20, 14), ...faces(12, 7)]),
    });
    expect(cardTotal(card)).toBe(10);
  });
});
