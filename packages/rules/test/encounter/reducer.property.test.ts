import { anEncounter, anEntity } from '@skald/testing/encounter-arbitraries';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usesAllowed, usesSpent } from '../../src/combat/limited-uses.ts';
import { cardTotal, isHealingCard } from '../../src/combat/roll-card.ts';
import { SPELL_SLOT_LEVELS, spellSlots, spellSlotsSpent } from '../../src/combat/spell-slots.ts';
import type { EncounterCommand } from '../../src/encounter/commands.ts';
import type { Encounter } from '../../src/encounter/encounter.ts';
import { effectiveMaxHp } from '../../src/encounter/entity.ts';
import type { LogEntry } from '../../src/encounter/log.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { turnPosition } from '../../src/encounter/turn-order.ts';
import { undoEntry } from '../../src/encounter/undo.ts';
import { ABILITY_SECTIONS } from '../../src/monster/monster.ts';
import { propertyRuns } from '../support/property-runs.ts';
import { aCommand, COMMAND_TYPES, commandArbitraries } from './command-arbitraries.ts';

/** Frozen all the way down, so a command that writes into the encounter it was given throws. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Applies the commands, keeping the encounters and log entries of those that applied. */
function play(start: Encounter, commands: EncounterCommand[], automate = true) {
  const states = [deepFreeze(start)];
  const entries: LogEntry[] = [];
  commands.forEach((command, at) => {
    const result = applyCommand(states.at(-1) as Encounter, deepFreeze(command), { at, automate });
    if (!result.ok) {
      expect(typeof result.error, `${command.type} refused without a message`).toBe('string');
      expect(result.error.trim(), `${command.type} refused without a message`).not.toBe('');
      return;
    }
    states.push(deepFreeze(result.encounter));
    entries.push(result.entry);
  });
  return { states, entries };
}

/** Every rule an encounter keeps whatever was done to it; the broken ones, in words. */
function violations(state: Encounter): string[] {
  const broken: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) broken.push(what);
  };
  check(state.turn === turnPosition(state), `turn ${state.turn} but position ${turnPosition(state)}`);
  for (const e of state.entities) {
    const max = effectiveMaxHp(e);
    check(e.curHp >= 0 && e.curHp <= max, `${e.key}: curHp ${e.curHp} outside 0..${max}`);
    check(e.tempHp >= 0, `${e.key}: tempHp ${e.tempHp}`);
    check(e.maxHpMod >= -e.maxHp, `${e.key}: maxHpMod ${e.maxHpMod} below -maxHp ${-e.maxHp}`);
    for (const [meter, value] of Object.entries(e.meters)) check(value >= 0, `${e.key}: meter ${meter} ${value}`);
    if (e.transformed) {
      const formMax = Math.max(0, e.transformed.maxHp + e.transformed.maxHpMod);
      const { curHp } = e.transformed;
      check(curHp >= 0 && curHp <= formMax, `${e.key}: transformed curHp ${curHp} outside 0..${formMax}`);
    }
    for (const [section, uses] of Object.entries(e.limited_uses)) {
      for (const [index, spent] of Object.entries(uses ?? {})) {
        check(spent >= 0, `${e.key}: ${section}[${index}] uses ${spent}`);
      }
    }
    for (const level of SPELL_SLOT_LEVELS) {
      const spent = spellSlotsSpent(e, level);
      check(spent <= spellSlots(e, level), `${e.key}: ${spent} level ${level} slots spent of ${spellSlots(e, level)}`);
    }
    for (const section of ABILITY_SECTIONS) {
      e[section]?.forEach((_, index) => {
        const allowed = usesAllowed(e, section, index);
        const spent = usesSpent(e, section, index);
        check(allowed === null || spent <= allowed, `${e.key}: ${section}[${index}] ${spent} used of ${allowed}`);
      });
    }
  }
  return broken;
}

/** Up to 40 commands of every type; half the time the fight has been started first. */
const commands = fc
  .tuple(fc.boolean(), fc.array(aCommand, { maxLength: 40, size: 'max' }))
  .map(([started, list]): EncounterCommand[] => (started ? [{ type: 'start' }, ...list] : list));
/**
 * 250 sequences keep this file to a few seconds on a slow two-core machine; the timeout leaves room for
 * that machine running every suite at once.
 */
const runs = propertyRuns(250);

