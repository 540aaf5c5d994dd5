import { describe, expect, it } from 'vitest';
import {
  type AbilityAction,
  appliedAmount,
  cardTotal,
  isCriticalCard,
  type RollCardRequest,
  rollCard,
  rollCards,
  rollOutcomes,
  setHit,
} from '../../src/combat/roll-card.ts';
import { setCritical, setDefense } from '../../src/combat/roll-card-choices.ts';
import { rerollSharedDie } from '../../src/combat/roll-card-reroll.ts';
import { scriptedDice } from '../../src/dice/random.ts';
import { checkCommand } from '../../src/encounter/command-checks.ts';
import { createEncounter } from '../../src/encounter/encounter.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { findEntity } from '../../src/encounter/roster-list.ts';
import { dice, faces } from '../dice/dice-notation.ts';
import { anEntity, anOrc } from '../support/entities.ts';

const shortsword: AbilityAction = {
  kind: 'attack',
  attack_bonus: 4,
  rolls: [{ damage_type: 'piercing', dice: dice('1d6+2'), magical: false, missSave: 0 }],
};
const fireBreath: AbilityAction = {
  kind: 'save',
  save_dc: 13,
  save_ability: 'dexterity',
  rolls: [{ damage_type: 'fire', dice: dice('2d6'), magical: true, missSave: 0.5 }],
};
const sleeping = { key: 'thora', ac: 16 };
const none = () => scriptedDice([]);

function request(overrides: Partial<RollCardRequest>, ...rolls: { value: number; sides: number }[][]): RollCardRequest {
  return {
    key: 'card-1',
    name: 'Shortsword',
    actor: 'goblin',
    target: sleeping,
    actions: [shortsword],
    advantage: 'normal',
    criticalSetting: 'roll',
    random: scriptedDice(rolls.flat()),
    ...overrides,
  };
}

describe('the Critical toggle: an automatic critical on an unconscious target', () => {
  // 14 + 4 = 18 hits AC 16; the d6 shows 5: 5 + 2 = 7 as an ordinary hit.
  const ordinary = (criticalSetting: RollCardRequest['criticalSetting'] = 'roll') =>
    rollCard(request({ criticalSetting }, faces(20, 14), faces(6, 5)));

  it('rolls the dice again and adds the modifier once: 5 + 3 + 2 = 10, where Double gives 14', () => {
    const card = ordinary();
    expect(cardTotal(card)).toBe(7);
    const critical = setCritical(card, 0, true, scriptedDice(faces(6, 3)));
    expect(critical.actions[0]?.toHit).toMatchObject({ hit: true, critical: true, chosenCritical: true });
    expect(isCriticalCard(critical)).toBe(true);
    expect(cardTotal(critical)).toBe(5 + 3 + 2);
    expect(appliedAmount(cardTotal(card), 2)).toBe(14);
  });

  it('follows the GM’s setting: double counts the faces twice (12), max adds the highest face (13)', () => {
    expect(cardTotal(setCritical(ordinary('double'), 0, true, none()))).toBe(5 * 2 + 2);
    expect(cardTotal(setCritical(ordinary('max'), 0, true, none()))).toBe(5 + 6 + 2);
  });

  it('a miss turned critical hits; off again keeps its dice, so on once more never rerolls', () => {
    const missed = rollCard(request({}, faces(20, 3), faces(6, 5)));
    expect(cardTotal(missed)).toBe(0);
    const critical = setCritical(missed, 0, true, scriptedDice(faces(6, 4)));
    expect(cardTotal(critical)).toBe(11);
    const off = setCritical(critical, 0, false, none());
    expect(off.actions[0]?.toHit).toMatchObject({ hit: true, critical: false });
    expect(cardTotal(off)).toBe(7);
    expect(cardTotal(setCritical(off, 0, true, none()))).toBe(11);
  });

  it('the GM’s word outlasts Miss and Hit, and can take a natural 20’s critical away', () => {
    const critical = setCritical(ordinary(), 0, true, scriptedDice(faces(6, 3)));
    expect(isCriticalCard(setHit(setHit(critical, 0, false), 0, true))).toBe(true);
    const natural20 = rollCard(request({}, faces(20, 20), faces(6, 5), faces(6, 1)));
    expect(cardTotal(natural20)).toBe(8);
    const notCritical = setCritical(natural20, 0, false, none());
    expect(isCriticalCard(notCritical)).toBe(false);
    expect(cardTotal(notCritical)).toBe(7);
  });

  it('with criticals disabled in the settings the toggle adds nothing', () => {
    const card = setCritical(ordinary('disabled'), 0, true, none());
    expect(isCriticalCard(card)).toBe(false);
    expect(cardTotal(card)).toBe(7);
  });

  it('applied to a player at 0 hit points, a card made critical marks two failed death saves', () => {
    const fight = createEncounter([
      anEntity({ key: 'thora', name: 'Thora', curHp: 0 }),
      anOrc({ key: 'goblin', name: 'Goblin' }),
    ]);
    const card = setCritical(ordinary(), 0, true, scriptedDice(faces(6, 3)));
    const applied = applyCommand(fight, { type: 'apply-roll-card', card, multiplier: 1 }, { at: 0, automate: true });
    if (!applied.ok) throw new Error(applied.error);
    expect(Object.values(findEntity(applied.encounter, 'thora')?.saves ?? {})).toEqual(['failure', 'failure']);
    expect(applied.entry.crit).toBe(true);
  });
});

