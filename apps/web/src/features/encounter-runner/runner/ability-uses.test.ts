import { useAbility } from '@skald/rules/combat/limited-uses';
import { createEntity } from '@skald/rules/encounter/entity';
import type { MonsterAbility } from '@skald/rules/monster/monster';
import { describe, expect, it } from 'vitest';
import { abilityUses, rechargeLabel, rollSpendsUse } from './ability-uses.ts';

const ability = (name: string, extra: Partial<MonsterAbility> = {}): MonsterAbility => ({
  name,
  desc: '',
  action_list: [],
  ...extra,
});

const dragon = createEntity({
  key: 'dragon',
  name: 'Adult Red Dragon',
  entityType: 'npc',
  maxHp: 256,
  ac: 19,
  special_abilities: [ability('Legendary Resistance', { limit: 3, limit_type: 'day' })],
  actions: [ability('Bite'), ability('Fire Breath', { recharge: '5-6' }), ability('Rest Trick', { recharge: 'rest' })],
  legendary_actions: [ability('Detect'), ability('Wing Attack', { legendary_cost: 2 })],
  legendary_count: 3,
});

describe('an ability\u2019s uses as the stat block shows them', () => {
  it('per day: 2/3 after one use', () => {
    const used = useAbility(dragon, 'special_abilities', 0);
    expect(abilityUses(used, 'special_abilities', 0)).toEqual({
      left: 2,
      total: 3,
      spent: 1,
      kind: 'per day',
      recharge: false,
    });
  });

  it('a recharge ability: ready, then spent once used', () => {
    expect(abilityUses(dragon, 'actions', 1)).toMatchObject({ left: 1, kind: 'Recharge 5–6', recharge: true });
    expect(abilityUses(useAbility(dragon, 'actions', 1), 'actions', 1)).toMatchObject({ left: 0 });
    expect(rechargeLabel('rest')).toBe('Recharges after a rest');
  });

  it('an unlimited ability and legendary actions (counted in the pool) have no counter of their own', () => {
    expect(abilityUses(dragon, 'actions', 0)).toBeNull();
    expect(abilityUses(dragon, 'legendary_actions', 0)).toBeNull();
  });

  it('a roll spends a use only when one is left, and a legendary action only when the pool covers its cost', () => {
    expect(rollSpendsUse(dragon, 'actions', 0)).toBe(false);
    expect(rollSpendsUse(dragon, 'actions', 1)).toBe(true);
    expect(rollSpendsUse(useAbility(dragon, 'actions', 1), 'actions', 1)).toBe(false);
    const twoSpent = useAbility(dragon, 'legendary_actions', 1);
    expect(rollSpendsUse(twoSpent, 'legendary_actions', 0)).toBe(true);
    expect(rollSpendsUse(twoSpent, 'legendary_actions', 1)).toBe(false);
  });
});
