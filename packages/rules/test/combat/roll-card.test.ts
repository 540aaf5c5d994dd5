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
  setOverride,
  setSaved,
} from '../../src/combat/roll-card.ts';
import { scriptedDice } from '../../src/dice/random.ts';
import { dice, faces } from '../dice/dice-notation.ts';

const greataxe: AbilityAction = {
  kind: 'attack',
  attack_bonus: 5,
  rolls: [{ damage_type: 'slashing', dice: dice('1d12+3'), magical: false, missSave: 0 }],
};

const fireBreath: AbilityAction = {
  kind: 'save',
  save_dc: 13,
  save_ability: 'dexterity',
  rolls: [{ damage_type: 'fire', dice: dice('6d6'), magical: true, missSave: 0.5 }],
};

const barbarian = { key: 'barbarian', ac: 15, saveBonus: { dexterity: 2 } };

function request(overrides: Partial<RollCardRequest>, ...rolls: { value: number; sides: number }[][]): RollCardRequest {
  return {
    key: 'card-1',
    name: 'Greataxe',
    actor: 'orc',
    target: barbarian,
    actions: [greataxe],
    advantage: 'normal',
    criticalSetting: 'roll',
    random: scriptedDice(rolls.flat()),
    ...overrides,
  };
}

describe('to-hit presets the Hit/Miss toggle from the target\u2019s armor class', () => {
  it('12 + 5 = 17 against AC 15 hits: 7 + 3 = 10 slashing', () => {
    const card = rollCard(request({}, faces(20, 12), faces(12, 7)));
    expect(card.actions[0]?.toHit).toMatchObject({ hit: true, critical: false });
    expect(cardTotal(card)).toBe(10);
  });

  it('a total below the AC misses, and a greataxe deals nothing on a miss', () => {
    const card = rollCard(request({}, faces(20, 9), faces(12, 7)));
    expect(card.actions[0]?.toHit?.hit).toBe(false);
    expect(cardTotal(card)).toBe(0);
  });

  it('the AC includes the target\u2019s bonus or transformed AC, as the caller passes it: 17 misses AC 18', () => {
    const card = rollCard(request({ target: { ...barbarian, ac: 18 } }, faces(20, 12), faces(12, 7)));
    expect(card.actions[0]?.toHit?.hit).toBe(false);
  });

  it('a natural 20 always hits and is a critical, even against AC 30', () => {
    const card = rollCard(request({ target: { ...barbarian, ac: 30 } }, faces(20, 20), faces(12, 7), faces(12, 9)));
    expect(card.actions[0]?.toHit).toMatchObject({ hit: true, critical: true });
    expect(isCriticalCard(card)).toBe(true);
    expect(cardTotal(card)).toBe(7 + 9 + 3);
  });

  it('a natural 1 always misses, even against AC 5', () => {
    const card = rollCard(request({ target: { ...barbarian, ac: 5 } }, faces(20, 1), faces(12, 7)));
    expect(card.actions[0]?.toHit?.hit).toBe(false);
  });

  it('only a natural 20 is a critical: an Adult Red Dragon’s 6 + 14 = 20 is an ordinary hit', () => {
    const bite: AbilityAction = { ...greataxe, attack_bonus: 14 };
    const card = rollCard(request({ actions: [bite] }, faces(20, 6), faces(12, 7)));
    expect(card.actions[0]?.toHit).toMatchObject({ hit: true, critical: false });
    expect(isCriticalCard(card)).toBe(false);
    expect(cardTotal(card)).toBe(7 + 3);
  });

  it('a natural 20 toggled to Miss and back to Hit is a critical again; a total of 20 toggled to Hit is not', () => {
    const natural = rollCard(request({ target: { ...barbarian, ac: 30 } }, faces(20, 20), faces(12, 7), faces(12, 9)));
    expect(isCriticalCard(setHit(setHit(natural, 0, false), 0, true))).toBe(true);
    const card = rollCard(request({ target: { ...barbarian, ac: 21 } }, faces(20, 15), faces(12, 7)));
    expect(card.actions[0]?.toHit).toMatchObject({ hit: false, critical: false });
    expect(isCriticalCard(setHit(card, 0, true))).toBe(false);
  });

  it('a total of 19 is an ordinary hit: 14 + 5 = 19 against AC 15 deals 7 + 3', () => {
    const card = rollCard(request({}, faces(20, 14), faces(12, 7)));
    expect(card.actions[0]?.toHit).toMatchObject({ hit: true, critical: false });
    expect(cardTotal(card)).toBe(10);
  });

  it('advantage keeps the better die and shows the other', () => {
    const card = rollCard(request({ advantage: 'advantage' }, faces(20, 4, 17), faces(12, 7), faces(12, 2)));
    expect(card.actions[0]?.toHit?.roll).toMatchObject({ natural: 17, ignored: 4, total: 22 });
  });
});

