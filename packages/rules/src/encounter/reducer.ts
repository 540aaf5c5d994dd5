import { addCondition, removeCondition } from '../combat/conditions.ts';
import { kill, resetSaves, revive, setDeathSave, stabilise } from '../combat/death.ts';
import { editEntity, endTransformation, transform } from '../combat/entity-edits.ts';
import { regainAbility, useAbility } from '../combat/limited-uses.ts';
import { removeReminder, setReminder } from '../combat/reminders.ts';
import { isCriticalCard } from '../combat/roll-card.ts';
import { regainSpellSlot, useSpellSlot } from '../combat/spell-slots.ts';
import { applyBatch } from './batch-command.ts';
import { checkCommand } from './command-checks.ts';
import { CommandError } from './command-error.ts';
import type { CommandResult } from './command-result.ts';
import { type CommandContext, type EncounterCommand, KEEPS_TURN_ORDER } from './commands.ts';
import type { Encounter } from './encounter.ts';
import type { EncounterEntity } from './entity.ts';
import { keptEntity } from './entity-fields.ts';
import type { EncounterEvent } from './events.ts';
import { damageEntity, healEntity } from './hit-point-commands.ts';
import { frames, type LogEntry } from './log.ts';
import { resetEncounter } from './reset.ts';
import { applyRollCard } from './roll-card-commands.ts';
import { addEntity, removeEntity, setFollowerVisibility, setHidden, setInitiative } from './roster.ts';
import { entityOrFail, findEntity, withEntity } from './roster-list.ts';
import { startTestMode } from './test-mode.ts';
import { takesTurns, turnPosition } from './turn-order.ts';
import { nextTurn, previousTurn, startEncounter } from './turns.ts';

interface Applied {
  encounter: Encounter;
  events?: EncounterEvent[];
  amount?: number;
  over?: number;
}

function onEntity(encounter: Encounter, key: string, change: (entity: EncounterEntity) => EncounterEntity): Applied {
  return { encounter: withEntity(encounter, change(entityOrFail(encounter, key))) };
}

function apply(encounter: Encounter, command: EncounterCommand, context: CommandContext): Applied {
  switch (command.type) {
    case 'start':
      return startEncounter(encounter);
    case 'next-turn':
      return nextTurn(encounter, command.recharges);
    case 'previous-turn':
      return previousTurn(encounter);
    case 'set-initiative':
      return { encounter: setInitiative(encounter, command.key, command.initiative) };
    case 'add-entity':
      return { encounter: addEntity(encounter, command.entity) };
    case 'remove-entity':
      return removeEntity(encounter, command.key);
    case 'set-hidden':
      return { encounter: setHidden(encounter, command.key, command.hidden) };
    case 'set-follower-visibility':
      return { encounter: setFollowerVisibility(encounter, command.key, command.visibility) };
    case 'damage':
      return damageEntity(encounter, command, context.automate);
    case 'heal':
      return healEntity(encounter, command);
    case 'apply-roll-card':
      return applyRollCard(encounter, command, context.automate);
    case 'kill':
      return onEntity(encounter, command.key, kill);
    case 'stabilise':
      return onEntity(encounter, command.key, stabilise);
    case 'revive':
      return onEntity(encounter, command.key, revive);
    case 'reset-saves':
      return onEntity(encounter, command.key, resetSaves);
    case 'set-death-save':
      return onEntity(encounter, command.key, (entity) =>
        setDeathSave(entity, command.index, command.result, context.automate),
      );
    case 'edit-entity':
      return onEntity(encounter, command.key, (entity) => editEntity(entity, command.edits));
    case 'transform':
      return onEntity(encounter, command.key, (entity) => transform(entity, command.form));
    case 'end-transformation':
      return onEntity(encounter, command.key, endTransformation);
    case 'add-condition':
      return onEntity(encounter, command.key, (entity) =>
        addCondition(entity, command.condition, { level: command.level, rounds: command.rounds }),
      );
    case 'remove-condition':
      return onEntity(encounter, command.key, (entity) => removeCondition(entity, command.condition));
    case 'set-reminder':
      return onEntity(encounter, command.key, (entity) => setReminder(entity, command.reminderKey, command.reminder));
    case 'remove-reminder':
      return onEntity(encounter, command.key, (entity) => removeReminder(entity, command.reminderKey));
    case 'use-ability':
      return onEntity(encounter, command.key, (entity) =>
        useAbility(entity, command.section, command.index, command.cost),
      );
    case 'regain-ability':
      return onEntity(encounter, command.key, (entity) =>
        regainAbility(entity, command.section, command.index, command.amount),
      );
    case 'use-spell-slot':
      return onEntity(encounter, command.key, (entity) => useSpellSlot(entity, command.level));
    case 'regain-spell-slot':
      return onEntity(encounter, command.key, (entity) => regainSpellSlot(entity, command.level));
    case 'finish':
      return { encounter: { ...encounter, finished: true } };
    case 'reset':
      return { encounter: resetEncounter(encounter) };
    case 'start-test':
      return { encounter: startTestMode(encounter, command.d20s) };
    case 'batch':
      // applyCommand takes a batch apart before it reaches here.
      throw new CommandError('A batch is applied command by command');
    default:
      // Commands arrive over the network too: one this engine does not know is refused, not thrown.
      throw new CommandError(`Unknown command "${(command as { type?: unknown }).type}"`);
  }
}

