import { describe, expect, it } from 'vitest';
import { type AbilityAction, cardTotal, rollCards } from '../../src/combat/roll-card.ts';
import { rerollSharedDie } from '../../src/combat/roll-card-reroll.ts';
import { scriptedDice } from '../../src/dice/random.ts';
import { dice, faces } from '../dice/dice-notation.ts';

const fireBreath: AbilityAction = {
  kind: 'save',
  save_dc: 13,
  save_ability: 'dexterity',
  rolls: [{ damage_type: 'fire', dice: dice('2d6'), magical: true, missSave: 0.5 }],
};
const greataxe: AbilityAction = {
  kind: 'attack',
  attack_bonus: 5,
  rolls: [{ damage_type: 'slashing', dice: dice('1d12'), magical: false, missSave: 0 }],
};
const barbarian = { key: 'barbarian', ac: 10, saveBonus: { dexterity: 0 } };
const druid = { key: 'druid', ac: 10, saveBonus: { dexterity: 0 }, damage_resistances: ['fire' as const] };

const rolled = (actions: AbilityAction[], ...rolls: { value: number; sides: number }[][]) =>
  rollCards({
    name: 'Breath',
    actor: 'dragon',
    actions,
    advantage: 'normal',
    criticalSetting: 'roll',
    random: scriptedDice(rolls.flat()),
    cards: [
      { key: 'card-1', target: barbarian },
      { key: 'card-2', target: druid },
    ],
  });

describe('rerolling a die among the roll cards shown', () => {
  it('a die of Fire Breath’s shared damage changes on every card of the roll; each keeps its save and defenses', () => {
    // Damage 1 + 4; the barbarian fails its save (5), the druid saves (15) and resists fire.
    const cards = rolled([fireBreath], faces(6, 1, 4), faces(20, 5), faces(20, 15));
    expect(cards.map(cardTotal)).toEqual([5, 1]);
    const result = rerollSharedDie(
      cards,
      'card-2',
      { action: 0, roll: 0, group: 0, die: 0 },
      scriptedDice(faces(6, 6)),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.cards.map(cardTotal)).toEqual([10, 2]);
    expect(result.cards[0]?.actions[0]?.rolls).toEqual(result.cards[1]?.actions[0]?.rolls);
  });

  it('another roll of the same ability keeps its own dice', () => {
    const first = rolled([fireBreath], faces(6, 1, 4), faces(20, 5), faces(20, 5));
    const second = rolled([fireBreath], faces(6, 1, 4), faces(20, 5), faces(20, 5)).map((card, i) => ({
      ...card,
      key: `card-${i + 3}`,
      rollId: 'card-3',
    }));
    const result = rerollSharedDie(
      [...second, ...first],
      'card-1',
      { action: 0, roll: 0, group: 0, die: 0 },
      scriptedDice(faces(6, 6)),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.cards.map(cardTotal)).toEqual([5, 2, 10, 5]);
  });

  it('an attack’s damage die changes on its own card only', () => {
    const cards = rolled([greataxe], faces(20, 12), faces(12, 3), faces(20, 12), faces(12, 3));
    const result = rerollSharedDie(
      cards,
      'card-1',
      { action: 0, roll: 0, group: 0, die: 0 },
      scriptedDice(faces(12, 11)),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.cards.map(cardTotal)).toEqual([11, 3]);
  });

  it('says so when the card is no longer shown', () => {
    const result = rerollSharedDie([], 'card-1', { action: 0, roll: 0, group: 0, die: 0 }, scriptedDice([]));
    expect(result).toEqual({ ok: false, error: 'This roll card or its die is no longer shown' });
  });
});