describe('the encounter engine over random sequences of every command (properties)', { timeout: 30_000 }, () => {
  it('generates every command type and the variants that matter', () => {
    const drawn = fc.sample(aCommand, { numRuns: 3000, seed: 1 });
    expect(new Set(drawn.map((command) => command.type))).toEqual(new Set(COMMAND_TYPES));
    // A batch's commands are commands the engine applies too.
    const sample = drawn.flatMap((command) => (command.type === 'batch' ? [command, ...command.commands] : [command]));
    const some = (test: (command: EncounterCommand) => boolean) => sample.some(test);
    expect(some((c) => c.type === 'next-turn' && Object.keys(c.recharges ?? {}).length > 0)).toBe(true);
    expect(some((c) => c.type === 'damage' && c.damageType !== undefined && c.magical === true)).toBe(true);
    expect(some((c) => c.type === 'damage' && c.damageType === undefined && c.critical === true)).toBe(true);
    expect(some((c) => c.type === 'add-condition' && c.condition === 'exhaustion' && c.level === 6)).toBe(true);
    const cards = sample.flatMap((c) => (c.type === 'apply-roll-card' ? [c] : []));
    expect(cards.some((c) => c.card.override !== null)).toBe(true);
    expect(cards.some((c) => isHealingCard(c.card) && cardTotal(c.card) > 0)).toBe(true);
    expect(new Set(cards.map((c) => c.multiplier))).toEqual(new Set([1, 0.5, 2]));
    for (const special of ['drain', 'siphon', 'siphon_half']) {
      expect(cards.some((c) => c.card.actions.some((a) => a.rolls.some((r) => r.ability.special === special)))).toBe(
        true,
      );
    }
    expect(some((c) => c.type === 'edit-entity' && c.edits.name?.trim() === '')).toBe(true);
    expect(some((c) => c.type === 'edit-entity' && c.edits.maxHp === 'abc')).toBe(true);
    expect(some((c) => c.type === 'transform' && typeof c.form.maxHp === 'string')).toBe(true);
    expect(some((c) => c.type === 'use-ability' && c.section === 'legendary_actions')).toBe(true);
    expect(some((c) => c.type === 'regain-ability' && c.amount !== undefined)).toBe(true);
    expect(some((c) => c.type === 'use-spell-slot' && c.level === 4)).toBe(true);
    const added = sample.flatMap((c) => (c.type === 'add-entity' ? [c.entity] : []));
    expect(added.some((e) => e.actions?.some((a) => a.recharge === '5-6'))).toBe(true);
    expect(added.some((e) => e.legendary_actions?.some((a) => a.legendary_cost !== undefined))).toBe(true);
    expect(added.some((e) => (e.spellcasting?.[0]?.slots['1'] ?? 0) > 0)).toBe(true);
  });

  it('never throws, refuses with a message, and keeps every combatant within its rules', () => {
    fc.assert(
      fc.property(anEncounter, commands, fc.boolean(), (encounter, list, automate) => {
        const { states } = play(encounter, list, automate);
        for (const [i, state] of states.entries()) expect(violations(state), `after applied command ${i}`).toEqual([]);
      }),
      runs,
    );
  });

  it('edit form values, however typed, leave hit points and meters numbers within their bounds', () => {
    // Few commands, all of them on hit points, so odd form values meet healing and damage often.
    const hitPointCommand = fc.oneof(
      { weight: 3, arbitrary: commandArbitraries['edit-entity'] },
      { weight: 2, arbitrary: commandArbitraries.transform },
      commandArbitraries.heal,
      commandArbitraries.damage,
      commandArbitraries['apply-roll-card'],
    );
    fc.assert(
      fc.property(
        anEncounter,
        fc.array(hitPointCommand, { maxLength: 6 }),
        fc.boolean(),
        (encounter, list, automate) => {
          const { states } = play(encounter, list, automate);
          for (const [i, state] of states.entries())
            expect(violations(state), `after applied command ${i}`).toEqual([]);
        },
      ),
      runs,
    );
  });

  it('undoing every entry from the newest back returns each earlier state exactly', () => {
    fc.assert(
      fc.property(anEncounter, commands, fc.boolean(), (encounter, list, automate) => {
        const { states, entries } = play(encounter, list, automate);
        let current = states.at(-1) as Encounter;
        for (let i = entries.length - 1; i >= 0; i--) {
          const entry = entries[i] as LogEntry;
          const undone = undoEntry(current, entry);
          if (!undone.ok) throw new Error(`undo of ${entry.type} refused: ${undone.error}`);
          current = undone.encounter;
          expect(current, `undo of ${entry.type}`).toEqual(states[i]);
        }
      }),
      runs,
    );
  });

  it('undoing any one entry out of order keeps every combatant within its rules, or refuses in words', () => {
    fc.assert(
      fc.property(anEncounter, commands, fc.boolean(), fc.nat(), (encounter, list, automate, pick) => {
        const { states, entries } = play(encounter, list, automate);
        const entry = entries[pick % Math.max(1, entries.length)];
        if (!entry) return;
        const undone = undoEntry(states.at(-1) as Encounter, entry);
        if (undone.ok) expect(violations(undone.encounter), `undo of ${entry.type}`).toEqual([]);
        else expect(undone.error).toMatch(/^[A-Z].+[a-z]$/);
      }),
      runs,
    );
  });

  it('going back a turn restores exactly what moving forward changed, and forward again repeats it', () => {
    fc.assert(
      fc.property(anEncounter, commands, fc.boolean(), (encounter, list, automate) => {
        const before = play(encounter, list, automate).states.at(-1) as Encounter;
        const context = { at: 0, automate };
        const forward = applyCommand(before, { type: 'next-turn' }, context);
        if (!forward.ok) return;
        const back = applyCommand(forward.encounter, { type: 'previous-turn' }, context);
        if (!back.ok) throw new Error(`previous turn refused: ${back.error}`);
        expect(back.encounter).toEqual(before);
        const again = applyCommand(back.encounter, { type: 'next-turn' }, context);
        expect(again.ok && again.encounter).toEqual(forward.encounter);
      }),
      runs,
    );
  });

  it('adding, removing someone else, hiding or re-sorting never moves whose turn it is', () => {
    const rosterChange = fc.oneof(
      commandArbitraries['set-initiative'],
      commandArbitraries['set-hidden'],
      commandArbitraries['remove-entity'],
      fc
        .constantFrom('x', 'y', 'z')
        .chain((k) => anEntity(k).map((entity) => ({ type: 'add-entity' as const, entity }))),
    );
    fc.assert(
      fc.property(anEncounter, fc.integer({ min: 0, max: 8 }), rosterChange, (encounter, turns, change) => {
        const started = play(encounter, [{ type: 'start' }, ...Array(turns).fill({ type: 'next-turn' })]).states.at(
          -1,
        ) as Encounter;
        if (change.type === 'remove-entity' && change.key === started.currentKey) return;
        const result = applyCommand(started, change, { at: 0, automate: true });
        if (result.ok) expect(result.encounter.currentKey).toBe(started.currentKey);
      }),
      propertyRuns(200),
    );
  });
});
