import { type AbilityRoll, rollCard } from '@skald/rules/combat/roll-card';
import { parseDice } from '@skald/rules/dice/parse-dice';
import { scriptedDice } from '@skald/rules/dice/random';
import type { EncounterCommand } from '@skald/rules/encounter/commands';
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { applyCommand } from '@skald/rules/encounter/reducer';
import { describe, expect, it } from 'vitest';
import { logLine } from './log-lines.ts';

const fight = createEncounter([
  createEntity({ key: 'barbarian', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15 }),
  createEntity({ key: 'orc', name: 'Orc', entityType: 'npc', maxHp: 15, ac: 13 }),
]);

function lineOf(command: EncounterCommand): string {
  const result = applyCommand(fight, command, { at: 0, automate: true });
  if (!result.ok) throw new Error(result.error);
  return logLine(result.entry);
}

describe('log lines', () => {
  it('damage with overkill and a critical', () => {
    expect(lineOf({ type: 'damage', target: 'orc', amount: 20, by: 'barbarian', critical: true })).toBe(
      'Barbarian did 15 damage to Orc (5 overkill), critical',
    );
  });

  it('healing from the environment', () => {
    expect(lineOf({ type: 'heal', target: 'barbarian', amount: 4, by: null })).toBe(
      'The environment healed Barbarian for 0 (4 overhealing)',
    );
  });

  it('turns and other changes', () => {
    expect(lineOf({ type: 'start' })).toBe('Encounter started');
    expect(lineOf({ type: 'kill', key: 'orc' })).toBe('Kill: Orc');
  });

  it('a combatant added mid-fight', () => {
    const wolf = createEntity({ key: 'wolf', name: 'Wolf', entityType: 'npc', maxHp: 11, ac: 13 });
    expect(lineOf({ type: 'add-entity', entity: wolf })).toBe('Wolf joined the fight');
  });
});

describe('log lines for limited uses', () => {
  const mage = createEntity({ key: 'mage', name: 'Mage', entityType: 'npc', maxHp: 40, ac: 12 });
  const caster = {
    ...mage,
    actions: [{ name: 'Arcane Burst', desc: 'It bursts.', action_list: [], limit: 2, limit_type: 'day' as const }],
    spellcasting: [
      {
        trait: 'Spellcasting',
        innate: false,
        ability: 'intelligence' as const,
        components_required: [],
        slots: { '3': 2 },
        spells: [],
      },
    ],
  };
  const withMage = createEncounter([caster]);
  const line = (command: EncounterCommand) => {
    const result = applyCommand(withMage, command, { at: 0, automate: true });
    if (!result.ok) throw new Error(result.error);
    return logLine(result.entry);
  };

  it('name the ability and the spell slot level', () => {
    expect(line({ type: 'use-ability', key: 'mage', section: 'actions', index: 0 })).toBe('Mage used Arcane Burst');
    expect(line({ type: 'use-spell-slot', key: 'mage', level: 3 })).toBe('Mage spent a 3rd-level spell slot');
  });
});

describe('log lines for one gesture on several combatants (a batch)', () => {
  const goblin = createEntity({ key: 'goblin', name: 'Goblin', entityType: 'npc', maxHp: 7, ac: 15 });
  const three = createEncounter([...fight.entities, goblin]);
  const line = (commands: EncounterCommand[]) => {
    const result = applyCommand(three, { type: 'batch', commands }, { at: 0, automate: true });
    if (!result.ok) throw new Error(result.error);
    return logLine(result.entry);
  };

  it('damage from one dealer names each target and its amount', () => {
    expect(
      line([
        { type: 'damage', target: 'orc', amount: 9, by: 'barbarian' },
        { type: 'damage', target: 'goblin', amount: 9, by: 'barbarian' },
      ]),
    ).toBe('Barbarian did 9 damage to Orc, 7 damage to Goblin (2 overkill)');
  });

  it('healing from the environment, and the same condition on several', () => {
    expect(
      line([
        { type: 'heal', target: 'orc', amount: 0, by: null },
        { type: 'heal', target: 'goblin', amount: 0, by: null },
      ]),
    ).toBe('The environment healed Orc for 0, Goblin for 0');
    expect(
      line([
        { type: 'add-condition', key: 'orc', condition: 'prone' },
        { type: 'add-condition', key: 'goblin', condition: 'prone' },
      ]),
    ).toBe('Add condition: Orc, Goblin');
  });

  it('different commands one after the other', () => {
    expect(
      line([
        { type: 'kill', key: 'orc' },
        { type: 'heal', target: 'barbarian', amount: 0, by: null },
      ]),
    ).toBe('Kill: Orc; The environment healed Barbarian for 0');
  });
});

describe('log lines name the damage type of a hit', () => {
  const typed = (damage_type: AbilityRoll['damage_type'], text: string): AbilityRoll => {
    const parsed = parseDice(text);
    if (!parsed.ok) throw new Error(parsed.error);
    return { damage_type, dice: parsed.expression, magical: false, missSave: 0 };
  };
  const card = (rolls: AbilityRoll[], faces: { value: number; sides: number }[]) =>
    rollCard({
      key: 'card',
      name: 'Flame Tongue',
      actor: 'barbarian',
      target: { key: 'orc', ac: 13 },
      actions: [{ kind: 'other', rolls }],
      advantage: 'normal',
      criticalSetting: 'roll',
      random: scriptedDice(faces),
    });

  it('damage given a type in the damage form', () => {
    expect(lineOf({ type: 'damage', target: 'orc', amount: 9, by: 'barbarian', damageType: 'fire' })).toBe(
      'Barbarian did 9 fire damage to Orc',
    );
  });

  it('a roll card of one type, and one whose rolls mix types', () => {
    const fire = card(
      [typed('fire', '2d6')],
      [
        { value: 4, sides: 6 },
        { value: 5, sides: 6 },
      ],
    );
    expect(lineOf({ type: 'apply-roll-card', card: fire, multiplier: 1 })).toBe('Barbarian did 9 fire damage to Orc');
    const mixed = card(
      [typed('slashing', '1d6'), typed('fire', '1d6')],
      [
        { value: 3, sides: 6 },
        { value: 2, sides: 6 },
      ],
    );
    expect(lineOf({ type: 'apply-roll-card', card: mixed, multiplier: 1 })).toBe(
      'Barbarian did 5 slashing and fire damage to Orc',
    );
  });
});