describe('the defense chip: the GM overrides the target’s defense for a damage type', () => {
  const resistant = { ...sleeping, damage_resistances: ['piercing' as const] };
  const hit = () => rollCard(request({ target: resistant }, faces(20, 14), faces(6, 5)));

  it('a listed resistance turned off deals the full 7; a choice of none is no defense at all', () => {
    expect(rollOutcomes(hit())[0]).toMatchObject({ amount: 3, defenses: ['resistant'] });
    const full = setDefense(hit(), 'piercing', 'none');
    expect(rollOutcomes(full)[0]).toMatchObject({ amount: 7, defenses: [] });
  });

  it('a resistance the stat block lacks (a raging barbarian) halves; vulnerable doubles; immune stops it', () => {
    const plain = rollCard(request({}, faces(20, 14), faces(6, 5)));
    expect(cardTotal(setDefense(plain, 'piercing', 'resistant'))).toBe(3);
    expect(cardTotal(setDefense(plain, 'piercing', 'vulnerable'))).toBe(14);
    expect(cardTotal(setDefense(plain, 'piercing', 'immune'))).toBe(0);
  });

  it('null goes back to the stat block; another damage type is left alone', () => {
    const chosen = setDefense(setDefense(hit(), 'piercing', 'none'), 'fire', 'immune');
    const back = setDefense(chosen, 'piercing', null);
    expect(back.defenseChoices).toEqual({ fire: 'immune' });
    expect(cardTotal(back)).toBe(3);
  });

  it('a shared throw rerolled on one card leaves each card’s own choice', () => {
    const cards = rollCards({
      ...request({ name: 'Fire Breath', actions: [fireBreath] }, faces(6, 4, 4), faces(20, 2), faces(20, 2)),
      cards: [
        { key: 'card-1', target: { key: 'a', ac: 12 } },
        { key: 'card-2', target: { key: 'b', ac: 12, damage_resistances: ['fire'] } },
      ],
    });
    const [first, second] = cards;
    if (!first || !second) throw new Error('two cards');
    const chosen = [setDefense(first, 'fire', 'resistant'), setDefense(second, 'fire', 'none')];
    const die = { action: 0, roll: 0, group: 0, die: 0 };
    const rerolled = rerollSharedDie(chosen, 'card-1', die, scriptedDice(faces(6, 6)));
    if (!rerolled.ok) throw new Error(rerolled.error);
    expect(rerolled.cards.map(cardTotal)).toEqual([5, 10]);
  });

  it('passes the command check, and an unknown choice is refused in words', () => {
    const card = setDefense(hit(), 'piercing', 'none');
    expect(() => checkCommand({ type: 'apply-roll-card', card, multiplier: 1 })).not.toThrow();
    const odd = { ...card, defenseChoices: { piercing: 'halved' } };
    expect(() => checkCommand({ type: 'apply-roll-card', card: odd, multiplier: 1 })).toThrow(
      /none, resistant, vulnerable or immune/,
    );
  });
});
