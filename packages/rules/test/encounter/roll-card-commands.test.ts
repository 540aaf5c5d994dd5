import { describe, expect, it } from 'vitest';
import {
  type AbilityAction,
  type ApplyMultiplier,
  type RollCard,
  rollCard,
  setOverride,
} from '../../src/combat/roll-card.ts';
import type { CriticalSetting } from '../../src/dice/critical-damage.ts';
import { scriptedDice } from '../../src/dice/random.ts';
import { createEncounter, type Encounter } from '../../src/encounter/encounter.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { findEntity } from '../../src/encounter/roster-list.ts';
import { undoEntry } from '../../src/encounter/undo.ts';
import { dice, faces } from '../dice/dice-notation.ts';
import { anEntity, anOrc } from '../support/entities.ts';

const context = { at: 0, automate: true };

const greataxe: AbilityAction = {
  kind: 'attack',
  attack_bonus: 5,
  rolls: [{ damage_type: 'slashing', dice: dice('1d12+3'), magical: false, missSave: 0 }],
};

function encounter(): Encounter {
  return createEncounter([
    anEntity({ key: 'barbarian', name: 'Barbarian', maxHp: 41, curHp: 41, ac: 15 }),
    anEntity({ key: 'druid', name: 'Druid', maxHp: 34, curHp: 0, ac: 16 }),
    anOrc({ key: 'orc', name: 'Orc', maxHp: 21, curHp: 10 }),
  ]);
}

function card(action: AbilityAction, target: string, ...rolls: { value: number; sides: number }[][]): RollCard {
  return cardWith('roll', action, target, ...rolls);
}

function cardWith(
  criticalSetting: CriticalSetting,
  action: AbilityAction,
  target: string,
  ...rolls: { value: number; sides: number }[][]
): RollCard {
  return rollCard({
    key: 'card',
    name: action === greataxe ? 'Greataxe' : 'Life Drain',
    actor: 'orc',
    target: { key: target, ac: 15 },
    actions: [action],
    advantage: 'normal',
    criticalSetting,
    random: scriptedDice(rolls.flat()),
  });
}

function apply(state: Encounter, rolled: RollCard, multiplier: ApplyMultiplier = 1) {
  const result = applyCommand(state, { type: 'apply-roll-card', card: rolled, multiplier }, context);
  if (!result.ok) throw new Error(result.error);
  return result;
}

describe('applying an Orc\u2019s greataxe to the Barbarian', () => {
  const hit = () => card(greataxe, 'barbarian', faces(20, 14), faces(12, 8));

  it.each([
    [1, 11, 30],
    [0.5, 5, 36],
    [2, 22, 19],
  ] as const)('multiplier %s deals %s, leaving %s HP', (multiplier, dealt, left) => {
    const result = apply(encounter(), hit(), multiplier);
    expect(findEntity(result.encounter, 'barbarian')?.curHp).toBe(left);
    expect(result.entry).toMatchObject({ by_name: 'Orc', target_name: 'Barbarian', amount: dealt });
    expect(result.events[0]).toMatchObject({ caption: `Greataxe did ${dealt} slashing damage to Barbarian` });
  });

  it('undo restores the Barbarian and the Orc\u2019s meters exactly', () => {
    const before = encounter();
    const result = apply(before, hit(), 2);
    expect(undoEntry(result.encounter, result.entry)).toEqual({ ok: true, encounter: before });
  });
});

describe('roll cards and death saves', () => {
  it('a hit on the Druid at 0 HP adds one failed save; a critical adds two', () => {
    const normal = apply(encounter(), card(greataxe, 'druid', faces(20, 14), faces(12, 3)));
    expect(findEntity(normal.encounter, 'druid')?.saves).toEqual({ 1: 'failure' });
    const critical = apply(encounter(), card(greataxe, 'druid', faces(20, 20), faces(12, 3), faces(12, 2)));
    expect(critical.entry.crit).toBe(true);
    expect(findEntity(critical.encounter, 'druid')?.saves).toEqual({ 1: 'failure', 2: 'failure' });
  });

  it('a total of 20 without a natural 20 adds one failed save: 15 + 5 on the Druid at 0 HP', () => {
    const hit = apply(encounter(), card(greataxe, 'druid', faces(20, 15), faces(12, 3)));
    expect(hit.entry.crit).toBe(false);
    expect(findEntity(hit.encounter, 'druid')?.saves).toEqual({ 1: 'failure' });
  });

  it('with criticals disabled a natural 20 on the Druid at 0 HP adds one failed save', () => {
    const hit = apply(encounter(), cardWith('disabled', greataxe, 'druid', faces(20, 20), faces(12, 3)));
    expect(hit.entry.crit).toBe(false);
    expect(findEntity(hit.encounter, 'druid')?.saves).toEqual({ 1: 'failure' });
  });
});

