import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDamage, applyHealing } from '../../src/combat/hit-points.ts';
import { effectiveMaxHp } from '../../src/encounter/entity.ts';
import { wholeAmount } from '../../src/validation/whole-number.ts';
import { anEntity, anOrc } from '../support/entities.ts';

const normal = { critical: false, automateDeathSaves: true };

describe('damage goes to temporary hit points first', () => {
  it('8 damage against 5 temp HP and 20 HP leaves 0 temp and 17 HP', () => {
    const { entity, dealt, overkill } = applyDamage(anEntity({ curHp: 20, tempHp: 5 }), 8, normal);
    expect(entity).toMatchObject({ tempHp: 0, curHp: 17 });
    expect({ dealt, overkill }).toEqual({ dealt: 8, overkill: 0 });
  });

  it('damage smaller than the temp HP leaves current HP untouched', () => {
    const { entity } = applyDamage(anEntity({ curHp: 20, tempHp: 10 }), 4, normal);
    expect(entity).toMatchObject({ tempHp: 6, curHp: 20 });
  });
});

describe('overkill is measured after temporary hit points', () => {
  it('20 damage against 5 temp HP and 10 HP is 5 overkill, not 10', () => {
    const { entity, dealt, overkill } = applyDamage(anOrc({ curHp: 10, tempHp: 5 }), 20, normal);
    expect(entity.curHp).toBe(0);
    expect({ dealt, overkill }).toEqual({ dealt: 15, overkill: 5 });
  });
});

describe('a transformed form takes damage before current hit points', () => {
  const druid = anEntity({
    name: 'Druid',
    maxHp: 34,
    curHp: 30,
    transformed: { curHp: 10, maxHp: 19, maxHpMod: 0, ac: 11 },
  });

  it('12 damage against a 10 HP form ends it and carries 2 over to the druid', () => {
    const { entity, dealt, transformationEnded } = applyDamage(druid, 12, normal);
    expect(entity.transformed).toBeNull();
    expect(entity.curHp).toBe(28);
    expect({ dealt, transformationEnded }).toEqual({ dealt: 12, transformationEnded: true });
  });

  it('6 damage leaves the form at 4 HP and the druid untouched', () => {
    const { entity, transformationEnded } = applyDamage(druid, 6, normal);
    expect(entity.transformed?.curHp).toBe(4);
    expect(entity.curHp).toBe(30);
    expect(transformationEnded).toBe(false);
  });

  it('exactly the form\u2019s HP ends it with nothing carried over', () => {
    const { entity } = applyDamage(druid, 10, normal);
    expect(entity.transformed).toBeNull();
    expect(entity.curHp).toBe(30);
  });

  it('temp HP, then the form, then current HP: 5 temp, a 10 HP form and 25 damage leave the druid at 20', () => {
    const { entity, dealt } = applyDamage({ ...druid, tempHp: 5 }, 25, normal);
    expect(entity).toMatchObject({ tempHp: 0, transformed: null, curHp: 20 });
    expect(dealt).toBe(25);
  });
});

describe('massive damage kills a player or companion', () => {
  it('a player at 8 of 20 HP taking 30 damage (22 past 0) dies', () => {
    const outcome = applyDamage(anEntity({ maxHp: 20, curHp: 8 }), 30, normal);
    expect(outcome.overkill).toBe(22);
    expect(outcome.died).toBe(true);
    expect(outcome.entity).toMatchObject({ dead: true, stable: false, saves: {} });
  });

  it('a player at 8 of 20 HP taking 27 damage (19 past 0) falls unconscious but lives', () => {
    const outcome = applyDamage(anEntity({ maxHp: 20, curHp: 8 }), 27, normal);
    expect(outcome.died).toBe(false);
    expect(outcome.entity).toMatchObject({ curHp: 0, dead: false });
  });

  it('a companion dies of massive damage too', () => {
    expect(applyDamage(anEntity({ entityType: 'companion', maxHp: 10, curHp: 2 }), 12, normal).died).toBe(true);
  });

  it('an NPC does not: it goes down at the round update instead', () => {
    const outcome = applyDamage(anOrc({ maxHp: 15, curHp: 3 }), 40, normal);
    expect(outcome.died).toBe(false);
    expect(outcome.entity).toMatchObject({ curHp: 0, dead: false });
  });
});

