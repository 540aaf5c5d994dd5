import { describeProblem } from '../validation/shape.ts';
import { CommandError } from './command-error.ts';
import { COMMAND_RULES } from './command-shapes.ts';
import type { EncounterCommand } from './commands.ts';
import { type EncounterEntity, effectiveMaxHp } from './entity.ts';

/** What is wrong with the numbers of a combatant joining the encounter, or null when nothing is. */
function entityProblem(entity: EncounterEntity): string | null {
  if (entity.maxHp < 0 || entity.tempHp < 0) return `${entity.name}'s hit points cannot be negative`;
  if (entity.maxHpMod < -entity.maxHp) return `${entity.name}'s max-HP modifier cannot take the maximum below 0`;
  if (entity.curHp < 0 || entity.curHp > effectiveMaxHp(entity)) {
    return `${entity.name}'s current hit points must be between 0 and ${effectiveMaxHp(entity)}`;
  }
  return null;
}

/**
 * Refuses a command that is not what the engine takes, or whose values no rule could apply. Commands
 * arrive over the network, so each refusal is a sentence the GM can read, never a crash.
 */
export function checkCommand(command: unknown): asserts command is EncounterCommand {
  const type = typeof command === 'object' && command !== null ? (command as { type?: unknown }).type : undefined;
  if (typeof type !== 'string') throw new CommandError('A command must be an object with a type');
  const rule = Object.hasOwn(COMMAND_RULES, type) ? COMMAND_RULES[type] : undefined;
  if (!rule) throw new CommandError(`Unknown command "${type}"`);
  const problem = rule.problem(command);
  if (problem) throw new CommandError(`Command "${type}": ${describeProblem(problem)}`);
  const entity = type === 'add-entity' ? (command as { entity: EncounterEntity }).entity : null;
  const entityError = entity && entityProblem(entity);
  if (entityError) throw new CommandError(entityError);
}
