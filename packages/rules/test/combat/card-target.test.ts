import { describe, expect, it } from 'vitest';
import { cardTargetOf, saveBonus } from '../../src/combat/card-target.ts';
import { cardTotal, rollCard } from '../../src/combat/roll-card.ts';
import { rerollCardDie } from '../../src/combat/roll-card-reroll.ts';
import { scriptedDice } from '../../src/dice/random.ts';
import { createEncounter } from '../../src/encounter/encounter.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { findEntity } from '../../src/encounter/roster-list.ts';
import { dice, faces } from '../dice/dice-notation.ts';
import { anEntity, anOrc } from '../support/entities.ts';

describe('a combatant as a roll card target', () => {
  it('uses the AC with its bonus, or the transformed AC', () => {
    expect(cardTargetOf(anEntity({ ac: 15, ac_bonus: 2 })).ac).toBe(17);
    expect(cardTargetOf(anEntity({ ac: 15, transformed: { curHp: 9, maxHp: 9, maxHpMod: 0, ac: 11 } })).ac).toBe(11);
  });

  it('saves with the listed bonus, else the ability modifier', () => {
    const rogue = anEntity({ dexterity: 18, wisdom: 8, saving_throws: { dexterity: 7 } });
    expect(saveBonus(rogue, 'dexterity')).toBe(7);
    expect(saveBonus(rogue, 'wisdom')).toBe(-1);
    expect(saveBonus(rogue, 'strength')).toBe(0);
  });

  it('carries the defenses the card halves and doubles by', () => {
    const skeleton = anOrc({ damage_vulnerabilities: ['bludgeoning'], damage_immunities: ['poison'] });
    expect(cardTargetOf(skeleton)).toMatchObject({
      damage_vulnerabilities: ['bludgeoning'],
      damage_immunities: ['poison'],
    });
  });
});

describe('manual damage with a damage type', () => {
  const context = { at: 0, automate: true };
  const encounter = () =>
    createEncounter([
      anEntity({ key: 'barbarian', name: 'Barbarian' }),
      anOrc({ key: 'werewolf', name: 'Werewolf', maxHp: 58, curHp: 58, damage_immunities: ['non_magical_slashing'] }),
    ]);

  it('a plain sword does nothing to a werewolf; a magic one does', () => {
    const plain = applyCommand(
      encounter(),
      { type: 'damage', target: 'werewolf', amount: 9, by: 'barbarian', damageType: 'slashing' },
      context,
    );
    const magic = applyCommand(
      encounter(),
      { type: 'damage', target: 'werewolf', amount: 9, by: 'barbarian', damageType: 'slashing', magical: true },
      context,
    );
    if (!plain.ok || !magic.ok) throw new Error('damage refused');
    expect(findEntity(plain.encounter, 'werewolf')?.curHp).toBe(58);
    expect(findEntity(magic.encounter, 'werewolf')?.curHp).toBe(49);
    expect(magic.events[0]).toMatchObject({ caption: 'Barbarian did 9 slashing damage to Werewolf' });
  });
});

describe('clicking a die on a roll card rerolls that die alone', () => {
  const card = () =>
    rollCard({
      key: 'card',
      name: 'Greataxe',
      actor: 'orc',
      target: { key: 'barbarian', ac: 15 },
      actions: [
        {
          kind: 'attack',
          attack_bonus: 5,
          rolls: [{ damage_type: 'slashing', dice: dice('2d6+3'), magical: false, missSave: 0 }],
        },
      ],
      advantage: 'normal',
      criticalSetting: 'roll',
      random: scriptedDice([...faces(20, 12), ...faces(6, 1, 4)]),
    });

  it('a 1 rerolled into a 6: 1 + 4 + 3 = 8 becomes 13', () => {
    expect(cardTotal(card())).toBe(8);
    const result = rerollCardDie(card(), { action: 0, roll: 0, group: 0, die: 0 }, scriptedDice(faces(6, 6)));
    if (!result.ok) throw new Error(result.error);
    expect(cardTotal(result.card)).toBe(13);
  });

  it('says which die does not exist', () => {
    expect(rerollCardDie(card(), { action: 0, roll: 3, group: 0, die: 0 }, scriptedDice([]))).toEqual({
      ok: false,
      error: 'This roll card has no roll 3 in action 0',
    });
  });
});
