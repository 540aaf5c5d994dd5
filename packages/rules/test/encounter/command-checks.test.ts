import { describe, expect, it } from 'vitest';
import type { EncounterCommand } from '../../src/encounter/commands.ts';
import { createEncounter } from '../../src/encounter/encounter.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { anEntity, anOrc } from '../support/entities.ts';

const context = { at: 0, automate: true };
const fight = () => createEncounter([anEntity({ key: 'rogue', name: 'Rogue' }), anOrc({ key: 'orc', name: 'Orc' })]);
const refusal = (command: unknown) => applyCommand(fight(), command as EncounterCommand, context);

describe('commands no rule can apply are refused with a message the GM can read', () => {
  it.each([
    [{ type: 'next-turn', recharges: { orc: { 'actions:0': 7 } } }, 'A recharge roll is a d6 from 1 to 6, not 7'],
    [{ type: 'use-ability', key: 'orc', section: 'name', index: 0 }, /^Abilities are in special_abilities/],
    [{ type: 'regain-ability', key: 'orc', section: 'actions', index: 3 }, 'Orc has no actions 3'],
    [{ type: 'add-condition', key: 'orc', condition: 'sleepy' }, 'Unknown condition "sleepy"'],
    [
      { type: 'add-condition', key: 'orc', condition: 'exhaustion', level: 7 },
      'Exhaustion runs from level 1 to 6, not 7',
    ],
    [{ type: 'remove-condition', key: 'orc', condition: 42 }, 'Unknown condition "42"'],
  ])('%j', (command, message) => {
    const result = refusal(command);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it('a roll card applies only in full, half or double', () => {
    const result = refusal({ type: 'apply-roll-card', card: {}, multiplier: 3 });
    expect(result).toEqual({ ok: false, error: 'A roll card applies in full (1), half (0.5) or double (2)' });
  });

  it.each([
    [{ ...anOrc({ key: '' }) }, 'A new combatant needs a key'],
    [{ ...anOrc({ key: 'ogre', name: 'Ogre' }), entityType: 'dragon' }, 'Ogre must be a player, an NPC or a companion'],
    [anOrc({ key: 'ogre', name: 'Ogre', maxHp: 59, curHp: 60 }), "Ogre's current hit points must be between 0 and 59"],
    [anOrc({ key: 'ogre', name: 'Ogre', curHp: 7.5 }), "Ogre's curHp must be a whole number"],
    [anOrc({ key: 'ogre', name: 'Ogre', tempHp: -1 }), "Ogre's hit points cannot be negative"],
    [
      anOrc({ key: 'ogre', name: 'Ogre', maxHp: 10, maxHpMod: -11 }),
      "Ogre's max-HP modifier cannot take the maximum below 0",
    ],
  ])('a combatant joining with impossible numbers: %#', (entity, message) => {
    expect(refusal({ type: 'add-entity', entity })).toEqual({ ok: false, error: message });
  });
});
