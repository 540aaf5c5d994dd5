import { describe, expect, it } from 'vitest';
import type { EncounterCommand } from '../../src/encounter/commands.ts';
import { createEncounter, type Encounter } from '../../src/encounter/encounter.ts';
import {
  ENCOUNTER_LIMIT_MESSAGES,
  MAX_ENCOUNTER_ENTITIES,
  MAX_GAME_NUMBER,
} from '../../src/encounter/encounter-limits.ts';
import type { EncounterEntity } from '../../src/encounter/entity.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { findEntity } from '../../src/encounter/roster-list.ts';
import { anEntity, anOrc } from '../support/entities.ts';

const context = { at: 0, automate: true };
const fight = () => createEncounter([anEntity({ key: 'rogue', name: 'Rogue' }), anOrc({ key: 'orc', name: 'Orc' })]);
const apply = (command: unknown, encounter: Encounter = fight()) =>
  applyCommand(encounter, command as EncounterCommand, context);

describe('the engine holds every command to the game’s bounds, refusing in words', () => {
  it.each([-7, -0.5, Number.NaN, Number.POSITIVE_INFINITY, 1e308, MAX_GAME_NUMBER + 1])(
    'damage or healing of %d is refused and nothing is logged',
    (amount) => {
      for (const type of ['damage', 'heal'] as const) {
        expect(apply({ type, target: 'orc', amount, by: 'rogue' })).toEqual({
          ok: false,
          error: `Command "${type}": amount must be a number from 0 to 1,000,000`,
        });
      }
    },
  );

  it('a hit at the bound applies and the meters stay finite numbers', () => {
    const hit = apply({ type: 'damage', target: 'orc', amount: MAX_GAME_NUMBER, by: 'rogue' });
    if (!hit.ok) throw new Error(hit.error);
    expect(findEntity(hit.encounter, 'rogue')?.meters.damage).toBe(15);
    expect(JSON.parse(JSON.stringify(hit.entry)).amount).toBe(15);
  });

  it.each([
    [{ type: 'set-initiative', key: 'orc', initiative: 1e308 }, 'initiative must be a number from -1,000,000'],
    [{ type: 'add-condition', key: 'orc', condition: 'prone', rounds: -3 }, 'rounds must be a whole number from 0'],
    [{ type: 'use-ability', key: 'orc', section: 'actions', index: 0, cost: 1e9 }, 'cost must be a whole number'],
    [{ type: 'edit-entity', key: 'orc', edits: { maxHp: '99999999999' } }, 'edits.maxHp must be a number from'],
    [{ type: 'transform', key: 'orc', form: { maxHp: 1e12, ac: 12 } }, 'form.maxHp must be a number from'],
    [{ type: 'start-test', d20s: { orc: Number.POSITIVE_INFINITY } }, 'd20s.orc must be a number from'],
  ])('%j', (command, words) => {
    const refused = apply(command);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error).toContain(words);
  });

  it('keys, names and a stat block’s texts have a length', () => {
    expect(apply({ type: 'kill', key: 'k'.repeat(101) })).toEqual({
      ok: false,
      error: 'Command "kill": key must be text of 1 to 100 characters',
    });
    expect(apply({ type: 'edit-entity', key: 'orc', edits: { name: 'n'.repeat(101) } })).toEqual({
      ok: false,
      error: 'Command "edit-entity": edits.name must be text of at most 100 characters',
    });
    const ability = { name: 'Bite', desc: 'd'.repeat(10_001), action_list: [] };
    expect(apply({ type: 'add-entity', entity: anOrc({ key: 'wolf', actions: [ability] }) })).toEqual({
      ok: false,
      error: 'Command "add-entity": entity.actions[0].desc must be text of at most 10,000 characters',
    });
    const traits = Array.from({ length: 3 }, (_, i) => ({ ...ability, name: `Trait ${i}`, desc: 'd'.repeat(10_000) }));
    expect(apply({ type: 'add-entity', entity: anOrc({ key: 'wolf', special_abilities: traits }) })).toEqual({
      ok: false,
      error: 'Command "add-entity": entity must be at most 20,000 characters of text in all',
    });
    const reminder = { title: 'Bless', trigger: 'damage', action: 'notify', notify: 'n'.repeat(10_001) };
    expect(apply({ type: 'set-reminder', key: 'orc', reminderKey: 'bless', reminder }).ok).toBe(false);
  });

  it('a field no command has is refused, so nothing unknown reaches the log', () => {
    expect(apply({ type: 'damage', target: 'orc', amount: 3, by: null, note: 'x'.repeat(1000) })).toEqual({
      ok: false,
      error: 'Command "damage": note is not a field Skald keeps',
    });
    expect(apply({ type: 'edit-entity', key: 'orc', edits: { name: 'Grub', secret: 1 } })).toEqual({
      ok: false,
      error: 'Command "edit-entity": edits.secret is not a field Skald keeps',
    });
  });

  it('a joining combatant is stored and logged with only the fields a combatant has', () => {
    const wolf = { ...anOrc({ key: 'wolf', name: 'Wolf' }), payload: 'x'.repeat(5000) } as EncounterEntity;
    const joined = apply({ type: 'add-entity', entity: wolf });
    if (!joined.ok) throw new Error(joined.error);
    expect(findEntity(joined.encounter, 'wolf')).not.toHaveProperty('payload');
    expect(JSON.stringify(joined.entry)).not.toContain('payload');
  });

  it('a combatant joins only under a key nobody in the encounter has', () => {
    expect(apply({ type: 'add-entity', entity: anOrc({ key: 'orc', name: 'Orc chief' }) })).toEqual({
      ok: false,
      error: 'A combatant with key "orc" is already here',
    });
  });

  it(`an encounter holds at most ${MAX_ENCOUNTER_ENTITIES} combatants, added one by one or in a batch`, () => {
    const full = createEncounter(
      Array.from({ length: MAX_ENCOUNTER_ENTITIES }, (_, i) => anOrc({ key: `orc-${i}`, name: `Orc ${i}` })),
    );
    expect(apply({ type: 'add-entity', entity: anOrc({ key: 'one-more' }) }, full)).toEqual({
      ok: false,
      error: ENCOUNTER_LIMIT_MESSAGES.tooManyCombatants,
    });
    const almost = { ...full, entities: full.entities.slice(1) };
    const batch = {
      type: 'batch',
      commands: [
        { type: 'add-entity', entity: anOrc({ key: 'a' }) },
        { type: 'add-entity', entity: anOrc({ key: 'b' }) },
      ],
    };
    expect(apply(batch, almost)).toEqual({ ok: false, error: ENCOUNTER_LIMIT_MESSAGES.tooManyCombatants });
    expect(apply(batch.commands[0], almost).ok).toBe(true);
  });
});