describe('critical settings on the card', () => {
  const crit = (criticalSetting: RollCardRequest['criticalSetting'], ...extra: { value: number; sides: number }[][]) =>
    cardTotal(rollCard(request({ criticalSetting }, faces(20, 20), faces(12, 7), ...extra)));

  it('roll twice (default): 7 + 9 + 3 = 19', () => expect(crit('roll', faces(12, 9))).toBe(19));
  it('double: 7 × 2 + 3 = 17', () => expect(crit('double')).toBe(17));
  it('max: 7 + 12 + 3 = 22', () => expect(crit('max')).toBe(22));
  it('disabled: 7 + 3 = 10', () => expect(crit('disabled')).toBe(10));

  it('disabled: a natural 20 hits but is no critical, even toggled to Miss and back', () => {
    const card = rollCard(request({ criticalSetting: 'disabled' }, faces(20, 20), faces(12, 7)));
    expect(card.actions[0]?.toHit).toMatchObject({ hit: true, critical: false });
    expect(isCriticalCard(setHit(setHit(card, 0, false), 0, true))).toBe(false);
  });

  it('toggling a critical to Miss drops the critical', () => {
    const card = setHit(rollCard(request({}, faces(20, 20), faces(12, 7), faces(12, 9))), 0, false);
    expect(card.actions[0]?.toHit).toMatchObject({ hit: false, critical: false });
    expect(isCriticalCard(card)).toBe(false);
  });
});

describe('saving throws compare the target\u2019s total with the DC, not the natural die', () => {
  const breath = (save: number) =>
    rollCard(request({ name: 'Fire Breath', actions: [fireBreath] }, faces(20, save), faces(6, 6, 5, 4, 3, 2, 1)));

  it('a natural 12 with +2 dexterity (14) saves against DC 13: half of 21 is 10', () => {
    const card = breath(12);
    expect(card.actions[0]?.save).toMatchObject({ dc: 13, saved: true });
    expect(cardTotal(card)).toBe(10);
  });

  it('a natural 10 with +2 (12) fails: all 21', () => {
    expect(cardTotal(breath(10))).toBe(21);
  });

  it('the Fail/Save toggle overrides the preset', () => {
    expect(cardTotal(setSaved(breath(12), 0, false))).toBe(21);
  });

  it('a save DC defaults to 10', () => {
    const noDc: AbilityAction = { ...fireBreath, save_dc: undefined };
    const card = rollCard(request({ actions: [noDc] }, faces(20, 8), faces(6, 1, 1, 1, 1, 1, 1)));
    expect(card.actions[0]?.save).toMatchObject({ dc: 10, saved: true });
  });
});

describe('an ability rolled at several targets', () => {
  const druid = { key: 'druid', ac: 16, saveBonus: { dexterity: 1 }, damage_immunities: ['fire' as const] };
  const several = (actions: AbilityAction[], ...rolls: { value: number; sides: number }[][]) =>
    rollCards({
      ...request({ actions }, ...rolls),
      cards: [
        { key: 'card-1', target: barbarian },
        { key: 'card-2', target: druid },
      ],
    });

  it('Fire Breath rolls its damage once; each target saves on its own and its defenses apply to that total', () => {
    const [first, second] = several([fireBreath], faces(6, 6, 5, 4, 3, 2, 1), faces(20, 12), faces(20, 4));
    expect(second?.actions[0]?.rolls).toEqual(first?.actions[0]?.rolls);
    expect([first?.actions[0]?.save?.saved, second?.actions[0]?.save?.saved]).toEqual([true, false]);
    expect([first && cardTotal(first), second && cardTotal(second)]).toEqual([10, 0]);
    expect(second?.key).toBe('card-2');
  });

  it('an attack still rolls to hit and damage per target', () => {
    const [first, second] = several([greataxe], faces(20, 12), faces(12, 7), faces(20, 20), faces(12, 2), faces(12, 4));
    expect([first?.actions[0]?.toHit?.critical, second?.actions[0]?.toHit?.critical]).toEqual([false, true]);
    expect([first && cardTotal(first), second && cardTotal(second)]).toEqual([10, 2 + 4 + 3]);
  });
});

describe('defenses on the card', () => {
  it('a resistant target halves the slashing, rounded down: 7 + 3 = 10 becomes 5', () => {
    const card = rollCard(
      request({ target: { ...barbarian, damage_resistances: ['slashing'] } }, faces(20, 12), faces(12, 7)),
    );
    expect(rollOutcomes(card)[0]).toMatchObject({ amount: 5, defenses: ['resistant'] });
  });

  it('a non-magical resistance does not stop a magical roll', () => {
    const magical: AbilityAction = { ...greataxe, rolls: greataxe.rolls.map((roll) => ({ ...roll, magical: true })) };
    const card = rollCard(
      request(
        { actions: [magical], target: { ...barbarian, damage_resistances: ['non_magical_slashing'] } },
        faces(20, 12),
        faces(12, 7),
      ),
    );
    expect(cardTotal(card)).toBe(10);
  });
});

describe('override and apply multipliers', () => {
  it('the override replaces the total, never below 0, floored', () => {
    const card = rollCard(request({}, faces(20, 12), faces(12, 7)));
    expect(cardTotal(setOverride(card, 25.8))).toBe(25);
    expect(cardTotal(setOverride(card, -4))).toBe(0);
    expect(cardTotal(setOverride(setOverride(card, 25), null))).toBe(10);
  });

  it('full, half rounded down, and double', () => {
    expect([appliedAmount(15, 1), appliedAmount(15, 0.5), appliedAmount(15, 2)]).toEqual([15, 7, 30]);
  });
});
