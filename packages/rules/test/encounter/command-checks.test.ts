import { describe, expect, it } from 'vitest';
import { rollCard } from '../../src/combat/roll-card.ts';
import { seededRandom } from '../../src/dice/random.ts';
import type { EncounterCommand } from '../../src/encounter/commands.ts';
import { createEncounter } from '../../src/encounter/encounter.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { anEntity, anOrc } from '../support/entities.ts';

const context = { at: 0, automate: true };
const fight = () => createEncounter([anEntity({ key: 'rogue', name: 'Rogue' }), anOrc({ key: 'orc', name: 'Orc' })]);
const refusal = (command: unknown) => applyCommand(fight(), command as EncounterCommand, context);

describe('commands no rule can apply are refused with a message the GM can read', () => {
  it.each([
    [
      { type: 'next-turn', recharges: { orc: { 'actions:0': 7 } } },
      'Command "next-turn": recharges.orc.actions:0 must be a whole number from 1 to 6',
    ],
    [
      { type: 'use-ability', key: 'orc', section: 'name', index: 0 },
      'Command "use-ability": section must be one of "special_abilities", "actions", "legendary_actions", "reactions"',
    ],
    [{ type: 'regain-ability', key: 'orc', section: 'actions', index: 3 }, 'Orc has no actions 3'],
    [
      { type: 'add-condition', key: 'orc', condition: 'sleepy' },
      'Command "add-condition": condition must be one of the fifteen conditions',
    ],
    [
      { type: 'add-condition', key: 'orc', condition: 'exhaustion', level: 7 },
      'Command "add-condition": level must be one of 1, 2, 3, 4, 5, 6',
    ],
    [
      { type: 'damage', target: 'orc', amount: '5', by: null },
      'Command "damage": amount must be a number from 0 to 1,000,000',
    ],
    [{ type: 'damage', target: 'orc', amount: 5 }, 'Command "damage": by must be text of 1 to 100 characters'],
    [
      {
        type: 'set-reminder',
        key: 'orc',
        reminderKey: 'r',
        reminder: { title: 'Bless', trigger: 'onDamage', action: 'notify' },
      },
      'Command "set-reminder": reminder.trigger must be one of "damage", "startTurn", "endTurn", "timed"',
    ],
    [null, 'A command must be an object with a type'],
    [{ type: 'cast-fireball' }, 'Unknown command "cast-fireball"'],
  ])('%j', (command, message) => {
    expect(refusal(command)).toEqual({ ok: false, error: message });
  });

  it('a roll card applies only in full, half or double', () => {
    const card = rollCard({
      key: 'card',
      name: 'Greataxe',
      actor: 'orc',
      target: { key: 'rogue', ac: 15 },
      actions: [{ kind: 'attack', attack_bonus: 5, rolls: [] }],
      advantage: 'normal',
      criticalSetting: 'roll',
      random: seededRandom(1),
    });
    expect(refusal({ type: 'apply-roll-card', card, multiplier: 3 })).toEqual({
      ok: false,
      error: 'Command "apply-roll-card": multiplier must be one of 1, 0.5, 2',
    });
    expect(refusal({ type: 'apply-roll-card', card: { ...card, actor: undefined }, multiplier: 1 })).toEqual({
      ok: false,
      error: 'Command "apply-roll-card": card.actor must be text of 1 to 100 characters',
    });
  });

  it.each([
    [{ ...anOrc({ key: '' }) }, 'Command "add-entity": entity.key must be text of 1 to 100 characters'],
    [
      { ...anOrc({ key: 'ogre', name: 'Ogre' }), entityType: 'dragon' },
      'Command "add-entity": entity.entityType must be one of "player", "npc", "companion"',
    ],
    [anOrc({ key: 'ogre', name: 'Ogre', maxHp: 59, curHp: 60 }), "Ogre's current hit points must be between 0 and 59"],
    [
      anOrc({ key: 'ogre', name: 'Ogre', curHp: 7.5 }),
      'Command "add-entity": entity.curHp must be a whole number from -1,000,000 to 1,000,000',
    ],
    [anOrc({ key: 'ogre', name: 'Ogre', tempHp: -1 }), "Ogre's hit points cannot be negative"],
    [
      anOrc({ key: 'ogre', name: 'Ogre', maxHp: 10, maxHpMod: -11 }),
      "Ogre's max-HP modifier cannot take the maximum below 0",
    ],
  ])('a combatant joining with impossible numbers: %#', (entity, message) => {
    expect(refusal({ type: 'add-entity', entity })).toEqual({ ok: false, error: message });
  });
});