describe('damage at 0 hit points fails death saves', () => {
  const downed = anEntity({ maxHp: 34, curHp: 0 });

  it('one failed save from a normal hit', () => {
    const outcome = applyDamage(downed, 5, normal);
    expect(outcome.failedDeathSaves).toBe(1);
    expect(outcome.entity.saves).toEqual({ 1: 'failure' });
  });

  it('two failed saves from a critical hit', () => {
    const outcome = applyDamage(downed, 5, { ...normal, critical: true });
    expect(outcome.entity.saves).toEqual({ 1: 'failure', 2: 'failure' });
  });

  it('none when automation is off', () => {
    const outcome = applyDamage(downed, 5, { ...normal, automateDeathSaves: false });
    expect(outcome.failedDeathSaves).toBe(0);
    expect(outcome.entity.saves).toEqual({});
  });

  it('fills the next empty slots after earlier results', () => {
    const outcome = applyDamage({ ...downed, saves: { 1: 'success', 2: 'failure' } }, 5, normal);
    expect(outcome.entity.saves).toEqual({ 1: 'success', 2: 'failure', 3: 'failure' });
  });

  it('a third failure kills', () => {
    const outcome = applyDamage({ ...downed, saves: { 1: 'failure', 2: 'failure' } }, 5, normal);
    expect(outcome.died).toBe(true);
    expect(outcome.entity).toMatchObject({ dead: true, saves: {} });
  });

  it('a critical at one failure makes three and kills', () => {
    expect(applyDamage({ ...downed, saves: { 1: 'failure' } }, 1, { ...normal, critical: true }).died).toBe(true);
  });

  it('damage that brings a player to 0 adds no save: only damage taken at 0 does', () => {
    expect(applyDamage(anEntity({ curHp: 5 }), 5, normal).failedDeathSaves).toBe(0);
  });

  it('a stable player at 0 loses stability when hit', () => {
    const outcome = applyDamage({ ...downed, stable: true }, 2, normal);
    expect(outcome.entity.stable).toBe(false);
  });

  it('temp HP that soak the whole hit still count as damage at 0 HP', () => {
    const outcome = applyDamage({ ...downed, tempHp: 10 }, 4, normal);
    expect(outcome.entity.tempHp).toBe(6);
    expect(outcome.failedDeathSaves).toBe(1);
  });
});

describe('healing is capped at maximum hit points', () => {
  it('healing 10 at 35 of 41 HP restores 6 with 4 overhealing', () => {
    const outcome = applyHealing(anEntity({ curHp: 35 }), 10);
    expect(outcome.entity.curHp).toBe(41);
    expect({ healed: outcome.healed, overhealing: outcome.overhealing }).toEqual({ healed: 6, overhealing: 4 });
  });

  it('the maximum includes the max-HP modifier', () => {
    expect(applyHealing(anEntity({ maxHp: 41, maxHpMod: -6, curHp: 30 }), 10).entity.curHp).toBe(35);
  });

  it('a transformed form is healed instead of the character, up to the form\u2019s maximum', () => {
    const outcome = applyHealing(
      anEntity({ curHp: 20, transformed: { curHp: 5, maxHp: 19, maxHpMod: 0, ac: 11 } }),
      20,
    );
    expect(outcome.entity.transformed?.curHp).toBe(19);
    expect(outcome.entity.curHp).toBe(20);
    expect(outcome.overhealing).toBe(6);
  });
});

describe('healing a player at 0 hit points resets death saves and un-kills', () => {
  it('saves cleared, dead and stable unset', () => {
    const down = anEntity({ curHp: 0, dead: true, stable: true, saves: { 1: 'failure', 2: 'success' } });
    const outcome = applyHealing(down, 7);
    expect(outcome.revived).toBe(true);
    expect(outcome.entity).toMatchObject({ curHp: 7, dead: false, stable: false, saves: {} });
  });

  it('healing an NPC at 0 only restores hit points', () => {
    const outcome = applyHealing(anOrc({ curHp: 0 }), 7);
    expect(outcome.revived).toBe(false);
    expect(outcome.entity.curHp).toBe(7);
  });

  it('healing a killed NPC makes it alive again', () => {
    const outcome = applyHealing(anOrc({ curHp: 0, dead: true }), 7);
    expect(outcome.revived).toBe(true);
    expect(outcome.entity).toMatchObject({ curHp: 7, dead: false });
  });
});

describe('applied amounts are whole and never negative', () => {
  it.each([
    [7.9, 7],
    [-3, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%s becomes %s', (amount, whole) => {
    expect(wholeAmount(amount)).toBe(whole);
  });

  it('negative damage does not heal', () => {
    expect(applyDamage(anEntity({ curHp: 20 }), -5, normal).entity.curHp).toBe(20);
  });
});

describe('hit points stay within 0 and the maximum (property)', () => {
  const step = fc.record({ heal: fc.boolean(), amount: fc.integer({ min: -20, max: 200 }), critical: fc.boolean() });

  it('for any sequence of damage and healing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: -50, max: 50 }),
        fc.constantFrom('player', 'npc', 'companion' as const),
        fc.array(step, { maxLength: 30 }),
        (maxHp, maxHpMod, entityType, steps) => {
          let entity = anEntity({ maxHp, maxHpMod, curHp: Math.max(0, maxHp + maxHpMod), entityType });
          for (const s of steps) {
            if (s.heal) {
              entity = applyHealing(entity, s.amount).entity;
            } else {
              const outcome = applyDamage(entity, s.amount, { critical: s.critical, automateDeathSaves: true });
              expect(outcome.dealt + outcome.overkill).toBe(wholeAmount(s.amount));
              entity = outcome.entity;
            }
            expect(entity.curHp).toBeGreaterThanOrEqual(0);
            expect(entity.curHp).toBeLessThanOrEqual(effectiveMaxHp(entity));
            expect(entity.tempHp).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});
