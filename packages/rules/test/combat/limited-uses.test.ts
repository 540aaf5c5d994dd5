import { describe, expect, it } from 'vitest';
import {
  legendaryActionsLeft,
  rechargesDue,
  rechargeThreshold,
  regainAbility,
  useAbility,
  usesAllowed,
  usesLeft,
  usesSpent,
} from '../../src/combat/limited-uses.ts';
import type { EncounterCommand } from '../../src/encounter/commands.ts';
import { createEncounter } from '../../src/encounter/encounter.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { findEntity } from '../../src/encounter/roster-list.ts';
import type { MonsterAbility } from '../../src/monster/monster.ts';
import { anEntity, anOrc } from '../support/entities.ts';

const ability = (name: string, extra: Partial<MonsterAbility> = {}): MonsterAbility => ({
  name,
  desc: '',
  action_list: [],
  ...extra,
});

const dragon = () =>
  anOrc({
    key: 'dragon',
    name: 'Young Dragon',
    initiative: 10,
    actions: [
      ability('Bite'),
      ability('Fire Breath', { recharge: '5-6' }),
      ability('Frightful Presence', { limit: 1, limit_type: 'turn' }),
    ],
    legendary_actions: [ability('Detect'), ability('Wing Attack', { legendary_cost: 2 })],
    special_abilities: [ability('Legendary Resistance', { limit: 3, limit_type: 'day' })],
  });

describe('limited uses', () => {
  it('use adds the cost, 1 by default; regain subtracts and never goes below 0', () => {
    let entity = useAbility(dragon(), 'special_abilities', 0);
    entity = useAbility(entity, 'special_abilities', 0, 2);
    expect(usesSpent(entity, 'special_abilities', 0)).toBe(3);
    entity = regainAbility(entity, 'special_abilities', 0, 5);
    expect(usesSpent(entity, 'special_abilities', 0)).toBe(0);
  });

  it('legendary actions share a pool of 3, each costing its legendary cost', () => {
    let entity = useAbility(dragon(), 'legendary_actions', 1);
    expect(legendaryActionsLeft(entity)).toBe(1);
    entity = useAbility(entity, 'legendary_actions', 0);
    expect(legendaryActionsLeft(entity)).toBe(0);
  });

  it('counts what is left: per day, one for a recharge ability, the legendary pool, nothing for an unlimited one', () => {
    const entity = useAbility(useAbility(dragon(), 'special_abilities', 0), 'actions', 1);
    expect(usesAllowed(entity, 'special_abilities', 0)).toBe(3);
    expect(usesLeft(entity, 'special_abilities', 0)).toBe(2);
    expect(usesLeft(entity, 'actions', 1)).toBe(0);
    expect(usesLeft(entity, 'legendary_actions', 1)).toBe(3);
    expect(usesLeft(entity, 'actions', 0)).toBeNull();
  });

  it('refuses, in words, a use when none is left or the pool is too low for the cost', () => {
    const breathed = useAbility(dragon(), 'actions', 1);
    expect(() => useAbility(breathed, 'actions', 1)).toThrow('Fire Breath is spent until it recharges');
    const once = useAbility(dragon(), 'actions', 2);
    expect(() => useAbility(once, 'actions', 2)).toThrow('Frightful Presence has no uses left');
    const swept = useAbility(useAbility(dragon(), 'legendary_actions', 0), 'legendary_actions', 0);
    expect(() => useAbility(swept, 'legendary_actions', 1)).toThrow(
      'Young Dragon has 1 legendary actions left; Wing Attack costs 2',
    );
    expect(usesSpent(useAbility(swept, 'legendary_actions', 0), 'legendary_actions', 0)).toBe(3);
  });

  it('refuses an ability the stat block does not have', () => {
    expect(() => useAbility(dragon(), 'actions', 9)).toThrow('Young Dragon has no actions 9');
  });

  it.each([
    ['5-6', 5],
    ['6', 6],
    ['rest', null],
    [undefined, null],
  ])('recharge %s needs a d6 of at least %s', (recharge, threshold) => {
    expect(rechargeThreshold(recharge)).toBe(threshold);
  });

  it('only spent recharge abilities need a d6', () => {
    expect(rechargesDue(dragon())).toEqual([]);
    expect(rechargesDue(useAbility(dragon(), 'actions', 1))).toEqual(['actions:1']);
  });
});

describe('at the start of the combatant\u2019s own turn', () => {
  const context = { at: 0, automate: true };
  function run(...commands: EncounterCommand[]) {
    let encounter = createEncounter([dragon(), anEntity({ key: 'knight', name: 'Knight', initiative: 5 })]);
    const events = [];
    for (const command of commands) {
      const result = applyCommand(encounter, command, context);
      if (!result.ok) throw new Error(result.error);
      encounter = result.encounter;
      events.push(...result.events);
    }
    const after = findEntity(encounter, 'dragon');
    if (!after) throw new Error('the dragon left the encounter');
    return { dragon: after, events };
  }

  it('per-turn uses and the legendary pool come back; per-day uses do not', () => {
    const { dragon: after } = run(
      { type: 'start' },
      { type: 'use-ability', key: 'dragon', section: 'actions', index: 2 },
      { type: 'use-ability', key: 'dragon', section: 'special_abilities', index: 0 },
      { type: 'next-turn' },
      { type: 'use-ability', key: 'dragon', section: 'legendary_actions', index: 1 },
      { type: 'next-turn' },
    );
    expect(after.limited_uses).toEqual({ actions: { 2: 0 }, special_abilities: { 0: 1 }, legendary: { 0: 0 } });
  });

  it('a spent Fire Breath recharges on a 5 and says so; a 4 leaves it spent', () => {
    const spent: EncounterCommand[] = [
      { type: 'start' },
      { type: 'use-ability', key: 'dragon', section: 'actions', index: 1 },
    ];
    const five = run(...spent, { type: 'next-turn' }, { type: 'next-turn', recharges: { dragon: { 'actions:1': 5 } } });
    expect(usesSpent(five.dragon, 'actions', 1)).toBe(0);
    expect(five.events).toContainEqual({
      type: 'recharged',
      key: 'dragon',
      name: 'Young Dragon',
      ability: 'Fire Breath',
    });
    const four = run(...spent, { type: 'next-turn' }, { type: 'next-turn', recharges: { dragon: { 'actions:1': 4 } } });
    expect(usesSpent(four.dragon, 'actions', 1)).toBe(1);
  });
});
