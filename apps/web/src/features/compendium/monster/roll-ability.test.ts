import { scriptedDice } from '@skald/rules/dice/random';
import type { MonsterAbility } from '@skald/rules/monster/monster';
import { describe, expect, it } from 'vitest';
import { damageLabel, isRollable, rollAbility, toHitLabel } from './roll-ability.ts';

const scimitar: MonsterAbility = {
  name: 'Scimitar',
  desc: 'Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 5 (1d6 + 2) slashing damage.',
  action_list: [
    {
      type: 'melee_weapon',
      attack_bonus: 4,
      rolls: [{ damage_type: 'slashing', dice_count: 1, dice_type: 6, fixed_val: 2 }],
    },
  ],
};

const fireBreath: MonsterAbility = {
  name: 'Fire Breath',
  desc: 'The dragon exhales fire.',
  recharge: '5-6',
  action_list: [
    {
      type: 'save',
      save_dc: 21,
      save_ability: 'dexterity',
      rolls: [{ damage_type: 'fire', dice_count: 2, dice_type: 6, fixed_val: 0 }],
    },
  ],
};

describe('rolling a stat block ability', () => {
  it('rolls the attack and its damage', () => {
    const dice = scriptedDice([
      { value: 12, sides: 20 },
      { value: 4, sides: 6 },
    ]);
    expect(rollAbility(scimitar, 'normal', dice)).toEqual([
      { label: 'To hit', total: 16, detail: 'd20 12 + 4' },
      { label: 'Slashing damage', total: 6, detail: '1d6+2: 4 + 2' },
    ]);
  });

  it('rolls the damage dice again on a natural 20', () => {
    const dice = scriptedDice([
      { value: 20, sides: 20 },
      { value: 3, sides: 6 },
      { value: 5, sides: 6 },
    ]);
    expect(rollAbility(scimitar, 'normal', dice)).toEqual([
      { label: 'To hit natural 20', total: 24, detail: 'd20 20 + 4' },
      { label: 'Slashing damage, critical', total: 10, detail: '1d6+2: 3 + 5 + 2' },
    ]);
  });

  it('keeps the better die with advantage and names the other', () => {
    const dice = scriptedDice([
      { value: 3, sides: 20 },
      { value: 11, sides: 20 },
      { value: 1, sides: 6 },
    ]);
    const [toHit] = rollAbility(scimitar, 'advantage', dice);
    expect(toHit).toEqual({ label: 'To hit', total: 15, detail: 'd20 11 (advantage, 3 ignored) + 4' });
  });

  it('states a save and rolls its damage', () => {
    const dice = scriptedDice([
      { value: 6, sides: 6 },
      { value: 2, sides: 6 },
    ]);
    expect(rollAbility(fireBreath, 'normal', dice)).toEqual([
      { label: 'DC 21 Dexterity save, half on a success', total: null, detail: '' },
      { label: 'Fire damage', total: 8, detail: '2d6: 6 + 2' },
    ]);
  });

  it('labels the chips and knows what rolls', () => {
    expect(toHitLabel(4)).toBe('+4 to hit');
    expect(
      damageLabel('attack', {
        damage_type: 'slashing',
        dice: { groups: [{ sign: 1, count: 1, sides: 6, keep: null }], modifier: 2 },
        magical: false,
        missSave: 0,
      }),
    ).toBe('1d6+2 slashing');
    expect(isRollable(scimitar)).toBe(true);
    expect(isRollable({ name: 'Keen Smell', desc: 'It smells.', action_list: [] })).toBe(false);
  });
});