describe('drain and siphon apply only when the attack lands', () => {
  const lifeDrain = (special: 'drain' | 'siphon' | 'siphon_half'): AbilityAction => ({
    kind: 'attack',
    attack_bonus: 5,
    rolls: [{ damage_type: 'necrotic', dice: dice('2d6'), magical: true, missSave: 0.5, special }],
  });

  it('drain lowers the target\u2019s max-HP modifier by the damage', () => {
    const result = apply(encounter(), card(lifeDrain('drain'), 'barbarian', faces(20, 14), faces(6, 4, 3)));
    expect(findEntity(result.encounter, 'barbarian')).toMatchObject({ curHp: 34, maxHpMod: -7 });
  });

  it('a missed drain still deals its half but drains nothing', () => {
    const result = apply(encounter(), card(lifeDrain('drain'), 'barbarian', faces(20, 2), faces(6, 4, 3)));
    expect(findEntity(result.encounter, 'barbarian')).toMatchObject({ curHp: 38, maxHpMod: 0 });
  });

  it('the Half button halves the drain too: 7 necrotic applied at half deals 3 and drains 3', () => {
    const result = apply(encounter(), card(lifeDrain('drain'), 'barbarian', faces(20, 14), faces(6, 4, 3)), 0.5);
    expect(findEntity(result.encounter, 'barbarian')).toMatchObject({ curHp: 38, maxHpMod: -3 });
  });

  it('an override of 14 on a rolled 7 deals 14 and drains 14', () => {
    const rolled = setOverride(card(lifeDrain('drain'), 'barbarian', faces(20, 14), faces(6, 4, 3)), 14);
    const result = apply(encounter(), rolled);
    expect(findEntity(result.encounter, 'barbarian')).toMatchObject({ curHp: 27, maxHpMod: -14 });
  });

  it('an override scales siphon by the same factor: 7 rolled, 3 typed, heals the Orc by 3', () => {
    const rolled = setOverride(card(lifeDrain('siphon'), 'barbarian', faces(20, 14), faces(6, 4, 3)), 3);
    expect(findEntity(apply(encounter(), rolled).encounter, 'orc')?.curHp).toBe(13);
  });

  it('drain that takes a player’s maximum to 0 kills, and the death is announced', () => {
    const frail = createEncounter([
      anEntity({ key: 'barbarian', name: 'Barbarian', maxHp: 6, curHp: 6 }),
      anOrc({ key: 'orc', name: 'Orc' }),
    ]);
    const result = apply(frail, card(lifeDrain('drain'), 'barbarian', faces(20, 14), faces(6, 4, 3)));
    expect(findEntity(result.encounter, 'barbarian')).toMatchObject({ maxHpMod: -6, curHp: 0, dead: true });
    expect(result.events).toContainEqual({ type: 'died', key: 'barbarian', name: 'Barbarian' });
  });

  it('siphon heals the attacker by the damage, siphon_half by half of it', () => {
    const full = apply(encounter(), card(lifeDrain('siphon'), 'barbarian', faces(20, 14), faces(6, 4, 3)));
    expect(findEntity(full.encounter, 'orc')?.curHp).toBe(17);
    const half = apply(encounter(), card(lifeDrain('siphon_half'), 'barbarian', faces(20, 14), faces(6, 4, 3)));
    expect(findEntity(half.encounter, 'orc')?.curHp).toBe(13);
  });
});

describe('healing cards', () => {
  it('heal the target and count the actor\u2019s healing', () => {
    const cure: AbilityAction = {
      kind: 'healing',
      rolls: [{ damage_type: 'radiant', dice: dice('1d8+3'), magical: true, missSave: 1 }],
    };
    const result = apply(encounter(), card(cure, 'druid', faces(8, 5)));
    expect(findEntity(result.encounter, 'druid')?.curHp).toBe(8);
    expect(findEntity(result.encounter, 'orc')?.meters.healing).toBe(8);
    expect(result.events[0]).toMatchObject({ type: 'healing-done' });
  });
});

describe('a card mixing an attack and a healing roll', () => {
  const bite: AbilityAction = {
    kind: 'attack',
    attack_bonus: 5,
    rolls: [{ damage_type: 'piercing', dice: dice('1d6'), magical: false, missSave: 0 }],
  };
  const mend: AbilityAction = {
    kind: 'healing',
    rolls: [{ damage_type: 'radiant', dice: dice('1d8'), magical: true, missSave: 1 }],
  };

  it('counts only the attack as damage: a bite of 4 and a mend of 6 deal 4', () => {
    const rolled = rollCard({
      key: 'card',
      name: 'Bite',
      actor: 'orc',
      target: { key: 'barbarian', ac: 15 },
      actions: [bite, mend],
      advantage: 'normal',
      criticalSetting: 'roll',
      random: scriptedDice([...faces(20, 14), ...faces(6, 4), ...faces(8, 6)]),
    });
    const result = apply(encounter(), rolled);
    expect(findEntity(result.encounter, 'barbarian')?.curHp).toBe(37);
    expect(result.events[0]).toMatchObject({ caption: 'Bite did 4 piercing damage to Barbarian' });
  });
});