/**
 * The displayed turn number after a command, derived from whose turn it is. Counting positions costs a
 * pass over every combatant, so the common moves are worked out from the turn before.
 */
function turnAfter(command: EncounterCommand, before: Encounter, after: Encounter): number {
  if (KEEPS_TURN_ORDER.has(command.type)) return before.turn;
  const current = before.currentKey === null ? undefined : findEntity(before, before.currentKey);
  const inOrder = current !== undefined && takesTurns(current) && before.turn > 0;
  if (command.type === 'next-turn' && after.round !== before.round) return 1;
  if (command.type === 'next-turn' && inOrder) return before.turn + 1;
  return turnPosition(after);
}

function isCritical(command: EncounterCommand): boolean {
  if (command.type === 'damage') return command.critical ?? false;
  if (command.type === 'apply-roll-card') return isCriticalCard(command.card);
  return false;
}

function participants(command: EncounterCommand): { by: string | null; target: string | null } {
  switch (command.type) {
    case 'damage':
    case 'heal':
      return { by: command.by, target: command.target };
    case 'add-entity':
      return { by: null, target: command.entity.key };
    case 'apply-roll-card':
      return { by: command.card.actor, target: command.card.target.key };
    case 'start':
    case 'next-turn':
    case 'previous-turn':
    case 'finish':
    case 'reset':
    case 'start-test':
    case 'batch':
      return { by: null, target: null };
    default:
      return { by: null, target: command.key };
  }
}

/**
 * A combatant's name as the log shows it: from before the command, or after it for one it added. The
 * frames hold whoever the command changed, which spares a search of the roster.
 */
function nameOf(key: string | null, before: Encounter, after: Encounter, undo: LogEntry['undo']): string | null {
  if (key === null) return null;
  const changed = undo.before.entities[key] ?? undo.after.entities[key];
  return changed?.name ?? findEntity(before, key)?.name ?? findEntity(after, key)?.name ?? null;
}

/** Everyone the command killed, whatever the way: damage, drain, a third failed save, a maximum of 0, a kill. */
function deaths(undo: LogEntry['undo']): EncounterEvent[] {
  const died: EncounterEvent[] = [];
  for (const key in undo.after.entities) {
    const before = undo.before.entities[key];
    if (undo.after.entities[key]?.dead && before && !before.dead) died.push({ type: 'died', key, name: before.name });
  }
  return died;
}

/**
 * Applies one command to an encounter: the next encounter, the log entry that can undo it, and the
 * events to announce. Pure and deterministic; a command that cannot apply comes back as an error.
 */
export function applyCommand(encounter: Encounter, command: EncounterCommand, context: CommandContext): CommandResult {
  let applied: Applied;
  try {
    checkCommand(command);
    if (command.type === 'batch') return applyBatch(encounter, command, context, applyCommand);
    // A joining combatant is stored and logged with only the fields a combatant has.
    if (command.type === 'add-entity') {
      const entity = keptEntity(command.entity);
      if (entity !== command.entity) return applyCommand(encounter, { ...command, entity }, context);
    }
    applied = apply(encounter, command, context);
  } catch (error) {
    if (error instanceof CommandError) return { ok: false, error: error.message };
    throw error;
  }
  const turn = turnAfter(command, encounter, applied.encounter);
  if (turn !== applied.encounter.turn) applied = { ...applied, encounter: { ...applied.encounter, turn } };
  const { by, target } = participants(command);
  const undo = frames(encounter, applied.encounter);
  const entry: LogEntry = {
    at: context.at,
    round: encounter.round,
    turn: encounter.turn,
    type: command.type,
    command,
    by,
    by_name: nameOf(by, encounter, applied.encounter, undo),
    target,
    target_name: nameOf(target, encounter, applied.encounter, undo),
    amount: applied.amount ?? null,
    over: applied.over ?? null,
    crit: isCritical(command),
    undo,
  };
  const died = deaths(entry.undo);
  const events = died.length === 0 ? (applied.events ?? []) : [...(applied.events ?? []), ...died];
  return { ok: true, encounter: applied.encounter, entry, events };
}
